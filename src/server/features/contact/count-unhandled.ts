/**
 * GET /messages/unhandled-count (admins): how many messages wait for someone, for the
 * sidebar's badge. An index-only count of contact_messages_unhandled_idx, a partial index of
 * exactly those rows.
 */
import { and, count, isNull } from 'drizzle-orm'
import { contactMessages } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'

export async function countUnhandled({ ctx }: { ctx: Ctx }): Promise<{ unhandled: number }> {
  const [row] = await ctx.db
    .select({ unhandled: count() })
    .from(contactMessages)
    .where(and(isNull(contactMessages.archivedAt), isNull(contactMessages.handledAt)))
  return { unhandled: row?.unhandled ?? 0 }
}
