/**
 * Testimonials as other features need them: an account's removed, and the bounds a reviewer's name
 * and text keep. Other features import this one through this module only (docs/architecture.md).
 */
export { deleteReviewsOf } from './delete-reviews-of.ts'
export { boundedName, clip } from './review-row.ts'
