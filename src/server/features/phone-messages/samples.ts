/**
 * Every phone message the site sends, in both languages with long but real values: the texts
 * must stay short with these. The production build bundles this beside the server
 * (dist/server/phone-samples.js, sharing the server's chunks of texts), so the dist tests read
 * the messages exactly as the shipped code writes them (tests/shipped/phone-messages.test.ts),
 * and the sources' test checks the same list (phone-texts.test.ts).
 */
import type { Locale } from '#shared/messages.ts'
import { installServerCatalogues } from '#server/plugins/locale.ts'
import {
  balanceReminderPhone,
  bookingPhone,
  cancellationPhone,
  dayBeforePhone,
  giftVoucherPhone,
  receiptPhone,
  refundPhone,
  waitlistOfferPhone,
  type PhoneDraft,
  type PhoneOrder,
} from './phone-texts.ts'

/** A booking with long but real values: the texts must stay short with these. */
export function sampleOrder(locale: Locale, overrides: Partial<PhoneOrder> = {}): PhoneOrder {
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

/** Every message in one language, by name (the server's catalogues installed). */
export function phoneSamples(locale: Locale): [string, PhoneDraft][] {
  installServerCatalogues()
  const o = sampleOrder(locale)
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
    [
      'gift voucher',
      giftVoucherPhone({
        id: 'v1',
        code: 'GV-7K3M-9QXA-2BCD',
        amountMinor: 20_000_000,
        currency: 'bdt',
        fromName:
          locale === 'bn' ? 'মোহাম্মদ রফিকুল ইসলাম চৌধুরী' : 'Mohammad Rafiqul Islam Chowdhury',
        expiresOn: '2028-12-24',
        locale,
      }),
    ],
  ]
}
