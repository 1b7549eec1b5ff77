import { describe, expect, it } from 'vitest'
import {
  carriesBooking,
  readCarriedBooking,
  withCarriedBooking,
  withoutCarriedBooking,
} from './carried-booking.ts'

const read = (query: string) => readCarriedBooking(new URLSearchParams(query))

describe('readCarriedBooking', () => {
  it('reads a date, a party and the wish to book', () => {
    expect(read('date=2026-12-05&travellers=3&book=1')).toEqual({
      date: '2026-12-05',
      travellers: 3,
      party: {},
      book: true,
    })
    expect(read('')).toEqual({ date: null, travellers: null, party: {}, book: false })
    expect(read('travellers=2&child=1&infant=1&book=1')).toMatchObject({
      travellers: 2,
      party: { child: 1, infant: 1 },
      book: true,
    })
    // A category given wrongly opens nothing.
    expect(read('travellers=2&child=0&book=1')).toMatchObject({ party: {}, book: false })
  })

  it('ignores what is not a calendar date or a whole party within the limits', () => {
    for (const date of ['2026-02-30', '2026-12-5', '05-12-2026', 'tomorrow', '2026-12-05T00:00']) {
      expect(read(`date=${date}`).date).toBeNull()
    }
    for (const travellers of ['0', '21', '-1', '2.5', '1e1', ' 3', '03x', '', '999']) {
      expect(read(`travellers=${encodeURIComponent(travellers)}`).travellers).toBeNull()
    }
    expect(read('travellers=20').travellers).toBe(20)
    expect(read('book=true').book).toBe(false)
  })

  it('opens nothing when a carried value is invalid', () => {
    expect(read('date=2026-02-30&travellers=2&book=1')).toEqual({
      date: null,
      travellers: 2,
      party: {},
      book: false,
    })
    expect(read('date=2026-12-05&travellers=99&book=1').book).toBe(false)
    expect(read('travellers=2&book=1').book).toBe(true)
  })
})

describe('withCarriedBooking and withoutCarriedBooking', () => {
  it('adds the choice, replacing an earlier one, and takes it out again', () => {
    const start = new URLSearchParams('x=1&date=2020-01-01&book=1')
    const carried = withCarriedBooking(start, {
      date: '2026-12-05',
      travellers: 2,
      party: { child: 1, saarc: 0 },
    })
    expect(carried.toString()).toBe('x=1&date=2026-12-05&travellers=2&child=1&book=1')
    expect(carriesBooking(carried)).toBe(true)
    const cleared = withoutCarriedBooking(carried)
    expect(cleared.toString()).toBe('x=1')
    expect(carriesBooking(cleared)).toBe(false)
  })

  it('carries the party alone for a tour without dates', () => {
    expect(
      withCarriedBooking(new URLSearchParams(), { date: null, travellers: 1 }).toString(),
    ).toBe('travellers=1&book=1')
  })
})
