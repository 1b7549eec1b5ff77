import { describe, expect, it } from 'vitest'
import { centsToDollars, dollarsToCents, formatUsd } from './money.ts'

describe('money', () => {
  it('converts dollars to integer cents without float drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999)
    expect(dollarsToCents(0.1 + 0.2)).toBe(30)
    expect(centsToDollars(1999)).toBe(19.99)
  })
  it('rejects non-finite amounts', () => {
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError)
  })
  it('formats dollars for display', () => {
    expect(formatUsd(450)).toBe('$450')
    expect(formatUsd(1250)).toBe('$1,250')
    expect(formatUsd(99.5)).toBe('$99.50')
  })
})
