import { and } from 'drizzle-orm'
import type { RecordId } from '#shared/contracts/common.ts'
import { messages } from '#shared/messages.ts'
import type { Db } from '#server/db/client.ts'
import { places } from '#server/db/schema/index.ts'
import { NotFound } from '#server/lib/errors.ts'
import { listedPlace } from './place-row.ts'
import { byId } from './place-values.ts'

export interface ListedTour {
  id: string
  name: string
  /** Its visible verified reviews (kept by the tour_reviews trigger). */
  verifiedReviewCount: number
}

/**
 * A tour in the catalogue by `_id` or placeId, for the features that hang things on a tour
 * (its reviews); an archived or unknown one is not found. `db` may be a transaction.
 */
export async function findListedTour({
  db,
  tourId,
}: {
  db: Db
  tourId: RecordId
}): Promise<ListedTour> {
  const [row] = await db
    .select({
      id: places.id,
      name: places.name,
      verifiedReviewCount: places.verifiedReviewCount,
    })
    .from(places)
    .where(and(byId(tourId), listedPlace))
    .limit(1)
  if (!row) throw new NotFound(messages.tour.notFound)
  return row
}
