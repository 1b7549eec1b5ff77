import type { Place, PlaceValues } from '#shared/contracts/catalog.ts'
import { currentLocale } from '#shared/messages.ts'
import { places } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { priceInput } from '#server/lib/price-input.ts'
import { getPlace } from './get-place.ts'
import { checkDivision, columns, placeIdTaken } from './place-values.ts'
import { checkPictures, savePictures } from './plan-images.ts'
import { checkContentDays } from './tour-content.ts'
import { pricingColumns } from './tour-pricing.ts'

/** POST /place — an admin adds a tour plan; the answer shows it in the request's language. */
export async function createPlace({
  ctx,
  input,
}: {
  ctx: UserCtx
  input: PlaceValues
}): Promise<Place> {
  priceInput(ctx, input.price)
  checkContentDays(input, null)
  const division = await checkDivision(ctx, input)
  const pictures = await checkPictures(ctx, input)
  const row = await ctx.db
    .transaction(async (tx) => {
      const values = {
        ...columns(input, division, null, pictures),
        ...(input.pricing !== undefined && pricingColumns(ctx, input.pricing, null)),
      }
      const [inserted] = await tx.insert(places).values(values).returning({ id: places.id })
      await savePictures(tx, inserted!.id, pictures)
      await recordAudit(tx, ctx.user, {
        action: 'plan.created',
        subject: { type: 'plan', id: inserted!.id },
        after: {
          ...values,
          ...(pictures.rows && { images: pictures.rows.map((row) => row.uploadId) }),
        },
      })
      return inserted
    })
    .catch((error: unknown) => placeIdTaken(error, input))
  // The trigger's notification empties it too, but maybe after the answer.
  ctx.catalogCache.invalidate()
  return getPlace({ ctx, tourId: { kind: 'uuid', value: row!.id }, locale: currentLocale() })
}
