/**
 * A gift voucher's sale order (issue 33 item 4; decision 054): "Gift voucher", no date, no
 * travellers. It is paid and has a receipt like a booking, but nothing about a trip applies to
 * it (a date, the travellers, the calendar, check-in, a review, cancelling as a booking), and a
 * voucher does not pay for another voucher.
 */
import type { Order } from '#shared/contracts/orders.ts'

export function isGiftVoucherSale(order: Partial<Pick<Order, 'sale'>>): boolean {
  return order.sale === 'gift-voucher'
}
