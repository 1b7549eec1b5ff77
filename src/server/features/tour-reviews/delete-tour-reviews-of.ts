import { eq } from 'drizzle-orm'
import { tourReviews } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'

/**
 * A deleted account's tour reviews go with it (they carry its name; the account page promises
 * "your reviews are removed"); the tours' figures follow through the trigger.
 */
export async function deleteTourReviewsOf({ ctx, userId }: { ctx: Ctx; userId: string }) {
  await ctx.db.delete(tourReviews).where(eq(tourReviews.userId, userId))
  ctx.catalogCache.invalidate()
}
