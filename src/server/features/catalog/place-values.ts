/** What creating and editing a tour plan share: the checks on its values and their columns. */
import { eq } from 'drizzle-orm'
import type { PlaceValues } from '#shared/contracts/catalog.ts'
import type { TourContentValues } from '#shared/contracts/tour-content.ts'
import type { RecordId } from '#shared/contracts/common.ts'
import { toMinor } from '#shared/money.ts'
import { divisions, places } from '#server/db/schema/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Conflict, invalidField } from '#server/lib/errors.ts'
import { isUniqueViolation } from '#server/lib/pg-errors.ts'
import { inLocale } from '#server/plugins/locale.ts'
import type { CheckedPictures } from './plan-images.ts'
import { contentToStore } from './tour-content.ts'
import { messages } from '#shared/messages.ts'

export interface DivisionNames {
  name: string
  nameBn: string | null
}

/**
 * `divisionName` must name the division `parentID` points at (spec: both are sent): its English
 * name in any case, or its Bangla one. Answers the division's names.
 */
export async function checkDivision(ctx: UserCtx, input: PlaceValues): Promise<DivisionNames> {
  const [division] = await ctx.db
    .select({ name: divisions.name, nameBn: divisions.nameBn })
    .from(divisions)
    .where(eq(divisions.id, input.parentID))
  if (!division) {
    throw invalidField('parentID', messages.errors.noDivisionWithId({ id: input.parentID }))
  }
  const given = input.divisionName.toLowerCase()
  if (division.name.toLowerCase() !== given && division.nameBn !== input.divisionName) {
    throw invalidField(
      'divisionName',
      messages.errors.divisionNameMismatch({
        id: input.parentID,
        actual: division.name,
        given: input.divisionName,
      }),
    )
  }
  return division
}

/**
 * A plan's columns from its values. Admins give no alt text (the spec's form has none): the
 * image is described by its place in each language, the Bangla only with a Bangla name
 * (`keptNameBn`: the one stored, when the values leave it unchanged).
 */
export function columns(
  input: PlaceValues,
  division: DivisionNames,
  keptNameBn: string | null,
  pictures: Pick<CheckedPictures, 'image' | 'imageWidth' | 'imageHeight'>,
  /** The content stored before (an edit): its pickup points' ids are kept. */
  keptContent: TourContentValues | null = null,
) {
  const nameBn = input.placeNameBn === undefined ? keptNameBn : input.placeNameBn
  return {
    placeId: input.placeId,
    name: input.placeName,
    description: input.description,
    // Absent: left as they are (the spec's own client never sends them).
    ...(input.placeNameBn !== undefined && { nameBn: input.placeNameBn }),
    ...(input.descriptionBn !== undefined && { descriptionBn: input.descriptionBn }),
    priceCents: toMinor(input.price),
    reviewCount: input.review,
    durationDays: input.duration,
    rating: input.rating,
    divisionId: input.parentID,
    // The first of the pictures sent, else the address typed.
    image: pictures.image,
    imageWidth: pictures.imageWidth,
    imageHeight: pictures.imageHeight,
    imageAlt: inLocale('en', () =>
      messages.planBangla.imageAlt({ place: input.placeName, division: division.name }),
    ),
    imageAltBn: nameBn
      ? inLocale('bn', () =>
          messages.planBangla.imageAlt({
            place: nameBn,
            division: division.nameBn ?? division.name,
          }),
        )
      : null,
    // The itinerary and lists, replaced whole when sent, else kept.
    ...(input.content !== undefined && { content: contentToStore(input.content, keptContent) }),
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
    const message = messages.errors.placeIdTakenField({ placeId: input.placeId })
    throw new Conflict(
      messages.errors.invalidField({
        where: messages.validation.requestParts.body,
        field: 'placeId',
        problem: message,
      }),
      [{ path: '/placeId', message }],
    )
  }
  throw error
}

/** A plan by its uuid or its numeric place id. */
export const byId = (id: RecordId) =>
  id.kind === 'uuid' ? eq(places.id, id.value) : eq(places.placeId, id.value)
