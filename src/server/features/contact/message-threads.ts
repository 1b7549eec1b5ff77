/**
 * What the Messages workflow's verbs share: a message row as the page shows it (its state and
 * its thread of replies, each with its mail's status), and the SQL of each state's filter — the
 * same predicates as the partial indexes of contact_messages, so each list reads its own index.
 */
import { asc, inArray, isNotNull, isNull, and, type SQL } from 'drizzle-orm'
import type { MessageState, MessageThread } from '#shared/contracts/message-threads.ts'
import { contactMessages, contactReplies } from '#server/db/schema/index.ts'
import { statusesOfMails } from '#server/features/mail/index.ts'
import type { Ctx } from '#server/lib/context.ts'

type MessageRow = typeof contactMessages.$inferSelect

export function stateOf(row: Pick<MessageRow, 'handledAt' | 'archivedAt'>): MessageState {
  if (row.archivedAt) return 'archived'
  return row.handledAt ? 'handled' : 'unhandled'
}

/** A state's rows; no state: every message not archived (the page's "Open"). */
export function inState(state: MessageState | undefined): SQL {
  switch (state) {
    case 'unhandled':
      return and(isNull(contactMessages.archivedAt), isNull(contactMessages.handledAt))!
    case 'handled':
      return and(isNull(contactMessages.archivedAt), isNotNull(contactMessages.handledAt))!
    case 'archived':
      return isNotNull(contactMessages.archivedAt)
    default:
      return isNull(contactMessages.archivedAt)
  }
}

/** These messages with their replies (oldest first) and every mail's status, in two reads. */
export async function toThreads(ctx: Ctx, rows: MessageRow[]): Promise<MessageThread[]> {
  const replies =
    rows.length === 0
      ? []
      : await ctx.db
          .select()
          .from(contactReplies)
          .where(
            inArray(
              contactReplies.messageId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id))
  // The outbox belongs to the mail feature: ask it, rather than joining its table.
  const statuses = await statusesOfMails({
    ctx,
    ids: [...rows, ...replies].flatMap((row) => (row.mailId ? [row.mailId] : [])),
  })
  const status = (mailId: string | null) => (mailId && statuses.get(mailId)) || null
  return rows.map((row) => ({
    _id: row.id,
    user_name: row.name,
    user_email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    mailStatus: status(row.mailId),
    state: stateOf(row),
    handledAt: row.handledAt?.toISOString() ?? null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    replies: replies
      .filter((reply) => reply.messageId === row.id)
      .map((reply) => ({
        _id: reply.id,
        subject: reply.subject,
        body: reply.body,
        authorEmail: reply.authorEmail,
        createdAt: reply.createdAt.toISOString(),
        mailStatus: status(reply.mailId),
      })),
  }))
}
