import { eq } from 'drizzle-orm'
import type { Place } from '#shared/contracts/catalog.ts'
import type { RecordId } from '#shared/contracts/common.ts'
import { messages } from '#shared/messages.ts'
import { places } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { selectPlaces, toPlace } from './place-row.ts'

/** One place by `_id` or placeId; an archived plan is not found. */
export async function getPlace({ ctx, tourId }: { ctx: Ctx; tourId: RecordId }): Promise<Place> {
  const [row] = await selectPlaces(
    ctx.db,
    tourId.kind === 'uuid' ? eq(places.id, tourId.value) : eq(places.placeId, tourId.value),
  ).limit(1)
  if (!row) throw new NotFound(messages.tour.notFound)
  return toPlace(row)
}
