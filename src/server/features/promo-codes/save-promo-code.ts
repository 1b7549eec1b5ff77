/**
 * POST /admin/promo-codes and PUT /admin/promo-codes/:id (admins): a new code, or a code's new
 * terms, audited in the same transaction. A code is in the site's pricing currency when it is
 * made. Editing one changes what later bookings get, never an order already made (it keeps its
 * own copy). A code's text taken by another is a 409 on `code`.
 */
import { eq } from 'drizzle-orm'
import type { AdminPromoCode, PromoCodeValues } from '#shared/contracts/promo-codes.ts'
import { messages } from '#shared/messages.ts'
import { promoCodes } from '#server/db/schema/index.ts'
import { changedFields, recordAudit } from '#server/features/audit/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Conflict, NotFound } from '#server/lib/errors.ts'
import { isUniqueViolation } from '#server/lib/pg-errors.ts'
import { asInput, auditValues, codeStats, rowValues, toAdminPromoCode } from './promo-code-row.ts'

function duplicate(): Conflict {
  const message = messages.promoAdmin.duplicate
  return new Conflict(message, [{ path: '/code', message }])
}

export async function savePromoCode({
  ctx,
  id,
  input,
}: {
  ctx: UserCtx
  /** None: a new code. */
  id?: string
  input: PromoCodeValues
}): Promise<AdminPromoCode> {
  const values = rowValues(input)
  try {
    return await ctx.db.transaction(async (tx) => {
      if (id === undefined) {
        const [row] = await tx
          .insert(promoCodes)
          .values({ ...values, currency: ctx.pricingCurrency, createdBy: ctx.user.email })
          .returning()
        await recordAudit(tx, ctx.user, {
          action: 'promo-code.created',
          subject: { type: 'promo-code', id: row!.id },
          after: auditValues(values),
        })
        return toAdminPromoCode(row!, undefined)
      }
      const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update')
      if (!before) throw new NotFound(messages.promoAdmin.noSuchCode)
      const [row] = await tx
        .update(promoCodes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(promoCodes.id, id))
        .returning()
      const change = changedFields(auditValues(rowValues(asInput(before))), auditValues(values))
      await recordAudit(tx, ctx.user, {
        action: 'promo-code.updated',
        subject: { type: 'promo-code', id },
        ...change,
      })
      return toAdminPromoCode(row!, (await codeStats(tx, [id])).get(id))
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate()
    throw error
  }
}
