/** A plan's booking terms: its cancellation tiers (or the company's), deposit and balance days. */
import { and } from 'drizzle-orm'
import { DEFAULT_CANCELLATION_POLICY } from '#shared/cancellation-policy.ts'
import type { TourTerms } from '#shared/contracts/catalog.ts'
import type { RecordId } from '#shared/contracts/common.ts'
import { places } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { listedPlace } from './place-row.ts'
import { byId } from './place-values.ts'
import { messages } from '#shared/messages.ts'

export async function getTerms({
  ctx,
  tourId,
}: {
  ctx: Ctx
  tourId: RecordId
}): Promise<TourTerms> {
  const [row] = await ctx.db
    .select({
      cancellationPolicy: places.cancellationPolicy,
      depositPercent: places.depositPercent,
      balanceDueDays: places.balanceDueDays,
    })
    .from(places)
    .where(and(listedPlace, byId(tourId)))
  if (!row) throw new NotFound(messages.tour.notFound)
  return {
    cancellationPolicy: row.cancellationPolicy ?? [...DEFAULT_CANCELLATION_POLICY],
    depositPercent: row.depositPercent,
    balanceDueDays: row.balanceDueDays,
  }
}
