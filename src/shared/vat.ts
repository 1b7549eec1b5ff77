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
 * The VAT included in `grossCents` (minor units) at `percent`: gross × rate / (100 + rate),
 * rounded half up to `step` minor units (a cent; a whole taka, as a taka receipt shows every
 * amount), and the net of VAT (the rest).
 */
export function vatIncluded(
  grossCents: number,
  percent: number,
  step = 1,
): { vatCents: number; netCents: number } {
  if (!Number.isSafeInteger(grossCents) || grossCents < 0) {
    throw new RangeError(`Not whole cents: ${grossCents}`)
  }
  const rate = rateToBasisPoints(percent)
  const numerator = grossCents * rate
  const denominator = (10_000 + rate) * step
  // Half up in integers, in steps: floor(n/d + 1/2) = floor((2n + d) / 2d).
  const vatCents = Math.floor((2 * numerator + denominator) / (2 * denominator)) * step
  return { vatCents, netCents: grossCents - vatCents }
}
