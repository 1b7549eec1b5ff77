import { describe, expect, it } from 'vitest'
import { smsSize } from '#shared/sms-segments.ts'
import type { Locale } from '#shared/messages.ts'
import {
  balanceReminderPhone,
  bookingPhone,
  cancellationPhone,
  dayBeforePhone,
  receiptPhone,
  refundPhone,
  waitlistOfferPhone,
  type PhoneDraft,
  type PhoneOrder,
} from './phone-texts.ts'

/** A booking with long but real values: the texts must stay short with these. */
function order(locale: Locale, overrides: Partial<PhoneOrder> = {}): PhoneOrder {
  return {
    _id: '7d1f3c2a-0b5e-4c61-9a8e-2f4b6c8d0e1f',
    reference: 'BT-7K3M9Q',
    tourName:
      locale === 'bn'
        ? 'সুন্দরবন ম্যানগ্রোভ বনে ৩ দিনের লঞ্চ ভ্রমণ'
        : 'Sundarbans Mangrove Forest 3-Day Launch Cruise',
    departureDate: '2026-12-24',
    travellers: 12,
    currency: 'bdt',
    locale,
    pickup: {
      name: 'Sadarghat Launch Terminal, Dhaka',
      nameBn: 'সদরঘাট লঞ্চ টার্মিনাল, ঢাকা',
      time: '06:45',
    },
    ...overrides,
  }
}

function every(locale: Locale): [string, PhoneDraft][] {
  const o = order(locale)
  return [
    ['booking', bookingPhone(o)],
    ['booking without a date', bookingPhone({ ...o, departureDate: null })],
    ['receipt', receiptPhone(o, o._id, 12_345_600)],
    ['refund', refundPhone(o, 'r1', 9_876_500)],
    ['cancellation', cancellationPhone(o, { departure: false })],
    ['departure cancelled', cancellationPhone(o, { departure: true })],
    ['balance reminder', balanceReminderPhone(o, 7, 11_250_000, '2026-12-17')],
    ['day before, pickup', dayBeforePhone(o, '07:00')],
    ['day before, start time', dayBeforePhone({ ...o, pickup: null }, '07:00')],
    ['day before', dayBeforePhone({ ...o, pickup: null }, null)],
    ['waitlist offer', waitlistOfferPhone(o, 24)],
  ]
}

describe('phone messages', () => {
  it.each(every('en'))('English %s: GSM 7-bit, at most 2 segments', (_name, draft) => {
    const size = smsSize(draft.text)
    expect(size.encoding, draft.text).toBe('gsm7')
    expect(size.segments, draft.text).toBeLessThanOrEqual(2)
  })

  it.each(every('bn'))('Bangla %s: UCS-2, at most 2 segments', (_name, draft) => {
    const size = smsSize(draft.text)
    expect(size.encoding).toBe('ucs2')
    expect(size.segments, `${draft.text} (${size.units} units)`).toBeLessThanOrEqual(2)
  })

  it('names the booking, its date and the pickup in the language of the booking', () => {
    const en = dayBeforePhone(order('en'), null).text
    expect(en).toBe(
      'Bangla Tours: see you tomorrow! Booking BT-7K3M9Q: pickup at 06:45, Sadarghat Launch Terminal, Dhaka.',
    )
    const bn = dayBeforePhone(order('bn'), null).text
    expect(bn).toContain('০৬:৪৫')
    expect(bn).toContain('সদরঘাট লঞ্চ টার্মিনাল')
  })

  it('gives WhatsApp the template of the kind, in the language, with the values in its order', () => {
    expect(bookingPhone(order('en')).template).toEqual({
      name: 'booking',
      language: 'en',
      params: ['BT-7K3M9Q', 'Sundarbans Mangrove Forest 3-Day Launch Cruise', '24 Dec', '12'],
    })
    const bn = balanceReminderPhone(order('bn'), 2, 500_000, '2026-12-17').template
    expect(bn.name).toBe('balance_reminder')
    expect(bn.language).toBe('bn')
    // The Bangla text names the reference first, then the amount, then the date.
    expect(bn.params[0]).toBe('BT-7K3M9Q')
    expect(bn.params[1]).toMatch(/৳/)
    expect(dayBeforePhone(order('en', { pickup: null }), '07:00').template.name).toBe(
      'day_before_start',
    )
  })
})
