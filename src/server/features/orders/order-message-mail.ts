/**
 * A message staff write to a customer from Manage Order: their subject and words as typed, and
 * the fixed wording around them (greeting, the booking it is about, the sign-off) in the
 * language the order was booked in. Replies go to the company (CONTACT_TO).
 */
import { randomUUID } from 'node:crypto'
import { messages, withLocale } from '#shared/messages.ts'
import { escapeMarkup } from '#server/lib/escape.ts'
import { layout, oneLine, type MailDraft, type MailOrder } from '#server/features/mail/templates.ts'

export function orderMessageMail(
  order: MailOrder,
  { subject, message }: { subject: string; message: string },
  replyTo: string,
): MailDraft {
  return withLocale(order.locale, () => {
    const t = messages.ordersConsole
    const about = t.mailAbout({ reference: order.reference, tour: order.tourName })
    const paragraphs = message.split(/\r?\n\s*\r?\n/).map((p) => p.trim())
    return {
      kind: 'order-message',
      // Every message is its own mail (the outbox keeps one per kind and ref).
      ref: `${order._id}:${randomUUID()}`,
      to: order.email,
      replyTo,
      subject: oneLine(subject),
      text: [
        t.mailDear({ name: oneLine(order.name) }),
        '',
        message,
        '',
        about,
        '',
        messages.brand,
      ].join('\n'),
      html: layout(oneLine(subject), [
        escapeMarkup(t.mailDear({ name: order.name })),
        ...paragraphs.map((p) => escapeMarkup(p).replace(/\r?\n/g, '<br>')),
        escapeMarkup(about),
      ]),
    }
  })
}
