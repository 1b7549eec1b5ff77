/**
 * The public catalogue's lists: all places (GET /places) and a division's (GET /place/:id),
 * filtered by maximum price, division, name (either language's), duration and an open departure
 * with seats for a party between two dates, in placeId order unless a sort is asked for. Whole,
 * as the spec answers them, or a page at a time (`listPlacesPage`): keyset on the sort key and
 * placeId, so a page costs the same deep in the list as at its start (indexes in the
 * catalog-paging migration, drizzle/; the departures' own (tour, date) index for the search).
 * docs/decisions/048-catalogue-search.md says what each filter and sort means.
 */
import { and, asc, count, desc, eq, gt, gte, ilike, lte, max, or, sql, type SQL } from 'drizzle-orm'
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import type { Place, PlacesPage, PlacesQuery } from '#shared/contracts/catalog.ts'
import { addDays, dhakaToday, isCalendarDate } from '#shared/dhaka-date.ts'
import type { Locale } from '#shared/messages.ts'
import { toMajor, toMinor } from '#shared/money.ts'
import { departures, divisions, places } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { badCursor, decodeKey, encodeKey } from '#server/lib/page-cursor.ts'
import { findDivision, parseDivisionRef } from './find-division.ts'
import {
  displayedRating,
  listedPlace,
  placeColumns,
  selectPlaces,
  toPlace,
  type PlaceRow,
} from './place-row.ts'

type Sort = NonNullable<PlacesQuery['sort']>

/**
 * The departures a search asks about: open, bookable (after today in Dhaka, as a booking
 * checks), from `start` to `end`, with at least `seats` left. Seats left are capacity minus
 * seats taken, as the tour's departures list shows them.
 */
interface DepartureWindow {
  start: string
  end?: string
  seats: number
}

/** The window the filters name, or none when they name no date and no party. */
function departureWindow(
  filters: PlaceFilters,
  sort: Sort | undefined,
): DepartureWindow | undefined {
  const asked =
    filters.from !== undefined || filters.to !== undefined || filters.travellers !== undefined
  if (!asked && sort !== 'departure') return undefined
  const tomorrow = addDays(dhakaToday(), 1)
  return {
    start: filters.from !== undefined && filters.from > tomorrow ? filters.from : tomorrow,
    end: filters.to,
    seats: filters.travellers ?? 1,
  }
}

/** Whether a filter or sort reads departures: such answers change with every seat taken. */
export function readsDepartures(query: PlaceFilters & { sort?: Sort }): boolean {
  return departureWindow(query, query.sort) !== undefined
}

/** Departures of `table` in the window: open, from its start to its end, with the seats. */
function inWindow(
  table: Record<'state' | 'date' | 'capacity' | 'seatsTaken', AnyPgColumn>,
  window: DepartureWindow,
): SQL {
  return sql`${table.state} = 'open' and ${table.date} >= ${window.start}::date
    ${window.end === undefined ? sql`` : sql`and ${table.date} <= ${window.end}::date`}
    and ${table.capacity} - ${table.seatsTaken} >= ${window.seats}`
}

/** The window's departures of the place in the row being read (its (tour, date) index). */
function departuresOfPlace(window: DepartureWindow): SQL {
  return sql`${departures.tourId} = ${places.id} and ${inWindow(departures, window)}`
}

/** Whether the place in the row being read has a departure in the window. */
const hasDeparture = (window: DepartureWindow) =>
  sql`exists (select 1 from ${departures} where ${departuresOfPlace(window)})`

/** The place's soonest departure in the window (a date), or null when it has none. */
const soonestDeparture = (window: DepartureWindow) =>
  sql<string | null>`(select min(${departures.date}) from ${departures}
    where ${departuresOfPlace(window)})`

/** Each sort's key (its ties broken by placeId, ascending, in every order) and direction. */
function sortKey(sort: Sort, window: DepartureWindow | undefined) {
  switch (sort) {
    case 'price':
      return { key: places.priceCents, descending: false }
    case '-price':
      return { key: places.priceCents, descending: true }
    // The rating visitors see, verified reviews included.
    case 'rating':
      return { key: displayedRating, descending: false }
    case '-rating':
      return { key: displayedRating, descending: true }
    // The soonest departure with seats; tours without one last.
    case 'departure':
      return { key: soonestDeparture(window!), descending: false }
  }
}

function ordering(sort: Sort | undefined, window: DepartureWindow | undefined) {
  if (!sort) return [asc(places.placeId)]
  const { key, descending } = sortKey(sort, window)
  if (sort === 'departure') return [sql`${key} asc nulls last`, asc(places.placeId)]
  return [descending ? desc(key) : asc(key), asc(places.placeId)]
}

