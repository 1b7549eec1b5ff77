/**
 * Calendar dates as the company lives them: departures fall on local dates in Asia/Dhaka
 * (UTC+6 all year, no daylight saving), written `YYYY-MM-DD`. Arithmetic on such dates is done
 * at UTC midnight, where no clock change can shift a day.
 */
import type { Locale } from './i18n/catalogue.ts'

const DHAKA = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Dhaka',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Today's date in Dhaka at `now`. */
export function dhakaToday(now: Date = new Date()): string {
  return DHAKA.format(now)
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

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000)
}

/** The regional form each language writes dates in: British English, Bangladeshi Bangla. */
export const DATE_LOCALE_TAGS: Record<Locale, string> = { en: 'en-GB', bn: 'bn-BD' }

const LONG_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}
const LONG: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(DATE_LOCALE_TAGS.en, LONG_OPTIONS),
  bn: new Intl.DateTimeFormat(DATE_LOCALE_TAGS.bn, LONG_OPTIONS),
}

/**
 * "Friday 27 November 2026" for 2026-11-27; in Bangla (mails written in it) "শুক্রবার, ২৭ নভেম্বর,
 * ২০২৬", as Intl writes bn-BD.
 */
export function formatLongDate(date: string, locale: Locale = 'en'): string {
  const text = LONG[locale].format(toUtc(date))
  return locale === 'en' ? text.replace(',', '') : text
}

const SHORT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "Fri 27 Nov 2026" for 2026-11-27. */
export function formatShortDate(date: string): string {
  return SHORT.format(toUtc(date)).replace(',', '')
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return toUtc(date).getUTCDay()
}
