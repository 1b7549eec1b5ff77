/**
 * Orders as other features use them: bookings and their payment state, the ledger's refunds sent,
 * holds, reminders, and what a departure, an account or a review needs of its orders. Other
 * features import this one through this module only (docs/architecture.md).
 */
export { queueBalanceReminders } from './balance-reminders.ts'
export { queueDayBeforeReminders } from './day-before-reminders.ts'
export { newBookingReference } from './booking-reference.ts'
export { bookingSummaries, type BookingSummary } from './booking-summaries.ts'
export { cancelBooking, type RefundProvider } from './cancel-booking.ts'
export { cancelSale } from './cancel-sale.ts'
export { expireHolds, newHold } from './expire-holds.ts'
export { findOrderLocale } from './find-order-locale.ts'
export { findTravelledOrder } from './find-travelled-order.ts'
export { createSaleOrder } from './create-sale-order.ts'
export { dueCents } from './ledger.ts'
export { countDepartureOrders, listDepartureOrders } from './list-departure-orders.ts'
export { listMoneyLines } from './money-lines.ts'
export { toMailOrder } from './order-row.ts'
export {
  choosePaymentPlan,
  getPayableOrder,
  holdSeatsForPayment,
  markOrderPaid,
  storePaymentIntent,
} from './payment-state.ts'
export { heldPrivately } from './private-groups.ts'
export { purgeTravellerDetails } from './purge-traveller-details.ts'
export { releaseAccountOrders } from './release-account-orders.ts'
export { releasePartPaid } from './release-part-paid.ts'
export { sendRefunds, sendRefundsAfterCommit, settleReportedRefunds } from './send-refunds.ts'
