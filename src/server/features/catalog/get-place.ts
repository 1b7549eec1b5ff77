import { eq } from 'drizzle-orm'
import type { Place, PlanValues } from '#shared/contracts/catalog.ts'
import type { RecordId } from '#shared/contracts/common.ts'
import { messages, type Locale } from '#shared/messages.ts'
import { places } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { readGallery, readPictures } from './plan-images.ts'
import { selectPlaces, toPlace, toPlanValues } from './place-row.ts'
import { readContent, toTourContent } from './tour-content.ts'
import { readPricing, toPricingForm, toTourPricing } from './tour-pricing.ts'

async function findPlace(ctx: Ctx, tourId: RecordId) {
  const [row] = await selectPlaces(
    ctx.db,
    tourId.kind === 'uuid' ? eq(places.id, tourId.value) : eq(places.placeId, tourId.value),
  ).limit(1)
  if (!row) throw new NotFound(messages.tour.notFound)
  return row
}

/**
 * One place by `_id` or placeId, as visitors see it in `locale`, with its pictures, itinerary
 * and lists (which no list carries); an archived plan is not found.
 */
export async function getPlace({
  ctx,
  tourId,
  locale,
}: {
  ctx: Ctx
  tourId: RecordId
  locale: Locale
}): Promise<Place> {
  const row = await findPlace(ctx, tourId)
  const [images, content, pricing] = await Promise.all([
    readPictures(ctx.db, row, locale),
    readContent(ctx.db, row.id),
    readPricing(ctx.db, row.id),
  ])
  return {
    ...toPlace(row, locale),
    images,
    tourContent: toTourContent(content, locale),
    tourPricing: toTourPricing(pricing, locale),
  }
}

/**
 * GET /place/:id/edit (admins): one plan with the starting review count and rating the admin
 * entered, not the figures visitors see, and its texts in both languages, so its edit form
 * saves what it was given.
 */
export async function getPlanValues({ ctx, id }: { ctx: Ctx; id: RecordId }): Promise<PlanValues> {
  const row = await findPlace(ctx, id)
  const [gallery, content, pricing] = await Promise.all([
    readGallery(ctx.db, row.id),
    readContent(ctx.db, row.id),
    readPricing(ctx.db, row.id),
  ])
  return toPlanValues(row, gallery, content, toPricingForm(pricing))
}
