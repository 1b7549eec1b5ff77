/**
 * How many orders each account has and when it booked last, for the accounts asked about only
 * (the Users page's rows): one grouped read on orders_user_id_idx.
 */
import { count, inArray, max } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'

export interface BookingSummary {
  bookings: number
  lastBookingAt: Date | null
}

export async function bookingSummaries(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, BookingSummary>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .select({ userId: orders.userId, bookings: count(), last: max(orders.createdAt) })
    .from(orders)
    .where(inArray(orders.userId, [...userIds]))
    .groupBy(orders.userId)
  return new Map(
    rows.map((row) => [
      row.userId!,
      {
        bookings: Number(row.bookings),
        lastBookingAt: row.last === null ? null : new Date(row.last),
      },
    ]),
  )
}