const ratingText = z.string().regex(/^\d{1,2}(\.\d{1,6})?$/)
const calendarDate = z.string().refine(isCalendarDate)
/**
 * The cursor: the last row's sort key and its placeId: cents, the rating as text, the soonest
 * departure's date or null (a tour without one), and the placeId alone without a sort.
 */
const cursorSchema = z.union([
  z.tuple([z.number().int().positive()]),
  z.tuple([
    z.union([z.number().int(), ratingText, calendarDate, z.null()]),
    z.number().int().positive(),
  ]),
])

/**
 * Rows after the cursor's row, in the sort's order (the departure sort's pages start in
 * `byDeparture`, from `departureKey`).
 */
function after(sort: Exclude<Sort, 'departure'> | undefined, cursor: string): SQL {
  const key = decodeKey(cursor, cursorSchema)
  if (!sort) {
    // A cursor of another sort is as unusable as a made-up one.
    if (key.length !== 1) throw badCursor()
    return gt(places.placeId, key[0])
  }
  if (key.length !== 2) throw badCursor()
  const [value, placeId] = key
  const { key: column, descending } = sortKey(sort, undefined)
  let bound: SQL
  if (sort.endsWith('price')) {
    if (typeof value !== 'number') throw badCursor()
    bound = sql`${value}::integer`
  } else {
    if (typeof value !== 'string' || !ratingText.safeParse(value).success) throw badCursor()
    bound = sql`${value}::numeric`
  }
  // "key beyond the bound, or equal to it with a later placeId"; the first half lets the index
  // start at the bound.
  return descending
    ? sql`(${column} <= ${bound} and (${column} < ${bound} or ${places.placeId} > ${placeId}))`
    : sql`(${column} >= ${bound} and (${column} > ${bound} or ${places.placeId} > ${placeId}))`
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

export interface PlaceFilters {
  maxPrice?: number
  /** A division by name, id or _id (a filter: an unknown one matches nothing). */
  division?: string
  /** A division already found (its numeric id). */
  divisionId?: number
  q?: string
  /** Tours lasting at least / at most this many days. */
  minDays?: number
  maxDays?: number
  /** Tours with an open departure in from–to (either may be absent) with seats for travellers. */
  from?: string
  to?: string
  travellers?: number
}

/**
 * The conditions of the filters but the price bound (the slider's range ignores it), or null
 * when they can match nothing (an unknown division).
 */
async function filterConditions(ctx: Ctx, filters: PlaceFilters): Promise<SQL[] | null> {
  const conditions: SQL[] = []
  if (filters.minDays !== undefined) conditions.push(gte(places.durationDays, filters.minDays))
  if (filters.maxDays !== undefined) conditions.push(lte(places.durationDays, filters.maxDays))
  // Only a date or a party filters; the departure sort alone keeps tours without departures.
  const window = departureWindow(filters, undefined)
  if (window) conditions.push(hasDeparture(window))
  let divisionId = filters.divisionId
  if (divisionId === undefined && filters.division !== undefined) {
    divisionId = (await findDivision({ ctx, ref: parseDivisionRef(filters.division) }))?.id
    if (divisionId === undefined) return null
  }
  if (divisionId !== undefined) conditions.push(eq(places.divisionId, divisionId))
  if (filters.q) {
    const pattern = likePattern(filters.q)
    conditions.push(or(ilike(places.name, pattern), ilike(places.nameBn, pattern))!)
  }
  return conditions
}

const priceBound = (maxPrice: number | undefined) =>
  maxPrice === undefined ? [] : [lte(places.priceCents, toMinor(maxPrice))]

/** Every place the filters keep, in `locale`: the spec's whole answer. */
export async function listPlaces({
  ctx,
  query = {},
  locale,
}: {
  ctx: Ctx
  query?: PlaceFilters & { sort?: Sort }
  locale: Locale
}): Promise<Place[]> {
  const conditions = await filterConditions(ctx, query)
  if (!conditions) return []
  const window = departureWindow(query, query.sort)
  const rows = await selectPlaces(
    ctx.db,
    and(...conditions, ...priceBound(query.maxPrice)),
  ).orderBy(...ordering(query.sort, window))
  return rows.map((row) => toPlace(row, locale))
}

/** One page of the places the filters keep, with how many there are and the highest price. */
export async function listPlacesPage({
  ctx,
  query,
  page,
  locale,
}: {
  ctx: Ctx
  query: PlaceFilters & { sort?: Sort }
  page: { limit: number; cursor?: string }
  locale: Locale
}): Promise<PlacesPage> {
  const window = departureWindow(query, query.sort)
  const start =
    page.cursor === undefined || query.sort === 'departure'
      ? undefined
      : after(query.sort, page.cursor)
  const departureCursor =
    page.cursor !== undefined && query.sort === 'departure' ? departureKey(page.cursor) : undefined
  const conditions = await filterConditions(ctx, query)
  if (!conditions) return { items: [], nextCursor: null, total: 0, priceMax: null }
  const bound = priceBound(query.maxPrice)
  const [rows, [figures]] = await Promise.all([
    query.sort === 'departure'
      ? byDeparture(ctx, query, window!, page.limit, departureCursor)
      : selectPlaces(ctx.db, and(...conditions, ...bound, start))
          .orderBy(...ordering(query.sort, window))
          .limit(page.limit + 1),
    // The other filters are the WHERE; the price bound is counted apart (the slider's range
    // is the highest price whatever it says).
    ctx.db
      .select({
        total: count(bound.length > 0 ? sql`case when ${bound[0]} then 1 end` : sql`*`),
        priceMax: max(places.priceCents),
      })
      .from(places)
      .where(and(listedPlace, ...conditions)),
  ])
  const shown = rows.slice(0, page.limit)
  const last = shown.at(-1)
  let nextCursor: string | null = null
  if (rows.length > page.limit && last) {
    if (!query.sort) nextCursor = encodeKey([last.placeId])
    else if (query.sort.endsWith('price')) nextCursor = encodeKey([last.priceCents, last.placeId])
    else if (query.sort === 'departure') {
      nextCursor = encodeKey([(last as DatedRow).soonestDeparture, last.placeId])
    } else nextCursor = encodeKey([String(last.sortRating), last.placeId])
  }
  return {
    items: shown.map((row) => toPlace(row, locale)),
    nextCursor,
    total: figures?.total ?? 0,
    priceMax: figures?.priceMax == null ? null : toMajor(figures.priceMax),
  }
}

type DatedRow = PlaceRow & { soonestDeparture: string | null }

/** A departure sort's cursor: the last row's soonest date (null: it had none) and placeId. */
function departureKey(cursor: string): [string | null, number] {
  const key = decodeKey(cursor, cursorSchema)
  if (key.length !== 2) throw badCursor()
  const [value, placeId] = key
  if (value !== null && (typeof value !== 'string' || !calendarDate.safeParse(value).success)) {
    throw badCursor()
  }
  return [value, placeId]
}

/**
 * A page in the departure sort: first the tours with a departure in the window, by their
 * soonest one, read from the departures in date order (the date index), each tour at its first
 * such departure, so a page reads about as many departures as it shows tours instead of every
 * tour's soonest; then, when no date or party filters, the tours without one, by placeId.
 */
async function byDeparture(
  ctx: Ctx,
  query: PlaceFilters,
  window: DepartureWindow,
  limit: number,
  cursor: [string | null, number] | undefined,
): Promise<DatedRow[]> {
  // The place filters without the window's own (each row read here is in the window).
  const conditions = (await filterConditions(ctx, {
    ...query,
    from: undefined,
    to: undefined,
    travellers: undefined,
  }))!
  const bound = priceBound(query.maxPrice)
  const rows: DatedRow[] = []
  if (cursor === undefined || cursor[0] !== null) {
    const earlier = alias(departures, 'earlier')
    const [date, placeId] = cursor ?? []
    rows.push(
      ...(await ctx.db
        .select({ ...placeColumns, soonestDeparture: departures.date })
        .from(departures)
        .innerJoin(places, eq(places.id, departures.tourId))
        .innerJoin(divisions, eq(divisions.id, places.divisionId))
        .where(
          and(
            inWindow(departures, window),
            listedPlace,
            ...conditions,
            ...bound,
            // The tour's first departure in the window.
            sql`not exists (select 1 from ${departures} as ${sql.identifier('earlier')} where ${earlier.tourId} = ${departures.tourId}
              and ${inWindow(earlier, window)} and ${earlier.date} < ${departures.date})`,
            date === undefined
              ? undefined
              : sql`(${departures.date} >= ${date}::date and (${departures.date} > ${date}::date
                  or ${places.placeId} > ${placeId}))`,
          ),
        )
        .orderBy(asc(departures.date), asc(places.placeId))
        .limit(limit + 1)),
    )
  }
  const filtered =
    query.from !== undefined || query.to !== undefined || query.travellers !== undefined
  if (rows.length <= limit && !filtered) {
    const undated = await selectPlaces(
      ctx.db,
      and(
        ...conditions,
        ...bound,
        sql`not ${hasDeparture(window)}`,
        cursor?.[0] === null ? gt(places.placeId, cursor[1]) : undefined,
      ),
    )
      .orderBy(asc(places.placeId))
      .limit(limit + 1 - rows.length)
    rows.push(...undated.map((row) => ({ ...row, soonestDeparture: null })))
  }
  return rows
}
