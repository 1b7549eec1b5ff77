/**
 * Verified tour reviews: a traveller's rating and text of a tour they took (a paid, not
 * cancelled booking whose departure date has passed). One per traveller per tour and one per
 * booking, both unique indexes, so two tabs posting at once cannot both land.
 *
 * A trigger (migration 0012) keeps `places.verified_review_count` and
 * `places.verified_rating_sum` equal to the count and rating sum of a tour's visible reviews
 * (hidden_at null), for every way a review changes (posted, hidden, shown, deleted, a deleted
 * account's reviews removed), so catalogue lists read two columns instead of aggregating.
 */
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { places } from './catalog.ts'
import { orders } from './orders.ts'

export const tourReviews = pgTable(
  'tour_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    /** The booking that made the author a traveller of this tour: one review per booking. */
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** Null once the author's account is gone (the account's deletion removes its reviews). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name shown: the account's display name when the review was written. */
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    /** Set by an admin: the review leaves the tour's page and its figures (and can come back). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One review per traveller per tour, whatever booking it comes from.
    uniqueIndex('tour_reviews_user_tour_idx')
      .on(t.userId, t.tourId)
      .where(sql`${t.userId} is not null`),
    // A tour's page: its visible reviews, newest first, a page at a time.
    index('tour_reviews_tour_visible_idx')
      .on(t.tourId, t.createdAt, t.id)
      .where(sql`${t.hiddenAt} is null`),
    // The admins' list, newest first.
    index('tour_reviews_created_at_idx').on(t.createdAt, t.id),
    check('tour_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('tour_reviews_text_length', sql`char_length(${t.text}) between 1 and 2000`),
  ],
)
