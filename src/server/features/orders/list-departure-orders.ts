/**
 * The bookings of one departure that travel: not cancelled, and paid (in full or a deposit) or
 * an unpaid hold that is still live (not run out — also those past their time that the sweep
 * has not reached yet), ordered by name. A payment that lands on a cancelled booking is
 * refunded (orders/ledger.ts), so a cancelled booking never travels. The manifest of a departure (departures/get-manifest.ts) reads them here.
 */
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { ManifestBooking } from '#shared/contracts/departures.ts'
import type { Db } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'

export async function listDepartureOrders({
  db,
  departureId,
}: {
  db: Db
  departureId: string
}): Promise<ManifestBooking[]> {
  const rows = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      name: orders.name,
      email: orders.email,
      phone: orders.phone,
      travellers: orders.travellers,
      isPaid: orders.isPaid,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(
      and(
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
      ),
    )
    .orderBy(asc(sql`lower(${orders.name})`), asc(orders.createdAt), asc(orders.id))
  return rows.map(({ id, createdAt, ...row }) => ({
    _id: id,
    ...row,
    createdAt: createdAt.toISOString(),
  }))
}
