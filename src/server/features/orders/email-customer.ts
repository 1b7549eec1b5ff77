/**
 * POST /manageorder/{orderId}/email (admins): a message to the order's customer, queued in the
 * mail outbox (the worker sends it) in the same transaction as its audit entry; the order is
 * marked contacted by the sender.
 */
import { eq } from 'drizzle-orm'
import type { OrderMailInput } from '#shared/contracts/orders-console.ts'
import { orders } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import { enqueueMail } from '#server/features/mail/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { messages } from '#shared/messages.ts'
import { orderMessageMail } from '#server/features/mail/index.ts'
import { toMailOrder } from './order-row.ts'

export async function emailCustomer({
  ctx,
  orderId,
  input,
  replyTo,
}: {
  ctx: UserCtx
  orderId: string
  input: OrderMailInput
  /** Where the customer's answer goes: the company's inbox (CONTACT_TO), else the sender. */
  replyTo: string | undefined
}): Promise<{ mailId: string; to: string }> {
  const result = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ contactedAt: new Date(), contactedBy: ctx.user.email })
      .where(eq(orders.id, orderId))
      .returning()
    if (!row) throw new NotFound(messages.errors.noSuchOrder)
    const mail = orderMessageMail(toMailOrder(row), input, replyTo ?? ctx.user.email)
    const mailId = await enqueueMail(tx, mail)
    await recordAudit(tx, ctx.user, {
      action: 'order.emailed',
      subject: { type: 'order', id: orderId },
      after: { to: mail.to, subject: mail.subject, mailId },
    })
    return { mailId, to: mail.to }
  })
  ctx.mailQueued()
  return result
}
