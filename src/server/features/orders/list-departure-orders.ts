/**
 * The bookings of one departure that travel: not cancelled, and paid (in full or a deposit) or
 * an unpaid hold that is still live (not run out — also those past their time that the sweep
 * has not reached yet), ordered by pickup point (its time, then its name; bookings without one
 * last), then by name, so a guide reads them stop by stop. A payment that lands on a cancelled booking is
 * refunded (orders/ledger.ts), so a cancelled booking never travels. The manifest of a departure (departures/get-manifest.ts) reads them here.
 */
import { and, asc, count, eq, gt, isNull, or, sql, sum, type SQL } from 'drizzle-orm'
import type { ManifestBooking } from '#shared/contracts/departures.ts'
import type { Db } from '#server/db/client.ts'
import { orders, orderTravellers, travellingSeats } from '#server/db/schema/index.ts'
import { createdAtText } from '#server/lib/keyset-cursor.ts'
import { toMajor } from '#shared/money.ts'
import { balanceDueMinor, orderLines, travellingSeatsOf } from './order-row.ts'

/**
 * Where a manifest page ends: the last booking's pickup keys (1 without a pickup point, so those
 * come last; its time and lower-cased name, '' without one), its name (lower-cased), creation
 * time and id. None of them is null, so one row comparison pages them.
 */
export interface ManifestKey {
  noPickup: 0 | 1
  pickupTime: string
  pickupName: string
  name: string
  at: string
  id: string
}

const nameKey = sql<string>`lower(${orders.name})`
const noPickupKey = sql<number>`(case when ${orders.pickup} is null then 1 else 0 end)`
const pickupTimeKey = sql<string>`coalesce(${orders.pickup}->>'time', '')`
const pickupNameKey = sql<string>`coalesce(lower(${orders.pickup}->>'name'), '')`

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

/**
 * The bookings that travel on a departure, counted: bookings, travellers, paid travellers. A
 * private group counts the travellers of its party, not the seats it holds (decision 053).
 */
export async function countDepartureOrders({ db, departureId }: { db: Db; departureId: string }) {
  const seats = travellingSeats(orders)
  const [row] = await db
    .select({
      bookings: count(),
      travellers: sum(seats).mapWith(Number),
      paidTravellers: sum(sql`case when ${orders.isPaid} then ${seats} else 0 end`).mapWith(Number),
      checkedInTravellers: sum(
        sql`case when ${orders.arrival} = 'checked_in' then ${seats} else 0 end`,
      ).mapWith(Number),
      noShowTravellers: sum(
        sql`case when ${orders.arrival} = 'no_show' then ${seats} else 0 end`,
      ).mapWith(Number),
    })
    .from(orders)
    .where(travellingOn(departureId))
  return {
    bookings: row?.bookings ?? 0,
    travellers: row?.travellers ?? 0,
    paidTravellers: row?.paidTravellers ?? 0,
    checkedInTravellers: row?.checkedInTravellers ?? 0,
    noShowTravellers: row?.noShowTravellers ?? 0,
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
      party: orders.party,
      extras: orders.extras,
      pickup: orders.pickup,
      tourPriceCents: orders.tourPriceCents,
      privatePriceCents: orders.privatePriceCents,
      isPaid: orders.isPaid,
      paidCents: orders.paidCents,
      refundedCents: orders.refundedCents,
      cancelledAt: orders.cancelledAt,
      arrival: orders.arrival,
      travellerNames: sql<
        string[]
      >`coalesce((select array_agg(${orderTravellers.name} order by ${orderTravellers.position}) from ${orderTravellers} where ${orderTravellers.orderId} = ${orders.id}), '{}')`,
      createdAt: orders.createdAt,
      noPickup: noPickupKey,
      pickupTime: pickupTimeKey,
      pickupName: pickupNameKey,
      nameKey,
      at: createdAtText(orders.createdAt),
    })
    .from(orders)
    .where(
      and(
        travellingOn(departureId),
        after
          ? sql`(${noPickupKey}, ${pickupTimeKey}, ${pickupNameKey}, ${nameKey}, ${orders.createdAt}, ${orders.id}) > (${after.noPickup}::integer, ${after.pickupTime}::text, ${after.pickupName}::text, ${after.name}::text, ${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(
      asc(noPickupKey),
      asc(pickupTimeKey),
      asc(pickupNameKey),
      asc(nameKey),
      asc(orders.createdAt),
      asc(orders.id),
    )
    .$dynamic()
  const rows = await (page ? query.limit(page.limit) : query)
  return rows.map(
    ({
      id,
      createdAt,
      noPickup,
      pickupTime,
      pickupName,
      nameKey: name,
      at,
      tourPriceCents,
      paidCents,
      refundedCents,
      cancelledAt,
      privatePriceCents,
      ...row
    }) => ({
      _id: id,
      ...row,
      travellers: travellingSeatsOf({ ...row, tourPriceCents, privatePriceCents }),
      privatePrice: privatePriceCents === null ? null : toMajor(privatePriceCents),
      ...orderLines({ ...row, tourPriceCents }),
      balanceDue: toMajor(
        balanceDueMinor({ tourPriceCents, paidCents, refundedCents, cancelledAt }),
      ),
      createdAt: createdAt.toISOString(),
      key: { noPickup: Number(noPickup) === 1 ? 1 : 0, pickupTime, pickupName, name, at, id },
    }),
  )
}
