/**
 * Catalogue reads through the catalogue cache: what the public routes send, and the tour a
 * booking takes its name and price from. Writes read back uncached (getPlace): the cache may
 * not have heard of their change yet. Answers with texts are in a language and kept under it
 * (`bn:places?{}`); a plan's terms have none.
 */
import { z } from 'zod'
import {
  divisionSchema,
  placeSchema,
  tourTermsSchema,
  type TourTerms,
  type Division,
  type Place,
  type PlacesQuery,
} from '#shared/contracts/catalog.ts'
import type { RecordId } from '#shared/contracts/common.ts'
import type { Locale } from '#shared/messages.ts'
import type { Ctx } from '#server/lib/context.ts'
import type { CachedAnswer } from '#server/caches/cached-answer.ts'
import { getPlace } from './get-place.ts'
import { getTerms } from './get-terms.ts'
import { listDivisionPlaces } from './list-division-places.ts'
import { listDivisions } from './list-divisions.ts'
import { listPlaces } from './list-places.ts'

export const divisionsSchema = z.array(divisionSchema)
export const placesSchema = z.array(placeSchema)

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

export function cachedPlaces({
  ctx,
  query = {},
  locale,
}: {
  ctx: Ctx
  query?: PlacesQuery
  locale: Locale
}): Promise<CachedAnswer<Place[]>> {
  return ctx.catalogCache.get(`${locale}:places?${JSON.stringify(query)}`, placesSchema, () =>
    listPlaces({ ctx, query, locale }),
  )
}

export function cachedDivisionPlaces({
  ctx,
  divisionId,
  locale,
}: {
  ctx: Ctx
  divisionId: RecordId
  locale: Locale
}): Promise<CachedAnswer<Place[]>> {
  return ctx.catalogCache.get(`${locale}:division/${idKey(divisionId)}`, placesSchema, () =>
    listDivisionPlaces({ ctx, divisionId, locale }),
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
