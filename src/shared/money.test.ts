import { afterEach, describe, expect, it } from 'vitest'
import { setLocaleSource, type Locale } from './messages.ts'
import {
  centsToDollars,
  dollarsToCents,
  dollarsToTaka,
  formatAmount,
  formatPrice,
  formatRate,
  formatTaka,
  formatUsd,
  priceText,
  rateToPaisa,
  shownCurrency,
} from './money.ts'

function inLocale(locale: Locale) {
  setLocaleSource(() => locale)
}
afterEach(() => inLocale('en'))

describe('money', () => {
  it('converts dollars to integer cents without float drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999)
    expect(dollarsToCents(0.1 + 0.2)).toBe(30)
    expect(centsToDollars(1999)).toBe(19.99)
  })
  it('rejects non-finite amounts', () => {
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError)
    expect(() => rateToPaisa(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
  it('formats dollars for display', () => {
    expect(formatUsd(450)).toBe('$450')
    expect(formatUsd(1250)).toBe('$1,250')
    expect(formatUsd(99.5)).toBe('$99.50')
  })
})

describe('taka', () => {
  it('converts at an exact rate in whole paisa, rounding to whole taka half up', () => {
    expect(rateToPaisa(120.5)).toBe(12050)
    expect(rateToPaisa(121.35)).toBe(12135)
    expect(dollarsToTaka(120, 120)).toBe(14_400)
    // 95.50 × 121.35 = 11,588.925 → 11,589
    expect(dollarsToTaka(95.5, 121.35)).toBe(11_589)
    // 0.01 × 50 = 0.5 → 1 (half up); 0.01 × 49.99 = 0.4999 → 0
    expect(dollarsToTaka(0.01, 50)).toBe(1)
    expect(dollarsToTaka(0.01, 49.99)).toBe(0)
    // Floats that drift in a plain product: 0.1 + 0.2 dollars at 110.1 = 33.03 → 33
    expect(dollarsToTaka(0.1 + 0.2, 110.1)).toBe(33)
    expect(dollarsToTaka(0, 120)).toBe(0)
  })
  it('stays exact for the largest prices and rates', () => {
    // $1,000,000 at ৳999.99: 100,000,000 cents × 99,999 paisa, well inside exact integers.
    expect(dollarsToTaka(1_000_000, 999.99)).toBe(999_990_000)
    expect(dollarsToTaka(999_999.99, 1000)).toBe(999_999_990)
  })
})

describe('formatting in English', () => {
  it('shows dollars first and taka beside them', () => {
    expect(formatPrice(120, 120)).toBe('$120 (≈ ৳14,400)')
    expect(formatPrice(95.5, 121.35)).toBe('$95.50 (≈ ৳11,589)')
    expect(priceText(120, 120)).toEqual({ main: '$120', approx: '(≈ ৳14,400)' })
  })
  it('groups large numbers by thousands', () => {
    expect(formatPrice(1_000_000, 120)).toBe('$1,000,000 (≈ ৳120,000,000)')
    expect(formatTaka(12_345_678)).toBe('৳12,345,678')
  })
  it('shows dollars alone while the rate is not known', () => {
    expect(formatPrice(120, undefined)).toBe('$120')
    expect(priceText(120, undefined)).toEqual({ main: '$120' })
  })
  it('writes rates and amounts', () => {
    expect(formatRate(120)).toBe('৳120')
    expect(formatRate(121.5)).toBe('৳121.50')
    expect(formatAmount(1250.5)).toBe('1,250.50')
    expect(formatTaka(0.4)).toBe('৳0')
    expect(shownCurrency()).toBe('usd')
  })
})

describe('formatting in Bangla', () => {
  it('shows taka first, dollars beside them, in Bangla digits', () => {
    inLocale('bn')
    expect(shownCurrency()).toBe('bdt')
    expect(formatPrice(120, 120)).toBe('৳১৪,৪০০ (≈ $১২০)')
    expect(formatPrice(95.5, 121.35)).toBe('৳১১,৫৮৯ (≈ $৯৫.৫০)')
    expect(priceText(120, 120)).toEqual({ main: '৳১৪,৪০০', approx: '(≈ $১২০)' })
  })
  it('groups large numbers the Bangladeshi way (lakh, crore)', () => {
    inLocale('bn')
    expect(formatTaka(240_000)).toBe('৳২,৪০,০০০')
    expect(formatPrice(1_000_000, 120)).toBe('৳১২,০০,০০,০০০ (≈ $১০,০০,০০০)')
  })
  it('shows dollars alone, in Bangla digits, while the rate is not known', () => {
    inLocale('bn')
    expect(formatPrice(120, undefined)).toBe('$১২০')
    expect(formatUsd(99.5)).toBe('$৯৯.৫০')
    expect(formatRate(121.5)).toBe('৳১২১.৫০')
  })
})
