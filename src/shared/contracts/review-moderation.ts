/**
 * The admins' review moderation API: every review (hidden ones too) with the author's full
 * email, a page at a time by a keyset cursor; hiding, showing and deleting one.
 */
import { z } from 'zod'
import { REVIEW_NAME_MAX, REVIEW_TEXT_MAX } from './catalog.ts'
import { pageCursorSchema, pageOf, uncountedTotal } from './paging.ts'

export const MODERATION_PAGE_MAX = 50
export const MODERATION_PAGE_DEFAULT = 20

export const moderatedReviewSchema = z.object({
  _id: z.string(),
  name: z.string().max(REVIEW_NAME_MAX),
  email: z.string().describe("The author's full address (admins only)"),
  description: z.string().max(REVIEW_TEXT_MAX),
  rating: z.number().int().min(1).max(5),
  createdAt: z.string().describe('ISO 8601 timestamp'),
  hidden: z.boolean().describe('Hidden reviews are left out of the public testimonials'),
  hiddenAt: z.string().nullable().describe('When an admin hid it (ISO 8601), or null'),
})
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>

export const moderationQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MODERATION_PAGE_MAX)
    .default(MODERATION_PAGE_DEFAULT)
    .describe(`Reviews per page, at most ${MODERATION_PAGE_MAX}`),
  cursor: pageCursorSchema.optional(),
})

export const moderationPageSchema = pageOf(moderatedReviewSchema, uncountedTotal)
export type ModerationPage = z.infer<typeof moderationPageSchema>

export const reviewIdParamsSchema = z.object({ id: z.uuid() })

export const reviewVisibilitySchema = z.object({
  hidden: z.boolean().describe('true hides the review from the testimonials, false shows it'),
})
