/**
 * The sandbox payment provider's intents (PAYMENT_PROVIDER=sandbox): kept in the database so
 * they survive restarts and every instance sees them, like Stripe's own records would.
 */
import { sql } from 'drizzle-orm'
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { orders } from './orders.ts'

export const sandboxIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    clientSecret: text('client_secret').notNull().unique(),
    /** requires_payment_method | succeeded | canceled — the subset of Stripe's states the sandbox uses. */
    status: text('status').notNull(),
    last4: text('last4'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open intent per order, whatever the concurrency: a second insert loses and reads it.
    uniqueIndex('sandbox_intents_open_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'requires_payment_method'`),
  ],
)
