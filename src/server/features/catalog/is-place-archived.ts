import { and, eq, isNotNull } from 'drizzle-orm'
import { places } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'

/** Whether a plan was withdrawn (archived): nothing can be booked or paid on it any more. */
export async function isPlaceArchived({ ctx, id }: { ctx: Ctx; id: string }): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: places.id })
    .from(places)
    .where(and(eq(places.id, id), isNotNull(places.archivedAt)))
  return row !== undefined
}
