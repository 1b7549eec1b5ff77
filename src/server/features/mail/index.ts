/**
 * Mail as other features send it: the outbox, and each mail described once (templates, the orders
 * console's message). Other features import this one through this module only
 * (docs/architecture.md).
 */
export { enqueueMail, outboxInsert } from './enqueue-mail.ts'
export { giftVoucherMail } from './gift-voucher-mail.ts'
export { listUnsentMailPage } from './list-unsent-mail-page.ts'
export { listUnsentMail } from './list-unsent-mail.ts'
export { orderMessageMail } from './order-message-mail.ts'
export { retryMail } from './retry-mail.ts'
export { statusesOfMails } from './statuses-of-mails.ts'
export {
  balanceReminder,
  bookingCalendar,
  bookingCancelled,
  bookingConfirmation,
  bookingMoved,
  contactMail,
  contactReplyMail,
  orderCancellation,
  paymentReceipt,
  reasonOnRecord,
  waitlistOffer,
  type MailOrder,
  type Reason,
} from './templates.ts'
