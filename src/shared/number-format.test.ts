import { describe, expect, it } from 'vitest'
import { asciiDigits, formatNumber, localDigits } from './number-format.ts'

describe('formatNumber', () => {
  it('groups English by thousands and Bangla the Indian way, in Bangla digits', () => {
    expect(formatNumber(1_234_567, 'en')).toBe('1,234,567')
    expect(formatNumber(1_234_567, 'bn')).toBe('১২,৩৪,৫৬৭')
    expect(formatNumber(108_060, 'bn')).toBe('১,০৮,০৬০')
    expect(formatNumber(999, 'bn')).toBe('৯৯৯')
  })

  it('writes the fraction digits asked for, rounding half away from zero', () => {
    expect(formatNumber(900.5, 'en', { minFraction: 2, maxFraction: 2 })).toBe('900.50')
    expect(formatNumber(900.5, 'bn', { minFraction: 2, maxFraction: 2 })).toBe('৯০০.৫০')
    expect(formatNumber(2.5, 'en', { maxFraction: 0 })).toBe('3')
    expect(formatNumber(4.65, 'en', { maxFraction: 1 })).toBe('4.7')
    expect(formatNumber(12_345.6789, 'en')).toBe('12,345.679')
  })

  it('leaves grouping out when asked (counts in texts)', () => {
    expect(formatNumber(12_345, 'en', { grouping: false })).toBe('12345')
    expect(formatNumber(12_345, 'bn', { grouping: false })).toBe('১২৩৪৫')
  })

  it('keeps each formatter it made: the same style twice gives the same text', () => {
    const style = { minFraction: 1, maxFraction: 1 }
    expect(formatNumber(7, 'bn', style)).toBe('৭.০')
    expect(formatNumber(7, 'bn', style)).toBe('৭.০')
    expect(formatNumber(7, 'en', style)).toBe('7.0')
  })
})

describe('digits', () => {
  it('turns ASCII digits into Bangla ones on Bangla pages, and back', () => {
    expect(localDigits('BT-2026 at 14:05', 'bn')).toBe('BT-২০২৬ at ১৪:০৫')
    expect(localDigits('BT-2026', 'en')).toBe('BT-2026')
    expect(asciiDigits('০১৭১২-৩৪৫৬৭৮')).toBe('01712-345678')
    expect(asciiDigits('+880 1712')).toBe('+880 1712')
  })
})
