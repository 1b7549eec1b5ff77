import type { Review } from '#shared/contracts/catalog.ts'
import { reviews } from '#server/db/schema/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Conflict } from '#server/lib/errors.ts'
import { isUniqueViolation } from '#server/lib/pg-errors.ts'
import { boundedName, toReview } from './review-row.ts'
import { messages } from '#shared/messages.ts'

/**
 * POST /review — a signed-in customer's testimonial. Name and email come from the session, not
 * the body; one review per user per day (a unique index, so two tabs cannot both slip in).
 */
export async function createReview({
  ctx,
  input,
}: {
  ctx: UserCtx
  input: { description: string; rating: number }
}): Promise<Review> {
  try {
    const [row] = await ctx.db
      .insert(reviews)
      .values({
        userId: ctx.user.id,
        // Shown publicly: kept to the contract's length.
        name: boundedName(ctx.user.name),
        email: ctx.user.email,
        description: input.description,
        rating: input.rating,
      })
      .returning()
    // The trigger's notification empties it too, but maybe after the answer.
    ctx.catalogCache.invalidate()
    return toReview(row!)
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new Conflict(messages.errors.reviewToday)
    }
    throw error
  }
}
