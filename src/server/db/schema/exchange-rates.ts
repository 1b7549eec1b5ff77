/**
 * The taka per US dollar that pages show prices with (issue 16): prices are stored and charged
 * in the pricing currency; the other currency beside them is an estimate at the rate an admin
 * set. Every rate set is
 * kept (when and by whom); the newest (the last inserted) is current. With no row, the starting
 * rate applies (src/server/features/exchange-rate/get-exchange-rate.ts): a migration seeds none,
 * so a freshly migrated database stays empty for a backup to import into (the demo seed adds
 * one).
 */
import { sql } from 'drizzle-orm'
import { bigint, boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { CURRENCIES } from '#shared/money.ts'
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

/**
 * The currency this database's prices and orders are in (PRICING_CURRENCY, decision 040): one
 * row, written by the first start. A server started with another currency refuses to start
 * while the catalogue or the orders hold amounts, since every stored number would change its
 * meaning (src/server/db/pricing-currency.ts).
 */
export const pricingCurrency = pgTable(
  'pricing_currency',
  {
    only: boolean('only').primaryKey().default(true),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('pricing_currency_one_row', sql`${t.only}`),
    check('pricing_currency_known', sql`${t.currency} in ('usd', 'bdt')`),
  ],
)
