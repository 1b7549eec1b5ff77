/**
 * Catalogue reads through the catalogue cache: what the public routes send, and the tour a
 * booking takes its name and price from. Writes read back uncached (getPlace): the cache may
 * not have heard of their change yet. Answers with texts are in a language and kept under it
 * (`bn:places?{}`); a plan's terms have none.
 *
 * A list whose filter or sort reads departures (dates, travellers, the soonest departure) is
 * kept in the departures cache instead, keyed alike: seats move with every booking, which only
 * that cache hears of (`departures_changed`), and "bookable" moves on at Dhaka's midnight, when
 * that cache empties too. The catalogue cache's emptying empties it as well.
 */
import { z } from 'zod'
import {
  divisionSchema,
  placeSchema,
  placesPageSchema,
  tourTermsSchema,
  type DivisionPlacesQuery,
  type PlacesPage,
  type PlacesPageQuery,
  type TourTerms,
  type Division,
  type Place,
} from '#shared/contracts/catalog.ts'
import type { RecordId } from '#shared/contracts/common.ts'
import { pageAsked } from '#shared/contracts/paging.ts'
import type { Locale } from '#shared/messages.ts'
import type { Ctx } from '#server/lib/context.ts'
import type { CachedAnswer } from '#server/caches/cached-answer.ts'
import type { DeparturesCache } from '#server/caches/departures-cache.ts'
import { getPlace } from './get-place.ts'
import { getTerms } from './get-terms.ts'
import { listDivisionPlaces } from './list-division-places.ts'
import { listDivisions } from './list-divisions.ts'
import { listPlaces, listPlacesPage, readsDepartures } from './list-places.ts'

export const divisionsSchema = z.array(divisionSchema)
const placesSchema = z.array(placeSchema)
/** The lists' two answers: whole (the spec's), or a page when `limit` or `cursor` is asked. */
export const placesAnswerSchema = z.union([placesSchema, placesPageSchema])

const idKey = (id: RecordId) => `${id.kind}/${id.value}`

export function cachedDivisions({
  ctx,
  locale,
}: {
  ctx: Ctx
  locale: Locale
}): Promise<CachedAnswer<Division[]>> {
  return ctx.catalogCache.get(`${locale}:divisions`, divisionsSchema, () =>
    listDivisions({ ctx, locale }),
  )
}

/**
 * GET /places, whole or a page. Its key is the validated query (paging included): a hostile
 * stream of cursors only cycles the bounded cache (caches/README.md).
 */
export function cachedPlaces({
  ctx,
  departuresCache,
  query = {},
  locale,
}: {
  ctx: Ctx
  departuresCache: DeparturesCache
  query?: PlacesPageQuery
  locale: Locale
}): Promise<CachedAnswer<Place[] | PlacesPage>> {
  const { limit: _limit, cursor: _cursor, ...filters } = query
  const page = pageAsked(query)
  const cache = readsDepartures(filters) ? departuresCache : ctx.catalogCache
  return cache.get(`${locale}:places?${JSON.stringify(query)}`, placesAnswerSchema, () =>
    page
      ? listPlacesPage({ ctx, query: filters, page, locale })
      : listPlaces({ ctx, query, locale }),
  )
}

export function cachedDivisionPlaces({
  ctx,
  departuresCache,
  divisionId,
  query = {},
  locale,
}: {
  ctx: Ctx
  departuresCache: DeparturesCache
  divisionId: RecordId
  query?: DivisionPlacesQuery
  locale: Locale
}): Promise<CachedAnswer<Place[] | PlacesPage>> {
  const cache = readsDepartures(query) ? departuresCache : ctx.catalogCache
  return cache.get(
    `${locale}:division/${idKey(divisionId)}?${JSON.stringify(query)}`,
    placesAnswerSchema,
    () => listDivisionPlaces({ ctx, divisionId, query, locale }),
  )
}

/** One tour in `locale` (a booking reads it in English: its order keeps the English name). */
export function cachedPlace({
  ctx,
  tourId,
  locale,
}: {
  ctx: Ctx
  tourId: RecordId
  locale: Locale
}): Promise<CachedAnswer<Place>> {
  return ctx.catalogCache.get(`${locale}:place/${idKey(tourId)}`, placeSchema, () =>
    getPlace({ ctx, tourId, locale }),
  )
}

/** A plan's booking terms (its page, the booking dialog, and each booking stores them). */
export function cachedTerms({
  ctx,
  tourId,
}: {
  ctx: Ctx
  tourId: RecordId
}): Promise<CachedAnswer<TourTerms>> {
  return ctx.catalogCache.get(`terms/${idKey(tourId)}`, tourTermsSchema, () =>
    getTerms({ ctx, tourId }),
  )
}
