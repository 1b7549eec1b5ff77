import { eq, sql } from 'drizzle-orm'
import type { ModeratedReview } from '#shared/contracts/review-moderation.ts'
import { reviews } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { toModeratedReview } from './review-row.ts'
import { messages } from '#shared/messages.ts'

export const reviewNotFound = () => new NotFound(messages.errors.noSuchReview)

/**
 * PUT /review/:id/visibility (admins): hides a review from the testimonials or shows it again.
 * Hiding an already hidden review keeps the time it was first hidden.
 */
export async function setReviewVisibility({
  ctx,
  id,
  hidden,
}: {
  ctx: UserCtx
  id: string
  hidden: boolean
}): Promise<ModeratedReview> {
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reviews)
      .set({ hiddenAt: hidden ? sql`coalesce(${reviews.hiddenAt}, now())` : null })
      .where(eq(reviews.id, id))
      .returning()
    if (updated) {
      await recordAudit(tx, ctx.user, {
        action: hidden ? 'review.hidden' : 'review.shown',
        subject: { type: 'review', id },
        after: { hidden },
      })
    }
    return updated
  })
  if (!row) throw reviewNotFound()
  // The trigger's notification empties it too, but maybe after the answer.
  ctx.catalogCache.invalidate()
  return toModeratedReview(row)
}
