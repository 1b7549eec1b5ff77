/**
 * Money: an amount in integer minor units (cents, paisa) and its currency, and on screen the one
 * place amounts are written for people.
 *
 * The site prices in one currency, the operator's setting (`PRICING_CURRENCY`, decision 040):
 * US dollars (the spec's site) or Bangladeshi taka. In taka every price, total, deposit and
 * refund is whole taka, held as paisa. The database keeps minor units, JSON the amount in major
 * units (dollars or taka) beside the currency it is in. Beside a price pages show an estimate
 * in the other currency at the rate admins set (issue 16): `$120 (≈ ৳14,400)` in English, taka
 * first in Bangla, `৳১৪,৪০০ (≈ $১২০)`; a taka site shows taka first in both, `৳14,400 (≈ $120)`.
 * Every digit is in the page's language. Converting and formatting in one place keeps float
 * rounding and number styles out of every other module.
 */
import { currentLocale, messages, type Locale } from './messages.ts'
import { formatNumber } from './number-format.ts'

export const CURRENCIES = ['usd', 'bdt'] as const
/** ISO 4217 in lower case, as the spec's `currency: 'usd'` and Stripe write it. */
export type CurrencyCode = (typeof CURRENCIES)[number]

export interface Money {
  /** Integer minor units: cents, paisa. */
  readonly minor: number
  readonly currency: CurrencyCode
}

export function money(minor: number, currency: CurrencyCode): Money {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not whole minor units: ${minor}`)
  return { minor, currency }
}

/** Major units (dollars, taka, as JSON carries them) to exact minor units: 19.99 → 1999. */
export function toMinor(major: number): number {
  if (!Number.isFinite(major)) throw new RangeError(`Not a finite amount: ${major}`)
  return Math.round(major * 100)
}

/** Minor units to the major units JSON carries: 1999 → 19.99. */
export function toMajor(minor: number): number {
  return minor / 100
}

/** An amount JSON carries (major units) with its currency. */
export function fromMajor(major: number, currency: CurrencyCode): Money {
  return money(toMinor(major), currency)
}

/**
 * The least amount prices, totals, deposits and refunds move by, in minor units: a cent; a whole
 * taka (no one prices, pays or refunds in paisa).
 */
export function minorStep(currency: CurrencyCode): number {
  return currency === 'bdt' ? 100 : 1
}

/** Whether an amount in major units is one the currency prices in: cents; whole taka. */
export function isPriceable(major: number, currency: CurrencyCode): boolean {
  if (!Number.isFinite(major)) return false
  const minor = major * 100
  return Math.abs(minor - Math.round(minor)) < 1e-6 && Math.round(minor) % minorStep(currency) === 0
}

/** Minor units rounded to the currency's step: down (what is given back), up (what is asked). */
export function roundToStep(minor: number, currency: CurrencyCode, mode: 'down' | 'up'): number {
  const step = minorStep(currency)
  return (mode === 'down' ? Math.floor(minor / step) : Math.ceil(minor / step)) * step
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

/**
 * An estimate of an amount in the other currency at a rate, rounded half up to whole units of
 * it (whole taka, whole dollars): it is an estimate, not a price. In integers: dollars are
 * cents × paisa-per-dollar / 10,000 taka; taka are paisa / paisa-per-dollar dollars.
 */
export function estimateIn(amount: Money, to: CurrencyCode, takaPerDollar: number): Money {
  if (amount.currency === to) return amount
  const rate = rateToPaisa(takaPerDollar)
  if (rate <= 0) throw new RangeError(`Not a usable rate: ${takaPerDollar}`)
  const whole =
    to === 'bdt' ? Math.round((amount.minor * rate) / 10_000) : Math.round(amount.minor / rate)
  return money(whole * 100, to)
}

/** Bangla digits and Bangladeshi grouping (১,২৫,০০০) in Bangla (number-format.ts). */
const withDecimals = (amount: number, decimals: 0 | 2, locale: Locale) =>
  formatNumber(amount, locale, { minFraction: decimals, maxFraction: decimals })

/**
 * "1,250" for a whole amount, "1,250.50" otherwise ("১,২৫০.৫০" in Bangla); no currency sign.
 */
export function formatAmount(amount: number, locale: Locale = currentLocale()): string {
  return withDecimals(amount, Number.isInteger(amount) ? 0 : 2, locale)
}

const SIGNS: Record<CurrencyCode, string> = { usd: '$', bdt: '৳' }

/**
 * "$1,250", "$95.50", "৳14,400" ("৳১৪,৪০০" in Bangla): cents only when there are some.
 */
export function formatMoney(amount: Money, locale: Locale = currentLocale()): string {
  const sign = amount.minor < 0 ? '-' : ''
  return `${sign}${SIGNS[amount.currency]}${formatAmount(Math.abs(amount.minor) / 100, locale)}`
}

/** A rate as admins read it: "৳120" or "৳120.50" per dollar. */
export function formatRate(takaPerDollar: number): string {
  return `৳${formatAmount(rateToPaisa(takaPerDollar) / 100)}`
}

/**
 * The currency a page shows prices in first (its price slider's too): the site's own, except
 * that a dollar-priced site shows taka first in Bangla.
 */
export function firstCurrency(
  pricing: CurrencyCode,
  locale: Locale = currentLocale(),
): CurrencyCode {
  return pricing === 'usd' && locale === 'bn' ? 'bdt' : pricing
}

export interface PriceText {
  /** The price in the page's first currency. */
  main: string
  /** The other currency's estimate, "(≈ ৳14,400)"; absent while the rate is not known. */
  approx?: string
}

/**
 * A price in both currencies, apart (pages style the estimate smaller). Without a rate (not
 * loaded), in its own currency alone.
 */
export function priceText(amount: Money, takaPerDollar: number | undefined): PriceText {
  const own = formatMoney(amount)
  if (takaPerDollar === undefined || rateToPaisa(takaPerDollar) <= 0) return { main: own }
  const other = amount.currency === 'usd' ? 'bdt' : 'usd'
  const estimate = formatMoney(estimateIn(amount, other, takaPerDollar))
  return firstCurrency(amount.currency) === amount.currency
    ? { main: own, approx: messages.money.approx({ amount: estimate }) }
    : { main: estimate, approx: messages.money.approx({ amount: own }) }
}

/** A price in both currencies as one text: "$120 (≈ ৳14,400)", "৳১৪,৪০০ (≈ $১২০)". */
export function formatPrice(amount: Money, takaPerDollar: number | undefined): string {
  const { main, approx } = priceText(amount, takaPerDollar)
  return approx ? `${main} ${approx}` : main
}
