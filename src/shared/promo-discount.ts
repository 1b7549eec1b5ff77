/**
 * What a promo code takes off a booking (decision 050): one function for the server, which
 * prices every order and every move, and the booking dialog, which shows the same line before
 * the server confirms it. Integer minor units throughout.
 *
 * A percentage is a whole percent of the subtotal, rounded down to the minor unit (the
 * operator's favour, like the deposit's rounding up: a code never gives more than it says). A
 * fixed amount is taken whole, or the subtotal where it is less: a discount never makes a total
 * negative.
 */
export interface PromoTerms {
  /** A whole percent (1–100), or null for a fixed amount. */
  percent: number | null
  /** A fixed amount in minor units, or null for a percentage. */
  amountMinor: number | null
}

export function promoDiscount(terms: PromoTerms, subtotalMinor: number): number {
  const subtotal = Math.max(0, subtotalMinor)
  if (terms.percent !== null) return Math.floor((subtotal * terms.percent) / 100)
  return Math.min(subtotal, Math.max(0, terms.amountMinor ?? 0))
}

/** A promo code as customers and the database hold it: trimmed, upper case. */
export const normalPromoCode = (code: string): string => code.trim().toUpperCase()
