/**
 * PATCH /messages/:id (admins): mark a message handled or unhandled, archive or unarchive it,
 * with an audit entry of what changed, in one transaction. Asking for the state it is already
 * in changes nothing and records nothing. Archiving keeps whether it was handled, so
 * unarchiving puts it back where it was.
 */
import { eq } from 'drizzle-orm'
import type { MessageThread, MessageUpdate } from '#shared/contracts/message-threads.ts'
import { messages } from '#shared/messages.ts'
import { contactMessages } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { toThreads } from './message-threads.ts'

export async function updateMessage({
  ctx,
  id,
  update,
}: {
  ctx: UserCtx
  id: string
  update: MessageUpdate
}): Promise<MessageThread> {
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for('update')
    if (!current) throw new NotFound(messages.messagesWorkflow.noSuchMessage)
    const now = new Date()
    const handledAt =
      update.handled === undefined
        ? current.handledAt
        : update.handled
          ? (current.handledAt ?? now)
          : null
    const archivedAt =
      update.archived === undefined
        ? current.archivedAt
        : update.archived
          ? (current.archivedAt ?? now)
          : null
    const handledChanged = (handledAt === null) !== (current.handledAt === null)
    const archivedChanged = (archivedAt === null) !== (current.archivedAt === null)
    if (!handledChanged && !archivedChanged) return current
    const [updated] = await tx
      .update(contactMessages)
      .set({ handledAt, archivedAt })
      .where(eq(contactMessages.id, id))
      .returning()
    const subject = { type: 'message', id }
    if (handledChanged) {
      await recordAudit(tx, ctx.user, {
        action: handledAt ? 'message.handled' : 'message.unhandled',
        subject,
        before: { handled: current.handledAt !== null },
        after: { handled: handledAt !== null },
      })
    }
    if (archivedChanged) {
      await recordAudit(tx, ctx.user, {
        action: archivedAt ? 'message.archived' : 'message.unarchived',
        subject,
        before: { archived: current.archivedAt !== null },
        after: { archived: archivedAt !== null },
      })
    }
    return updated!
  })
  const [thread] = await toThreads(ctx, [row])
  return thread!
}
