import { desc, isNull } from 'drizzle-orm'
import type { Review } from '#shared/contracts/catalog.ts'
import { reviews } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { toReview } from './review-row.ts'

export const TESTIMONIAL_LIMIT = 50

/**
 * The newest testimonials, emails masked: the list is public, so no address leaves. Reviews
 * an admin hid are left out.
 */
export async function listReviews({ ctx }: { ctx: Ctx }): Promise<Review[]> {
  const rows = await ctx.db
    .select()
    .from(reviews)
    .where(isNull(reviews.hiddenAt))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(TESTIMONIAL_LIMIT)
  return rows.map(toReview)
}
