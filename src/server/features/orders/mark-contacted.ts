/**
 * POST /manageorder/contacted (admins): marks several orders' customers as contacted, now, by
 * this admin; one audit entry per order, in the same transaction. Ids that are no order are
 * skipped: the answer counts the orders changed.
 */
import { inArray } from 'drizzle-orm'
import { orders } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import type { UserCtx } from '#server/lib/context.ts'

export async function markContacted({
  ctx,
  ids,
}: {
  ctx: UserCtx
  ids: readonly string[]
}): Promise<{ updatedCount: number }> {
  const unique = [...new Set(ids)]
  return ctx.db.transaction(async (tx) => {
    const at = new Date()
    const rows = await tx
      .update(orders)
      .set({ contactedAt: at, contactedBy: ctx.user.email })
      .where(inArray(orders.id, unique))
      .returning({ id: orders.id })
    for (const { id } of rows) {
      await recordAudit(tx, ctx.user, {
        action: 'order.contacted',
        subject: { type: 'order', id },
        after: { contactedAt: at.toISOString() },
      })
    }
    return { updatedCount: rows.length }
  })
}
