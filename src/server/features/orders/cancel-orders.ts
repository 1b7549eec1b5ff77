/**
 * What happens to the orders of a plan that is withdrawn (archived), or of a departure that is
 * cancelled: the unpaid orders are cancelled, each customer is mailed once through the outbox, and the open intents are handed
 * back for the caller to cancel at the provider once its transaction has committed. Paid orders
 * are left exactly as they are.
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'
import { enqueueMail } from '#server/features/mail/index.ts'
import { orderCancellation, reasonOnRecord, type Reason } from '#server/features/mail/index.ts'
import { verifiedEmailOf } from '#server/features/accounts/index.ts'
import { toMailOrder } from './order-row.ts'

/** Whether any order (paid, unpaid or cancelled) was ever booked on this plan. */
export async function hasOrders({ db, tourId }: { db: Db; tourId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.tourId, tourId))
    .limit(1)
  return row !== undefined
}

/**
 * Cancels the unpaid, live orders of a plan or of one departure inside the caller's transaction
 * (`db` is the transaction), queueing one cancellation mail per order with them (to the
 * account's verified address; none without one, as for the booking mail). Their seats go back
 * (the orders trigger). Returns how many were cancelled and their open intents (to cancel at
 * the provider after the commit: never inside the transaction).
 */
export async function cancelUnpaidOrders({
  db,
  of,
  reason,
  publicUrl,
}: {
  db: Db
  of: { tourId: string } | { departureId: string }
  /** Said in each customer's mail, in their language; kept on the order in the company's. */
  reason: Reason
  publicUrl: string
}): Promise<{ cancelled: number; openIntentIds: string[] }> {
  const owner =
    'tourId' in of ? eq(orders.tourId, of.tourId) : eq(orders.departureId, of.departureId)
  const rows = await db
    .update(orders)
    .set({
      cancelledAt: new Date(),
      cancelReason: reasonOnRecord(reason),
      cancelledBy: 'tourId' in of ? 'plan' : 'departure',
    })
    .where(and(owner, eq(orders.isPaid, false), isNull(orders.cancelledAt)))
    .returning()
  for (const row of rows) {
    const to = await verifiedEmailOf(db, row.userId)
    if (to) await enqueueMail(db, orderCancellation(toMailOrder(row), reason, publicUrl, to))
  }
  return {
    cancelled: rows.length,
    openIntentIds: rows.flatMap((row) => (row.paymentIntentId ? [row.paymentIntentId] : [])),
  }
}
