/**
 * Promo codes as other features use them: a booking applies one inside its transaction
 * (decision 050). Other features import this one through this module only
 * (docs/architecture.md).
 */
export { applyPromoCode } from './apply-promo-code.ts'
