import { count, desc, eq, inArray } from 'drizzle-orm'
import type { OutboxPhone, PhoneOutbox } from '#shared/contracts/phone-messages.ts'
import { phoneOutbox } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'

/** The latest phone messages not sent yet or failed (admins), newest first, and the failed count. */
export async function listUnsentPhone({ ctx }: { ctx: Ctx }): Promise<PhoneOutbox> {
  const rows = await ctx.db
    .select()
    .from(phoneOutbox)
    .where(inArray(phoneOutbox.status, ['pending', 'sending', 'failed']))
    .orderBy(desc(phoneOutbox.createdAt), desc(phoneOutbox.id))
    .limit(100)
  const [failed] = await ctx.db
    .select({ n: count() })
    .from(phoneOutbox)
    .where(eq(phoneOutbox.status, 'failed'))
  return { items: rows.map(toOutboxPhone), failed: failed?.n ?? 0 }
}

export function toOutboxPhone(row: typeof phoneOutbox.$inferSelect): OutboxPhone {
  return {
    _id: row.id,
    kind: row.kind,
    ref: row.ref,
    channel: row.channel,
    to: row.to,
    text: row.text,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    delivery: row.delivery,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }
}
