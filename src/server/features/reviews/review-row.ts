/** The one mapping from a review row to the public Review (email masked: improvement 4). */
import type { Review } from '#shared/contracts/catalog.ts'
import { maskEmail } from '#shared/text.ts'
import type { reviews } from '#server/db/schema/index.ts'

export function toReview(row: typeof reviews.$inferSelect): Review {
  return {
    _id: row.id,
    name: row.name,
    email: maskEmail(row.email),
    description: row.description,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
  }
}
