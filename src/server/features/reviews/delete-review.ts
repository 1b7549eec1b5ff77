import { eq } from 'drizzle-orm'
import { reviews } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { reviewNotFound } from './set-review-visibility.ts'

/** DELETE /review/:id (admins): removes a review for good. */
export async function deleteReview({
  ctx,
  id,
}: {
  ctx: UserCtx
  id: string
}): Promise<{ deletedCount: number }> {
  const deleted = await ctx.db.transaction(async (tx) => {
    const rows = await tx.delete(reviews).where(eq(reviews.id, id)).returning()
    for (const row of rows) {
      await recordAudit(tx, ctx.user, {
        action: 'review.deleted',
        subject: { type: 'review', id },
        before: { name: row.name, rating: row.rating, description: row.description },
      })
    }
    return rows
  })
  if (deleted.length === 0) throw reviewNotFound()
  // The trigger's notification empties it too, but maybe after the answer.
  ctx.catalogCache.invalidate()
  return { deletedCount: deleted.length }
}
