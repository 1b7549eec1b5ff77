import { and, eq, sql } from 'drizzle-orm'
import type { OutboxPhone } from '#shared/contracts/phone-messages.ts'
import { messages } from '#shared/messages.ts'
import { phoneOutbox } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { toOutboxPhone } from './list-unsent-phone.ts'

/** Puts a failed phone message back in the queue, due now, with its attempts counted afresh. */
export async function retryPhone({ ctx, id }: { ctx: Ctx; id: string }): Promise<OutboxPhone> {
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(phoneOutbox)
      .set({ status: 'pending', nextAttemptAt: new Date(), attempts: 0, lastError: null })
      .where(
        and(
          eq(phoneOutbox.id, id),
          eq(phoneOutbox.status, 'failed'),
          // Only to a number that still consents: a STOP is never overridden from here.
          sql`exists (select 1 from phone_consents c where c.phone = ${phoneOutbox.to}
            and c.channel = ${phoneOutbox.channel} and c.withdrawn_at is null)`,
        ),
      )
      .returning()
    if (updated) {
      await recordAudit(tx, ctx.user, {
        action: 'phone.retried',
        subject: { type: 'phone', id },
        before: { status: 'failed' },
        after: { status: 'pending', to: updated.to, kind: updated.kind, channel: updated.channel },
      })
    }
    return updated
  })
  if (!row) throw new NotFound(messages.errors.noFailedMail)
  ctx.phoneQueued?.()
  return toOutboxPhone(row)
}
