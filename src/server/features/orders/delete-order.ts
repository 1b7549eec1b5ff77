import { eq } from 'drizzle-orm'
import { orders } from '#server/db/schema/index.ts'
import type { PaymentProvider } from '#server/features/payments/provider.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Conflict, Forbidden, NotFound } from '#server/lib/errors.ts'

export const deleteOrderMessages = {
  paid: 'This order is paid and cannot be deleted.',
  cancelled: 'This order was cancelled and is kept for the records.',
  succeeded:
    'The payment for this order has gone through, so it cannot be deleted; it shows as Paid in a moment.',
  processing: 'A payment for this order is being processed, so it cannot be deleted now.',
  busy: 'A payment for this order started at the same moment. Please try again.',
}

/**
 * DELETE /order/:orderId — the owner or an admin removes an UNPAID order. A payment in progress
 * must not be lost with it, so the order's open intent is cancelled at the provider first (a
 * succeeded or processing one cannot be: 409, and the confirmation marks the order Paid); then
 * the row, locked, is deleted only if it is still unpaid and still has that same intent (a
 * payment started meanwhile sends us round again).
 *
 * The provider is called outside the transaction: the sandbox provider uses the database, and
 * PGlite is a single connection, so calling it while holding a transaction would deadlock.
 */
export async function deleteOrder({
  ctx,
  provider,
  orderId,
}: {
  ctx: UserCtx
  provider: Pick<PaymentProvider, 'cancelIntent'>
  orderId: string
}): Promise<{ deletedCount: number }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [order] = await ctx.db
      .select({
        userId: orders.userId,
        isPaid: orders.isPaid,
        cancelledAt: orders.cancelledAt,
        paymentIntentId: orders.paymentIntentId,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
    if (!order) throw new NotFound('There is no such order.')
    if (order.userId !== ctx.user.id && !ctx.user.isAdmin) {
      throw new Forbidden('You can only delete your own orders.')
    }
    if (order.isPaid) throw new Conflict(deleteOrderMessages.paid)
    if (order.cancelledAt) throw new Conflict(deleteOrderMessages.cancelled)

    const intentId = order.paymentIntentId
    if (intentId) {
      const status = await provider.cancelIntent(intentId)
      if (status === 'succeeded') throw new Conflict(deleteOrderMessages.succeeded)
      if (status === 'processing') throw new Conflict(deleteOrderMessages.processing)
    }

    const outcome = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          isPaid: orders.isPaid,
          cancelledAt: orders.cancelledAt,
          paymentIntentId: orders.paymentIntentId,
        })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('update')
      if (!row) return 'gone'
      if (row.isPaid) return 'paid'
      if (row.cancelledAt) return 'cancelled'
      if (row.paymentIntentId !== intentId) return 'changed'
      await tx.delete(orders).where(eq(orders.id, orderId))
      return 'deleted'
    })
    if (outcome === 'deleted') return { deletedCount: 1 }
    if (outcome === 'gone') throw new NotFound('There is no such order.')
    if (outcome === 'paid') throw new Conflict(deleteOrderMessages.paid)
    if (outcome === 'cancelled') throw new Conflict(deleteOrderMessages.cancelled)
  }
  throw new Conflict(deleteOrderMessages.busy)
}
