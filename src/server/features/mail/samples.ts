/**
 * Every mail the site sends, written in both languages with realistic values, and the values
 * each must show. The production build bundles this beside the server, as
 * dist/server/mail-samples.js sharing the server's chunks of templates and texts, so the dist tests read
 * the mails exactly as the shipped code writes them: a bundler that renamed or dropped a
 * message's values would show there as a missing value (tests/shipped/mails.test.ts). Given
 * what a person might type instead (`Typed`), every name, tour name and message in them is that:
 * how render-mail.test.ts checks hostile input in every mail.
 */
import {
  resetPasswordMail,
  signInLinkMail,
  signUpAttemptMail,
  verifyEmailMail,
} from './account-templates.ts'
import {
  balanceReminder,
  bookingCancelled,
  bookingConfirmation,
  bookingMoved,
  contactMail,
  contactReplyMail,
  orderCancellation,
  paymentReceipt,
  waitlistOffer,
  type MailDraft,
  type MailOrder,
} from './templates.ts'
import { giftVoucherMail } from './gift-voucher-mail.ts'
import { orderMessageMail } from './order-message-mail.ts'
import { formatLongDate } from '#shared/dhaka-date.ts'
import { formatCount, LOCALES, messages, withLocale, type Locale } from '#shared/messages.ts'
import { CURRENCIES, formatMoney, fromMajor, type CurrencyCode } from '#shared/money.ts'
import { installServerCatalogues } from '#server/plugins/locale.ts'

export interface MailSample {
  /** The template and the case (`bookingCancelled: refund`). */
  name: string
  locale: Locale
  draft: MailDraft
  /** Texts the mail's plain text must contain: the values it was given, as its language writes them. */
  shows: string[]
}

/** What people type that ends up in mails: a line (a name, a tour's, a subject) and words. */
export interface Typed {
  line: string
  words: string
}

const PUBLIC_URL = 'https://tours.example.com.bd'
const TO = 'nusrat.jahan@example.com'

const FLOODED = 'The haor flooded early this year.'
const PICKUP = 'We pick you up at 6:30 from Khagrachari.'
const ROAD_OPEN = 'Yes: the road is open and the clouds are the best part.'

/** A taka order's amounts: the dollar sample's, thirty-fold (whole taka: ৳23,400 for $780). */
const TAKA_FACTOR = 30

function order(locale: Locale, currency: CurrencyCode, typed?: Typed): MailOrder {
  const k = currency === 'bdt' ? TAKA_FACTOR : 1
  return {
    _id: '3f0c2a9e-4b1d-4c55-9a47-6f1e2d3c4b5a',
    name: typed?.line ?? 'Nusrat Jahan',
    email: TO,
    phone: '+8801712345678',
    tourName: typed?.line ?? 'Tanguar Haor Houseboat',
    tourPrice: 780 * k,
    reference: 'BT-7K3M9Q',
    departureId: 'b9d2f7a1-0c3e-4e8b-9f6a-2a1b3c4d5e6f',
    departureDate: '2027-01-14',
    travellers: 3,
    party: [{ kind: 'adult', count: 3, unitPrice: 260 * k, seat: true }],
    extras: [],
    pickup: null,
    expired: false,
    holdExpiresAt: null,
    userUid: 'user-7f3a',
    isPaid: true,
    cancelled: false,
    tourId: 'tour-42',
    createdAt: '2026-11-20T09:15:00.000Z',
    amount: 234 * k,
    created: '2026-11-20T09:20:00.000Z',
    // A taka order was paid with bKash through the gateway: no card digits, the method's name.
    last4: currency === 'bdt' ? null : '4242',
    paidWith: currency === 'bdt' ? 'bKash' : null,
    transaction: 'pi_3QbT7s2eZvKYlo2C',
    status: 'paid',
    paidAmount: 234 * k,
    refundedAmount: 0,
    cancelledBy: null,
    depositAmount: 234 * k,
    balanceDue: 546 * k,
    balanceDueOn: '2026-12-31',
    balanceOverdue: false,
    cancellationPolicy: null,
    promoCode: 'EID25',
    discount: 60 * k,
    currency,
    locale,
  }
}

/** What every mail about the order shows: the customer, the tour, its reference and date. */
function orderShows(o: MailOrder): string[] {
  return [
    o.name,
    o.tourName,
    o.reference,
    o.promoCode!,
    formatLongDate(o.departureDate!, o.locale),
    // "Departure: <date>, 3 travellers": the count in the mail's digits.
    formatCount(o.travellers),
  ]
}

