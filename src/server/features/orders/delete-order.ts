import { eq } from 'drizzle-orm'
import { orders } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import type { PaymentProvider } from '#server/lib/payment-provider.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Conflict, Forbidden, NotFound } from '#server/lib/errors.ts'
import { messages } from '#shared/messages.ts'

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
        paidCents: orders.paidCents,
        cancelledAt: orders.cancelledAt,
        paymentIntentId: orders.paymentIntentId,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
    if (!order) throw new NotFound(messages.errors.noSuchOrder)
    if (order.userId !== ctx.user.id && !ctx.user.isAdmin) {
      throw new Forbidden(messages.errors.ownOrdersDeleteOnly)
    }
    // A deposit counts: money taken keeps the order (cancel it to refund instead).
    if (order.isPaid || order.paidCents > 0) throw new Conflict(messages.errors.orderPaidNoDelete)
    if (order.cancelledAt) throw new Conflict(messages.errors.orderCancelledKept)

    const intentId = order.paymentIntentId
    if (intentId) {
      const status = await provider.cancelIntent(intentId)
      if (status === 'succeeded') throw new Conflict(messages.errors.paymentWentThroughNoDelete)
      if (status === 'processing') throw new Conflict(messages.errors.paymentProcessingNoDelete)
    }

    const outcome = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          isPaid: orders.isPaid,
          paidCents: orders.paidCents,
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
      if (row.paidCents > 0) return 'paid'
      const [deleted] = await tx.delete(orders).where(eq(orders.id, orderId)).returning()
      await recordAudit(tx, ctx.user, {
        action: 'order.deleted',
        subject: { type: 'order', id: orderId },
        before: {
          reference: deleted!.reference,
          tourName: deleted!.tourName,
          tourPriceCents: deleted!.tourPriceCents,
          email: deleted!.email,
        },
      })
      return 'deleted'
    })
    if (outcome === 'deleted') return { deletedCount: 1 }
    if (outcome === 'gone') throw new NotFound(messages.errors.noSuchOrder)
    if (outcome === 'paid') throw new Conflict(messages.errors.orderPaidNoDelete)
    if (outcome === 'cancelled') throw new Conflict(messages.errors.orderCancelledKept)
  }
  throw new Conflict(messages.errors.paymentStartedNoDelete)
}
