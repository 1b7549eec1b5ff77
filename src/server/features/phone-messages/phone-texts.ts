/**
 * Each phone message described once: the SMS text in the order's language, and the WhatsApp
 * template (an approved one per kind and language, decision 051) with the same values, in the
 * order that language's text names them — the template's {{1}}, {{2}}, … are those values.
 */
import type { PhoneTemplate } from '#server/db/schema/phone-messages.ts'
import { DATE_LOCALE_TAGS } from '#shared/dhaka-date.ts'
import { en } from '#shared/i18n/en.ts'
import { bn } from '#shared/i18n/bn.ts'
import { currentLocale, messages, withLocale, type Locale } from '#shared/messages.ts'
import { formatMoney, money, type CurrencyCode } from '#shared/money.ts'
import { localDigits } from '#shared/number-format.ts'

/** What a phone message needs of an order (orders' `MailOrder` fits it). */
export interface PhoneOrder {
  _id: string
  reference: string
  tourName: string
  departureDate: string | null
  travellers: number
  currency: CurrencyCode
  locale: Locale
  pickup: { name: string; nameBn: string | null; time: string } | null
}

export interface PhoneDraft {
  /** With `ref` (and the channel), unique in the outbox: at most one message per thing. */
  kind: string
  ref: string
  text: string
  template: PhoneTemplate
}

type SmsTexts = typeof en.sms
type SmsName = keyof SmsTexts
type ValuesOf<N extends SmsName> = Parameters<SmsTexts[N]>[0]

/** The values' names in the order a language's text first names them (ICU `{name`). */
function valueOrder(name: SmsName, locale: Locale): string[] {
  const source = locale === 'bn' ? bn.sms[name] : en.sms[name](undefined as never)
  return [...new Set([...String(source).matchAll(/\{(\w+)/g)].map((match) => match[1]!))]
}

/** The template's name at Meta: the text's name in snake case (dayBeforePickup → day_before_pickup). */
const templateName = (name: SmsName) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

function draft<N extends SmsName>(
  kind: string,
  ref: string,
  locale: Locale,
  name: N,
  values: () => ValuesOf<N>,
): PhoneDraft {
  return withLocale(locale, () => {
    const given = values() as Record<string, string | number>
    const text = (messages.sms[name] as (v: ValuesOf<N>) => string)(given as ValuesOf<N>)
    const params = valueOrder(name, locale).map((key) => {
      const value = given[key]
      return typeof value === 'number' ? localDigits(String(value), locale) : String(value ?? '')
    })
    return { kind, ref, text, template: { name: templateName(name), language: locale, params } }
  })
}

/**
 * An amount as an SMS writes it: in English, taka as "Tk" — the ৳ sign is not in the GSM
 * alphabet and would send the whole text as UCS-2, at under half the characters a segment.
 */
function amount(order: Pick<PhoneOrder, 'currency'>, minor: number): string {
  const text = formatMoney(money(minor, order.currency))
  return currentLocale() === 'en' ? text.replace(/৳\s?/u, 'Tk ') : text
}

// A day and month only ("24 Dec", "২৪ ডিসে"): a departure is within the year, and a Bangla
// segment holds 67 characters.
const smsDates = Object.fromEntries(
  Object.entries(DATE_LOCALE_TAGS).map(([locale, tag]) => [
    locale,
    new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>
const day = (date: string) => smsDates[currentLocale()].format(new Date(`${date}T00:00:00Z`))

export function bookingPhone(order: PhoneOrder): PhoneDraft {
  const { reference, tourName: tour, departureDate, travellers } = order
  return departureDate
    ? draft('booking', order._id, order.locale, 'booking', () => ({
        reference,
        tour,
        date: day(departureDate),
        travellers,
      }))
    : draft('booking', order._id, order.locale, 'bookingUndated', () => ({ reference, tour }))
}

/**
 * A gift voucher, to its recipient's number (decision 054): one per voucher. The amount as an
 * SMS writes it; the last day as a day and month and year (a voucher lasts two years).
 */
export function giftVoucherPhone(voucher: {
  id: string
  code: string
  amountMinor: number
  currency: CurrencyCode
  fromName: string
  expiresOn: string
  locale: Locale
}): PhoneDraft {
  return draft('gift-voucher', voucher.id, voucher.locale, 'giftVoucher', () => ({
    from: voucher.fromName,
    amount: amount({ currency: voucher.currency }, voucher.amountMinor),
    code: voucher.code,
    date: `${day(voucher.expiresOn)} ${localDigits(voucher.expiresOn.slice(0, 4), currentLocale())}`,
  }))
}

/** A payment's receipt; `ref` as the mail's (one per payment). */
export function receiptPhone(order: PhoneOrder, ref: string, paidCents: number): PhoneDraft {
  return draft('receipt', ref, order.locale, 'receipt', () => ({
    amount: amount(order, paidCents),
    reference: order.reference,
  }))
}

/** A refund sent to the provider; `ref` is the refund's own (one message per refund). */
export function refundPhone(order: PhoneOrder, ref: string, refundCents: number): PhoneDraft {
  return draft('refund', ref, order.locale, 'refund', () => ({
    amount: amount(order, refundCents),
    reference: order.reference,
  }))
}

/** A booking cancelled (by the customer, an admin, its plan, or its departure's). */
export function cancellationPhone(
  order: PhoneOrder,
  { departure }: { departure: boolean },
): PhoneDraft {
  const { reference, tourName: tour, departureDate } = order
  return departure && departureDate
    ? draft('cancellation', order._id, order.locale, 'departureCancelled', () => ({
        date: day(departureDate),
        tour,
        reference,
      }))
    : draft('cancellation', order._id, order.locale, 'cancelled', () => ({ reference, tour }))
}

export function balanceReminderPhone(
  order: PhoneOrder,
  daysBefore: number,
  balanceCents: number,
  dueOn: string,
): PhoneDraft {
  return draft(
    `balance-reminder-${daysBefore}`,
    order._id,
    order.locale,
    'balanceReminder',
    () => ({
      amount: amount(order, balanceCents),
      reference: order.reference,
      date: day(dueOn),
    }),
  )
}

/** The day before a departure: the pickup point and time, or the departure's start time. */
export function dayBeforePhone(order: PhoneOrder, startTime: string | null): PhoneDraft {
  const { reference, tourName: tour, pickup, locale } = order
  if (pickup) {
    return draft('day-before', order._id, locale, 'dayBeforePickup', () => ({
      reference,
      time: localDigits(pickup.time, locale),
      place: locale === 'bn' && pickup.nameBn ? pickup.nameBn : pickup.name,
    }))
  }
  if (startTime) {
    return draft('day-before', order._id, locale, 'dayBeforeStart', () => ({
      reference,
      tour,
      time: localDigits(startTime, locale),
    }))
  }
  return draft('day-before', order._id, locale, 'dayBefore', () => ({ reference, tour }))
}

export function waitlistOfferPhone(order: PhoneOrder, hours: number): PhoneDraft {
  return draft('waitlist-offer', order._id, order.locale, 'waitlistOffer', () => ({
    tour: order.tourName,
    date: order.departureDate ? day(order.departureDate) : '',
    hours,
  }))
}
