/**
 * GET /overview (admins): the Dashboard's figures, each one aggregate query the database
 * answers from an index (migration `0020_overview_indexes`), never rows summed in JavaScript:
 *
 * - money by month from the ledger (`payments`), the one place that dates each movement:
 *   payments received (succeeded) and refunds asked for (pending or sent; a failed refund gives
 *   its money back to the order, so it does not count), by Dhaka month of the row. A gift
 *   voucher's sale is money received; its spending on a booking, or a refund back onto it, moves
 *   no money in or out (decision 054) and is left out;
 * - bookings by month and by division from the bookings (not sales) that received money, by the
 *   Dhaka month they were made in, the division's revenue being what they hold now (paid less
 *   refunded; a booking paid by voucher earns its division what it was paid). A private group's
 *   travellers are its party, not the seats it holds (decision 053);
 * - seats of the next 30 days' departures, by day; and the next departures with seats left.
 *
 * The first two sum a year of rows (index-only scans, yet 0.3–1 s at a million orders): they
 * are kept in the overview cache until money moves (caches/overview-cache.ts). Seats change
 * with every booking and hold, and cost a few milliseconds: read live on every request.
 */
import {
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { Overview, OverviewMonth } from '#shared/contracts/overview.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { toMajor } from '#shared/money.ts'
import type { Locale } from '#shared/messages.ts'
import {
  departures,
  divisions,
  moneyMovements,
  orders,
  outsideMoney,
  places,
  travellingSeats,
} from '#server/db/schema/index.ts'
import type { OverviewCache, OverviewFigures } from '#server/caches/overview-cache.ts'
import type { Db } from '#server/db/client.ts'
import type { Ctx } from '#server/lib/context.ts'

const MONTHS = 12
const OCCUPANCY_DAYS = 30
const NEXT_DEPARTURES = 8

/** The first day of the month `back` months before the month of `date` (YYYY-MM-DD). */
function monthStart(date: string, back: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number]
  const index = year * 12 + (month - 1) - back
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`
}

/** Midnight in Dhaka at the start of a Dhaka date, as a timestamptz. */
const dhakaMidnight = (date: string) => sql`(${date}::date::timestamp at time zone 'Asia/Dhaka')`
/** The Dhaka month (YYYY-MM) of a timestamptz column. */
const dhakaMonth = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'Asia/Dhaka', 'YYYY-MM')`
/** A sum of cents that may pass 2^31 (bigint comes back as text): as a number. */
const sumCents = (expression: SQL) => sql`coalesce(sum(${expression}), 0)::bigint`.mapWith(Number)

const inLanguage = (locale: Locale, english: string, bangla: string | null) =>
  locale === 'bn' && bangla ? bangla : english

/** The year's sums: three aggregates, each an index-only range scan of its window. */
async function yearFigures(db: Db, today: string): Promise<OverviewFigures> {
  const from = dhakaMidnight(monthStart(today, MONTHS - 1))
  // orders_overview_idx's predicate, word for word, so the planner uses it.
  const paidBooking = and(gt(orders.paidCents, 0), isNull(orders.sale))
  const [money, bookings, privately, byDivision] = await Promise.all([
    db
      .select({
        month: dhakaMonth(moneyMovements.createdAt),
        kind: moneyMovements.kind,
        cents: sumCents(sql`${moneyMovements.amountCents}`),
      })
      .from(moneyMovements)
      .where(
        and(
          gte(moneyMovements.createdAt, from),
          sql`((${moneyMovements.kind} = 'payment' and ${moneyMovements.status} = 'succeeded') or (${moneyMovements.kind} = 'refund' and ${moneyMovements.status} in ('pending', 'succeeded')))`,
          outsideMoney(moneyMovements),
        ),
      )
      .groupBy(sql`1`, moneyMovements.kind),
    db
      .select({
        month: dhakaMonth(orders.createdAt),
        bookings: count(),
        travellers: sumCents(
          sql`case when ${orders.privatePriceCents} is null then ${orders.travellers} else 0 end`,
        ),
      })
      .from(orders)
      .where(and(gte(orders.createdAt, from), paidBooking))
      .groupBy(sql`1`),
    // Private groups' travellers, from their parties (orders_private_idx: a handful of rows).
    db
      .select({
        month: dhakaMonth(orders.createdAt),
        travellers: sumCents(travellingSeats(orders)),
      })
      .from(orders)
      .where(and(gte(orders.createdAt, from), paidBooking, isNotNull(orders.privatePriceCents)))
      .groupBy(sql`1`),
    // Plans: a hash join on 10,000 rows.
    db
      .select({
        divisionId: places.divisionId,
        bookings: count(),
        revenueCents: sumCents(sql`${orders.paidCents} - ${orders.refundedCents}`),
      })
      .from(orders)
      .leftJoin(places, eq(places.id, orders.tourId))
      .where(and(gte(orders.createdAt, from), paidBooking))
      .groupBy(places.divisionId),
  ])
  const privateTravellers = new Map(privately.map((row) => [row.month, row.travellers]))
  return {
    money,
    bookings: bookings.map((row) => ({
      ...row,
      travellers: row.travellers + (privateTravellers.get(row.month) ?? 0),
    })),
    divisions: byDivision,
  }
}

export async function getOverview({
  ctx,
  locale,
  cache,
}: {
  ctx: Ctx
  locale: Locale
  cache: OverviewCache
}): Promise<Overview> {
  const today = dhakaToday()
  const db = ctx.db

  const [figures, days, next] = await Promise.all([
    cache.get(today, () => yearFigures(db, today)),
    // Seats of the next 30 days (departures_date_idx).
    db
      .select({
        date: departures.date,
        departures: count(),
        seatsTaken: sumCents(sql`${departures.seatsTaken}`),
        capacity: sumCents(sql`${departures.capacity}`),
      })
      .from(departures)
      .where(
        and(
          gte(departures.date, today),
          lt(departures.date, addDays(today, OCCUPANCY_DAYS)),
          ne(departures.state, 'cancelled'),
        ),
      )
      .groupBy(departures.date)
      .orderBy(asc(departures.date)),
    // The soonest open departures with a seat left (departures_date_idx, stops at 8).
    db
      .select({
        id: departures.id,
        tourId: departures.tourId,
        date: departures.date,
        capacity: departures.capacity,
        seatsTaken: departures.seatsTaken,
        name: places.name,
        nameBn: places.nameBn,
      })
      .from(departures)
      .innerJoin(places, eq(places.id, departures.tourId))
      .where(
        and(
          gte(departures.date, today),
          eq(departures.state, 'open'),
          lt(departures.seatsTaken, departures.capacity),
        ),
      )
      .orderBy(asc(departures.date), asc(departures.id))
      .limit(NEXT_DEPARTURES),
  ])

  const divisionIds = figures.divisions.flatMap((row) =>
    row.divisionId === null ? [] : [row.divisionId],
  )
  const names =
    divisionIds.length === 0
      ? []
      : await db
          .select({ id: divisions.id, name: divisions.name, nameBn: divisions.nameBn })
          .from(divisions)
          .where(inArray(divisions.id, divisionIds))
  const nameOf = new Map(names.map((row) => [row.id, inLanguage(locale, row.name, row.nameBn)]))

  // Twelve months, oldest first, zeros where nothing happened.
  const months = new Map<string, OverviewMonth>()
  for (let back = MONTHS - 1; back >= 0; back--) {
    const month = monthStart(today, back).slice(0, 7)
    months.set(month, { month, bookings: 0, travellers: 0, received: 0, refunded: 0, revenue: 0 })
  }
  const cents = new Map<string, { received: number; refunded: number }>()
  for (const row of figures.money) {
    const sums = cents.get(row.month) ?? { received: 0, refunded: 0 }
    if (row.kind === 'payment') sums.received += row.cents
    else sums.refunded += row.cents
    cents.set(row.month, sums)
  }
  for (const [month, sums] of cents) {
    const entry = months.get(month)
    if (!entry) continue
    entry.received = toMajor(sums.received)
    entry.refunded = toMajor(sums.refunded)
    entry.revenue = toMajor(sums.received - sums.refunded)
  }
  for (const row of figures.bookings) {
    const entry = months.get(row.month)
    if (!entry) continue
    entry.bookings = row.bookings
    entry.travellers = row.travellers
  }

  return {
    today,
    months: [...months.values()],
    divisions: figures.divisions
      .map((row) => ({
        divisionId: row.divisionId,
        divisionName: row.divisionId === null ? null : (nameOf.get(row.divisionId) ?? null),
        bookings: row.bookings,
        revenueCents: row.revenueCents,
      }))
      .toSorted((a, b) => b.revenueCents - a.revenueCents || b.bookings - a.bookings)
      .map(({ revenueCents, ...row }) => ({ ...row, revenue: toMajor(revenueCents) })),
    occupancy: days.map((row) => ({
      date: row.date,
      departures: row.departures,
      seatsTaken: row.seatsTaken,
      capacity: row.capacity,
    })),
    nextDepartures: next.map((row) => ({
      _id: row.id,
      tourId: row.tourId,
      tourName: inLanguage(locale, row.name, row.nameBn),
      date: row.date,
      capacity: row.capacity,
      seatsTaken: row.seatsTaken,
      seatsLeft: Math.max(0, row.capacity - row.seatsTaken),
    })),
  }
}
