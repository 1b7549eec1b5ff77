/**
 * Whether a private group holds a departure (decision 053): a live booking (not cancelled; paid,
 * with money on it, or a hold not run out) that took the whole date. The seats trigger already
 * keeps such a date full; this names why, and keeps its capacity from moving under it.
 */
import { and, eq, gt, isNotNull, isNull, or } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'

export async function heldPrivately(db: Db, departureId: string): Promise<boolean> {
  const [held] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.departureId, departureId),
        isNotNull(orders.privatePriceCents),
        isNull(orders.cancelledAt),
        or(eq(orders.isPaid, true), gt(orders.paidCents, 0), isNull(orders.expiredAt)),
      ),
    )
    .limit(1)
  return held !== undefined
}
