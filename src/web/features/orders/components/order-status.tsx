/**
 * An order's state as a coloured pill with an icon (colour is never the only cue): 'unpaid' /
 * 'Not Paid' in amber, 'Deposit paid' in sky, 'Paid' in green, 'Completed' and 'Expired' in
 * grey, 'Cancelled' and the refunds in rose.
 */
import {
  Ban,
  CircleCheck,
  CircleDollarSign,
  Clock,
  Flag,
  TimerOff,
  Undo2,
  type LucideIcon,
} from 'lucide-react'
import { messages } from '#shared/messages.ts'
import type { Order, OrderStatus as Status } from '#shared/contracts/orders.ts'
import { cx } from '#web/lib/cx.ts'
import { orderStatusText, statusTone, type StatusTone } from '../lib/format.ts'

const icons: Record<Status, LucideIcon> = {
  unpaid: Clock,
  deposit_paid: CircleDollarSign,
  paid: CircleCheck,
  completed: Flag,
  cancelled: Ban,
  expired: TimerOff,
  refunded: Undo2,
  partly_refunded: Undo2,
}

const toneClasses: Record<StatusTone, string> = {
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  info: 'bg-sky-50 text-sky-900 ring-sky-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-300',
  danger: 'bg-rose-50 text-rose-800 ring-rose-200',
}

export function OrderStatus({
  order,
  audience,
}: {
  order: Pick<Order, 'status'>
  audience: 'customer' | 'admin'
}) {
  const Icon = icons[order.status]
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-semibold whitespace-nowrap ring-1',
        toneClasses[statusTone(order.status)],
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {orderStatusText(order, audience)}
      {order.status === 'expired' && (
        <span className="sr-only">: {messages.dates.expiredHint}</span>
      )}
    </span>
  )
}
