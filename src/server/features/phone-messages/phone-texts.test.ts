import { describe, expect, it } from 'vitest'
import { smsSize } from '#shared/sms-segments.ts'
import { balanceReminderPhone, bookingPhone, dayBeforePhone } from './phone-texts.ts'
import { phoneSamples, sampleOrder } from './samples.ts'

describe('phone messages', () => {
  it('has a sample of every message the module writes', () => {
    const names = new Set(phoneSamples('en').map(([, draft]) => draft.kind))
    for (const kind of ['booking', 'receipt', 'refund', 'cancellation', 'gift-voucher'])
      expect(names).toContain(kind)
  })

  it.each(phoneSamples('en'))('English %s: GSM 7-bit, at most 2 segments', (_name, draft) => {
    const size = smsSize(draft.text)
    expect(size.encoding, draft.text).toBe('gsm7')
    expect(size.segments, draft.text).toBeLessThanOrEqual(2)
  })

  it.each(phoneSamples('bn'))('Bangla %s: UCS-2, at most 2 segments', (_name, draft) => {
    const size = smsSize(draft.text)
    expect(size.encoding).toBe('ucs2')
    expect(size.segments, `${draft.text} (${size.units} units)`).toBeLessThanOrEqual(2)
  })

  it('names the booking, its date and the pickup in the language of the booking', () => {
    const en = dayBeforePhone(sampleOrder('en'), null).text
    expect(en).toBe(
      'Bangla Tours: see you tomorrow! Booking BT-7K3M9Q: pickup at 06:45, Sadarghat Launch Terminal, Dhaka.',
    )
    const bn = dayBeforePhone(sampleOrder('bn'), null).text
    expect(bn).toContain('০৬:৪৫')
    expect(bn).toContain('সদরঘাট লঞ্চ টার্মিনাল')
  })

  it('gives WhatsApp the template of the kind, in the language, with the values in its order', () => {
    expect(bookingPhone(sampleOrder('en')).template).toEqual({
      name: 'booking',
      language: 'en',
      params: ['BT-7K3M9Q', 'Sundarbans Mangrove Forest 3-Day Launch Cruise', '24 Dec', '12'],
    })
    const bn = balanceReminderPhone(sampleOrder('bn'), 2, 500_000, '2026-12-17').template
    expect(bn.name).toBe('balance_reminder')
    expect(bn.language).toBe('bn')
    // The Bangla text names the reference first, then the amount, then the date.
    expect(bn.params[0]).toBe('BT-7K3M9Q')
    expect(bn.params[1]).toMatch(/৳/)
    expect(dayBeforePhone(sampleOrder('en', { pickup: null }), '07:00').template.name).toBe(
      'day_before_start',
    )
  })
})
