/**
 * Which bookings offer "Cancel booking": a live one (paid, deposit paid, or an unpaid hold on a
 * date — an unpaid booking without a date is simply deleted, as the spec has it) whose date has
 * not passed in Dhaka, or that has no date yet; never a gift voucher's sale. The server decides
 * again when asked.
 */
import type { Order } from '#shared/contracts/orders.ts'
import { dhakaToday } from '#shared/dhaka-date.ts'
import { isGiftVoucherSale } from './gift-voucher-sale.ts'

export function isCancellable(
  order: Pick<Order, 'status' | 'departureId' | 'departureDate'> & Partial<Pick<Order, 'sale'>>,
  today = dhakaToday(),
): boolean {
  // A gift voucher's sale is no trip: its voucher is cancelled by an admin, not the order.
  if (isGiftVoucherSale(order)) return false
  const live =
    order.status === 'paid' ||
    order.status === 'deposit_paid' ||
    (order.status === 'unpaid' && order.departureId !== null)
  return live && (order.departureDate === null || order.departureDate >= today)
}

/**
 * Which bookings offer "Change date": a live one on a date of a tour that is still listed, that
 * date still to come (moving on the day itself is for the office). The server decides again.
 */
export function isReschedulable(
  order: Pick<Order, 'status' | 'departureId' | 'departureDate' | 'tourId'>,
  today = dhakaToday(),
): boolean {
  const live =
    order.status === 'paid' || order.status === 'deposit_paid' || order.status === 'unpaid'
  return (
    live &&
    order.tourId !== null &&
    order.departureId !== null &&
    order.departureDate !== null &&
    order.departureDate > today
  )
}
