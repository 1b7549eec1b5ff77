/**
 * The site's mails, each in plain text and HTML. Everything a user typed is escaped before it
 * goes into HTML, and header values are single lines, so no input can become markup or a header.
 */
import type { Order } from '#shared/contracts/orders.ts'
import { formatUsd } from '#shared/money.ts'
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
}

/** Header-safe: one line, no control characters. */
export const oneLine = (text: string) => toOneLine(text).slice(0, 200)

// One formatter for every mail: toLocaleString with options builds a new one each call (about
// a millisecond, on every booking).
const dhakaTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dhaka',
})
const date = (iso: string) => dhakaTime.format(new Date(iso))

export function layout(title: string, paragraphs: string[]): string {
  return [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111827;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeMarkup(title)}</h1>`,
    ...paragraphs.map((p) => `<p>${p}</p>`),
    '<p style="color:#6b7280;font-size:13px">Bangla Tours — from Nepal to the Maldives.</p>',
    '</body></html>',
  ].join('\n')
}

export function contactMail(
  message: { id: string; name: string; email: string; message: string },
  contactTo: string,
): MailDraft {
  const name = oneLine(message.name)
  return {
    kind: 'contact',
    ref: message.id,
    to: contactTo,
    replyTo: message.email,
    subject: `Contact form: ${name}`,
    text: `${name} <${message.email}> wrote:\n\n${message.message}\n`,
    html: layout(`Message from ${name}`, [
      `From ${escapeMarkup(name)} &lt;${escapeMarkup(message.email)}&gt;:`,
      escapeMarkup(message.message).replace(/\r?\n/g, '<br>'),
    ]),
  }
}

/**
 * Booking and receipt mails go to the account's verified address (`to`), never to the address
 * typed into the booking form, which stays on the order for the company: the form cannot be
 * used to send our mail to strangers.
 */
export function bookingConfirmation(order: Order, publicUrl: string, to: string): MailDraft {
  const link = `${publicUrl}${paths.dashboard}/MyBooking`
  const price = formatUsd(order.tourPrice)
  return {
    kind: 'booking',
    ref: order._id,
    to,
    subject: `Booking received: ${oneLine(order.tourName)}`,
    text: [
      `Dear ${oneLine(order.name)},`,
      '',
      `Thank you for booking ${order.tourName} (${price}) on ${date(order.createdAt)}.`,
      'Your booking is unpaid: you can pay by card from My Booking.',
      `My Booking: ${link}`,
      '',
      'Bangla Tours',
    ].join('\n'),
    html: layout('Booking received', [
      `Dear ${escapeMarkup(order.name)},`,
      `Thank you for booking <strong>${escapeMarkup(order.tourName)}</strong> (${price}) on ${date(order.createdAt)}.`,
      'Your booking is unpaid: you can pay by card from My Booking.',
      `<a href="${escapeMarkup(link)}">Open My Booking</a>`,
    ]),
  }
}

export function paymentReceipt(order: Order, publicUrl: string, to: string): MailDraft {
  const link = `${publicUrl}${paths.dashboard}/MyBooking`
  const amount = formatUsd(order.amount ?? order.tourPrice)
  const card = order.last4 ? `card ending ${order.last4}` : 'card'
  const paid = order.created ? date(order.created) : date(new Date().toISOString())
  return {
    kind: 'receipt',
    ref: order._id,
    to,
    subject: `Payment receipt: ${oneLine(order.tourName)}`,
    text: [
      `Dear ${oneLine(order.name)},`,
      '',
      `We received ${amount} for ${order.tourName}, paid by ${card} on ${paid}.`,
      `Order: ${order._id}`,
      `Reference: ${order.transaction ?? '—'}`,
      `My Booking: ${link}`,
      '',
      'Bangla Tours',
    ].join('\n'),
    html: layout('Payment receipt', [
      `Dear ${escapeMarkup(order.name)},`,
      `We received <strong>${amount}</strong> for <strong>${escapeMarkup(order.tourName)}</strong>, paid by ${escapeMarkup(card)} on ${paid}.`,
      `Order: ${escapeMarkup(order._id)}<br>Reference: ${escapeMarkup(order.transaction ?? '—')}`,
      `<a href="${escapeMarkup(link)}">Open My Booking</a>`,
    ]),
  }
}

/**
 * An unpaid booking cancelled by the company (its plan was withdrawn): nothing was charged. Like
 * the booking mail, it goes to the account's verified address (`to`).
 */
export function orderCancellation(
  order: Order,
  reason: string,
  publicUrl: string,
  to: string,
): MailDraft {
  const link = `${publicUrl}${paths.dashboard}/MyBooking`
  return {
    kind: 'cancellation',
    ref: order._id,
    to,
    subject: `Booking cancelled: ${oneLine(order.tourName)}`,
    text: [
      `Dear ${oneLine(order.name)},`,
      '',
      `We are sorry: your booking of ${order.tourName}, made on ${date(order.createdAt)}, is cancelled.`,
      reason,
      'It was not paid, so nothing was charged, and it can no longer be paid.',
      `My Booking: ${link}`,
      '',
      'Bangla Tours',
    ].join('\n'),
    html: layout('Booking cancelled', [
      `Dear ${escapeMarkup(order.name)},`,
      `We are sorry: your booking of <strong>${escapeMarkup(order.tourName)}</strong>, made on ${date(order.createdAt)}, is cancelled.`,
      escapeMarkup(reason),
      'It was not paid, so nothing was charged, and it can no longer be paid.',
      `<a href="${escapeMarkup(link)}">Open My Booking</a>`,
    ]),
  }
}
