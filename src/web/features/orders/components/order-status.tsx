/**
 * An order's paid state as a coloured pill: 'unpaid' / 'Not Paid' in amber, 'Paid' in green,
 * 'Cancelled' (its plan was withdrawn) in grey.
 */
import { Ban, CircleCheck, Clock } from 'lucide-react'
import type { Order } from '#shared/contracts/orders.ts'
import { cx } from '#web/lib/cx.ts'
import { orderStatusText } from '../lib/format.ts'

export function OrderStatus({
  order,
  audience,
}: {
  order: Pick<Order, 'isPaid' | 'cancelled'>
  audience: 'customer' | 'admin'
}) {
  const Icon = order.isPaid ? CircleCheck : order.cancelled ? Ban : Clock
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-semibold whitespace-nowrap ring-1',
        order.isPaid
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
          : order.cancelled
            ? 'bg-slate-100 text-slate-700 ring-slate-300'
            : 'bg-amber-50 text-amber-900 ring-amber-200',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {orderStatusText(order, audience)}
    </span>
  )
}
