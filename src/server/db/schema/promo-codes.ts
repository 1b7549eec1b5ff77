/**
 * Promo codes (issue 33 item 3, decision 050): a code an operator hands out (an Eid offer, a
 * company's staff code) that takes a percentage or a fixed amount off a booking's subtotal,
 * within its limits. The code is kept upper-case, so a customer's "eid25" finds "EID25" through
 * the unique index. An order keeps the code's text and terms as they were when it was booked
 * (orders.promo_*), so editing or pausing a code never changes an order already made.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { CURRENCIES } from '#shared/money.ts'

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper-case, as customers see it on a poster (`EID25`). */
    code: text('code').notNull(),
    /** A whole percent off (1–100); null for a fixed amount. */
    percent: integer('percent'),
    /** A fixed amount off in minor units of `currency`; null for a percentage. */
    amountMinor: integer('amount_minor'),
    /** What `amount_minor` and `min_spend_minor` are in; a booking in another is refused. */
    currency: text('currency', { enum: CURRENCIES }).notNull().default('bdt'),
    /** Uses in total and per customer (a use: a booking with it, not cancelled, not expired). */
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    /** The first and last booking day it is valid, inclusive, in Asia/Dhaka; null: open. */
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    /** The tours it is for; empty: every tour. */
    tourIds: uuid('tour_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** The subtotal (party and extras) a booking must reach, in minor units; null: none. */
    minSpendMinor: integer('min_spend_minor'),
    paused: boolean('paused').notNull().default(false),
    /** The admin who created it (their email), and when. */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_idx').on(t.code),
    // The admin list's keyset pages, newest first.
    index('promo_codes_created_idx').on(t.createdAt, t.id),
    check(
      'promo_codes_code_upper',
      sql`${t.code} = upper(${t.code}) and length(${t.code}) between 3 and 32`,
    ),
    check('promo_codes_one_kind', sql`(${t.percent} is null) <> (${t.amountMinor} is null)`),
    check('promo_codes_percent_range', sql`${t.percent} between 1 and 100`),
    check('promo_codes_amount_positive', sql`${t.amountMinor} > 0`),
    check('promo_codes_currency_known', sql`${t.currency} in ('usd', 'bdt')`),
    check(
      'promo_codes_limits_positive',
      sql`coalesce(${t.maxUses}, 1) >= 1 and coalesce(${t.maxUsesPerCustomer}, 1) >= 1 and coalesce(${t.minSpendMinor}, 0) >= 0`,
    ),
    check(
      'promo_codes_window',
      sql`${t.startsOn} is null or ${t.endsOn} is null or ${t.startsOn} <= ${t.endsOn}`,
    ),
  ],
)
