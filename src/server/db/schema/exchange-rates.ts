/**
 * The taka per US dollar that pages show prices with (issue 16): prices are stored and charged
 * in dollars; the taka beside them is an estimate at the rate an admin set. Every rate set is
 * kept (when and by whom); the newest (the last inserted) is current. With no row, the starting
 * rate applies (src/server/features/exchange-rate/get-exchange-rate.ts): a migration seeds none,
 * so a freshly migrated database stays empty for a backup to import into (the demo seed adds
 * one).
 */
import { sql } from 'drizzle-orm'
import { bigint, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Exact: whole paisa (1/100 taka) per dollar, e.g. 12050 for ৳120.50. */
    paisaPerDollar: integer('paisa_per_dollar').notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who set it; null once their account is deleted (the audit log keeps the email). */
    setBy: text('set_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('exchange_rates_paisa_range', sql`${t.paisaPerDollar} between 100 and 100000`)],
)
