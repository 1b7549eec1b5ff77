/**
 * Verified tour reviews: what a traveller posts about a tour they took, the public list on the
 * tour's page (keyset-paged, newest first), a signed-in visitor's own standing, and the admins'
 * moderation (every review, hidden ones too; hide or show one).
 */
import { z } from 'zod'
import { messages } from '../messages.ts'
import { fromInput, REVIEW_NAME_MAX, REVIEW_TEXT_MAX } from './catalog.ts'
import { countedTotal, pageCursorSchema, pageOf, uncountedTotal } from './paging.ts'

export const TOUR_REVIEW_TEXT_MAX = REVIEW_TEXT_MAX
export const TOUR_REVIEWS_PAGE_MAX = 50
export const TOUR_REVIEWS_PAGE_DEFAULT = 10

const t = messages.tourReviews

export const tourReviewInputSchema = z.object({
  rating: fromInput(
    z
      .number({ error: (issue) => (issue.input == null ? t.ratingRequired : t.ratingRange) })
      .int({ error: () => t.ratingWhole })
      .min(1, { error: () => t.ratingRange })
      .max(5, { error: () => t.ratingRange }),
  ).describe('Stars, 1 to 5'),
  text: z
    .string({ error: () => t.textRequired })
    .trim()
    .min(1, { error: () => t.textRequired })
    .max(TOUR_REVIEW_TEXT_MAX, { error: () => t.textTooLong({ max: TOUR_REVIEW_TEXT_MAX }) })
    .describe('The review, plain text (shown as written, never as HTML)'),
})
export type TourReviewInput = z.input<typeof tourReviewInputSchema>
export type TourReviewValues = z.output<typeof tourReviewInputSchema>

export const tourReviewSchema = z.object({
  _id: z.string(),
  name: z.string().max(REVIEW_NAME_MAX).describe("The author's display name when they wrote it"),
  rating: z.number().int().min(1).max(5),
  text: z.string().max(TOUR_REVIEW_TEXT_MAX),
  createdAt: z.string().describe('ISO 8601 timestamp'),
  departureDate: z
    .string()
    .nullable()
    .describe('The date the author travelled (YYYY-MM-DD, Asia/Dhaka)'),
})
export type TourReview = z.infer<typeof tourReviewSchema>

const limit = z.coerce
  .number()
  .int()
  .min(1)
  .max(TOUR_REVIEWS_PAGE_MAX)
  .default(TOUR_REVIEWS_PAGE_DEFAULT)
  .describe(`Reviews per page, at most ${TOUR_REVIEWS_PAGE_MAX}`)
const cursor = pageCursorSchema.optional()

export const tourReviewsQuerySchema = z.object({ limit, cursor })

export const tourReviewsPageSchema = pageOf(
  tourReviewSchema,
  countedTotal("The tour's visible verified reviews"),
)
export type TourReviewsPage = z.infer<typeof tourReviewsPageSchema>

export const myTourReviewSchema = z.object({
  eligible: z.boolean().describe('True when the signed-in user may post a review of this tour now'),
  /** The date of the trip that makes them eligible (the form names it). */
  travelledOn: z
    .string()
    .nullable()
    .describe('The departure date of their latest paid, not cancelled trip that has happened'),
  review: tourReviewSchema
    .extend({ hidden: z.boolean().describe('Hidden by an admin') })
    .nullable()
    .describe('Their review of this tour, if they wrote one'),
})
export type MyTourReview = z.infer<typeof myTourReviewSchema>

export const moderatedTourReviewSchema = tourReviewSchema.extend({
  tourId: z.string(),
  tourName: z.string(),
  email: z.string().nullable().describe("The author's account email now; null once it is deleted"),
  hidden: z.boolean(),
  hiddenAt: z.string().nullable().describe('When an admin hid it (ISO 8601), or null'),
})
export type ModeratedTourReview = z.infer<typeof moderatedTourReviewSchema>

export const tourReviewsModerationQuerySchema = z.object({
  limit,
  cursor,
  hidden: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: hidden reviews only; false: visible ones only; absent: all'),
})

export const tourReviewsModerationPageSchema = pageOf(moderatedTourReviewSchema, uncountedTotal)
export type TourReviewsModerationPage = z.infer<typeof tourReviewsModerationPageSchema>

export const tourReviewIdParamsSchema = z.object({ id: z.uuid() })

export const tourReviewVisibilitySchema = z.object({
  hidden: z
    .boolean()
    .describe("true hides the review from the tour's page and its rating, false shows it again"),
})
