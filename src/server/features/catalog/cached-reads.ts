/**
 * Catalogue reads through the catalogue cache: what the public routes send, and the tour a
 * booking takes its name and price from. Writes read back uncached (getPlace): the cache may
 * not have heard of their change yet.
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

export function cachedDivisions({ ctx }: { ctx: Ctx }): Promise<CachedAnswer<Division[]>> {
  return ctx.catalogCache.get('divisions', divisionsSchema, () => listDivisions({ ctx }))
}

export function cachedPlaces({
  ctx,
  query = {},
}: {
  ctx: Ctx
  query?: PlacesQuery
}): Promise<CachedAnswer<Place[]>> {
  return ctx.catalogCache.get(`places?${JSON.stringify(query)}`, placesSchema, () =>
    listPlaces({ ctx, query }),
  )
}

export function cachedDivisionPlaces({
  ctx,
  divisionId,
}: {
  ctx: Ctx
  divisionId: RecordId
}): Promise<CachedAnswer<Place[]>> {
  return ctx.catalogCache.get(`division/${idKey(divisionId)}`, placesSchema, () =>
    listDivisionPlaces({ ctx, divisionId }),
  )
}

export function cachedPlace({
  ctx,
  tourId,
}: {
  ctx: Ctx
  tourId: RecordId
}): Promise<CachedAnswer<Place>> {
  return ctx.catalogCache.get(`place/${idKey(tourId)}`, placeSchema, () =>
    getPlace({ ctx, tourId }),
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
