/**
 * Calendar dates as the company lives them: departures fall on local dates in Asia/Dhaka
 * (UTC+6 all year, no daylight saving), written `YYYY-MM-DD`. Arithmetic on such dates is done
 * at UTC midnight, where no clock change can shift a day. Every date shown to people is
 * formatted here too, by Intl, in the current locale (`bn-BD` for Bangla: its month names and
 * digits): calendar dates at UTC, where they were written, and moments in Dhaka's or the
 * viewer's time zone.
 */
import { currentLocale, type Locale } from './messages.ts'

/** Dhaka's offset from UTC: +6 hours all year since 2009 (its one summer time, 2009, is past). */
const DHAKA_OFFSET_MS = 6 * 3_600_000

/** The Dhaka calendar date at a moment (ms since the epoch). */
const dhakaDateAt = (at: number) => new Date(at + DHAKA_OFFSET_MS).toISOString().slice(0, 10)

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Today in Dhaka and the moment it ends: formatting a date costs microseconds on hot paths. */
let today = { date: '', endsAt: 0 }

/** Today's date in Dhaka at `now`. */
export function dhakaToday(now?: Date): string {
  if (now) return dhakaDateAt(now.getTime())
  const at = Date.now()
  if (at >= today.endsAt || at < today.endsAt - 86_400_000) {
    const date = dhakaDateAt(at)
    // Dhaka is UTC+6 all year: its next midnight is the next day at 00:00+06:00.
    today = { date, endsAt: Date.parse(`${addDays(date, 1)}T00:00:00+06:00`) }
  }
  return today.date
}

/** Whether `value` is a real calendar date written `YYYY-MM-DD` (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value)
  if (!match) return false
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

function toUtc(date: string): Date {
  return new Date(`${date}T00:00:00Z`)
}

export function addDays(date: string, days: number): string {
  const next = toUtc(date)
  next.setUTCDate(next.getUTCDate() + days)
  return next.toISOString().slice(0, 10)
}

/** The same day `years` calendar years on; 29 February becomes 28 February in a common year. */
export function addYears(date: string, years: number): string {
  const [year, rest] = [Number(date.slice(0, 4)), date.slice(4)]
  const moved = `${String(year + years).padStart(4, '0')}${rest}`
  return isCalendarDate(moved) ? moved : moved.replace(/-29$/, '-28')
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000)
}

/**
 * The ways dates are shown; each is one Intl formatter per language, made when first used and
 * kept. Calendar dates (`YYYY-MM-DD`) are read at UTC midnight and written at UTC, so no time
 * zone moves their day.
 */
const STYLES = {
  /** 22 Nov 2026: a booking's day. */
  medium: { dateStyle: 'medium' },
  /** 22 Nov 2026, 14:05. */
  mediumTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 24 Nov 2026, 14:05 in Dhaka, whatever the viewer's clock: the audit log. */
  dhakaTime: {
    timeZone: 'Asia/Dhaka',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  /** Friday, 27 November 2026 (a calendar date). */
  long: { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** Fri, 27 Nov 2026. */
  short: { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  /** November 2026. */
  monthYear: { timeZone: 'UTC', month: 'long', year: 'numeric' },
  /** Nov 26 (a chart's axis). */
  monthShort: { timeZone: 'UTC', month: 'short', year: '2-digit' },
  /** 27 Nov (a chart's axis). */
  dayMonth: { timeZone: 'UTC', day: 'numeric', month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

export type DateStyle = keyof typeof STYLES
type CalendarStyle = Exclude<DateStyle, 'medium' | 'mediumTime' | 'dhakaTime'>

/** The regional form each language writes dates in: British English, Bangladeshi Bangla. */
export const DATE_LOCALE_TAGS: Record<Locale, string> = { en: 'en-GB', bn: 'bn-BD' }
const formatters = new Map<string, Intl.DateTimeFormat>()

/** The formatter of `style` in a locale, the current one unless named (8 styles × 2 at most). */
export function dateFormatter(style: DateStyle, locale = currentLocale()): Intl.DateTimeFormat {
  const key = `${style} ${locale}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALE_TAGS[locale], STYLES[style])
    formatters.set(key, formatter)
  }
  return formatter
}

/** A calendar date (`YYYY-MM-DD`) in `style`; the text as it came when it is no date. */
function formatCalendarDate(date: string, style: CalendarStyle, locale: Locale): string {
  const at = toUtc(date)
  return Number.isNaN(at.getTime()) ? date : dateFormatter(style, locale).format(at)
}

/** A moment (an ISO timestamp) in `style`; the text as it came when it is no date. */
export function formatMoment(iso: string, style: DateStyle): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateFormatter(style).format(date)
}

/**
 * "Friday 27 November 2026" for 2026-11-27; in Bangla "শুক্রবার, ২৭ নভেম্বর, ২০২৬", as Intl
 * writes bn-BD. In the current locale unless one is named (a mail in its reader's).
 */
export function formatLongDate(date: string, locale = currentLocale()): string {
  const text = formatCalendarDate(date, 'long', locale)
  return locale === 'en' ? text.replace(',', '') : text
}

/** "Fri 27 Nov 2026" for 2026-11-27. */
export function formatShortDate(date: string): string {
  return formatCalendarDate(date, 'short', currentLocale()).replace(',', '')
}

/** "November 2026" for 2026-11-27. */
export function formatMonthYear(date: string): string {
  return formatCalendarDate(date, 'monthYear', currentLocale())
}

/** "Nov 26" for 2026-11 or 2026-11-27 (a chart's axis). */
export function formatShortMonth(month: string): string {
  return formatCalendarDate(`${month.slice(0, 7)}-01`, 'monthShort', currentLocale())
}

/** "27 Nov" for 2026-11-27 (a chart's axis). */
export function formatDayMonth(date: string): string {
  return formatCalendarDate(date, 'dayMonth', currentLocale())
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return toUtc(date).getUTCDay()
}

const dhakaStamp = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Dhaka',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/**
 * A moment (ISO) in Dhaka's time as spreadsheets sort and read it, whatever the language:
 * "2026-11-27 20:45" (Latin digits, 24-hour clock).
 */
export function dhakaTimestamp(iso: string): string {
  const part = Object.fromEntries(
    dhakaStamp.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]),
  )
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`
}
