import { desc } from 'drizzle-orm'
import type { ModerationPage } from '#shared/contracts/review-moderation.ts'
import { reviews } from '#server/db/schema/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { before, createdAtText, decodeCursor, encodeCursor } from '#server/lib/keyset-cursor.ts'
import { toModeratedReview } from './review-row.ts'

/**
 * GET /review/moderation (admins): every review, hidden ones too, newest first, a page at a
 * time, by the last row's (created_at, id) (#server/lib/keyset-cursor.ts).
 */
export async function listModeratedReviews({
  ctx,
  limit,
  cursor,
}: {
  ctx: UserCtx
  limit: number
  cursor?: string
}): Promise<ModerationPage> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor)
  const rows = await ctx.db
    .select({
      review: reviews,
      at: createdAtText(reviews.createdAt),
    })
    .from(reviews)
    .where(after ? before(reviews.createdAt, reviews.id, after) : undefined)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map((row) => toModeratedReview(row.review)),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ at: last.at, id: last.review.id }) : null,
    total: null,
  }
}
