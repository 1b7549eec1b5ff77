import { describe, expect, it } from 'vitest'
import { addDays } from './dhaka-date.ts'
import { type CalendarStyle, formatCalendarDate } from './calendar-format.ts'
import type { Locale } from './i18n/catalogue.ts'

const INTL: Record<CalendarStyle, Intl.DateTimeFormatOptions> = {
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  short: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  monthYear: { month: 'long', year: 'numeric' },
  monthShort: { month: 'short', year: '2-digit' },
  dayMonth: { day: 'numeric', month: 'short' },
}
const TAGS: Record<Locale, string> = { en: 'en-GB', bn: 'bn-BD' }

describe('formatCalendarDate', () => {
  for (const locale of ['en', 'bn'] as const) {
    it(`writes every day of two years as Intl does in ${TAGS[locale]}, in every style`, () => {
      for (const [style, options] of Object.entries(INTL) as [CalendarStyle, object][]) {
        const intl = new Intl.DateTimeFormat(TAGS[locale], { ...options, timeZone: 'UTC' })
        // From 2026 through 2027, and days around the turn of a century (2-digit years).
        const days = [
          ...Array.from({ length: 730 }, (_, i) => addDays('2026-01-01', i)),
          '2099-12-31',
          '2100-01-01',
          '2000-02-29',
          '2009-03-05',
        ]
        for (const day of days) {
          expect([day, style, formatCalendarDate(day, style, locale)]).toEqual([
            day,
            style,
            intl.format(new Date(`${day}T00:00:00Z`)),
          ])
        }
      }
    })
  }

  it('gives back what is no date as it came', () => {
    expect(formatCalendarDate('soon', 'long', 'en')).toBe('soon')
  })
})
