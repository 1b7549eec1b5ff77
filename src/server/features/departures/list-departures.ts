import { and, asc, count, eq, gt, gte, ne, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { RecordId } from '#shared/contracts/common.ts'
import {
  departureSchema,
  type AdminDeparture,
  type Departure,
} from '#shared/contracts/departures.ts'
import { dhakaToday, isCalendarDate } from '#shared/dhaka-date.ts'
import { toMinor } from '#shared/money.ts'
import type { CachedAnswer } from '#server/caches/cached-answer.ts'
import type { DeparturesCache } from '#server/caches/departures-cache.ts'
import type { Db } from '#server/db/client.ts'
import { departures } from '#server/db/schema/index.ts'
import { cachedPlace } from '#server/features/catalog/index.ts'
import { expireHolds } from '#server/features/orders/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { decodeKey, encodeKey } from '#server/lib/page-cursor.ts'
import { departureColumns, toAdminDeparture, toDeparture } from './departure-row.ts'

/**
 * The public list's query, prepared once per database (a named statement: planned once, not on
 * every read — 0.5 ms instead of 0.7–0.9 ms a read on PGlite, measured).
 */
const prepared = new WeakMap<Db, ReturnType<typeof prepareUpcoming>>()
function prepareUpcoming(db: Db) {
  return db
    .select(departureColumns)
    .from(departures)
    .where(
      and(
        eq(departures.tourId, sql.placeholder('tourId')),
        gt(departures.date, sql.placeholder('from')),
        ne(departures.state, 'cancelled'),
      ),
    )
    .orderBy(asc(departures.date))
    .limit(sql.placeholder('limit'))
    .prepare('departures_upcoming')
}
function upcomingQuery(db: Db) {
  let query = prepared.get(db)
  if (!query) {
    query = prepareUpcoming(db)
    prepared.set(db, query)
  }
  return query
}

const departuresSchema = z.array(departureSchema)

/**
 * GET /places/:tourId/departures — the tour's upcoming dates (after today in Dhaka), soonest
 * first, cancelled ones left out, with live seat counts. Paged by date: `after` the last date
 * of a page. Kept in the departures cache, which every change to a date or its seats empties
 * (caches/departures-cache.ts); a miss is one indexed query.
 */
export async function listDepartures({
  ctx,
  cache,
  tourId,
  after,
  limit,
}: {
  ctx: Ctx
  cache: DeparturesCache
  tourId: RecordId
  after?: string
  limit: number
}): Promise<CachedAnswer<Departure[]>> {
  // Only its id and price are read: any language's answer will do. An unknown tour is a 404
  // here, before the cache: only tours that exist make keys.
  const { value: tour } = await cachedPlace({ ctx, tourId, locale: 'en' })
  const today = dhakaToday()
  const from = after && after > today ? after : today
  return cache.get(`${tour._id}/${from}/${limit}`, departuresSchema, async () => {
    const rows = await upcomingQuery(ctx.db).execute({ tourId: tour._id, from, limit })
    const priceCents = toMinor(tour.price)
    return rows.map((row) => toDeparture(row, priceCents))
  })
}

/** Admins: every departure of a tour from a date on (default today), any state, by date. */
export async function listTourDepartures({
  ctx,
  tour,
  from,
  limit,
}: {
  ctx: Ctx
  tour: { id: string; priceCents: number }
  from?: string
  limit: number
}): Promise<AdminDeparture[]> {
  // Admins see seats exactly: holds that ran out leave first (cheap: a partial index).
  await expireHolds({ db: ctx.db })
  const rows = await ctx.db
    .select(departureColumns)
    .from(departures)
    .where(and(eq(departures.tourId, tour.id), gte(departures.date, from ?? dhakaToday())))
    .orderBy(asc(departures.date))
    .limit(limit)
  return rows.map((row) => toAdminDeparture(row, tour.priceCents))
}

/** A page's cursor: the last date listed (a tour has one departure a date). */
const dateCursor = z.tuple([z.string().refine(isCalendarDate)])

/**
 * Admins, a page at a time: the tour's departures from a date on, by date, keyset on the date
 * (the unique index on tour and date serves it), with how many there are from that date.
 */
export async function listTourDeparturesPage({
  ctx,
  tour,
  from,
  page,
}: {
  ctx: Ctx
  tour: { id: string; priceCents: number }
  from?: string
  page: { limit: number; cursor?: string }
}): Promise<{ items: AdminDeparture[]; nextCursor: string | null; total: number }> {
  const after = page.cursor === undefined ? undefined : decodeKey(page.cursor, dateCursor)[0]
  await expireHolds({ db: ctx.db })
  const listed = and(eq(departures.tourId, tour.id), gte(departures.date, from ?? dhakaToday()))
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select(departureColumns)
      .from(departures)
      .where(and(listed, after === undefined ? undefined : gt(departures.date, after)))
      .orderBy(asc(departures.date))
      .limit(page.limit + 1),
    ctx.db.select({ total: count() }).from(departures).where(listed),
  ])
  const shown = rows.slice(0, page.limit)
  const last = shown.at(-1)
  return {
    items: shown.map((row) => toAdminDeparture(row, tour.priceCents)),
    nextCursor: rows.length > page.limit && last ? encodeKey([last.date]) : null,
    total: counted?.total ?? 0,
  }
}
