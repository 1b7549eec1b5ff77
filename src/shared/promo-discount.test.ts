import { describe, expect, it } from 'vitest'
import { normalPromoCode, promoDiscount } from './promo-discount.ts'

/** A small seeded generator: the same cases on every run, many of them. */
function seeded(seed: number) {
  let state = seed
  return (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state % max
  }
}

describe('promoDiscount', () => {
  it('takes a whole percent, rounded down to the minor unit', () => {
    expect(promoDiscount({ percent: 15, amountMinor: null }, 10_000)).toBe(1_500)
    expect(promoDiscount({ percent: 15, amountMinor: null }, 999)).toBe(149)
    expect(promoDiscount({ percent: 100, amountMinor: null }, 12_345)).toBe(12_345)
  })

  it('takes a fixed amount, never more than the subtotal', () => {
    expect(promoDiscount({ percent: null, amountMinor: 50_000 }, 120_000)).toBe(50_000)
    expect(promoDiscount({ percent: null, amountMinor: 50_000 }, 30_000)).toBe(30_000)
    expect(promoDiscount({ percent: null, amountMinor: 50_000 }, 0)).toBe(0)
  })

  it('never makes a total negative nor gives more than its percent, over random subtotals', () => {
    const next = seeded(50)
    for (let i = 0; i < 5_000; i++) {
      const subtotal = next(10_000_000)
      const fixed = next(2) === 0
      const terms = fixed
        ? { percent: null, amountMinor: 1 + next(5_000_000) }
        : { percent: 1 + next(100), amountMinor: null }
      const discount = promoDiscount(terms, subtotal)
      expect(Number.isInteger(discount)).toBe(true)
      expect(discount).toBeGreaterThanOrEqual(0)
      expect(subtotal - discount).toBeGreaterThanOrEqual(0)
      if (terms.percent !== null)
        expect(discount * 100).toBeLessThanOrEqual(subtotal * terms.percent)
    }
  })

  it('reads codes in any case, with spaces around them', () => {
    expect(normalPromoCode('  eid25 ')).toBe('EID25')
  })
})
