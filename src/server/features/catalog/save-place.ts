import { eq, sql } from 'drizzle-orm'
import type { Place, PlaceValues } from '#shared/contracts/catalog.ts'
import type { RecordId } from '#shared/contracts/common.ts'
import { dollarsToCents } from '#shared/money.ts'
import { divisions, places } from '#server/db/schema/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Conflict, Invalid, NotFound } from '#server/lib/errors.ts'
import { isUniqueViolation } from '#server/lib/pg-errors.ts'
import { getPlace } from './get-place.ts'

/** `divisionName` must name the division `parentID` points at (spec: both are sent). */
async function checkDivision(ctx: UserCtx, input: PlaceValues): Promise<void> {
  const [division] = await ctx.db
    .select({ name: divisions.name })
    .from(divisions)
    .where(eq(divisions.id, input.parentID))
  if (!division) {
    throw new Invalid(`Invalid body field "parentID": no division has id ${input.parentID}.`, [
      { path: '/parentID', message: `No division has id ${input.parentID}.` },
    ])
  }
  if (division.name.toLowerCase() !== input.divisionName.toLowerCase()) {
    const message = `Division ${input.parentID} is ${division.name}, not ${input.divisionName}.`
    throw new Invalid(`Invalid body field "divisionName": ${message}`, [
      { path: '/divisionName', message },
    ])
  }
}

function columns(input: PlaceValues) {
  return {
    placeId: input.placeId,
    name: input.placeName,
    description: input.description,
    priceCents: dollarsToCents(input.price),
    reviewCount: input.review,
    durationDays: input.duration,
    rating: input.rating,
    divisionId: input.parentID,
    image: input.image,
    // Admins give no alt text field (the spec's form has none): describe the image by its place.
    imageAlt: `Photo of ${input.placeName}, ${input.divisionName}`,
  }
}

function placeIdTaken(error: unknown, input: PlaceValues): never {
  if (isUniqueViolation(error)) {
    throw new Conflict(`Invalid body field "placeId": place id ${input.placeId} is already used.`)
  }
  throw error
}

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
  return getPlace({ ctx, tourId: { kind: 'uuid', value: row!.id } })
}

/** PUT /place/:id — an admin edits a plan; existing orders keep the name and price they booked. */
export async function updatePlace({
  ctx,
  id,
  input,
}: {
  ctx: UserCtx
  id: RecordId
  input: PlaceValues
}): Promise<Place> {
  await checkDivision(ctx, input)
  const [row] = await ctx.db
    .update(places)
    .set({ ...columns(input), updatedAt: sql`now()` })
    .where(id.kind === 'uuid' ? eq(places.id, id.value) : eq(places.placeId, id.value))
    .returning({ id: places.id })
    .catch((error: unknown) => placeIdTaken(error, input))
  if (!row) throw new NotFound('There is no such tour plan.')
  return getPlace({ ctx, tourId: { kind: 'uuid', value: row.id } })
}

/** DELETE /tour/:id — an admin removes a plan; its orders stay, with the tour as booked. */
export async function deletePlace({
  ctx,
  id,
}: {
  ctx: UserCtx
  id: RecordId
}): Promise<{ deletedCount: number }> {
  const deleted = await ctx.db
    .delete(places)
    .where(id.kind === 'uuid' ? eq(places.id, id.value) : eq(places.placeId, id.value))
    .returning({ id: places.id })
  if (deleted.length === 0) throw new NotFound('There is no such tour plan.')
  return { deletedCount: deleted.length }
}
