/**
 * Catalogue tables: divisions, places (tour plans) and reviews (testimonials).
 * Prices are integer cents; ratings are stored as given (0–5, one decimal for places).
 */
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { PolicyTier } from '#shared/cancellation-policy.ts'
import type { TourContentValues } from '#shared/contracts/tour-content.ts'
import type { TourPricingValues } from '#shared/contracts/tour-pricing.ts'
import { users } from './auth.ts'

export const divisions = pgTable('divisions', {
  id: integer('id').primaryKey(),
  publicId: uuid('public_id').notNull().unique().defaultRandom(),
  name: text('name').notNull().unique(),
  /** The name on Bangla pages (the address keeps the English one); null: the English. */
  nameBn: text('name_bn'),
  image: text('image').notNull(),
  imageAlt: text('image_alt').notNull(),
  imageAltBn: text('image_alt_bn'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const places = pgTable(
  'places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: integer('place_id').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /**
     * The plan's texts on Bangla pages, each optional: null shows the English one there
     * (src/server/features/catalog/place-row.ts). The image's Bangla alt is made from the Bangla
     * name when the admin saves one, or written by hand (the demo's).
     */
    nameBn: text('name_bn'),
    descriptionBn: text('description_bn'),
    priceCents: integer('price_cents').notNull(),
    /** The review count the admin entered: the starting value, before verified reviews. */
    reviewCount: integer('review_count').notNull().default(0),
    durationDays: integer('duration_days').notNull(),
    /** The rating the admin entered: the starting value, before verified reviews. */
    rating: real('rating').notNull(),
    /**
     * The count and rating sum of the tour's visible verified reviews (tour_reviews), kept by a
     * trigger (migration 0012), never written by the app. What visitors see folds them into the
     * admin's figures (src/server/features/catalog/place-row.ts).
     */
    verifiedReviewCount: integer('verified_review_count').notNull().default(0),
    verifiedRatingSum: integer('verified_rating_sum').notNull().default(0),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'restrict' }),
    image: text('image').notNull(),
    /**
     * The size of `image` when it is an upload (copied from it when the plan is saved: an
     * upload's bytes never change), so pages reserve its room and offer its copies; else null.
     */
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    imageAlt: text('image_alt').notNull(),
    imageAltBn: text('image_alt_bn'),
    /**
     * Set when an admin deletes a plan that has orders: it leaves the catalogue, its paid
     * orders keep pointing at it, and nothing can be booked or paid on it any more.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Cancellation tiers for new bookings; null: the company's default. */
    cancellationPolicy: jsonb('cancellation_policy').$type<PolicyTier[]>(),
    /** Null: no deposits. Else the share (1–90 %) a customer may pay now, the rest later. */
    depositPercent: integer('deposit_percent'),
    /** How many days before the departure a deposit's balance is due. */
    balanceDueDays: integer('balance_due_days').notNull().default(14),
    /**
     * What a booking must say of its travellers (issue 32 item 6): 'none', 'names', or 'permit'
     * (names, nationality and a passport or NID number), and until how many days before the
     * departure a customer may fill them in.
     */
    travellerDetails: text('traveller_details', { enum: ['none', 'names', 'permit'] })
      .notNull()
      .default('none'),
    detailsDueDays: integer('details_due_days').notNull().default(2),
    /**
     * The itinerary and the included / excluded / to-bring / notes lists, in both languages,
     * as tourContentValuesSchema (src/shared/contracts/tour-content.ts) checked them; null:
     * none yet. Only the one tour's read selects it, never a list (decision 044).
     */
    content: jsonb('content').$type<TourContentValues>(),
    /**
     * The prices beside the adult's (child, infant, nationalities) and the extras a booking may
     * add, as tourPricingInputSchema (src/shared/contracts/tour-pricing.ts) checked them; null:
     * adults only, no extras (decision 046).
     */
    pricing: jsonb('pricing').$type<TourPricingValues>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('places_division_id_idx').on(t.divisionId),
    index('places_price_cents_idx').on(t.priceCents),
    // The catalogue's pages (keyset on the sort key, then placeId), listed plans only; the
    // rating sort's expression indexes are hand-written in the migration (0017).
    index('places_listed_price_idx')
      .on(t.priceCents, t.placeId)
      .where(sql`${t.archivedAt} is null`),
    index('places_listed_price_desc_idx')
      .on(t.priceCents.desc().nullsFirst(), t.placeId)
      .where(sql`${t.archivedAt} is null`),
    index('places_listed_division_idx')
      .on(t.divisionId, t.placeId)
      .where(sql`${t.archivedAt} is null`),
    check('places_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('places_rating_range', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check('places_duration_positive', sql`${t.durationDays} > 0`),
    check('places_review_count_nonnegative', sql`${t.reviewCount} >= 0`),
    check(
      'places_verified_reviews_nonnegative',
      sql`${t.verifiedReviewCount} >= 0 and ${t.verifiedRatingSum} >= 0`,
    ),
    check(
      'places_deposit_range',
      sql`${t.depositPercent} is null or ${t.depositPercent} between 1 and 90`,
    ),
    check('places_balance_days_range', sql`${t.balanceDueDays} between 0 and 120`),
    check('places_traveller_details', sql`${t.travellerDetails} in ('none', 'names', 'permit')`),
    check('places_details_due_range', sql`${t.detailsDueDays} between 0 and 60`),
  ],
)

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    description: text('description').notNull(),
    rating: smallint('rating').notNull(),
    /** The author's account; null for the demo testimonials. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set by an admin: the review leaves the testimonials (and can be shown again). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_created_at_idx').on(t.createdAt),
    // The testimonials' pages: visible ones, newest first (the index read backwards).
    index('reviews_visible_newest_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.hiddenAt} is null`),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    // One review per user per (UTC) day, enforced where races cannot slip through.
    uniqueIndex('reviews_user_day_idx').on(
      t.userId,
      sql`((${t.createdAt} at time zone 'UTC')::date)`,
    ),
  ],
)
