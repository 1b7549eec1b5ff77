import { and, eq, isNull, sql } from 'drizzle-orm'
import type { RecordId } from '#shared/contracts/common.ts'
import type { Db } from '#server/db/client.ts'
import { places } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import type { PaymentProvider } from '#server/lib/payment-provider.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { byId } from './place-values.ts'
import { messages } from '#shared/messages.ts'

/**
 * DELETE /tour/:id — an admin removes a plan. A plan nobody booked is deleted. A plan with orders
 * is archived instead, so no order loses its plan: it leaves the catalogue and can no longer be
 * booked or paid; its paid orders stay as they are; its unpaid ones are cancelled (customers
 * mailed) and their open intents cancelled at the provider after the commit (never inside the
 * transaction: the sandbox provider uses the database, and PGlite has one connection). An intent
 * that succeeds anyway in that moment still makes its order Paid (markOrderPaid): money taken is
 * never lost. Answers `deletedCount: 1` either way (the spec's client reads it), plus
 * `archived: true` when archived.
 */
/**
 * What withdrawing a plan needs of its orders: the orders feature's verbs, handed in by the
 * composition (src/server/routes.ts), since the catalogue sits below orders. Whether any order
 * was ever booked on the plan, and cancelling its unpaid ones inside our transaction.
 */
export interface PlanOrders {
  hasOrders(input: { db: Db; tourId: string }): Promise<boolean>
  cancelUnpaidOrders(input: {
    db: Db
    of: { tourId: string }
    reason: () => string
    publicUrl: string
  }): Promise<{ cancelled: number; openIntentIds: string[] }>
}

export async function deletePlace({
  ctx,
  id,
  provider,
  planOrders,
}: {
  ctx: UserCtx
  id: RecordId
  provider: Pick<PaymentProvider, 'cancelIntent'>
  planOrders: PlanOrders
}): Promise<{ deletedCount: number; archived?: true; uncancelledIntents: string[] }> {
  const outcome = await ctx.db.transaction(async (tx) => {
    // Locked: a booking's foreign-key check waits for us, so none lands on a deleted plan.
    const [place] = await tx
      .select({ id: places.id, name: places.name, placeId: places.placeId })
      .from(places)
      .where(and(byId(id), isNull(places.archivedAt)))
      .for('update')
    if (!place) throw new NotFound(messages.errors.noSuchPlan)
    const booked = await planOrders.hasOrders({ db: tx, tourId: place.id })
    await recordAudit(tx, ctx.user, {
      action: booked ? 'plan.archived' : 'plan.deleted',
      subject: { type: 'plan', id: place.id },
      before: { name: place.name, placeId: place.placeId },
    })
    if (!booked) {
      await tx.delete(places).where(eq(places.id, place.id))
      return { archived: false as const, cancelled: 0, openIntentIds: [] }
    }
    await tx
      .update(places)
      .set({ archivedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(places.id, place.id))
    const cancelled = await planOrders.cancelUnpaidOrders({
      db: tx,
      of: { tourId: place.id },
      reason: () => messages.errors.planWithdrawn,
      publicUrl: ctx.publicUrl,
    })
    return { archived: true as const, ...cancelled }
  })
  // The trigger's notification empties it too, but maybe after the answer.
  ctx.catalogCache.invalidate()
  if (outcome.cancelled > 0) ctx.mailQueued()
  const results = await Promise.allSettled(
    outcome.openIntentIds.map((intentId) => provider.cancelIntent(intentId)),
  )
  // Not cancelled: the provider failed (the order is cancelled, so it cannot be paid from here),
  // or the money moved first (the confirmation marks the order Paid).
  const uncancelledIntents = outcome.openIntentIds.filter((_, i) => {
    const result = results[i]!
    return result.status === 'rejected' || result.value !== 'canceled'
  })
  return outcome.archived
    ? { deletedCount: 1, archived: true, uncancelledIntents }
    : { deletedCount: 1, uncancelledIntents }
}
