import { and, desc, eq, isNull } from 'drizzle-orm'
import type { RecordId } from '#shared/contracts/common.ts'
import type { TourReviewsPage } from '#shared/contracts/tour-reviews.ts'
import { tourReviews } from '#server/db/schema/index.ts'
import { findListedTour } from '#server/features/catalog/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { before, decodeCursor, encodeCursor } from '#server/lib/keyset-cursor.ts'
import { selectTourReviews, toTourReview } from './tour-review-row.ts'

/**
 * GET /places/:tourId/reviews: a tour's visible reviews, newest first, a page at a time (by the
 * last row's created_at and id), with how many it has in all (the tour's kept count). An
 * unknown or archived tour is not found.
 */
export async function listTourReviews({
  ctx,
  tourId,
  limit,
  cursor,
}: {
  ctx: Ctx
  tourId: RecordId
  limit: number
  cursor?: string
}): Promise<TourReviewsPage> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor)
  const tour = await findListedTour({ db: ctx.db, tourId })
  const rows = await selectTourReviews(
    ctx.db,
    and(
      eq(tourReviews.tourId, tour.id),
      isNull(tourReviews.hiddenAt),
      after ? before(tourReviews.createdAt, tourReviews.id, after) : undefined,
    ),
  )
    .orderBy(desc(tourReviews.createdAt), desc(tourReviews.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map(toTourReview),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ at: last.at, id: last.review.id }) : null,
    total: tour.verifiedReviewCount,
  }
}
