import { describe, expect, it } from 'vitest'
import type { Locale } from './i18n/catalogue.ts'
import { formatNumber, localDigits, type NumberStyle } from './number-format.ts'

const INTL_TAG: Record<Locale, string> = { en: 'en-US', bn: 'bn-BD' }

const STYLES: NumberStyle[] = [
  {},
  { minFraction: 2, maxFraction: 2 },
  { minFraction: 0, maxFraction: 0 },
  { maxFraction: 1 },
  { grouping: false },
  { minFraction: 1, maxFraction: 3, grouping: false },
]

const intl = (locale: Locale, style: NumberStyle) =>
  new Intl.NumberFormat(INTL_TAG[locale], {
    minimumFractionDigits: style.minFraction ?? 0,
    maximumFractionDigits: Math.max(style.maxFraction ?? 3, style.minFraction ?? 0),
    useGrouping: style.grouping ?? true,
  })

/** A small seeded generator, so a failure names values that come back on the next run. */
function* randomValues(count: number, seed = 20261125): Generator<number> {
  let state = seed
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
  for (let i = 0; i < count; i++) {
    const magnitude = 10 ** Math.floor(next() * 13 - 3)
    const value = next() * magnitude
    // Some with few decimals (prices, rates: ties such as 2.5 and 1.005 come up), some raw.
    const decimals = Math.floor(next() * 5)
    const shaped = i % 2 === 0 ? Number(value.toFixed(decimals)) : value
    yield next() < 0.1 ? -shaped : shaped
  }
}

const EDGES = [
  0,
  -0,
  1,
  5,
  9.5,
  10,
  99.995,
  100,
  999,
  999.9995,
  1000,
  1234,
  9999.5,
  10_000,
  12_345,
  99_999,
  100_000,
  123_456,
  1_234_567,
  12_345_678,
  123_456_789_012,
  0.5,
  1.5,
  2.5,
  0.05,
  0.15,
  1.005,
  1.0049,
  4.45,
  4.449,
  0.001,
  0.0005,
  0.0004,
  1e-7,
  -1e-7,
  1e21,
  1.5e22,
  -1_234_567.5,
  Number.MAX_SAFE_INTEGER,
  14_400,
  1_250.5,
  120.5,
  NaN,
  Infinity,
  -Infinity,
]

describe('formatNumber', () => {
  for (const locale of ['en', 'bn'] as const) {
    it(`writes what Intl writes in ${INTL_TAG[locale]}, in every style we use`, () => {
      const values = [...EDGES, ...randomValues(4000)]
      for (const style of STYLES) {
        const format = intl(locale, style)
        for (const value of values) {
          expect([value, style, formatNumber(value, locale, style)]).toEqual([
            value,
            style,
            format.format(value),
          ])
        }
      }
    })
  }

  it('groups Bangla numbers the Indian way in Bangla digits', () => {
    expect(formatNumber(12_345_678, 'bn')).toBe('১,২৩,৪৫,৬৭৮')
    expect(formatNumber(12_345_678, 'en')).toBe('12,345,678')
    expect(formatNumber(1_250.5, 'bn', { minFraction: 2, maxFraction: 2 })).toBe('১,২৫০.৫০')
  })
})

describe('localDigits', () => {
  it('writes Bangla digits in Bangla and leaves other text alone', () => {
    expect(localDigits('Day 10 of 2026', 'bn')).toBe('Day ১০ of ২০২৬')
    expect(localDigits('Day 10', 'en')).toBe('Day 10')
  })
})
