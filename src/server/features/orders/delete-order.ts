import { eq, sql } from 'drizzle-orm'
import { orders } from '#server/db/schema/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Conflict, Forbidden, NotFound } from '#server/lib/errors.ts'

/**
 * DELETE /order/:orderId — the owner or an admin removes an UNPAID order. The row is locked
 * while we decide, so a payment landing at the same moment cannot be deleted from under it.
 */
export async function deleteOrder({
  ctx,
  orderId,
}: {
  ctx: UserCtx
  orderId: string
}): Promise<{ deletedCount: number }> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ userId: orders.userId, isPaid: orders.isPaid })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update')
    if (!order) throw new NotFound('There is no such order.')
    if (order.userId !== ctx.user.id && !ctx.user.isAdmin) {
      throw new Forbidden('You can only delete your own orders.')
    }
    if (order.isPaid) throw new Conflict('This order is paid and cannot be deleted.')
    const deleted = await tx
      .delete(orders)
      .where(sql`${orders.id} = ${orderId} and not ${orders.isPaid}`)
      .returning({ id: orders.id })
    return { deletedCount: deleted.length }
  })
}
