import type { Place, PlaceValues } from '#shared/contracts/catalog.ts'
import { places } from '#server/db/schema/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { getPlace } from './get-place.ts'
import { checkDivision, columns, placeIdTaken } from './place-values.ts'

/** POST /place — an admin adds a tour plan. */
export async function createPlace({
  ctx,
  input,
}: {
  ctx: UserCtx
  input: PlaceValues
}): Promise<Place> {
  await checkDivision(ctx, input)
  const [row] = await ctx.db
    .insert(places)
    .values(columns(input))
    .returning({ id: places.id })
    .catch((error: unknown) => placeIdTaken(error, input))
  // The trigger's notification empties it too, but maybe after the answer.
  ctx.catalogCache.invalidate()
  return getPlace({ ctx, tourId: { kind: 'uuid', value: row!.id } })
}
