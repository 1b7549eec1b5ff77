/**
 * Money: integer cents in the database, a number of dollars in JSON, and on screen the one place
 * amounts are written for people. Prices are stored and charged in US dollars (spec 1); beside
 * them pages show an estimate in taka at the rate admins set (issue 16): `$120 (≈ ৳14,400)` in
 * English, taka first in Bangla, `৳১৪,৪০০ (≈ $১২০)`, every digit in the page's language. Taka are
 * whole (rounded half up), computed from cents and paisa in integers. Converting and formatting
 * in one place keeps float rounding and number styles out of every other module.
 */
import { currentLocale, messages, type Locale } from './messages.ts'
import { formatNumber } from './number-format.ts'

export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not a finite amount: ${dollars}`)
  return Math.round(dollars * 100)
}

export function centsToDollars(cents: number): number {
  return cents / 100
}

/**
 * Integer minor units (cents, paisa) as a plain decimal for machines and spreadsheets: 9550 →
 * "95.50", -5 → "-0.05"; Latin digits, no grouping, no sign of the currency, always two places.
 */
export function minorUnitsText(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not whole minor units: ${minor}`)
  const whole = Math.abs(minor)
  return `${minor < 0 ? '-' : ''}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}

/** An exchange rate in exact whole paisa (1/100 taka) per dollar: 120.5 → 12050. */
export function rateToPaisa(takaPerDollar: number): number {
  if (!Number.isFinite(takaPerDollar)) throw new RangeError(`Not a finite rate: ${takaPerDollar}`)
  return Math.round(takaPerDollar * 100)
}

/** Dollars in whole taka at a rate: cents × paisa per dollar / 10,000, rounded half up. */
export function dollarsToTaka(dollars: number, takaPerDollar: number): number {
  return Math.round((dollarsToCents(dollars) * rateToPaisa(takaPerDollar)) / 10_000)
}

/** Bangla digits and Bangladeshi grouping (১,২৫,০০০) in Bangla (number-format.ts). */
const withDecimals = (amount: number, decimals: 0 | 2) =>
  formatNumber(amount, currentLocale(), { minFraction: decimals, maxFraction: decimals })

/**
 * "1,250" for a whole amount, "1,250.50" otherwise ("১,২৫০.৫০" in Bangla); no currency sign.
 * Dollars, or a rate in taka.
 */
export function formatAmount(amount: number): string {
  return withDecimals(amount, Number.isInteger(amount) ? 0 : 2)
}

/** "$1,250" ("$১,২৫০" in Bangla): what is charged, always in dollars (spec 1). */
export function formatUsd(dollars: number): string {
  return `$${formatAmount(dollars)}`
}

/** "৳14,400" ("৳১৪,৪০০" in Bangla): whole taka. */
export function formatTaka(taka: number): string {
  return `৳${withDecimals(Math.round(taka), 0)}`
}

/** A rate as admins read it: "৳120" or "৳120.50" per dollar. */
export function formatRate(takaPerDollar: number): string {
  return `৳${formatAmount(rateToPaisa(takaPerDollar) / 100)}`
}

export type Currency = 'usd' | 'bdt'

/** The currency a page shows prices in first (its price slider's too): taka in Bangla. */
export function shownCurrency(locale: Locale = currentLocale()): Currency {
  return locale === 'bn' ? 'bdt' : 'usd'
}

export interface PriceText {
  /** The price in the page's first currency. */
  main: string
  /** The other currency's estimate, "(≈ ৳14,400)"; absent while the rate is not known. */
  approx?: string
}

/**
 * A price in both currencies, apart (pages style the estimate smaller). Without a rate (not
 * loaded), dollars alone.
 */
export function priceText(dollars: number, takaPerDollar: number | undefined): PriceText {
  const usd = formatUsd(dollars)
  if (takaPerDollar === undefined) return { main: usd }
  const taka = formatTaka(dollarsToTaka(dollars, takaPerDollar))
  return shownCurrency() === 'bdt'
    ? { main: taka, approx: messages.money.approx({ amount: usd }) }
    : { main: usd, approx: messages.money.approx({ amount: taka }) }
}

/** A price in both currencies as one text: "$120 (≈ ৳14,400)", "৳১৪,৪০০ (≈ $১২০)". */
export function formatPrice(dollars: number, takaPerDollar: number | undefined): string {
  const { main, approx } = priceText(dollars, takaPerDollar)
  return approx ? `${main} ${approx}` : main
}
