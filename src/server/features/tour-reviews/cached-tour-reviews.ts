import type { RecordId } from '#shared/contracts/common.ts'
import { tourReviewsPageSchema, type TourReviewsPage } from '#shared/contracts/tour-reviews.ts'
import type { CachedAnswer } from '#server/caches/cached-answer.ts'
import type { Ctx } from '#server/lib/context.ts'
import { listTourReviews } from './list-tour-reviews.ts'

/**
 * A tour's first page of reviews (what its page and its JSON-LD show), through the catalogue
 * cache. Only first pages are kept: a cursor is a client's value, so later pages are read
 * each time and cannot fill the cache.
 */
export function cachedTourReviews({
  ctx,
  tourId,
  limit,
}: {
  ctx: Ctx
  tourId: RecordId
  limit: number
}): Promise<CachedAnswer<TourReviewsPage>> {
  return ctx.catalogCache.get(
    `tour-reviews/${tourId.kind}/${tourId.value}?limit=${limit}`,
    tourReviewsPageSchema,
    () => listTourReviews({ ctx, tourId, limit }),
  )
}
