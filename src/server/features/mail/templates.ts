/**
 * The site's mails, each described once (its subject, heading and blocks) and written from that
 * as plain text and HTML by render-mail.ts, which escapes everything for HTML and keeps the
 * subject on one line: no input can become markup or a header.
 *
 * Each mail about an order is written in the order's language (`MailOrder.locale`, the one it
 * was booked in), whoever sends it: the customer's own request, an admin's in another language,
 * or a worker outside any request. Its texts, dates and links (`/bn/Dashboard/...`) all follow
 * it: the template renders synchronously inside `withLocale`.
 */
import { bookingCalendarFile } from './calendar-file.ts'
import { bookingQrImage } from './booking-qr-image.ts'
import {
  paragraph,
  renderMail,
  sentence,
  typed,
  type Block,
  type Link,
  type Run,
} from './render-mail.ts'
import type { MailAttachment } from '#server/db/schema/mail.ts'
import type { Order } from '#shared/contracts/orders.ts'
import {
  currentLocale,
  DEFAULT_LOCALE,
  messages,
  withLocale,
  type Locale,
} from '#shared/messages.ts'
import { DATE_LOCALE_TAGS, formatLongDate } from '#shared/dhaka-date.ts'
import { localePath } from '#shared/locale.ts'
import { formatMoney, fromMajor, money } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import {
  adultsOnlyParty,
  extrasText,
  partyText,
  pickupLocation,
  pickupText,
} from '#shared/party-text.ts'

export interface MailDraft {
  /** What the mail is about (contact, booking, receipt, …): with `ref`, unique in the outbox. */
  kind: string
  ref: string
  to: string
  replyTo?: string
  subject: string
  text: string
  html: string
  attachments?: MailAttachment[]
}

/** One of an order's amounts (major units, as the API gives them) in its currency, for a mail. */
const amountOf = (order: Pick<Order, 'currency'>, major: number) =>
  formatMoney(fromMajor(major, order.currency))
/** An amount in minor units (a payment, a refund) in the order's currency. */
const minorOf = (order: MailOrder, minor: number) => formatMoney(money(minor, order.currency))

/** An order as its mails need it: with the language it was booked in. */
export type MailOrder = Order & { locale: Locale }

/**
 * A reason given with a cancellation: an admin's own words (kept as typed), or a catalogue
 * message read when the mail is written, so it comes in the mail's language.
 */
export type Reason = string | (() => string)

/** The reason in the current locale (inside a template: the mail's). */
const reasonText = (reason: Reason) => (typeof reason === 'function' ? reason() : reason)

/** The reason as the order keeps it for the company's books: in the company's language. */
export const reasonOnRecord = (reason: Reason) =>
  typeof reason === 'function' ? withLocale(DEFAULT_LOCALE, reason) : reason

