/**
 * POST /api/promo-codes/check: what a promo code would take off the booking the dialog is about
 * to send (decision 050). A quote, not kept: the booking applies the code again.
 */
import type { PromoCheck, PromoQuote } from '#shared/contracts/promo-codes.ts'
import { apiPost } from '#web/lib/api-client.ts'

export function checkPromoCode(check: PromoCheck): Promise<PromoQuote> {
  return apiPost<PromoQuote>('/promo-codes/check', check)
}
