/**
 * Waitlists of sold-out departures. A signed-in customer joins with their party's size and
 * contact; when seats free up, the first in line whose party fits is offered them: an unpaid
 * booking made for them that holds the seats for 12 hours (its link comes by mail). An offer
 * not paid in time lapses and the next in line is offered. One live entry per customer and
 * departure (a partial unique index).
 */
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { departures } from './departures.ts'
import { orders } from './orders.ts'

export const waitlistStates = ['waiting', 'offered', 'booked', 'lapsed', 'left'] as const
export type WaitlistState = (typeof waitlistStates)[number]

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    departureId: uuid('departure_id')
      .notNull()
      .references(() => departures.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    travellers: integer('travellers').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    state: text('state', { enum: waitlistStates }).notNull().default('waiting'),
    /** The booking made for them when offered (it holds the seats until it expires). */
    offeredOrderId: uuid('offered_order_id').references(() => orders.id, { onDelete: 'set null' }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waitlist_live_entry_idx')
      .on(t.departureId, t.userId)
      .where(sql`${t.state} in ('waiting', 'offered')`),
    // The line: who waits on a departure, oldest first.
    index('waitlist_line_idx')
      .on(t.departureId, t.createdAt)
      .where(sql`${t.state} = 'waiting'`),
    index('waitlist_user_idx').on(t.userId, t.createdAt),
    index('waitlist_offered_idx')
      .on(t.offerExpiresAt)
      .where(sql`${t.state} = 'offered'`),
    check('waitlist_travellers_range', sql`${t.travellers} between 1 and 20`),
  ],
)
