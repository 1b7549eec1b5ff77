/**
 * The mappings from a review row: the public Review (email masked: improvement 4) and the
 * admins' ModeratedReview. Both bound the name and text by the contract, whatever a row holds
 * (a Google account's name can be long).
 */
import { REVIEW_NAME_MAX, REVIEW_TEXT_MAX, type Review } from '#shared/contracts/catalog.ts'
import type { ModeratedReview } from '#shared/contracts/review-moderation.ts'
import { maskEmail } from '#shared/text.ts'
import type { reviews } from '#server/db/schema/index.ts'

/** At most `max` UTF-16 units (what the schemas count), never half of an emoji. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text
  let out = ''
  for (const char of text) {
    if (out.length + char.length > max) break
    out += char
  }
  return out.trimEnd()
}

export const boundedName = (name: string) => clip(name.trim(), REVIEW_NAME_MAX)

export function toReview(row: typeof reviews.$inferSelect): Review {
  return {
    _id: row.id,
    name: boundedName(row.name),
    email: maskEmail(row.email),
    description: clip(row.description, REVIEW_TEXT_MAX),
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
  }
}

export function toModeratedReview(row: typeof reviews.$inferSelect): ModeratedReview {
  return {
    ...toReview(row),
    email: row.email,
    hidden: row.hiddenAt !== null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
  }
}
