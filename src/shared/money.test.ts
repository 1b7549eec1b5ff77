import { afterEach, describe, expect, it } from 'vitest'
import { setLocaleSource, type Locale } from './messages.ts'
import {
  estimateIn,
  firstCurrency,
  formatAmount,
  formatMoney,
  formatPrice,
  formatRate,
  fromMajor,
  isPriceable,
  minorUnitsText,
  money,
  priceText,
  rateToPaisa,
  roundToStep,
  toMajor,
  toMinor,
} from './money.ts'

function inLocale(locale: Locale) {
  setLocaleSource(() => locale)
}
afterEach(() => inLocale('en'))

const usd = (major: number) => fromMajor(major, 'usd')
const bdt = (major: number) => fromMajor(major, 'bdt')

describe('money', () => {
  it('converts major units to integer minor units without float drift', () => {
    expect(toMinor(19.99)).toBe(1999)
    expect(toMinor(0.1 + 0.2)).toBe(30)
    expect(toMajor(1999)).toBe(19.99)
    expect(fromMajor(9500, 'bdt')).toEqual({ minor: 950_000, currency: 'bdt' })
  })
  it('rejects non-finite amounts and fractional minor units', () => {
    expect(() => toMinor(Number.NaN)).toThrow(RangeError)
    expect(() => rateToPaisa(Number.POSITIVE_INFINITY)).toThrow(RangeError)
    expect(() => money(0.5, 'usd')).toThrow(RangeError)
  })
  it('formats each currency with its sign, cents only when there are some', () => {
    expect(formatMoney(usd(450))).toBe('$450')
    expect(formatMoney(usd(1250))).toBe('$1,250')
    expect(formatMoney(usd(99.5))).toBe('$99.50')
    expect(formatMoney(bdt(14_400))).toBe('৳14,400')
    expect(formatMoney(money(-550, 'usd'))).toBe('-$5.50')
  })
  it('prices in cents, or in whole taka', () => {
    expect(isPriceable(95.5, 'usd')).toBe(true)
    expect(isPriceable(95.555, 'usd')).toBe(false)
    expect(isPriceable(9500, 'bdt')).toBe(true)
    expect(isPriceable(9500.5, 'bdt')).toBe(false)
    expect(isPriceable(Number.NaN, 'bdt')).toBe(false)
    expect(roundToStep(950_050, 'bdt', 'down')).toBe(950_000)
    expect(roundToStep(950_001, 'bdt', 'up')).toBe(950_100)
    expect(roundToStep(1999, 'usd', 'down')).toBe(1999)
  })
  it('writes minor units as plain decimals for spreadsheets', () => {
    expect(minorUnitsText(9550)).toBe('95.50')
    expect(minorUnitsText(-5)).toBe('-0.05')
  })
})

describe('estimates in the other currency', () => {
  it('converts dollars at an exact rate in whole paisa, to whole taka half up', () => {
    expect(rateToPaisa(120.5)).toBe(12050)
    const taka = (dollars: number, rate: number) =>
      estimateIn(usd(dollars), 'bdt', rate).minor / 100
    expect(taka(120, 120)).toBe(14_400)
    // 95.50 × 121.35 = 11,588.925 → 11,589
    expect(taka(95.5, 121.35)).toBe(11_589)
    // 0.01 × 50 = 0.5 → 1 (half up); 0.01 × 49.99 = 0.4999 → 0
    expect(taka(0.01, 50)).toBe(1)
    expect(taka(0.01, 49.99)).toBe(0)
    expect(taka(0.1 + 0.2, 110.1)).toBe(33)
    // $1,000,000 at ৳999.99: well inside exact integers.
    expect(taka(1_000_000, 999.99)).toBe(999_990_000)
  })
  it('converts taka to whole dollars half up', () => {
    const dollars = (taka: number, rate: number) => estimateIn(bdt(taka), 'usd', rate).minor / 100
    expect(dollars(14_400, 120)).toBe(120)
    expect(dollars(9_500, 121.35)).toBe(78) // 78.28
    expect(dollars(60, 120)).toBe(1) // 0.5 → 1
    expect(dollars(59, 120)).toBe(0)
    expect(estimateIn(bdt(100), 'bdt', 120)).toEqual(bdt(100))
  })
})

describe('formatting in English', () => {
  it('shows a dollar price first and taka beside it', () => {
    expect(formatPrice(usd(120), 120)).toBe('$120 (≈ ৳14,400)')
    expect(formatPrice(usd(95.5), 121.35)).toBe('$95.50 (≈ ৳11,589)')
    expect(priceText(usd(120), 120)).toEqual({ main: '$120', approx: '(≈ ৳14,400)' })
  })
  it('shows a taka price first and dollars beside it', () => {
    expect(firstCurrency('bdt')).toBe('bdt')
    expect(formatPrice(bdt(9_500), 120)).toBe('৳9,500 (≈ $79)')
    expect(priceText(bdt(14_400), 120)).toEqual({ main: '৳14,400', approx: '(≈ $120)' })
  })
  it('groups large numbers by thousands', () => {
    expect(formatPrice(usd(1_000_000), 120)).toBe('$1,000,000 (≈ ৳120,000,000)')
    expect(formatMoney(bdt(12_345_678))).toBe('৳12,345,678')
  })
  it('shows the price alone while the rate is not known', () => {
    expect(formatPrice(usd(120), undefined)).toBe('$120')
    expect(priceText(bdt(9_500), undefined)).toEqual({ main: '৳9,500' })
  })
  it('writes rates and amounts', () => {
    expect(formatRate(120)).toBe('৳120')
    expect(formatRate(121.5)).toBe('৳121.50')
    expect(formatAmount(1250.5)).toBe('1,250.50')
    expect(firstCurrency('usd')).toBe('usd')
  })
})

describe('formatting in Bangla', () => {
  it('shows taka first, dollars beside them, in Bangla digits, whatever the site prices in', () => {
    inLocale('bn')
    expect(firstCurrency('usd')).toBe('bdt')
    expect(formatPrice(usd(120), 120)).toBe('৳১৪,৪০০ (≈ $১২০)')
    expect(formatPrice(usd(95.5), 121.35)).toBe('৳১১,৫৮৯ (≈ $৯৫.৫০)')
    expect(priceText(usd(120), 120)).toEqual({ main: '৳১৪,৪০০', approx: '(≈ $১২০)' })
    expect(formatPrice(bdt(14_400), 120)).toBe('৳১৪,৪০০ (≈ $১২০)')
  })
  it('groups large numbers the Bangladeshi way (lakh, crore)', () => {
    inLocale('bn')
    expect(formatMoney(bdt(240_000))).toBe('৳২,৪০,০০০')
    expect(formatPrice(usd(1_000_000), 120)).toBe('৳১২,০০,০০,০০০ (≈ $১০,০০,০০০)')
  })
  it('shows the price alone, in Bangla digits, while the rate is not known', () => {
    inLocale('bn')
    expect(formatPrice(usd(120), undefined)).toBe('$১২০')
    expect(formatMoney(usd(99.5))).toBe('$৯৯.৫০')
    expect(formatRate(121.5)).toBe('৳১২১.৫০')
  })
})
