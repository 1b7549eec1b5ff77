/**
 * A message staff write to a customer from Manage Order: their subject and words as typed, and
 * the fixed wording around them (greeting, the booking it is about, the sign-off) in the
 * language the order was booked in. Replies go to the company (CONTACT_TO).
 */
import { randomUUID } from 'node:crypto'
import { messages, withLocale } from '#shared/messages.ts'
import { paragraph, renderMail, sentence, typed } from './render-mail.ts'
import type { MailDraft, MailOrder } from './templates.ts'

export function orderMessageMail(
  order: MailOrder,
  { subject, message }: { subject: string; message: string },
  replyTo: string,
): MailDraft {
  return withLocale(order.locale, () => {
    const t = messages.ordersConsole
    return {
      kind: 'order-message',
      // Every message is its own mail (the outbox keeps one per kind and ref).
      ref: `${order._id}:${randomUUID()}`,
      to: order.email,
      replyTo,
      ...renderMail({
        subject,
        heading: subject,
        blocks: [
          paragraph(sentence(t.mailDear, { name: order.name })),
          ...typed(message),
          paragraph(sentence(t.mailAbout, { reference: order.reference, tour: order.tourName })),
        ],
      }),
    }
  })
}
