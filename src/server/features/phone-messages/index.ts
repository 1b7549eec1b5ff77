/**
 * Messages to phones as other features send them (decision 051): each message described once
 * (phone-texts.ts), queued for the customer's consenting channels in the caller's transaction,
 * and the booking form's consent. Other features import this one through this module only.
 */
export { awaitingPhone, phoneOutboxInsert, queuePhone, queuePhoneTo } from './enqueue-phone.ts'
export { grantAtBooking } from './set-phone-choice.ts'
export { endAccountConsents } from './stop-phone-channel.ts'
export {
  balanceReminderPhone,
  bookingPhone,
  cancellationPhone,
  dayBeforePhone,
  giftVoucherPhone,
  receiptPhone,
  refundPhone,
  waitlistOfferPhone,
} from './phone-texts.ts'
