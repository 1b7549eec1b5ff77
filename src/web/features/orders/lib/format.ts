/** How orders read on screen: the booking date, and the status word per audience (spec 2). */
import type { Order } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' })
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

/** "22 Nov 2026". */
export function formatBookedDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date)
}

/** "22 Nov 2026, 14:05", for a tooltip. */
export function formatBookedDateTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date)
}

/** Customers read 'unpaid', admins 'Not Paid'; both read 'Paid', and 'Cancelled' and 'Expired' (ours). */
export function orderStatusText(
  order: Pick<Order, 'isPaid' | 'cancelled' | 'expired'>,
  audience: 'customer' | 'admin',
) {
  if (order.isPaid) return messages.orders.paid
  if (order.cancelled) return messages.orders.cancelled
  if (order.expired) return messages.dates.expired
  return audience === 'admin' ? messages.orders.unpaidAdmin : messages.orders.unpaidCustomer
}
