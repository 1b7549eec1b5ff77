import { describe, expect, it } from 'vitest'
import { describeChange, formatValue } from './describe-change.ts'

describe('describeChange', () => {
  it('names a field without a name in the catalogue by its raw name', () => {
    expect(describeChange(null, { couponCode: 'EID' }, 'usd')).toEqual([
      { field: 'couponCode', label: 'couponCode', after: 'EID' },
    ])
  })

  it('pairs each field before and after, cents as dollars', () => {
    expect(describeChange({ priceCents: 8000 }, { priceCents: 9550 }, 'usd')).toEqual([
      { field: 'priceCents', label: 'Price', before: '$80', after: '$95.50' },
    ])
  })

  it('shows minor units as taka on a site that prices in taka', () => {
    expect(describeChange({ priceCents: 1_440_000 }, { priceCents: 1_500_000 }, 'bdt')).toEqual([
      { field: 'priceCents', label: 'Price', before: '৳14,400', after: '৳15,000' },
    ])
  })

  it('lists what changed first, then fields only one side recorded', () => {
    expect(
      describeChange(
        { paidCents: 12000, status: 'paid' },
        { refundCents: 6000, reason: null, status: 'cancelled' },
        'usd',
      ),
    ).toEqual([
      { field: 'status', label: 'Status', before: 'paid', after: 'cancelled' },
      { field: 'refundCents', label: 'Refund', after: '$60' },
      { field: 'reason', label: 'Reason', after: 'none' },
      { field: 'paidCents', label: 'Paid', before: '$120' },
    ])
  })

  it('shows an exchange rate in taka', () => {
    expect(describeChange({ takaPerDollar: 120 }, { takaPerDollar: 121.5 }, 'usd')).toEqual([
      { field: 'takaPerDollar', label: 'Taka per dollar', before: '৳120', after: '৳121.50' },
    ])
  })

  it('is empty when nothing was recorded, and copes with a value that is no object', () => {
    expect(describeChange(null, null, 'usd')).toEqual([])
    expect(describeChange(undefined, 'pending', 'usd')).toEqual([
      { field: 'value', label: 'value', after: 'pending' },
    ])
  })
})

describe('formatValue', () => {
  it('reads booleans, lists and nested values', () => {
    expect(formatValue('isPaid', true, 'usd')).toBe('yes')
    expect(formatValue('hidden', false, 'usd')).toBe('no')
    expect(formatValue('dates', ['2026-11-24', '2026-12-01'], 'usd')).toBe('2026-11-24, 2026-12-01')
    expect(formatValue('dates', [], 'usd')).toBe('none')
    expect(formatValue('policy', [{ days: 30, percent: 100 }], 'usd')).toBe(
      '[{"days":30,"percent":100}]',
    )
    expect(formatValue('capacity', 12, 'usd')).toBe('12')
    expect(formatValue('amountCents', 123456, 'usd')).toBe('$1,234.56')
    // Only numbers are money: a cents field that holds text stays as it is.
    expect(formatValue('amountCents', 'n/a', 'usd')).toBe('n/a')
  })
})
