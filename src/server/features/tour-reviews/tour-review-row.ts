/**
 * The one query shape a tour review is read with — the review, the date its booking travelled
 * (from the order), and for admins the tour's name and the author's current email — and its
 * mappings to the API's TourReview and ModeratedTourReview. Name and text are bounded by the
 * contract whatever a row holds.
 */
import { eq, type SQL } from 'drizzle-orm'
import type { ModeratedTourReview, TourReview } from '#shared/contracts/tour-reviews.ts'
import { TOUR_REVIEW_TEXT_MAX } from '#shared/contracts/tour-reviews.ts'
import { currentLocale, messages } from '#shared/messages.ts'
import { inLanguage } from '#server/features/catalog/index.ts'
import type { Db } from '#server/db/client.ts'
import { orders, places, tourReviews, users } from '#server/db/schema/index.ts'
import { boundedName, clip } from '#server/features/reviews/index.ts'
import { createdAtText } from '#server/lib/keyset-cursor.ts'

export function authorName(name: string): string {
  return boundedName(name) || messages.tourReviews.anonymous
}

/** Public reviews: each with the date its author travelled and its cursor key. */
export function selectTourReviews(db: Db, where: SQL | undefined) {
  return db
    .select({
      review: tourReviews,
      departureDate: orders.departureDate,
      at: createdAtText(tourReviews.createdAt),
    })
    .from(tourReviews)
    .innerJoin(orders, eq(orders.id, tourReviews.orderId))
    .where(where)
    .$dynamic()
}

/** The admins' rows: also the tour's name and the author's email as it is now. */
export function selectModeratedTourReviews(db: Db, where: SQL | undefined) {
  return db
    .select({
      review: tourReviews,
      departureDate: orders.departureDate,
      at: createdAtText(tourReviews.createdAt),
      tourName: places.name,
      tourNameBn: places.nameBn,
      email: users.email,
    })
    .from(tourReviews)
    .innerJoin(orders, eq(orders.id, tourReviews.orderId))
    .innerJoin(places, eq(places.id, tourReviews.tourId))
    .leftJoin(users, eq(users.id, tourReviews.userId))
    .where(where)
    .$dynamic()
}

type Row = { review: typeof tourReviews.$inferSelect; departureDate: string | null }

export function toTourReview({ review, departureDate }: Row): TourReview {
  return {
    _id: review.id,
    name: authorName(review.authorName),
    rating: review.rating,
    text: clip(review.text, TOUR_REVIEW_TEXT_MAX),
    createdAt: review.createdAt.toISOString(),
    departureDate,
  }
}

export function toModeratedTourReview(
  row: Row & { tourName: string; tourNameBn: string | null; email: string | null },
): ModeratedTourReview {
  return {
    ...toTourReview(row),
    tourId: row.review.tourId,
    tourName: inLanguage(currentLocale(), row.tourName, row.tourNameBn),
    email: row.email,
    hidden: row.review.hiddenAt !== null,
    hiddenAt: row.review.hiddenAt?.toISOString() ?? null,
  }
}
