/**
 * The bookings of one departure that travel: not cancelled, and paid (in full or a deposit) or
 * an unpaid hold that is still live (not run out — also those past their time that the sweep
 * has not reached yet), ordered by name. A payment that lands on a cancelled booking is
 * refunded (orders/ledger.ts), so a cancelled booking never travels. The manifest of a departure (departures/get-manifest.ts) reads them here.
 */
import { and, asc, count, eq, gt, isNull, or, sql, sum, type SQL } from 'drizzle-orm'
import type { ManifestBooking } from '#shared/contracts/departures.ts'
import type { Db } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'
import { createdAtText } from '#server/lib/keyset-cursor.ts'

/** Where a manifest page ends: the last booking's name (lower-cased), creation time and id. */
export interface ManifestKey {
  name: string
  at: string
  id: string
}

const nameKey = sql<string>`lower(${orders.name})`

function travellingOn(departureId: string): SQL {
  return and(
    eq(orders.departureId, departureId),
    isNull(orders.cancelledAt),
    or(
      eq(orders.isPaid, true),
      gt(orders.paidCents, 0),
      and(
        isNull(orders.expiredAt),
        or(isNull(orders.holdExpiresAt), gt(orders.holdExpiresAt, sql`now()`)),
      ),
    ),
  )!
}

/** The bookings that travel on a departure, counted: bookings, travellers, paid travellers. */
export async function countDepartureOrders({ db, departureId }: { db: Db; departureId: string }) {
  const [row] = await db
    .select({
      bookings: count(),
      travellers: sum(orders.travellers).mapWith(Number),
      paidTravellers: sum(
        sql`case when ${orders.isPaid} then ${orders.travellers} else 0 end`,
      ).mapWith(Number),
    })
    .from(orders)
    .where(travellingOn(departureId))
  return {
    bookings: row?.bookings ?? 0,
    travellers: row?.travellers ?? 0,
    paidTravellers: row?.paidTravellers ?? 0,
  }
}

/**
 * The bookings, all of them or (`page`) at most `limit` after `after`, with each one's key for a
 * page's cursor. A departure holds at most its capacity in live bookings (1,000), so sorting them
 * after the departure index's read stays small.
 */
export async function listDepartureOrders({
  db,
  departureId,
  page,
}: {
  db: Db
  departureId: string
  page?: { limit: number; after?: ManifestKey }
}): Promise<(ManifestBooking & { key: ManifestKey })[]> {
  const after = page?.after
  const query = db
    .select({
      id: orders.id,
      reference: orders.reference,
      name: orders.name,
      email: orders.email,
      phone: orders.phone,
      travellers: orders.travellers,
      isPaid: orders.isPaid,
      createdAt: orders.createdAt,
      nameKey,
      at: createdAtText(orders.createdAt),
    })
    .from(orders)
    .where(
      and(
        travellingOn(departureId),
        after
          ? sql`(${nameKey}, ${orders.createdAt}, ${orders.id}) > (${after.name}, ${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(nameKey), asc(orders.createdAt), asc(orders.id))
    .$dynamic()
  const rows = await (page ? query.limit(page.limit) : query)
  return rows.map(({ id, createdAt, nameKey: name, at, ...row }) => ({
    _id: id,
    ...row,
    createdAt: createdAt.toISOString(),
    key: { name, at, id },
  }))
}
