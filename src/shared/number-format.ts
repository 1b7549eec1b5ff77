/**
 * Numbers written as `Intl.NumberFormat` writes them in our two languages (en-US and bn-BD), in
 * plain string work. A browser's first `Intl.NumberFormat` costs 15–40 ms of one task on this
 * machine's Chromium (its number data and pattern are built then; plural rules and dates cost
 * ~1 ms), several times that on a phone, and every page shows a price or a count while it
 * hydrates: that one call was a long task of its own. The tests hold the output equal to Intl's.
 *
 * English groups thousands (1,234,567); Bangla writes Bangla digits and groups the Indian way,
 * thousands then hundreds (১২,৩৪,৫৬৭). Rounding is half away from zero on the number's shortest
 * decimal form (what `String(n)` writes), as Intl rounds: 1.005 to two places is 1.01.
 */
import type { Locale } from './i18n/catalogue.ts'

export interface NumberStyle {
  /** Decimals always written (padded with zeros); 0 unless set. */
  minFraction?: number
  /** Decimals at most (rounded); 3 unless set, as Intl. */
  maxFraction?: number
  /** Thousands separators; true unless set. */
  grouping?: boolean
}

const BANGLA_ZERO = 0x09e6

/** ASCII digits as the language writes them: Bangla ০–৯ on Bangla pages. */
export function localDigits(text: string, locale: Locale): string {
  if (locale !== 'bn') return text
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(BANGLA_ZERO + Number(digit)))
}

/** `abs` (not negative) in plain decimal digits, rounded half up to `maxFraction` places. */
function roundedDecimal(abs: number, maxFraction: number): [whole: string, fraction: string] {
  let text = String(abs)
  if (text.includes('e')) {
    // Below 1e-6 (rounds to zero at any precision we show) or from 1e21: no shortest form
    // without an exponent, and toFixed's binary rounding is as good as any there.
    text = abs < 1 ? abs.toFixed(maxFraction) : BigInt(abs).toString()
  }
  const [whole = '0', fraction = ''] = text.split('.')
  if (fraction.length <= maxFraction) return [whole, fraction]
  const kept = `${whole}${fraction.slice(0, maxFraction)}`
  const up = fraction.charCodeAt(maxFraction) >= 0x35 /* '5' */
  const digits = up ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept
  const split = digits.length - maxFraction
  return [digits.slice(0, split), digits.slice(split)]
}

/** 1234567 → 1,234,567 (English) or 12,34,567 (Bangla, before its digits are put in). */
function grouped(whole: string, locale: Locale): string {
  if (whole.length <= 3) return whole
  const last = whole.slice(-3)
  const head = whole.slice(0, -3)
  const size = locale === 'bn' ? 2 : 3
  const groups: string[] = []
  for (let end = head.length; end > 0; end -= size)
    groups.unshift(head.slice(Math.max(0, end - size), end))
  return `${groups.join(',')},${last}`
}

/** `value` as Intl.NumberFormat writes it in `locale` with these fraction digits and grouping. */
export function formatNumber(value: number, locale: Locale, style: NumberStyle = {}): string {
  if (Number.isNaN(value)) return 'NaN'
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  if (!Number.isFinite(value)) return `${sign}∞`
  const { minFraction = 0, grouping = true } = style
  const maxFraction = Math.max(style.maxFraction ?? 3, minFraction)
  const [whole, rounded] = roundedDecimal(Math.abs(value), maxFraction)
  const fraction = rounded.replace(/0+$/, '').padEnd(minFraction, '0')
  const text = `${sign}${grouping ? grouped(whole, locale) : whole}${fraction ? `.${fraction}` : ''}`
  return localDigits(text, locale)
}
