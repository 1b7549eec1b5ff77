import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Place, PlaceValues } from '#shared/contracts/catalog.ts'
import type { RecordId } from '#shared/contracts/common.ts'
import { dollarsToCents } from '#shared/money.ts'
import { divisions, places } from '#server/db/schema/index.ts'
import { cancelUnpaidOrdersOfTour, hasOrders } from '#server/features/orders/cancel-orders.ts'
import type { PaymentProvider } from '#server/features/payments/provider.ts'
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

const byId = (id: RecordId) =>
  id.kind === 'uuid' ? eq(places.id, id.value) : eq(places.placeId, id.value)

/**
 * PUT /place/:id — an admin edits a plan; existing orders keep the name and price they booked.
 * An archived plan is gone from the catalogue: 404.
 */
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
    .where(and(byId(id), isNull(places.archivedAt)))
    .returning({ id: places.id })
    .catch((error: unknown) => placeIdTaken(error, input))
  if (!row) throw new NotFound('There is no such tour plan.')
  return getPlace({ ctx, tourId: { kind: 'uuid', value: row.id } })
}

export const WITHDRAWN_REASON = 'The tour plan you booked was withdrawn by Bangla Tours.'

/**
 * DELETE /tour/:id — an admin removes a plan. A plan nobody booked is deleted. A plan with orders
 * is archived instead, so no order loses its plan: it leaves the catalogue and can no longer be
 * booked or paid; its paid orders stay as they are; its unpaid ones are cancelled (customers
 * mailed) and their open intents cancelled at the provider after the commit (never inside the
 * transaction: the sandbox provider uses the database, and PGlite has one connection). An intent
 * that succeeds anyway in that moment still makes its order Paid (markOrderPaid): money taken is
 * never lost. Answers `deletedCount: 1` either way (the spec's client reads it), plus
 * `archived: true` when archived.
 */
export async function deletePlace({
  ctx,
  id,
  provider,
}: {
  ctx: UserCtx
  id: RecordId
  provider: Pick<PaymentProvider, 'cancelIntent'>
}): Promise<{ deletedCount: number; archived?: true; uncancelledIntents: string[] }> {
  const outcome = await ctx.db.transaction(async (tx) => {
    // Locked: a booking's foreign-key check waits for us, so none lands on a deleted plan.
    const [place] = await tx
      .select({ id: places.id })
      .from(places)
      .where(and(byId(id), isNull(places.archivedAt)))
      .for('update')
    if (!place) throw new NotFound('There is no such tour plan.')
    if (!(await hasOrders({ db: tx, tourId: place.id }))) {
      await tx.delete(places).where(eq(places.id, place.id))
      return { archived: false as const, cancelled: 0, openIntentIds: [] }
    }
    await tx
      .update(places)
      .set({ archivedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(places.id, place.id))
    const cancelled = await cancelUnpaidOrdersOfTour({
      db: tx,
      tourId: place.id,
      reason: WITHDRAWN_REASON,
      publicUrl: ctx.publicUrl,
    })
    return { archived: true as const, ...cancelled }
  })
  if (outcome.cancelled > 0) ctx.mailQueued()
  const results = await Promise.allSettled(
    outcome.openIntentIds.map((intentId) => provider.cancelIntent(intentId)),
  )
  // Not cancelled: the provider failed (the order is cancelled, so it cannot be paid from here),
  // or the money moved first (the confirmation marks the order Paid).
  const uncancelledIntents = outcome.openIntentIds.filter((_, i) => {
    const result = results[i]!
    return result.status === 'rejected' || result.value !== 'canceled'
  })
  return outcome.archived
    ? { deletedCount: 1, archived: true, uncancelledIntents }
    : { deletedCount: 1, uncancelledIntents }
}
