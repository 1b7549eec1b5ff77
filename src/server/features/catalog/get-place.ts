import { eq } from 'drizzle-orm'
import type { Place } from '#shared/contracts/catalog.ts'
import type { RecordId } from '#shared/contracts/common.ts'
import { messages } from '#shared/messages.ts'
import { places } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { selectPlaces, toPlace, toPlanValues } from './place-row.ts'

async function findPlace(ctx: Ctx, tourId: RecordId) {
  const [row] = await selectPlaces(
    ctx.db,
    tourId.kind === 'uuid' ? eq(places.id, tourId.value) : eq(places.placeId, tourId.value),
  ).limit(1)
  if (!row) throw new NotFound(messages.tour.notFound)
  return row
}

/** One place by `_id` or placeId, as visitors see it; an archived plan is not found. */
export async function getPlace({ ctx, tourId }: { ctx: Ctx; tourId: RecordId }): Promise<Place> {
  return toPlace(await findPlace(ctx, tourId))
}

/**
 * GET /place/:id/edit (admins): one plan with the starting review count and rating the admin
 * entered, not the figures visitors see, so its edit form saves what it was given.
 */
export async function getPlanValues({ ctx, id }: { ctx: Ctx; id: RecordId }): Promise<Place> {
  return toPlanValues(await findPlace(ctx, id))
}
