import { describe, expect, it } from 'vitest'
import { money } from '#shared/money.ts'
import { depositOffer, owesBalance } from './deposit.ts'

const order = {
  tourPrice: 333,
  currency: 'usd' as const,
  departureDate: '2027-01-30',
  paidAmount: 0,
  cancelled: false,
}
const terms = { depositPercent: 20, balanceDueDays: 30 }

describe('deposit figures', () => {
  it('rounds the deposit up to the cent, as the server does, and dates the balance', () => {
    expect(depositOffer(order, terms, '2026-11-24')).toEqual({
      deposit: money(6660, 'usd'),
      balance: money(26640, 'usd'),
      dueBy: '2026-12-31',
    })
    expect(depositOffer({ ...order, tourPrice: 100.01 }, terms, '2026-11-24')?.deposit).toEqual(
      money(2001, 'usd'),
    )
  })

  it('rounds a taka deposit up to the whole taka', () => {
    // 20 % of ৳14,999 is ৳2,999.80: ৳3,000 now, ৳11,999 by the due date.
    expect(
      depositOffer({ ...order, tourPrice: 14_999, currency: 'bdt' }, terms, '2026-11-24'),
    ).toEqual({
      deposit: money(300_000, 'bdt'),
      balance: money(1_199_900, 'bdt'),
      dueBy: '2026-12-31',
    })
  })

  it('offers none without a deposit share, a date, time before the due date, or once paid', () => {
    expect(depositOffer(order, { ...terms, depositPercent: null }, '2026-11-24')).toBeNull()
    expect(depositOffer({ ...order, departureDate: null }, terms, '2026-11-24')).toBeNull()
    expect(depositOffer(order, terms, '2026-12-31')).toBeNull()
    expect(depositOffer({ ...order, paidAmount: 10 }, terms, '2026-11-24')).toBeNull()
  })

  it('owes a balance only with money on a live, unpaid booking', () => {
    const live = { paidAmount: 60, balanceDue: 240, isPaid: false, cancelled: false }
    expect(owesBalance(live)).toBe(true)
    expect(owesBalance({ ...live, paidAmount: 0 })).toBe(false)
    expect(owesBalance({ ...live, isPaid: true })).toBe(false)
    expect(owesBalance({ ...live, cancelled: true })).toBe(false)
  })
})
