import { describe, expect, it } from 'vitest'
import { bookingCalendarFile, foldLine, icsText } from './calendar-file.ts'

describe('the booking calendar file', () => {
  const file = bookingCalendarFile({
    orderId: '5f0c2d5e-2b7f-4a8e-9a51-0d3c7d1b2a11',
    reference: 'BT-7K3M9Q',
    tourName: "Cox's Bazar; sea, sand\nand sun",
    date: '2026-12-30',
    days: 3,
    travellers: 2,
    link: 'https://tours.example/Dashboard/MyBooking',
    host: 'tours.example',
    now: new Date('2026-11-24T10:15:30.123Z'),
  })

  it('is an all-day event over the tour’s days, across a year end, with CRLF lines', () => {
    expect(file).toMatchObject({ filename: 'BT-7K3M9Q.ics' })
    expect(file.contentType).toMatch(/^text\/calendar/)
    const lines = file.content.split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('DTSTART;VALUE=DATE:20261230')
    expect(lines).toContain('DTEND;VALUE=DATE:20270102')
    expect(lines).toContain('DTSTAMP:20261124T101530Z')
    expect(lines).toContain('UID:5f0c2d5e-2b7f-4a8e-9a51-0d3c7d1b2a11@tours.example')
    expect(file.content.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(file.content).not.toMatch(/[^\r]\n/)
  })

  it('escapes text and folds long lines at 75 octets', () => {
    expect(icsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne')
    expect(file.content).toContain("SUMMARY:Cox's Bazar\\; sea\\, sand\\nand sun (BT-7K3M9Q)")
    const long = `DESCRIPTION:${'ক'.repeat(40)}`
    const folded = foldLine(long).split('\r\n')
    expect(folded.length).toBeGreaterThan(1)
    for (const line of folded) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(folded.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(long)
  })
})
