/**
 * PUT /admin/promo-codes/:id/paused (admins): pauses a code (bookings are refused it from now
 * on; orders already made keep their discount) or lets it be used again; audited.
 */
import { eq } from 'drizzle-orm'
import type { AdminPromoCode } from '#shared/contracts/promo-codes.ts'
import { messages } from '#shared/messages.ts'
import { promoCodes } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { codeStats, toAdminPromoCode } from './promo-code-row.ts'

export async function setPromoCodePaused({
  ctx,
  id,
  paused,
}: {
  ctx: UserCtx
  id: string
  paused: boolean
}): Promise<AdminPromoCode> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ paused: promoCodes.paused })
      .from(promoCodes)
      .where(eq(promoCodes.id, id))
      .for('update')
    if (!before) throw new NotFound(messages.promoAdmin.noSuchCode)
    const [row] = await tx
      .update(promoCodes)
      .set({ paused, updatedAt: new Date() })
      .where(eq(promoCodes.id, id))
      .returning()
    if (before.paused !== paused) {
      await recordAudit(tx, ctx.user, {
        action: paused ? 'promo-code.paused' : 'promo-code.resumed',
        subject: { type: 'promo-code', id },
        before: { paused: before.paused },
        after: { paused },
      })
    }
    return toAdminPromoCode(row!, (await codeStats(tx, [id])).get(id))
  })
}
