/**
 * GET /outbox with `limit` or `cursor` (admins): mail not sent yet or failed, newest first by
 * (created_at, id), a page at a time (the partial index mail_outbox_unsent_idx holds exactly
 * these rows in that order).
 */
import { and, desc, inArray } from 'drizzle-orm'
import { MESSAGES_PAGE_DEFAULT, type OutboxPage } from '#shared/contracts/message-threads.ts'
import { mailOutbox } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { before, createdAtText, decodeCursor, encodeCursor } from '#server/lib/keyset-cursor.ts'
import { toOutboxMail } from './outbox-mail.ts'

export async function listUnsentMailPage({
  ctx,
  query,
}: {
  ctx: Ctx
  query: { limit?: number; cursor?: string }
}): Promise<OutboxPage> {
  const limit = query.limit ?? MESSAGES_PAGE_DEFAULT
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor)
  const rows = await ctx.db
    .select({ mail: mailOutbox, at: createdAtText(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['pending', 'sending', 'failed']),
        after ? before(mailOutbox.createdAt, mailOutbox.id, after) : undefined,
      ),
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map((row) => toOutboxMail(row.mail)),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ at: last.at, id: last.mail.id }) : null,
    // Not counted: the list is short-lived, and the page shows the rows it loaded.
    total: null,
  }
}
