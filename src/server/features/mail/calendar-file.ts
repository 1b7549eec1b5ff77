/**
 * A booking's departure as an iCalendar file (RFC 5545), attached to the booking confirmation
 * and downloaded from My Booking, so the customer can put the trip in their calendar: an all-day
 * event from the departure date for the tour's number of days, named after the tour and the
 * booking reference, in the current language (the booking's), with the pickup or meeting point
 * as its LOCATION. Text values are escaped, lines end in CRLF and are folded at 75 octets, as the
 * RFC asks.
 */
import { addDays } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import type { MailAttachment } from '#server/db/schema/mail.ts'

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n')
}

/** Folds a content line at 75 octets (continuation lines start with a space), never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const compactDate = (date: string) => date.replace(/-/g, '')
const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

export function bookingCalendarFile({
  orderId,
  reference,
  tourName,
  date,
  days,
  travellers,
  link,
  host,
  location,
  now = new Date(),
}: {
  orderId: string
  reference: string
  tourName: string
  /** YYYY-MM-DD, Asia/Dhaka. */
  date: string
  days: number
  travellers: number
  link: string
  host: string
  /** Where the trip starts: the pickup or meeting point (its name, time and address). */
  location?: string | null
  now?: Date
}): MailAttachment {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bangla Tours//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${orderId}@${host}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART;VALUE=DATE:${compactDate(date)}`,
    `DTEND;VALUE=DATE:${compactDate(addDays(date, Math.max(1, days)))}`,
    `SUMMARY:${icsText(`${tourName} (${reference})`)}`,
    `DESCRIPTION:${icsText(messages.mail.calendarDescription({ reference, travellers, link }))}`,
    ...(location ? [`LOCATION:${icsText(location)}`] : []),
    `URL:${link}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return {
    filename: `${reference}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: `${lines.map(foldLine).join('\r\n')}\r\n`,
  }
}
