/**
 * VAT inside a price (Mushak-6.3 receipts). Prices are VAT-inclusive: what a customer was shown
 * is what they pay, so the VAT is carved out of an amount, never added to it. Computed in whole
 * cents and basis points of the rate with one rounding (half up), so the VAT and the net always
 * add back to the amount to the cent, whatever the rate.
 */

/** A VAT rate in whole basis points: 15 → 1500, 7.5 → 750 (rates carry at most 2 decimals). */
function rateToBasisPoints(percent: number): number {
  if (!Number.isFinite(percent) || percent < 0) throw new RangeError(`Not a VAT rate: ${percent}`)
  return Math.round(percent * 100)
}

/**
 * The VAT included in `grossCents` at `percent`: gross × rate / (100 + rate), rounded half up
 * to the cent, and the net of VAT (the rest).
 */
export function vatIncluded(
  grossCents: number,
  percent: number,
): { vatCents: number; netCents: number } {
  if (!Number.isSafeInteger(grossCents) || grossCents < 0) {
    throw new RangeError(`Not whole cents: ${grossCents}`)
  }
  const rate = rateToBasisPoints(percent)
  const numerator = grossCents * rate
  const denominator = 10_000 + rate
  // Half up in integers: floor(n/d + 1/2) = floor((2n + d) / 2d).
  const vatCents = Math.floor((2 * numerator + denominator) / (2 * denominator))
  return { vatCents, netCents: grossCents - vatCents }
}
