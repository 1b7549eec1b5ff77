/**
 * An order's paid state as a coloured pill: 'unpaid' / 'Not Paid' in amber, 'Paid' in green,
 * 'Cancelled' (its plan or date was withdrawn) in grey, 'Expired' (an unpaid hold ran out) in rose.
 */
import { Ban, CircleCheck, Clock, TimerOff } from 'lucide-react'
import { messages } from '#shared/messages.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { cx } from '#web/lib/cx.ts'
import { orderStatusText } from '../lib/format.ts'

export function OrderStatus({
  order,
  audience,
}: {
  order: Pick<Order, 'isPaid' | 'cancelled' | 'expired'>
  audience: 'customer' | 'admin'
}) {
  const Icon = order.isPaid ? CircleCheck : order.cancelled ? Ban : order.expired ? TimerOff : Clock
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-semibold whitespace-nowrap ring-1',
        order.isPaid
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
          : order.cancelled
            ? 'bg-slate-100 text-slate-700 ring-slate-300'
            : order.expired
              ? 'bg-rose-50 text-rose-800 ring-rose-200'
              : 'bg-amber-50 text-amber-900 ring-amber-200',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {orderStatusText(order, audience)}
      {order.expired && <span className="sr-only">: {messages.dates.expiredHint}</span>}
    </span>
  )
}
