/**
 * The public catalogue's lists: all places (GET /places) and a division's (GET /place/:id),
 * filtered by maximum price, division and name (either language's), in placeId order unless a
 * sort is asked for. Whole, as the spec answers them, or a page at a time (`listPlacesPage`):
 * keyset on the sort key and placeId, so a page costs the same deep in the list as at its start
 * (indexes in the catalog-paging migration, drizzle/).
 */
import { and, asc, count, desc, eq, gt, ilike, lte, max, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Place, PlacesPage, PlacesQuery } from '#shared/contracts/catalog.ts'
import type { Locale } from '#shared/messages.ts'
import { toMajor, toMinor } from '#shared/money.ts'
import { places } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { badCursor, decodeKey, encodeKey } from '#server/lib/page-cursor.ts'
import { findDivision, parseDivisionRef } from './find-division.ts'
import { displayedRating, listedPlace, selectPlaces, toPlace } from './place-row.ts'

type Sort = NonNullable<PlacesQuery['sort']>

/** Each sort's key (its ties broken by placeId, ascending, in every order) and direction. */
const sortKeys: Record<Sort, { key: SQL | typeof places.priceCents; descending: boolean }> = {
  price: { key: places.priceCents, descending: false },
  '-price': { key: places.priceCents, descending: true },
  // The rating visitors see, verified reviews included.
  rating: { key: displayedRating, descending: false },
  '-rating': { key: displayedRating, descending: true },
}

function ordering(sort: Sort | undefined) {
  if (!sort) return [asc(places.placeId)]
  const { key, descending } = sortKeys[sort]
  return [descending ? desc(key) : asc(key), asc(places.placeId)]
}

/** The cursor: the last row's sort key (cents, or the rating as text) and its placeId. */
const cursorSchema = z.union([
  z.tuple([z.number().int().positive()]),
  z.tuple([
    z.union([z.number().int(), z.string().regex(/^\d{1,2}(\.\d{1,6})?$/)]),
    z.number().int().positive(),
  ]),
])

/** Rows after the cursor's row, in the sort's order. */
function after(sort: Sort | undefined, cursor: string): SQL {
  const key = decodeKey(cursor, cursorSchema)
  if (!sort) {
    // A cursor of another sort is as unusable as a made-up one.
    if (key.length !== 1) throw badCursor()
    return gt(places.placeId, key[0])
  }
  if (key.length !== 2) throw badCursor()
  const [value, placeId] = key
  const { key: column, descending } = sortKeys[sort]
  const bound = sort.endsWith('price')
    ? sql`${Number(value)}::integer`
    : sql`${String(value)}::numeric`
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
}

/**
 * The conditions of the filters but the price bound (the slider's range ignores it), or null
 * when they can match nothing (an unknown division).
 */
async function filterConditions(ctx: Ctx, filters: PlaceFilters): Promise<SQL[] | null> {
  const conditions: SQL[] = []
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
  const rows = await selectPlaces(
    ctx.db,
    and(...conditions, ...priceBound(query.maxPrice)),
  ).orderBy(...ordering(query.sort))
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
  const start = page.cursor === undefined ? undefined : after(query.sort, page.cursor)
  const conditions = await filterConditions(ctx, query)
  if (!conditions) return { items: [], nextCursor: null, total: 0, priceMax: null }
  const matching = and(...conditions, ...priceBound(query.maxPrice))
  const [rows, [figures]] = await Promise.all([
    selectPlaces(ctx.db, and(matching, start))
      .orderBy(...ordering(query.sort))
      .limit(page.limit + 1),
    ctx.db
      .select({
        total: count(sql`case when ${matching ?? sql`true`} then 1 end`),
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
    else nextCursor = encodeKey([String(last.sortRating), last.placeId])
  }
  return {
    items: shown.map((row) => toPlace(row, locale)),
    nextCursor,
    total: figures?.total ?? 0,
    priceMax: figures?.priceMax == null ? null : toMajor(figures.priceMax),
  }
}
