/** What creating and editing a tour plan share: the checks on its values and their columns. */
import { eq } from 'drizzle-orm'
import type { PlaceValues } from '#shared/contracts/catalog.ts'
import type { RecordId } from '#shared/contracts/common.ts'
import { dollarsToCents } from '#shared/money.ts'
import { divisions, places } from '#server/db/schema/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Conflict, invalidField } from '#server/lib/errors.ts'
import { isUniqueViolation } from '#server/lib/pg-errors.ts'
import { messages } from '#shared/messages.ts'

/** `divisionName` must name the division `parentID` points at (spec: both are sent). */
export async function checkDivision(ctx: UserCtx, input: PlaceValues): Promise<void> {
  const [division] = await ctx.db
    .select({ name: divisions.name })
    .from(divisions)
    .where(eq(divisions.id, input.parentID))
  if (!division) {
    throw invalidField('parentID', messages.errors.noDivisionWithId(input.parentID))
  }
  if (division.name.toLowerCase() !== input.divisionName.toLowerCase()) {
    throw invalidField(
      'divisionName',
      messages.errors.divisionNameMismatch(input.parentID, division.name, input.divisionName),
    )
  }
}

export function columns(input: PlaceValues) {
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
    // Terms not sent stay as they are (the spec's own client never sends them).
    ...(input.cancellationPolicy !== undefined && {
      cancellationPolicy: input.cancellationPolicy,
    }),
    ...(input.depositPercent !== undefined && { depositPercent: input.depositPercent }),
    ...(input.balanceDueDays !== undefined && { balanceDueDays: input.balanceDueDays }),
  }
}

export function placeIdTaken(error: unknown, input: PlaceValues): never {
  if (isUniqueViolation(error)) {
    const message = messages.errors.placeIdTakenField(input.placeId)
    throw new Conflict(
      messages.errors.invalidField(messages.validation.requestParts.body, 'placeId', message),
      [{ path: '/placeId', message }],
    )
  }
  throw error
}

/** A plan by its uuid or its numeric place id. */
export const byId = (id: RecordId) =>
  id.kind === 'uuid' ? eq(places.id, id.value) : eq(places.placeId, id.value)
