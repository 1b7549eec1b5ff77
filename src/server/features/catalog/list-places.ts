import { and, asc, desc, eq, ilike, lte, or, type SQL } from 'drizzle-orm'
import type { Place, PlacesQuery } from '#shared/contracts/catalog.ts'
import type { Locale } from '#shared/messages.ts'
import { dollarsToCents } from '#shared/money.ts'
import { places } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { findDivision, parseDivisionRef } from './find-division.ts'
import { displayedRating, selectPlaces, toPlace } from './place-row.ts'

const orderings = {
  price: [asc(places.priceCents), asc(places.placeId)],
  '-price': [desc(places.priceCents), asc(places.placeId)],
  // The rating visitors see, verified reviews included.
  rating: [asc(displayedRating), asc(places.placeId)],
  '-rating': [desc(displayedRating), asc(places.placeId)],
} as const

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * All places in `locale`, optionally filtered by maximum price, division and name (either
 * language's), in placeId order unless a sort is asked for. An unknown division yields an empty
 * list (it is a filter, not a lookup).
 */
export async function listPlaces({
  ctx,
  query = {},
  locale,
}: {
  ctx: Ctx
  query?: PlacesQuery
  locale: Locale
}): Promise<Place[]> {
  const conditions: SQL[] = []
  if (query.maxPrice !== undefined) {
    conditions.push(lte(places.priceCents, dollarsToCents(query.maxPrice)))
  }
  if (query.division !== undefined) {
    const divisionId = (await findDivision({ ctx, ref: parseDivisionRef(query.division) }))?.id
    if (divisionId === undefined) return []
    conditions.push(eq(places.divisionId, divisionId))
  }
  if (query.q) {
    const pattern = likePattern(query.q)
    conditions.push(or(ilike(places.name, pattern), ilike(places.nameBn, pattern))!)
  }

  const rows = await selectPlaces(ctx.db, and(...conditions)).orderBy(
    ...(query.sort ? orderings[query.sort] : [asc(places.placeId)]),
  )
  return rows.map((row) => toPlace(row, locale))
}
