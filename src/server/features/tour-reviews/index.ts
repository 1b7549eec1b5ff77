/**
 * Tour reviews as other features need them: a tour's cached reviews, an account's removed. Other
 * features import this one through this module only (docs/architecture.md).
 */
export { cachedTourReviews } from './cached-tour-reviews.ts'
export { deleteTourReviewsOf } from './delete-tour-reviews-of.ts'
