/**
 * Gift vouchers as other features use them (decision 054): the payment provider that owns
 * redemptions (their refunds return to the voucher), and the lifecycle worker's delivery. Other
 * features import this one through this module only (docs/architecture.md).
 */
export { deliverGiftVouchers } from './deliver-vouchers.ts'
export { giftVoucherProvider } from './voucher-provider.ts'
