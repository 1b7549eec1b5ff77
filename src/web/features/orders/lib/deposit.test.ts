import { describe, expect, it } from 'vitest'
import { depositOffer, owesBalance } from './deposit.ts'

const order = { tourPrice: 333, departureDate: '2027-01-30', paidAmount: 0, cancelled: false }
const terms = { depositPercent: 20, balanceDueDays: 30 }

describe('deposit figures', () => {
  it('rounds the deposit up to the cent, as the server does, and dates the balance', () => {
    expect(depositOffer(order, terms, '2026-11-24')).toEqual({
      deposit: 66.6,
      balance: 266.4,
      dueBy: '2026-12-31',
    })
    expect(depositOffer({ ...order, tourPrice: 100.01 }, terms, '2026-11-24')?.deposit).toBe(20.01)
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
