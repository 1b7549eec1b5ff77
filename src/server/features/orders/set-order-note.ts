/**
 * PUT /manageorder/{orderId}/note (admins): staff's internal note on an order, written to the
 * audit log with the note before and after. The note is never part of a customer's answer
 * (toOrder leaves it out; only the admins' list and this answer carry it).
 */
import { eq } from 'drizzle-orm'
import type { AdminOrder } from '#shared/contracts/orders-console.ts'
import { orders } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { messages } from '#shared/messages.ts'
import { toAdminOrder } from './list-orders-page.ts'

export async function setOrderNote({
  ctx,
  orderId,
  note,
}: {
  ctx: UserCtx
  orderId: string
  note: string
}): Promise<AdminOrder> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ note: orders.adminNote })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update')
    if (!before) throw new NotFound(messages.errors.noSuchOrder)
    const [row] = await tx
      .update(orders)
      .set({ adminNote: note === '' ? null : note })
      .where(eq(orders.id, orderId))
      .returning()
    if (before.note !== row!.adminNote) {
      await recordAudit(tx, ctx.user, {
        action: 'order.note',
        subject: { type: 'order', id: orderId },
        before: { note: before.note },
        after: { note: row!.adminNote },
      })
    }
    return toAdminOrder(row!)
  })
}
