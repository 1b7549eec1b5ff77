/**
 * POST /messages/:id/replies (admins): an admin's answer to a contact message. In one
 * transaction: the reply is kept (the thread), its mail to the visitor's address is queued in
 * the outbox (the worker sends it), the message is marked handled, and the audit log records
 * it. With an Idempotency-Key, a second request with the same key (a retry, a double click)
 * finds the first reply (the key's unique index) and queues nothing more.
 */
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { MessageThread } from '#shared/contracts/message-threads.ts'
import { DEFAULT_LOCALE, messages } from '#shared/messages.ts'
import { isLocale } from '#shared/i18n/catalogue.ts'
import { contactMessages, contactReplies } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import { enqueueMail } from '#server/features/mail/index.ts'
import { contactReplyMail } from '#server/features/mail/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { toThreads } from './message-threads.ts'

export async function replyToMessage({
  ctx,
  id,
  input,
  idempotencyKey,
  contactTo,
}: {
  ctx: UserCtx
  id: string
  input: { subject?: string | undefined; body: string }
  idempotencyKey?: string | undefined
  /** The company's address: the visitor's answer to the reply comes back there. */
  contactTo: string | undefined
}): Promise<{ thread: MessageThread; created: boolean }> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for('update')
    if (!message) throw new NotFound(messages.messagesWorkflow.noSuchMessage)
    const replyId = randomUUID()
    const mail = contactReplyMail({
      id: replyId,
      to: message.email,
      replyTo: contactTo,
      subject: input.subject,
      body: input.body,
      original: {
        name: message.name,
        message: message.message,
        createdAt: message.createdAt.toISOString(),
        locale: isLocale(message.locale) ? message.locale : DEFAULT_LOCALE,
      },
    })
    const [inserted] = await tx
      .insert(contactReplies)
      .values({
        id: replyId,
        messageId: id,
        authorId: ctx.user.id,
        authorEmail: ctx.user.email,
        subject: mail.subject,
        body: input.body,
        idempotencyKey: idempotencyKey ?? null,
      })
      .onConflictDoNothing({
        target: [contactReplies.messageId, contactReplies.idempotencyKey],
        where: sql`${contactReplies.idempotencyKey} is not null`,
      })
      .returning({ id: contactReplies.id })
    // The same key again: the first request's reply stands, and nothing more is sent.
    if (!inserted) return { created: false, row: undefined }
    const mailId = await enqueueMail(tx, mail)
    await tx.update(contactReplies).set({ mailId }).where(eq(contactReplies.id, replyId))
    const [updated] = await tx
      .update(contactMessages)
      .set({ handledAt: message.handledAt ?? new Date() })
      .where(eq(contactMessages.id, id))
      .returning()
    await recordAudit(tx, ctx.user, {
      action: 'message.replied',
      subject: { type: 'message', id },
      after: { replyId, to: message.email, subject: mail.subject },
    })
    return { created: true, row: updated! }
  })
  if (outcome.created) ctx.mailQueued()
  const row =
    outcome.row ??
    (await ctx.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]
  if (!row) throw new NotFound(messages.messagesWorkflow.noSuchMessage)
  const [thread] = await toThreads(ctx, [row])
  return { thread: thread!, created: outcome.created }
}
