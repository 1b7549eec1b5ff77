/** How orders read on screen: the booking date, and the status word per audience (spec 2). */
import type { Order, OrderStatus } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { formatMoment } from '#shared/dhaka-date.ts'

/** "22 Nov 2026". */
export const formatBookedDate = (iso: string): string => formatMoment(iso, 'medium')

/** "22 Nov 2026, 14:05", for a tooltip. */
export const formatBookedDateTime = (iso: string): string => formatMoment(iso, 'mediumTime')

/**
 * Customers read 'unpaid', admins 'Not Paid' (the spec's words); both read 'Paid', and our
 * words for the other states (deposit paid, completed, cancelled, expired, refunded …).
 */
export function orderStatusText(order: Pick<Order, 'status'>, audience: 'customer' | 'admin') {
  if (order.status === 'unpaid') {
    return audience === 'admin' ? messages.orders.unpaidAdmin : messages.orders.unpaidCustomer
  }
  return messages.lifecycle.status[order.status]
}

/** The colour family a state is shown in: money to collect, settled, finished or stopped. */
export type StatusTone = 'warning' | 'success' | 'neutral' | 'danger' | 'info'

const tones: Record<OrderStatus, StatusTone> = {
  unpaid: 'warning',
  deposit_paid: 'info',
  paid: 'success',
  completed: 'neutral',
  cancelled: 'danger',
  expired: 'neutral',
  refunded: 'danger',
  partly_refunded: 'danger',
}

export function statusTone(status: OrderStatus): StatusTone {
  return tones[status]
}
