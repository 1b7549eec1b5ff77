import { describe, expect, it } from 'vitest'
import {
  addDays,
  addYears,
  daysBetween,
  dhakaToday,
  formatLongDate,
  formatShortDate,
  isCalendarDate,
  weekdayOf,
} from './dhaka-date.ts'

describe('Dhaka dates', () => {
  it('is already tomorrow in Dhaka from 18:00 UTC (UTC+6, no daylight saving)', () => {
    expect(dhakaToday(new Date('2026-11-24T17:59:59Z'))).toBe('2026-11-24')
    expect(dhakaToday(new Date('2026-11-24T18:00:00Z'))).toBe('2026-11-25')
    expect(dhakaToday(new Date('2026-06-30T18:00:00Z'))).toBe('2026-07-01')
  })

  it('accepts only real calendar dates written YYYY-MM-DD', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true)
    for (const bad of ['2027-02-29', '2026-13-01', '2026-1-5', '26-01-05', '2026-01-05T00:00', ''])
      expect(isCalendarDate(bad), bad).toBe(false)
  })

  it('counts days and weekdays across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(addYears('2027-03-01', 2)).toBe('2029-03-01')
    expect(addYears('2027-02-28', 1)).toBe('2028-02-28')
    expect(addYears('2028-02-29', 2)).toBe('2030-02-28')
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29')
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3)
    expect(weekdayOf('2026-11-27')).toBe(5) // a Friday
    expect(formatShortDate('2026-11-27')).toBe('Fri 27 Nov 2026')
    expect(formatLongDate('2026-11-27')).toBe('Friday 27 November 2026')
    expect(formatLongDate('2026-11-27', 'bn')).toBe('শুক্রবার, ২৭ নভেম্বর, ২০২৬')
  })
})
