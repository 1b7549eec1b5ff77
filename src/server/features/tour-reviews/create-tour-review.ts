import type { RecordId } from '#shared/contracts/common.ts'
import type { TourReview, TourReviewValues } from '#shared/contracts/tour-reviews.ts'
import { messages } from '#shared/messages.ts'
import { tourReviews } from '#server/db/schema/index.ts'
import { findListedTour } from '#server/features/catalog/index.ts'
import { findTravelledOrder } from '#server/features/orders/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Conflict, Forbidden } from '#server/lib/errors.ts'
import { isUniqueViolation } from '#server/lib/pg-errors.ts'
import { authorName, toTourReview } from './tour-review-row.ts'

/**
 * POST /places/:tourId/reviews: a traveller reviews a tour they took. Only the server decides
 * who is one (a paid, not cancelled booking of theirs whose departure date has passed); the
 * name shown is the account's display name now. Once per traveller per tour: the unique
 * indexes refuse a second review, so two tabs posting at once get one 201 and one 409. The
 * tour's figures change with it (the tour_reviews trigger), and this instance's catalogue
 * cache is emptied before the answer.
 */
export async function createTourReview({
  ctx,
  tourId,
  input,
}: {
  ctx: UserCtx
  tourId: RecordId
  input: TourReviewValues
}): Promise<TourReview> {
  let review: TourReview
  try {
    review = await ctx.db.transaction(async (tx) => {
      const tour = await findListedTour({ db: tx, tourId })
      const order = await findTravelledOrder({ db: tx, userId: ctx.user.id, tourId: tour.id })
      if (!order) throw new Forbidden(messages.errors.notTravelled)
      const [row] = await tx
        .insert(tourReviews)
        .values({
          tourId: tour.id,
          orderId: order.id,
          userId: ctx.user.id,
          authorName: authorName(ctx.user.name),
          rating: input.rating,
          text: input.text,
        })
        .returning()
      return toTourReview({ review: row!, departureDate: order.departureDate })
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(messages.errors.tourReviewedAlready)
    throw error
  }
  // The triggers' notification empties it too, but maybe after the answer.
  ctx.catalogCache.invalidate()
  return review
}
