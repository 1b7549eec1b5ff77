import { and, desc, isNull } from 'drizzle-orm'
import type { Review } from '#shared/contracts/catalog.ts'
import { reviews } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { before, createdAtText, decodeCursor, encodeCursor } from '#server/lib/keyset-cursor.ts'
import { toReview } from './review-row.ts'

/**
 * GET /review?limit&cursor: the testimonials a page at a time, newest first, by the last row's
 * (created_at, id), hidden ones left out (a partial index serves it: the catalog-paging
 * migration). Not counted (`total: null`): nothing shows the figure, and counting 100,000 reviews
 * reads them all (70 ms at bench:scale's size).
 */
export async function listReviewsPage({
  ctx,
  limit,
  cursor,
}: {
  ctx: Ctx
  limit: number
  cursor?: string
}): Promise<{ items: Review[]; nextCursor: string | null; total: null }> {
  const start = cursor === undefined ? undefined : decodeCursor(cursor)
  const rows = await ctx.db
    .select({ review: reviews, at: createdAtText(reviews.createdAt) })
    .from(reviews)
    .where(
      and(
        isNull(reviews.hiddenAt),
        start ? before(reviews.createdAt, reviews.id, start) : undefined,
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map((row) => toReview(row.review)),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ at: last.at, id: last.review.id }) : null,
    total: null,
  }
}
