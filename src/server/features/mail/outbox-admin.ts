import { and, desc, eq, inArray } from 'drizzle-orm'
import type { OutboxMail } from '#shared/contracts/contact.ts'
import { mailOutbox, type MailStatus } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'

function toOutboxMail(row: typeof mailOutbox.$inferSelect): OutboxMail {
  return {
    _id: row.id,
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }
}

/** Mail that has not gone out: failed for good, or still waiting (admins only). */
export async function listUnsentMail({ ctx }: { ctx: Ctx }): Promise<OutboxMail[]> {
  const rows = await ctx.db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['failed', 'pending', 'sending']))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(500)
  return rows.map(toOutboxMail)
}

/** The status of each of these outbox rows, for features that keep a row's id. */
export async function statusesOfMails({
  ctx,
  ids,
}: {
  ctx: Ctx
  ids: string[]
}): Promise<Map<string, MailStatus>> {
  if (ids.length === 0) return new Map()
  const rows = await ctx.db
    .select({ id: mailOutbox.id, status: mailOutbox.status })
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, ids))
  return new Map(rows.map((row) => [row.id, row.status]))
}

/** Puts a failed mail back in the queue, due now. */
export async function retryMail({ ctx, id }: { ctx: Ctx; id: string }): Promise<OutboxMail> {
  const [row] = await ctx.db
    .update(mailOutbox)
    .set({ status: 'pending', nextAttemptAt: new Date(), lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning()
  if (!row) throw new NotFound('There is no failed mail with this id.')
  ctx.mailQueued()
  return toOutboxMail(row)
}
