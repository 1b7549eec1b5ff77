import { inArray } from 'drizzle-orm'
import { mailOutbox, type MailStatus } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'

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
