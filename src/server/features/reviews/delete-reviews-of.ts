import { eq } from 'drizzle-orm'
import { reviews } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'

/** A deleted account's testimonials go with it (they carry its name and email). */
export async function deleteReviewsOf({ ctx, userId }: { ctx: Ctx; userId: string }) {
  await ctx.db.delete(reviews).where(eq(reviews.userId, userId))
  ctx.catalogCache.invalidate()
}
