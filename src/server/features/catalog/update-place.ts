import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Place, PlaceValues } from '#shared/contracts/catalog.ts'
import type { RecordId } from '#shared/contracts/common.ts'
import { places } from '#server/db/schema/index.ts'
import { changedFields, recordAudit } from '#server/features/audit/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { priceInput } from '#server/lib/price-input.ts'
import { NotFound } from '#server/lib/errors.ts'
import { getPlace } from './get-place.ts'
import { byId, checkDivision, columns, placeIdTaken } from './place-values.ts'
import { checkPictures, savePictures } from './plan-images.ts'
import { checkContentDays } from './tour-content.ts'
import { pricingColumns } from './tour-pricing.ts'
import { currentLocale, messages } from '#shared/messages.ts'

/**
 * PUT /place/:id — an admin edits a plan; existing orders keep the name and price they booked.
 * An archived plan is gone from the catalogue: 404. The answer shows it in the request's language.
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
  priceInput(ctx, input.price)
  const division = await checkDivision(ctx, input)
  const pictures = await checkPictures(ctx, input)
  const row = await ctx.db
    .transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(places)
        .where(and(byId(id), isNull(places.archivedAt)))
        .for('update')
      if (!before) return undefined
      checkContentDays(input, before.content)
      const [after] = await tx
        .update(places)
        .set({
          ...columns(input, division, before.nameBn, pictures, before.content),
          ...(input.pricing !== undefined && pricingColumns(ctx, input.pricing, before.pricing)),
          updatedAt: sql`now()`,
        })
        .where(eq(places.id, before.id))
        .returning()
      await savePictures(tx, before.id, pictures)
      const changed = changedFields(before, after!)
      await recordAudit(tx, ctx.user, {
        action: 'plan.updated',
        subject: { type: 'plan', id: before.id },
        before: changed.before,
        // The pictures sent, by upload, in their new order.
        after: pictures.rows
          ? { ...changed.after, images: pictures.rows.map((row) => row.uploadId) }
          : changed.after,
      })
      return after
    })
    .catch((error: unknown) => placeIdTaken(error, input))
  if (!row) throw new NotFound(messages.errors.noSuchPlan)
  // The trigger's notification empties it too, but maybe after the answer.
  ctx.catalogCache.invalidate()
  return getPlace({ ctx, tourId: { kind: 'uuid', value: row.id }, locale: currentLocale() })
}
