import { and, desc, eq, isNull, lt } from 'drizzle-orm'
import { dhakaToday } from '#shared/dhaka-date.ts'
import type { Db } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'

/**
 * The booking that makes `userId` a traveller of `tourId`: theirs, paid, not cancelled, and its
 * departure date (Asia/Dhaka) before today — the trip has happened. The latest such trip, or
 * undefined. Only the server's clock and rows decide; `db` may be a transaction.
 */
export async function findTravelledOrder({
  db,
  userId,
  tourId,
  today = dhakaToday(),
}: {
  db: Db
  userId: string
  tourId: string
  today?: string
}): Promise<{ id: string; departureDate: string } | undefined> {
  const [row] = await db
    .select({ id: orders.id, departureDate: orders.departureDate })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.tourId, tourId),
        eq(orders.isPaid, true),
        isNull(orders.cancelledAt),
        lt(orders.departureDate, today),
      ),
    )
    .orderBy(desc(orders.departureDate), desc(orders.id))
    .limit(1)
  return row?.departureDate ? { id: row.id, departureDate: row.departureDate } : undefined
}