// One formatter per language for every mail: toLocaleString with options builds a new one each
// call (about a millisecond, on every booking). 24-hour clock in both (bn-BD would say AM/PM).
const dhakaTimes = Object.fromEntries(
  Object.entries(DATE_LOCALE_TAGS).map(([locale, tag]) => [
    locale,
    new Intl.DateTimeFormat(tag, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Dhaka',
      hourCycle: 'h23',
    }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>
/** A moment (ISO), in Dhaka's time, as the mail's language writes it. */
const date = (iso: string) => dhakaTimes[currentLocale()].format(new Date(iso))
/** A calendar date (`YYYY-MM-DD`), as the mail's language writes it. */
const longDate = (day: string) => formatLongDate(day, currentLocale())
/** An address of the site, in the mail's language (`/bn/...` for Bangla). */
const siteLink = (publicUrl: string, path: string) =>
  `${publicUrl}${localePath(currentLocale(), path)}`
const mail = messages.mail

/** "Dear …," opening a mail to a person. */
export const greeting = (name: string) => paragraph(sentence(mail.dear, { name }))
/** The link to the customer's bookings, closing most mails about one. */
const myBooking = (publicUrl: string): Link => ({
  label: mail.openMyBooking,
  link: siteLink(publicUrl, paths.dashboardPages.myBooking),
})
/** The link that pays the order (its balance, or a held waitlist seat). */
const payLink = (order: MailOrder, publicUrl: string, label: string): Link => ({
  label,
  link: siteLink(publicUrl, paths.dashboardPay(order._id)),
})

/**
 * A visitor's message, to the company (CONTACT_TO): in the company's language, English, whatever
 * the page's; it says which language the visitor wrote from when it is another, so the answer
 * can be in theirs.
 */
export function contactMail(
  message: { id: string; name: string; email: string; message: string; locale: Locale },
  contactTo: string,
): MailDraft {
  return withLocale(DEFAULT_LOCALE, () => {
    const { name } = message
    const language =
      message.locale === DEFAULT_LOCALE
        ? []
        : [
            messages.mailLanguage.contactWrittenIn({
              language: messages.mailLanguage.names[message.locale],
            }),
          ]
    return {
      kind: 'contact',
      ref: message.id,
      to: contactTo,
      replyTo: message.email,
      ...renderMail({
        subject: mail.contactSubject({ name }),
        heading: messages.messagesPage.from({ name }),
        blocks: [
          paragraph(
            sentence(mail.contactWrote, { sender: `${name} <${message.email}>` }),
            ...language,
          ),
          ...typed(message.message),
        ],
      }),
    }
  })
}

/**
 * An admin's reply to a contact message, to the visitor's address: in the language they wrote
 * from (the subject's default, the quote's line, the footer); the admin's words as typed, then
 * their message quoted. Answers go to the company (`replyTo`: CONTACT_TO), and the thread goes on.
 */
export function contactReplyMail(reply: {
  id: string
  to: string
  replyTo: string | undefined
  /** The admin's subject; none: "Re: " and the catalogue's. */
  subject: string | undefined
  body: string
  original: { name: string; message: string; createdAt: string; locale: Locale }
}): MailDraft {
  return withLocale(reply.original.locale, () => {
    const subject = reply.subject ?? messages.messageReplyMail.subject({ brand: messages.brand })
    const by = messages.messageReplyMail.wrote({
      when: date(reply.original.createdAt),
      name: reply.original.name,
    })
    return {
      kind: 'contact-reply',
      ref: reply.id,
      to: reply.to,
      ...(reply.replyTo ? { replyTo: reply.replyTo } : {}),
      ...renderMail({
        subject,
        heading: subject,
        blocks: [...typed(reply.body), { by, quote: reply.original.message }],
      }),
    }
  })
}

/** A mail about a booking, as its template describes it in the order's language. */
interface BookingMail {
  kind: string
  ref?: string
  subject: (values: { tour: string }) => string
  heading: string
  /** What happened, in bold where it names the tour or an amount. */
  opening: Run[]
  /** What follows the booking's facts: what it means for the customer, and its link. */
  then: Block[]
  attachments?: MailAttachment[]
}

/**
 * Booking and receipt mails go to the account's verified address (`to`), never to the address
 * typed into the booking form, which stays on the order for the company: the form cannot be
 * used to send our mail to strangers. Each greets the customer, says what happened, then gives
 * the booking's reference and date.
 */
function bookingMail(order: MailOrder, to: string, describe: () => BookingMail): MailDraft {
  return withLocale(order.locale, () => {
    const { kind, ref, subject, heading, opening, then, attachments } = describe()
    return {
      ...(attachments ? { attachments } : {}),
      kind,
      ref: ref ?? order._id,
      to,
      ...renderMail({
        subject: subject({ tour: order.tourName }),
        heading,
        blocks: [greeting(order.name), { lines: [opening] }, bookingFacts(order), ...then],
      }),
    }
  })
}

/** The booking's reference and date, as every mail about it gives them. */
function bookingFacts(order: Order): Block {
  return paragraph(
    mail.bookingReference({ reference: order.reference }),
    order.departureDate
      ? mail.departure({ date: longDate(order.departureDate), travellers: order.travellers })
      : mail.dateToBeArranged,
    ...(adultsOnlyParty(order.party) ? [] : [mail.party({ party: partyText(order.party) })]),
    ...(order.extras.length > 0 ? [mail.extras({ extras: extrasText(order.extras) })] : []),
    // The promo code's discount, as booked: the price each mail names is after it.
    ...(order.promoCode && order.discount
      ? [mail.promoDiscount({ code: order.promoCode, amount: amountOf(order, order.discount) })]
      : []),
    ...(order.pickup ? [mail.pickup({ pickup: pickupText(order.pickup) })] : []),
  )
}

/**
 * A dated booking as a calendar file in the current language (the booking's, inside its mails),
 * its pickup or meeting point the event's place; none for a booking without a date.
 */
export function bookingCalendar(
  order: Order,
  publicUrl: string,
  days: number,
): MailAttachment | undefined {
  if (!order.departureDate) return undefined
  return bookingCalendarFile({
    orderId: order._id,
    reference: order.reference,
    tourName: order.tourName,
    date: order.departureDate,
    days,
    travellers: order.travellers,
    link: myBooking(publicUrl).link,
    host: new URL(publicUrl).hostname,
    location: pickupLocation(order.pickup),
  })
}

/**
 * The booking confirmation: what was booked, its reference and date; a booking of a departure
 * carries the trip as a calendar file (`days`: the tour's length) and its QR code as a PNG.
 */
export function bookingConfirmation(
  order: MailOrder,
  publicUrl: string,
  to: string,
  { days = 1 }: { days?: number } = {},
): MailDraft {
  return bookingMail(order, to, () => {
    const link = myBooking(publicUrl)
    const calendar = bookingCalendar(order, publicUrl, days)
    const price = amountOf(order, order.tourPrice)
    return {
      // The trip for the calendar, and the QR code a guide scans on the day (issue 32 item 7).
      ...(calendar ? { attachments: [calendar, bookingQrImage(order.reference)] } : {}),
      kind: 'booking',
      subject: mail.bookingSubject,
      heading: mail.bookingTitle,
      opening: sentence(
        mail.bookingThanks,
        { tour: order.tourName, price, date: date(order.createdAt) },
        ['tour'],
      ),
      then: [paragraph(mail.bookingUnpaid), link],
    }
  })
}

export function paymentReceipt(
  order: MailOrder,
  publicUrl: string,
  to: string,
  paymentCents?: number,
): MailDraft {
  return bookingMail(order, to, () => {
    const amount =
      paymentCents === undefined
        ? amountOf(order, order.amount ?? order.tourPrice)
        : minorOf(order, paymentCents)
    // A deposit: the balance, its date and the link that pays it.
    const balance: Block[] =
      order.balanceDue > 0 && order.balanceDueOn
        ? [
            paragraph(
              mail.balanceDue({
                amount: amountOf(order, order.balanceDue),
                date: longDate(order.balanceDueOn),
              }),
            ),
            payLink(order, publicUrl, mail.payBalance),
          ]
        : []
    // A card's last digits, else the gateway's name for the method (bKash), else "card".
    const card = order.last4
      ? mail.cardEnding({ last4: order.last4 })
      : (order.paidWith ?? mail.card)
    const paid = order.created ? date(order.created) : date(new Date().toISOString())
    return {
      kind: 'receipt',
      subject: mail.receiptSubject,
      heading: mail.receiptTitle,
      opening: sentence(mail.receiptReceived, { amount, tour: order.tourName, card, paid }, [
        'amount',
        'tour',
      ]),
      then: [
        paragraph(
          mail.line({ label: mail.order, value: order._id }),
          mail.line({ label: mail.reference, value: order.transaction ?? '—' }),
        ),
        ...balance,
        myBooking(publicUrl),
      ],
    }
  })
}

/**
 * An unpaid booking cancelled by the company (its plan was withdrawn): nothing was charged. Like
 * the booking mail, it goes to the account's verified address (`to`).
 */
export function orderCancellation(
  order: MailOrder,
  reason: Reason,
  publicUrl: string,
  to: string,
): MailDraft {
  return bookingMail(order, to, () => ({
    kind: 'cancellation',
    subject: mail.cancellationSubject,
    heading: mail.cancellationTitle,
    opening: sentence(
      mail.cancellationSorry,
      { tour: order.tourName, date: date(order.createdAt) },
      ['tour'],
    ),
    then: [
      paragraph(reasonText(reason)),
      paragraph(mail.cancellationNotCharged),
      myBooking(publicUrl),
    ],
  }))
}

/**
 * A booking cancelled by its customer, an admin or a cancelled departure, after money may have
 * been paid: says who cancelled and what comes back (the refund the server computed).
 */
export function bookingCancelled(
  order: MailOrder,
  {
    refundCents,
    byCustomer,
    reason,
    voucherCents = 0,
  }: {
    refundCents: number
    byCustomer: boolean
    reason?: Reason | null
    /** The part of the refund going back onto a gift voucher (decision 054), not to a card. */
    voucherCents?: number
  },
  publicUrl: string,
  to: string,
): MailDraft {
  return bookingMail(order, to, () => {
    const tour = { tour: order.tourName }
    const opening = byCustomer
      ? sentence(mail.cancelledAsAsked, tour, ['tour'])
      : sentence(mail.cancelledByCompany, tour, ['tour'])
    const toCard = refundCents - voucherCents
    const refund =
      refundCents > 0
        ? [
            ...(toCard > 0
              ? sentence(mail.refundOnItsWay, { amount: minorOf(order, toCard) }, ['amount'])
              : []),
            ...(toCard > 0 && voucherCents > 0 ? [' '] : []),
            ...(voucherCents > 0
              ? sentence(mail.refundToVoucher, { amount: minorOf(order, voucherCents) }, ['amount'])
              : []),
          ]
        : [order.paidAmount > 0 ? mail.noRefundDue : mail.cancellationNotCharged]
    return {
      kind: 'cancellation',
      subject: mail.cancellationSubject,
      heading: mail.cancellationTitle,
      opening,
      then: [
        ...(reason ? [paragraph(reasonText(reason))] : []),
        paragraph(refund),
        myBooking(publicUrl),
      ],
    }
  })
}

/**
 * A reminder that a deposit's balance is due soon (7 and 2 days before its date), with the
 * link that pays it. `ref` carries which reminder it is, so each is queued once per booking.
 */
export function balanceReminder(
  order: MailOrder,
  daysBefore: 7 | 2,
  publicUrl: string,
  to: string,
): MailDraft {
  return bookingMail(order, to, () => ({
    kind: `balance-reminder-${daysBefore}`,
    subject: mail.reminderSubject,
    heading: mail.reminderTitle,
    opening: sentence(
      mail.reminderDue,
      {
        tour: order.tourName,
        amount: amountOf(order, order.balanceDue),
        date: order.balanceDueOn ? longDate(order.balanceDueOn) : '',
      },
      ['tour'],
    ),
    then: [payLink(order, publicUrl, mail.payBalance)],
  }))
}

/** A booking moved to another date: the new date, and the money the move gives back or asks. */
export function bookingMoved(
  order: MailOrder,
  { from, refundCents }: { from: string | null; refundCents: number },
  publicUrl: string,
  to: string,
): MailDraft {
  return bookingMail(order, to, () => {
    const money =
      refundCents > 0
        ? mail.movedRefund({ amount: minorOf(order, refundCents) })
        : order.balanceDue > 0
          ? mail.movedDue({ amount: amountOf(order, order.balanceDue) })
          : undefined
    return {
      kind: 'reschedule',
      ref: `${order._id}:${order.departureId ?? ''}`,
      subject: mail.movedSubject,
      heading: mail.movedTitle,
      opening: sentence(
        mail.moved,
        { tour: order.tourName, from: from ? longDate(from) : mail.dateToBeArranged },
        ['tour'],
      ),
      then: [...(money ? [paragraph(money)] : []), myBooking(publicUrl)],
    }
  })
}

/** Seats freed on a sold-out departure, held for the first in line: the booking and its pay link. */
export function waitlistOffer(
  order: MailOrder,
  hours: number,
  publicUrl: string,
  to: string,
): MailDraft {
  return bookingMail(order, to, () => ({
    kind: 'waitlist-offer',
    subject: mail.offerSubject,
    heading: mail.offerTitle,
    opening: sentence(mail.offerHeld, { tour: order.tourName, hours }, ['tour']),
    then: [payLink(order, publicUrl, mail.offerPay)],
  }))
}
