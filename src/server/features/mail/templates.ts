/**
 * The site's mails, each in plain text and HTML. Everything a user typed is escaped before it
 * goes into HTML, and header values are single lines, so no input can become markup or a header.
 *
 * Each mail about an order is written in the order's language (`MailOrder.locale`, the one it
 * was booked in), whoever sends it: the customer's own request, an admin's in another language,
 * or a worker outside any request. Its texts, dates and links (`/bn/Dashboard/...`) all follow
 * it: the template renders synchronously inside `withLocale`.
 */
import { bookingCalendarFile } from './calendar-file.ts'
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
import { toOneLine } from '#shared/text.ts'
import { escapeMarkup } from '#server/lib/escape.ts'

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

/** Header-safe: one line, no control characters. */
export const oneLine = (text: string) => toOneLine(text).slice(0, 200)

/** One of an order's amounts (major units, as the API gives them) in its currency, for a mail. */
const amountOf = (order: MailOrder, major: number) => formatMoney(fromMajor(major, order.currency))
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

export function layout(title: string, paragraphs: string[]): string {
  return [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111827;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeMarkup(title)}</h1>`,
    ...paragraphs.map((p) => `<p>${p}</p>`),
    `<p style="color:#6b7280;font-size:13px">${escapeMarkup(mail.footer({ brand: messages.brand }))}</p>`,
    '</body></html>',
  ].join('\n')
}

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
    const name = oneLine(message.name)
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
      subject: mail.contactSubject({ name }),
      text: [
        mail.contactWrote({ sender: `${name} <${message.email}>` }),
        ...language,
        '',
        message.message,
        '',
      ].join('\n'),
      html: layout(messages.messagesPage.from({ name }), [
        mail.contactFrom({
          sender: `${escapeMarkup(name)} &lt;${escapeMarkup(message.email)}&gt;`,
        }),
        ...language.map(escapeMarkup),
        escapeMarkup(message.message).replace(/\r?\n/g, '<br>'),
      ]),
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
    const subject = oneLine(
      reply.subject ?? messages.messageReplyMail.subject({ brand: messages.brand }),
    )
    const wrote = messages.messageReplyMail.wrote({
      when: date(reply.original.createdAt),
      name: oneLine(reply.original.name),
    })
    const quoted = reply.original.message.split(/\r?\n/).map((line) => `> ${line}`)
    return {
      kind: 'contact-reply',
      ref: reply.id,
      to: reply.to,
      ...(reply.replyTo ? { replyTo: reply.replyTo } : {}),
      subject,
      text: [reply.body, '', wrote, ...quoted, ''].join('\n'),
      html: layout(subject, [
        escapeMarkup(reply.body).replace(/\r?\n/g, '<br>'),
        `${escapeMarkup(wrote)}<br><blockquote style="margin:0;padding-left:12px;border-left:3px solid #d1d5db;color:#4b5563">${escapeMarkup(reply.original.message).replace(/\r?\n/g, '<br>')}</blockquote>`,
      ]),
    }
  })
}

/**
 * Booking and receipt mails go to the account's verified address (`to`), never to the address
 * typed into the booking form, which stays on the order for the company: the form cannot be
 * used to send our mail to strangers.
 */
/** The booking's reference and date, as every mail about it gives them. */
function bookingFacts(order: Order): string[] {
  return [
    mail.bookingReference({ reference: order.reference }),
    order.departureDate
      ? mail.departure({ date: longDate(order.departureDate), travellers: order.travellers })
      : mail.dateToBeArranged,
  ]
}

/**
 * The booking confirmation: what was booked, its reference and date; a booking of a departure
 * carries the trip as a calendar file (`days`: the tour's length).
 */
export function bookingConfirmation(
  order: MailOrder,
  publicUrl: string,
  to: string,
  { days = 1 }: { days?: number } = {},
): MailDraft {
  return withLocale(order.locale, () => {
    const link = siteLink(publicUrl, paths.dashboardPages.myBooking)
    const price = amountOf(order, order.tourPrice)
    const calendar = order.departureDate
      ? bookingCalendarFile({
          orderId: order._id,
          reference: order.reference,
          tourName: order.tourName,
          date: order.departureDate,
          days,
          travellers: order.travellers,
          link,
          host: new URL(publicUrl).hostname,
        })
      : undefined
    return {
      ...(calendar ? { attachments: [calendar] } : {}),
      kind: 'booking',
      ref: order._id,
      to,
      subject: mail.bookingSubject({ tour: oneLine(order.tourName) }),
      text: [
        mail.dear({ name: oneLine(order.name) }),
        '',
        mail.bookingThanks({ tour: order.tourName, price, date: date(order.createdAt) }),
        ...bookingFacts(order),
        mail.bookingUnpaid,
        mail.line({ label: messages.dashboard.myBooking, value: link }),
        '',
        messages.brand,
      ].join('\n'),
      html: layout(mail.bookingTitle, [
        mail.dear({ name: escapeMarkup(order.name) }),
        mail.bookingThanks({
          tour: `<strong>${escapeMarkup(order.tourName)}</strong>`,
          price,
          date: date(order.createdAt),
        }),
        ...bookingFacts(order).map(escapeMarkup),
        mail.bookingUnpaid,
        `<a href="${escapeMarkup(link)}">${mail.openMyBooking}</a>`,
      ]),
    }
  })
}

export function paymentReceipt(
  order: MailOrder,
  publicUrl: string,
  to: string,
  paymentCents?: number,
): MailDraft {
  return withLocale(order.locale, () => {
    const link = siteLink(publicUrl, paths.dashboardPages.myBooking)
    const amount =
      paymentCents === undefined
        ? amountOf(order, order.amount ?? order.tourPrice)
        : minorOf(order, paymentCents)
    // A deposit: the balance, its date and the link that pays it.
    const balance =
      order.balanceDue > 0 && order.balanceDueOn
        ? {
            line: mail.balanceDue({
              amount: amountOf(order, order.balanceDue),
              date: longDate(order.balanceDueOn),
            }),
            link: siteLink(publicUrl, paths.dashboardPay(order._id)),
          }
        : undefined
    // A card's last digits, else the gateway's name for the method (bKash), else "card".
    const card = order.last4
      ? mail.cardEnding({ last4: order.last4 })
      : (order.paidWith ?? mail.card)
    const paid = order.created ? date(order.created) : date(new Date().toISOString())
    return {
      kind: 'receipt',
      ref: order._id,
      to,
      subject: mail.receiptSubject({ tour: oneLine(order.tourName) }),
      text: [
        mail.dear({ name: oneLine(order.name) }),
        '',
        mail.receiptReceived({ amount, tour: order.tourName, card, paid }),
        ...bookingFacts(order),
        mail.line({ label: mail.order, value: order._id }),
        mail.line({ label: mail.reference, value: order.transaction ?? '—' }),
        ...(balance ? [balance.line, balance.link] : []),
        mail.line({ label: messages.dashboard.myBooking, value: link }),
        '',
        messages.brand,
      ].join('\n'),
      html: layout(mail.receiptTitle, [
        mail.dear({ name: escapeMarkup(order.name) }),
        mail.receiptReceived({
          amount: `<strong>${amount}</strong>`,
          tour: `<strong>${escapeMarkup(order.tourName)}</strong>`,
          card: escapeMarkup(card),
          paid,
        }),
        ...bookingFacts(order).map(escapeMarkup),
        `${mail.line({ label: mail.order, value: escapeMarkup(order._id) })}<br>${mail.line({ label: mail.reference, value: escapeMarkup(order.transaction ?? '—') })}`,
        ...(balance
          ? [`${balance.line} <a href="${escapeMarkup(balance.link)}">${mail.payBalance}</a>`]
          : []),
        `<a href="${escapeMarkup(link)}">${mail.openMyBooking}</a>`,
      ]),
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
  return withLocale(order.locale, () => {
    const link = siteLink(publicUrl, paths.dashboardPages.myBooking)
    const why = reasonText(reason)
    return {
      kind: 'cancellation',
      ref: order._id,
      to,
      subject: mail.cancellationSubject({ tour: oneLine(order.tourName) }),
      text: [
        mail.dear({ name: oneLine(order.name) }),
        '',
        mail.cancellationSorry({ tour: order.tourName, date: date(order.createdAt) }),
        ...bookingFacts(order),
        why,
        mail.cancellationNotCharged,
        mail.line({ label: messages.dashboard.myBooking, value: link }),
        '',
        messages.brand,
      ].join('\n'),
      html: layout(mail.cancellationTitle, [
        mail.dear({ name: escapeMarkup(order.name) }),
        mail.cancellationSorry({
          tour: `<strong>${escapeMarkup(order.tourName)}</strong>`,
          date: date(order.createdAt),
        }),
        ...bookingFacts(order).map(escapeMarkup),
        escapeMarkup(why),
        mail.cancellationNotCharged,
        `<a href="${escapeMarkup(link)}">${mail.openMyBooking}</a>`,
      ]),
    }
  })
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
  }: { refundCents: number; byCustomer: boolean; reason?: Reason | null },
  publicUrl: string,
  to: string,
): MailDraft {
  return withLocale(order.locale, () => {
    const link = siteLink(publicUrl, paths.dashboardPages.myBooking)
    const opening = (tour: string) =>
      byCustomer ? mail.cancelledAsAsked({ tour }) : mail.cancelledByCompany({ tour })
    const money = (amount: string) =>
      refundCents > 0
        ? mail.refundOnItsWay({ amount })
        : order.paidAmount > 0
          ? mail.noRefundDue
          : mail.cancellationNotCharged
    const amount = minorOf(order, refundCents)
    const why = reason ? reasonText(reason) : undefined
    return {
      kind: 'cancellation',
      ref: order._id,
      to,
      subject: mail.cancellationSubject({ tour: oneLine(order.tourName) }),
      text: [
        mail.dear({ name: oneLine(order.name) }),
        '',
        opening(order.tourName),
        ...bookingFacts(order),
        ...(why ? [why] : []),
        money(amount),
        mail.line({ label: messages.dashboard.myBooking, value: link }),
        '',
        messages.brand,
      ].join('\n'),
      html: layout(mail.cancellationTitle, [
        mail.dear({ name: escapeMarkup(order.name) }),
        opening(`<strong>${escapeMarkup(order.tourName)}</strong>`),
        ...bookingFacts(order).map(escapeMarkup),
        ...(why ? [escapeMarkup(why)] : []),
        money(`<strong>${amount}</strong>`),
        `<a href="${escapeMarkup(link)}">${mail.openMyBooking}</a>`,
      ]),
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
  return withLocale(order.locale, () => {
    const payLink = siteLink(publicUrl, paths.dashboardPay(order._id))
    const amount = amountOf(order, order.balanceDue)
    const due = order.balanceDueOn ? longDate(order.balanceDueOn) : ''
    return {
      kind: `balance-reminder-${daysBefore}`,
      ref: order._id,
      to,
      subject: mail.reminderSubject({ tour: oneLine(order.tourName) }),
      text: [
        mail.dear({ name: oneLine(order.name) }),
        '',
        mail.reminderDue({ tour: order.tourName, amount, date: due }),
        ...bookingFacts(order),
        mail.line({ label: mail.payBalance, value: payLink }),
        '',
        messages.brand,
      ].join('\n'),
      html: layout(mail.reminderTitle, [
        mail.dear({ name: escapeMarkup(order.name) }),
        mail.reminderDue({
          tour: `<strong>${escapeMarkup(order.tourName)}</strong>`,
          amount,
          date: due,
        }),
        ...bookingFacts(order).map(escapeMarkup),
        `<a href="${escapeMarkup(payLink)}">${mail.payBalance}</a>`,
      ]),
    }
  })
}

/** A booking moved to another date: the new date, and the money the move gives back or asks. */
export function bookingMoved(
  order: MailOrder,
  { from, refundCents }: { from: string | null; refundCents: number },
  publicUrl: string,
  to: string,
): MailDraft {
  return withLocale(order.locale, () => {
    const link = siteLink(publicUrl, paths.dashboardPages.myBooking)
    const was = from ? longDate(from) : mail.dateToBeArranged
    const money =
      refundCents > 0
        ? mail.movedRefund({ amount: minorOf(order, refundCents) })
        : order.balanceDue > 0
          ? mail.movedDue({ amount: amountOf(order, order.balanceDue) })
          : undefined
    return {
      kind: 'reschedule',
      ref: `${order._id}:${order.departureId ?? ''}`,
      to,
      subject: mail.movedSubject({ tour: oneLine(order.tourName) }),
      text: [
        mail.dear({ name: oneLine(order.name) }),
        '',
        mail.moved({ tour: order.tourName, from: was }),
        ...bookingFacts(order),
        ...(money ? [money] : []),
        mail.line({ label: messages.dashboard.myBooking, value: link }),
        '',
        messages.brand,
      ].join('\n'),
      html: layout(mail.movedTitle, [
        mail.dear({ name: escapeMarkup(order.name) }),
        mail.moved({
          tour: `<strong>${escapeMarkup(order.tourName)}</strong>`,
          from: escapeMarkup(was),
        }),
        ...bookingFacts(order).map(escapeMarkup),
        ...(money ? [money] : []),
        `<a href="${escapeMarkup(link)}">${mail.openMyBooking}</a>`,
      ]),
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
  return withLocale(order.locale, () => {
    const payLink = siteLink(publicUrl, paths.dashboardPay(order._id))
    return {
      kind: 'waitlist-offer',
      ref: order._id,
      to,
      subject: mail.offerSubject({ tour: oneLine(order.tourName) }),
      text: [
        mail.dear({ name: oneLine(order.name) }),
        '',
        mail.offerHeld({ tour: order.tourName, hours }),
        ...bookingFacts(order),
        mail.line({ label: mail.offerPay, value: payLink }),
        '',
        messages.brand,
      ].join('\n'),
      html: layout(mail.offerTitle, [
        mail.dear({ name: escapeMarkup(order.name) }),
        mail.offerHeld({ tour: `<strong>${escapeMarkup(order.tourName)}</strong>`, hours }),
        ...bookingFacts(order).map(escapeMarkup),
        `<a href="${escapeMarkup(payLink)}">${mail.offerPay}</a>`,
      ]),
    }
  })
}
