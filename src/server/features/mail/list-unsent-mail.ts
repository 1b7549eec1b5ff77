import { desc, inArray } from 'drizzle-orm'
import type { OutboxMail } from '#shared/contracts/contact.ts'
import { mailOutbox } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { toOutboxMail } from './outbox-mail.ts'

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
