/**
 * Money: integer cents in the database, a number of dollars in JSON, "$1,234.50" on screen.
 * Converting in one place keeps float rounding out of every other module.
 */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not a finite amount: ${dollars}`)
  return Math.round(dollars * 100)
}

export function centsToDollars(cents: number): number {
  return cents / 100
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const fractional = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** "1,250" for whole dollars, "1,250.50" otherwise; no currency sign (callers add "$"). */
export function formatAmount(dollars: number): string {
  return Number.isInteger(dollars) ? whole.format(dollars) : fractional.format(dollars)
}

/** "$1,250" — prices are shown in dollars (spec 1). */
export function formatUsd(dollars: number): string {
  return `$${formatAmount(dollars)}`
}
