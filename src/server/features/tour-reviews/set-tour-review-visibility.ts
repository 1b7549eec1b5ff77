import { eq, sql } from 'drizzle-orm'
import type { ModeratedTourReview } from '#shared/contracts/tour-reviews.ts'
import { messages } from '#shared/messages.ts'
import { tourReviews } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { selectModeratedTourReviews, toModeratedTourReview } from './tour-review-row.ts'

/**
 * PATCH /tour-reviews/:id (admins): hides a review from its tour's page and rating, or shows it
 * again. The change and its audit entry (review.hidden / review.shown) commit together; asking
 * for the state it is already in changes nothing and records nothing (a hidden review keeps the
 * time it was first hidden). The tour's figures follow through the trigger.
 */
export async function setTourReviewVisibility({
  ctx,
  id,
  hidden,
}: {
  ctx: UserCtx
  id: string
  hidden: boolean
}): Promise<ModeratedTourReview> {
  const review = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ hiddenAt: tourReviews.hiddenAt })
      .from(tourReviews)
      .where(eq(tourReviews.id, id))
      .for('update')
    if (!current) throw new NotFound(messages.errors.noSuchTourReview)
    const wasHidden = current.hiddenAt !== null
    if (wasHidden !== hidden) {
      await tx
        .update(tourReviews)
        .set({ hiddenAt: hidden ? sql`now()` : null })
        .where(eq(tourReviews.id, id))
      await recordAudit(tx, ctx.user, {
        action: hidden ? 'review.hidden' : 'review.shown',
        subject: { type: 'tour-review', id },
        before: { hidden: wasHidden },
        after: { hidden },
      })
    }
    const [row] = await selectModeratedTourReviews(tx, eq(tourReviews.id, id)).limit(1)
    return toModeratedTourReview(row!)
  })
  // The triggers' notification empties it too, but maybe after the answer.
  ctx.catalogCache.invalidate()
  return review
}
