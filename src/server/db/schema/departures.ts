/**
 * Departures: the dated runs of a tour that customers book seats on. A departure's date is the
 * local date in Asia/Dhaka; its price, when set, overrides the tour's per-person price.
 *
 * `seats_taken` is kept by a trigger on orders (migration 0009): the travellers of its live
 * orders — unpaid holds not yet expired, and paid ones — whatever code path changes an order
 * (booking, paying, deleting, cancelling, expiring, an account deleted). The trigger refuses a
 * new or renewed hold beyond the capacity, so two bookings can never sell the same last seat,
 * on either engine; a capacity edit below the seats taken is refused by the check constraint.
 */
import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { places } from './catalog.ts'

export const departureStates = ['open', 'closed', 'cancelled'] as const
export type DepartureState = (typeof departureStates)[number]

export const departures = pgTable(
  'departures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    /** The local date in Asia/Dhaka, `YYYY-MM-DD`. */
    date: date('date', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    /** Per person; null: the tour's price. */
    priceCents: integer('price_cents'),
    state: text('state', { enum: departureStates }).notNull().default('open'),
    /** When it sets off, `HH:MM` in Asia/Dhaka; null: not said (pickup points say theirs). */
    startTime: text('start_time'),
    /** Kept by the orders trigger (see the header); never written by the app. */
    seatsTaken: integer('seats_taken').notNull().default(0),
    /**
     * Set when an admin cancels it: from then on the lifecycle worker cancels and refunds its
     * bookings one by one until none is left (resumable: each order is cancelled once).
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** How many live bookings it had when cancelled (the progress shown is out of this). */
    cancelTotal: integer('cancel_total'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One departure a day per tour: a series never doubles a date it already has.
    uniqueIndex('departures_tour_date_idx').on(t.tourId, t.date),
    index('departures_date_idx').on(t.date),
    check('departures_capacity_range', sql`${t.capacity} between 1 and 1000`),
    check('departures_price_nonnegative', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
    check('departures_start_time', sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('departures_state', sql`${t.state} in ('open', 'closed', 'cancelled')`),
    check('departures_seats_nonnegative', sql`${t.seatsTaken} >= 0`),
  ],
)

/**
 * The extras with a stock (a launch's four single cabins, two porters) taken on a departure:
 * kept by a trigger on orders (migration 0035) from the extras of its live orders, as seats are,
 * and refusing a new hold beyond the stock inside the booking's own statement. `stock` is the
 * limit as the last booking saw it (the tour's pricing says it; a lowered stock refuses new
 * holds, never the ones already taken; null: no limit, counted all the same).
 */
export const departureExtras = pgTable(
  'departure_extras',
  {
    departureId: uuid('departure_id')
      .notNull()
      .references(() => departures.id, { onDelete: 'cascade' }),
    extraId: text('extra_id').notNull(),
    stock: integer('stock'),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.departureId, t.extraId] }),
    check('departure_extras_taken_nonnegative', sql`${t.taken} >= 0`),
  ],
)
