import { and, desc, isNotNull, isNull } from 'drizzle-orm'
import type { TourReviewsModerationPage } from '#shared/contracts/tour-reviews.ts'
import { tourReviews } from '#server/db/schema/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { before, decodeCursor, encodeCursor } from '#server/lib/keyset-cursor.ts'
import { selectModeratedTourReviews, toModeratedTourReview } from './tour-review-row.ts'

/**
 * GET /tour-reviews (admins): every tour review, hidden ones too (or only hidden, or only
 * visible ones), newest first, a page at a time.
 */
export async function listModeratedTourReviews({
  ctx,
  limit,
  cursor,
  hidden,
}: {
  ctx: UserCtx
  limit: number
  cursor?: string
  hidden?: boolean
}): Promise<TourReviewsModerationPage> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor)
  const rows = await selectModeratedTourReviews(
    ctx.db,
    and(
      hidden === undefined
        ? undefined
        : hidden
          ? isNotNull(tourReviews.hiddenAt)
          : isNull(tourReviews.hiddenAt),
      after ? before(tourReviews.createdAt, tourReviews.id, after) : undefined,
    ),
  )
    .orderBy(desc(tourReviews.createdAt), desc(tourReviews.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map(toModeratedTourReview),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ at: last.at, id: last.review.id }) : null,
    total: null,
  }
}