/** Every mail in both languages, written as the server writes them (its catalogues installed). */
export function mailSamples(typed?: Typed): MailSample[] {
  installServerCatalogues()
  const samples: MailSample[] = []
  /** A line or words as the sample has them, unless `typed` says otherwise. */
  const line = (sample: string) => typed?.line ?? sample
  const words = (sample: string) => typed?.words ?? sample
  for (const [currency, locale] of CURRENCIES.flatMap((c) => LOCALES.map((l) => [c, l] as const))) {
    const o = order(locale, currency, typed)
    const k = currency === 'bdt' ? TAKA_FACTOR : 1
    // The order's mails in taka too; the account's mails have no amount, and come once.
    const named = (name: string) => (currency === 'usd' ? name : `${name} (taka)`)
    const add = (name: string, draft: MailDraft, shows: () => string[]) =>
      samples.push({ name: named(name), locale, draft, shows: withLocale(locale, shows) })
    /** A sample amount (the dollar sample's, in major units) as the order's currency shows it. */
    const shown = (major: number) =>
      withLocale(locale, () => formatMoney(fromMajor(major * k, currency)))
    /** A sample payment or refund in minor units, in the order's currency. */
    const m = (cents: number) => cents * k
    const long = (day: string) => formatLongDate(day, locale)

    add('bookingConfirmation', bookingConfirmation(o, PUBLIC_URL, TO, { days: 3 }), () => [
      ...orderShows(o),
      shown(780),
    ])
    add('paymentReceipt: deposit', paymentReceipt(o, PUBLIC_URL, TO, m(23_400)), () => [
      ...orderShows(o),
      shown(234),
      shown(546),
      long(o.balanceDueOn!),
      (o.last4 ?? o.paidWith)!,
      o.transaction!,
    ])
    const paidInFull = { ...o, balanceDue: 0, balanceDueOn: null, depositAmount: null }
    add('paymentReceipt: in full', paymentReceipt(paidInFull, PUBLIC_URL, TO, m(78_000)), () => [
      ...orderShows(o),
      shown(780),
    ])
    add(
      'orderCancellation',
      orderCancellation(
        { ...o, isPaid: false, paidAmount: 0 },
        () => messages.errors.departureWithdrawn({ date: long(o.departureDate!) }),
        PUBLIC_URL,
        TO,
      ),
      () => [
        ...orderShows(o),
        messages.errors.departureWithdrawn({ date: long(o.departureDate!) }),
      ],
    )
    add(
      'bookingCancelled: refund',
      bookingCancelled(o, { refundCents: m(23_400), byCustomer: true }, PUBLIC_URL, TO),
      () => [...orderShows(o), shown(234)],
    )
    add(
      'bookingCancelled: by the company',
      bookingCancelled(
        o,
        { refundCents: m(11_700), byCustomer: false, reason: words(FLOODED) },
        PUBLIC_URL,
        TO,
      ),
      () => [...orderShows(o), shown(117), words(FLOODED)],
    )
    add('balanceReminder', balanceReminder(o, 7, PUBLIC_URL, TO), () => [
      ...orderShows(o),
      shown(546),
      long(o.balanceDueOn!),
    ])
    add(
      'bookingMoved: refund',
      bookingMoved(o, { from: '2027-01-07', refundCents: m(6_000) }, PUBLIC_URL, TO),
      () => [...orderShows(o), long('2027-01-07'), shown(60)],
    )
    add(
      'bookingMoved: due',
      bookingMoved(o, { from: '2027-01-07', refundCents: 0 }, PUBLIC_URL, TO),
      () => [...orderShows(o), long('2027-01-07'), shown(546)],
    )
    add('waitlistOffer', waitlistOffer({ ...o, isPaid: false }, 12, PUBLIC_URL, TO), () => [
      ...orderShows(o),
      formatCount(12),
    ])
    const voucher = {
      id: 'voucher-1',
      code: 'GV-7K3M-9QXA-2BCD',
      amountMinor: m(5_000),
      currency,
      fromName: line('Farhana Akter'),
      recipientName: line('Nusrat Jahan'),
      recipientEmail: TO,
      message: words('Happy birthday! Go and see the tea gardens.'),
      expiresOn: '2028-12-24',
      locale,
    }
    add('giftVoucherMail', giftVoucherMail(voucher, PUBLIC_URL), () => [
      voucher.fromName,
      voucher.recipientName,
      voucher.code,
      voucher.message,
      shown(50),
      long(voucher.expiresOn),
    ])
    if (currency !== 'usd') continue
    const pickup = { subject: line('Your Sajek pickup'), message: words(PICKUP) }
    add('orderMessageMail', orderMessageMail(o, pickup, 'hello@tours.example.com.bd'), () => [
      o.name,
      o.reference,
      pickup.message,
    ])
    const original = {
      name: line('Rafiq Ahmed'),
      message: words('Is the Sajek trip on in the monsoon?'),
      createdAt: '2026-11-18T04:00:00.000Z',
      locale,
    }
    add(
      'contactMail',
      contactMail(
        {
          id: 'msg-1',
          name: original.name,
          email: 'rafiq@example.com',
          message: original.message,
          locale,
        },
        'hello@tours.example.com.bd',
      ),
      () => [original.name, 'rafiq@example.com', original.message],
    )
    add(
      'contactReplyMail',
      contactReplyMail({
        id: 'reply-1',
        to: 'rafiq@example.com',
        replyTo: 'hello@tours.example.com.bd',
        subject: undefined,
        body: words(ROAD_OPEN),
        original,
      }),
      () => [original.name, original.message, words(ROAD_OPEN)],
    )
    const recipient = { id: 'user-7f3a', name: line('Nusrat Jahan'), email: TO, locale }
    const link = `${PUBLIC_URL}/api/auth/verify-email?token=abc123`
    add('verifyEmailMail', verifyEmailMail(recipient, link, 'ref-1'), () => [recipient.name, link])
    add('resetPasswordMail', resetPasswordMail(recipient, link, 'ref-2'), () => [
      recipient.name,
      link,
    ])
    add('signUpAttemptMail', signUpAttemptMail(recipient, PUBLIC_URL, 493_000), () => [
      recipient.name,
      PUBLIC_URL,
    ])
    const signInLink = `${PUBLIC_URL}/api/auth/magic-link/verify?token=def456`
    add('signInLinkMail', signInLinkMail(recipient, signInLink, 'ref-3'), () => [
      recipient.name,
      signInLink,
    ])
  }
  return samples
}
