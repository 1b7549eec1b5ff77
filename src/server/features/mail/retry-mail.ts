import { and, eq } from 'drizzle-orm'
import type { OutboxMail } from '#shared/contracts/contact.ts'
import { mailOutbox } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { toOutboxMail } from './outbox-mail.ts'
import { messages } from '#shared/messages.ts'

/** Puts a failed mail back in the queue, due now. */
export async function retryMail({ ctx, id }: { ctx: Ctx; id: string }): Promise<OutboxMail> {
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(mailOutbox)
      .set({ status: 'pending', nextAttemptAt: new Date(), lastError: null })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
      .returning()
    if (updated) {
      await recordAudit(tx, ctx.user, {
        action: 'mail.retried',
        subject: { type: 'mail', id },
        before: { status: 'failed' },
        after: { status: 'pending', to: updated.to, kind: updated.kind },
      })
    }
    return updated
  })
  if (!row) throw new NotFound(messages.errors.noFailedMail)
  ctx.mailQueued()
  return toOutboxMail(row)
}
