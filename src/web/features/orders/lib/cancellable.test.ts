import { describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import { isCancellable, isReschedulable } from './cancellable.ts'

const today = '2026-11-24'
const order = (over: Partial<Pick<Order, 'status' | 'departureId' | 'departureDate'>>) => ({
  status: 'paid' as Order['status'],
  departureId: 'd1',
  departureDate: '2026-12-24',
  ...over,
})

describe('isCancellable', () => {
  it('offers paid and deposit-paid bookings whose date is today or later, or not set', () => {
    expect(isCancellable(order({}), today)).toBe(true)
    expect(isCancellable(order({ status: 'deposit_paid' }), today)).toBe(true)
    expect(isCancellable(order({ departureDate: today }), today)).toBe(true)
    expect(isCancellable(order({ departureId: null, departureDate: null }), today)).toBe(true)
  })

  it('offers an unpaid booking only when it holds seats on a date', () => {
    expect(isCancellable(order({ status: 'unpaid' }), today)).toBe(true)
    expect(
      isCancellable(order({ status: 'unpaid', departureId: null, departureDate: null }), today),
    ).toBe(false)
  })

  it('never offers a travelled, finished or already cancelled booking', () => {
    expect(isCancellable(order({ departureDate: '2026-11-23' }), today)).toBe(false)
    for (const status of [
      'completed',
      'cancelled',
      'expired',
      'refunded',
      'partly_refunded',
    ] as const) {
      expect(isCancellable(order({ status }), today), status).toBe(false)
    }
  })
})

describe('isReschedulable', () => {
  const live = { ...order({}), tourId: 't1' }
  it('offers live bookings on a date still to come of a listed tour', () => {
    expect(isReschedulable(live, today)).toBe(true)
    expect(isReschedulable({ ...live, status: 'deposit_paid' }, today)).toBe(true)
    expect(isReschedulable({ ...live, status: 'unpaid' }, today)).toBe(true)
  })
  it('not on the day itself, without a date or tour, nor once cancelled or expired', () => {
    expect(isReschedulable({ ...live, departureDate: today }, today)).toBe(false)
    expect(isReschedulable({ ...live, departureId: null, departureDate: null }, today)).toBe(false)
    expect(isReschedulable({ ...live, tourId: null }, today)).toBe(false)
    expect(isReschedulable({ ...live, status: 'cancelled' }, today)).toBe(false)
    expect(isReschedulable({ ...live, status: 'expired' }, today)).toBe(false)
  })
})
