/**
 * Calendar dates (`YYYY-MM-DD`) written as `Intl.DateTimeFormat` writes them in en-GB and bn-BD,
 * from the words below. A browser's first Intl formatter of any kind (plural rules aside) costs
 * 15–40 ms of one task while it builds its locale data, several times that on a phone, and every
 * page showed a date or a price while it hydrated (number-format.ts has the numbers). The words
 * are the Unicode CLDR's, the data Intl itself reads; the tests hold every style equal to Intl's
 * for every day of two years, so a change in CLDR shows up there.
 */
import type { Locale } from './i18n/catalogue.ts'
import { localDigits } from './number-format.ts'

interface CalendarWords {
  months: readonly string[]
  /** As a date writes them ("7 Nov"), which in Bangla is not always the month on its own. */
  monthsShort: readonly string[]
  /** Sunday first, as Date.getUTCDay counts. */
  weekdays: readonly string[]
  weekdaysShort: readonly string[]
}

const WORDS: Record<Locale, CalendarWords> = {
  en: {
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    monthsShort: [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sept',
      'Oct',
      'Nov',
      'Dec',
    ],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  },
  bn: {
    months: [
      'জানুয়ারি',
      'ফেব্রুয়ারি',
      'মার্চ',
      'এপ্রিল',
      'মে',
      'জুন',
      'জুলাই',
      'আগস্ট',
      'সেপ্টেম্বর',
      'অক্টোবর',
      'নভেম্বর',
      'ডিসেম্বর',
    ],
    monthsShort: [
      'জানু',
      'ফেব',
      'মার্চ',
      'এপ্রি',
      'মে',
      'জুন',
      'জুল',
      'আগ',
      'সেপ',
      'অক্টো',
      'নভে',
      'ডিসে',
    ],
    weekdays: ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার'],
    weekdaysShort: ['রবি', 'সোম', 'মঙ্গল', 'বুধ', 'বৃহস্পতি', 'শুক্র', 'শনি'],
  },
}

/** The date-only styles; in Intl's terms (timeZone UTC): */
export type CalendarStyle =
  /** weekday long, day numeric, month long, year numeric: Friday, 27 November 2026. */
  | 'long'
  /** weekday, day, month short, year: Fri, 27 Nov 2026. */
  | 'short'
  /** month long, year numeric: November 2026. */
  | 'monthYear'
  /** month short, year 2-digit: Nov 26. */
  | 'monthShort'
  /** day numeric, month short: 27 Nov. */
  | 'dayMonth'

interface Parts {
  day: number
  month: number
  year: number
  weekday: number
  words: CalendarWords
}

/** Each style's pattern per language: English writes "27 Nov 2026", Bangla "২৭ নভে, ২০২৬". */
const PATTERNS: Record<CalendarStyle, Record<Locale, (p: Parts) => string>> = {
  long: {
    en: (p) => `${p.words.weekdays[p.weekday]}, ${p.day} ${p.words.months[p.month]} ${p.year}`,
    bn: (p) => `${p.words.weekdays[p.weekday]}, ${p.day} ${p.words.months[p.month]}, ${p.year}`,
  },
  short: {
    en: (p) =>
      `${p.words.weekdaysShort[p.weekday]}, ${p.day} ${p.words.monthsShort[p.month]} ${p.year}`,
    bn: (p) =>
      `${p.words.weekdaysShort[p.weekday]}, ${p.day} ${p.words.monthsShort[p.month]}, ${p.year}`,
  },
  monthYear: {
    en: (p) => `${p.words.months[p.month]} ${p.year}`,
    bn: (p) => `${p.words.months[p.month]} ${p.year}`,
  },
  monthShort: {
    en: (p) => `${p.words.monthsShort[p.month]} ${String(p.year % 100).padStart(2, '0')}`,
    bn: (p) => `${p.words.monthsShort[p.month]} ${String(p.year % 100).padStart(2, '0')}`,
  },
  dayMonth: {
    en: (p) => `${p.day} ${p.words.monthsShort[p.month]}`,
    bn: (p) => `${p.day} ${p.words.monthsShort[p.month]}`,
  },
}

/** `date` (a `YYYY-MM-DD` calendar date) in `style`, as Intl writes it in the language. */
export function formatCalendarDate(date: string, style: CalendarStyle, locale: Locale): string {
  const at = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(at.getTime())) return date
  const text = PATTERNS[style][locale]({
    day: at.getUTCDate(),
    month: at.getUTCMonth(),
    year: at.getUTCFullYear(),
    weekday: at.getUTCDay(),
    words: WORDS[locale],
  })
  return localDigits(text, locale)
}
