import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { vatIncluded } from './vat.ts'

describe('vatIncluded', () => {
  it('carves the VAT out of an inclusive amount, rounded half up to the cent', () => {
    // $120 at 15%: 12000 × 15 / 115 = 1565.2… → $15.65 VAT, $104.35 net.
    expect(vatIncluded(12_000, 15)).toEqual({ vatCents: 1565, netCents: 10_435 })
    // $115 at 15% is exactly $15 of VAT.
    expect(vatIncluded(11_500, 15)).toEqual({ vatCents: 1500, netCents: 10_000 })
    // 7.5% of $1.00 inclusive: 100 × 7.5 / 107.5 = 6.976… → 7 cents.
    expect(vatIncluded(100, 7.5)).toEqual({ vatCents: 7, netCents: 93 })
    // A half cent rounds up: 3 cents at 20% holds 0.5 cent of VAT → 1 cent.
    expect(vatIncluded(3, 20)).toEqual({ vatCents: 1, netCents: 2 })
  })

  it('is nothing at 0% and on nothing paid', () => {
    expect(vatIncluded(12_000, 0)).toEqual({ vatCents: 0, netCents: 12_000 })
    expect(vatIncluded(0, 15)).toEqual({ vatCents: 0, netCents: 0 })
  })

  it('takes rates with two decimals exactly (no float drift)', () => {
    // 0.07 × 100 is 7.000000000000001 in binary; the rate is 7 basis points all the same.
    expect(vatIncluded(1_000_000, 0.07)).toEqual({ vatCents: 700, netCents: 999_300 })
  })

  it('refuses amounts that are not whole cents and rates that are not rates', () => {
    expect(() => vatIncluded(10.5, 15)).toThrow(RangeError)
    expect(() => vatIncluded(-1, 15)).toThrow(RangeError)
    expect(() => vatIncluded(100, -1)).toThrow(RangeError)
    expect(() => vatIncluded(100, Number.NaN)).toThrow(RangeError)
  })

  it('always adds back to the gross, never negative, never more than the gross', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (gross, basisPoints) => {
          const { vatCents, netCents } = vatIncluded(gross, basisPoints / 100)
          expect(vatCents + netCents).toBe(gross)
          expect(vatCents).toBeGreaterThanOrEqual(0)
          expect(netCents).toBeGreaterThanOrEqual(0)
          expect(Number.isInteger(vatCents)).toBe(true)
        },
      ),
    )
  })

  it('is the exact quotient rounded half up (within half a cent)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 5_000 }),
        (gross, basisPoints) => {
          const { vatCents } = vatIncluded(gross, basisPoints / 100)
          // In integers: |vat × (10000 + bp) − gross × bp| ≤ (10000 + bp) / 2, ties rounding up.
          const d = 10_000 + basisPoints
          const diff = 2 * (vatCents * d - gross * basisPoints)
          expect(diff).toBeGreaterThan(-d - 1)
          expect(diff).toBeLessThanOrEqual(d)
        },
      ),
    )
  })

  it('carves whole taka out of a taka amount, the net whole too', () => {
    // ৳9,500 at 15%: 9,500 × 15 / 115 = 1,239.13 → ৳1,239, net ৳8,261.
    expect(vatIncluded(950_000, 15, 100)).toEqual({ vatCents: 123_900, netCents: 826_100 })
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 5_000 }),
        (taka, bp) => {
          const { vatCents, netCents } = vatIncluded(taka * 100, bp / 100, 100)
          expect(vatCents % 100).toBe(0)
          expect(netCents % 100).toBe(0)
          expect(vatCents + netCents).toBe(taka * 100)
        },
      ),
    )
  })
})
