/**
 * Numbers in the page's language, by `Intl.NumberFormat`: English as en-US (1,234,567), Bangla
 * as bn-BD (Bangla digits, grouped the Indian way: ১২,৩৪,৫৬৭). Formatters are made when first
 * asked for and kept, one per language and style (a handful), since making one costs far more
 * than using it.
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

/** The regional form each language writes numbers in. */
const NUMBER_LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', bn: 'bn-BD' }
const BANGLA_ZERO = 0x09e6

/** ASCII digits as the language writes them: Bangla ০–৯ on Bangla pages. */
export function localDigits(text: string, locale: Locale): string {
  if (locale !== 'bn') return text
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(BANGLA_ZERO + Number(digit)))
}

/**
 * Bangla digits (০–৯, U+09E6–U+09EF) as ASCII, the rest as it is: what a Bangla keyboard types
 * in a phone number, stored the way every other one is.
 */
export function asciiDigits(text: string): string {
  return text.replace(/[\u09e6-\u09ef]/g, (digit) => String(digit.charCodeAt(0) - BANGLA_ZERO))
}

const formatters = new Map<string, Intl.NumberFormat>()

/** `value` in `locale`, with these fraction digits and grouping. */
export function formatNumber(value: number, locale: Locale, style: NumberStyle = {}): string {
  const { minFraction = 0, grouping = true } = style
  const maxFraction = Math.max(style.maxFraction ?? 3, minFraction)
  const key = `${locale} ${minFraction} ${maxFraction} ${grouping}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALE_TAGS[locale], {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
      useGrouping: grouping,
    })
    formatters.set(key, formatter)
  }
  return formatter.format(value)
}
