/**
 * Traveller details are kept for the trip and its aftermath only: 90 days after a booking's
 * departure (Asia/Dhaka) the lifecycle worker deletes them. Few rows match at a time (those of
 * the day's trips), and each is found from order_travellers through the order's key, so the
 * sweep stays small beside a million orders.
 */
import { and, eq, exists, lt } from 'drizzle-orm'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import type { Db } from '#server/db/client.ts'
import { orders, orderTravellers } from '#server/db/schema/index.ts'
import { TRAVELLER_DETAILS_KEPT_DAYS } from './travellers-row.ts'

/** Deletes the details of trips over 90 days past; answers how many travellers' rows went. */
export async function purgeTravellerDetails({
  db,
  today = dhakaToday(),
}: {
  db: Db
  today?: string
}): Promise<number> {
  const before = addDays(today, -TRAVELLER_DETAILS_KEPT_DAYS)
  const gone = await db
    .delete(orderTravellers)
    .where(
      exists(
        db
          .select({ one: orders.id })
          .from(orders)
          .where(and(eq(orders.id, orderTravellers.orderId), lt(orders.departureDate, before))),
      ),
    )
    .returning({ orderId: orderTravellers.orderId })
  return gone.length
}
