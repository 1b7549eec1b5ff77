import { and, eq } from 'drizzle-orm'
import type { RecordId } from '#shared/contracts/common.ts'
import type { MyTourReview } from '#shared/contracts/tour-reviews.ts'
import { tourReviews } from '#server/db/schema/index.ts'
import { findListedTour } from '#server/features/catalog/index.ts'
import { findTravelledOrder } from '#server/features/orders/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { selectTourReviews, toTourReview } from './tour-review-row.ts'

/**
 * GET /places/:tourId/reviews/mine: whether the signed-in user may review this tour now (they
 * travelled on it and have not reviewed it yet), the trip that makes them a traveller, and
 * their review if they wrote one (hidden ones too: it is theirs).
 */
export async function getMyTourReview({
  ctx,
  tourId,
}: {
  ctx: UserCtx
  tourId: RecordId
}): Promise<MyTourReview> {
  const tour = await findListedTour({ db: ctx.db, tourId })
  const [[mine], travelled] = await Promise.all([
    selectTourReviews(
      ctx.db,
      and(eq(tourReviews.tourId, tour.id), eq(tourReviews.userId, ctx.user.id)),
    ).limit(1),
    findTravelledOrder({ db: ctx.db, userId: ctx.user.id, tourId: tour.id }),
  ])
  return {
    eligible: !mine && travelled !== undefined,
    travelledOn: travelled?.departureDate ?? null,
    review: mine ? { ...toTourReview(mine), hidden: mine.review.hiddenAt !== null } : null,
  }
}
