/**
 * The database remembers the currency its amounts are in (decision 040). Every price and order
 * holds bare minor units, so a server that read them in another currency would turn a ৳9,500
 * tour into a $9,500 one: it refuses to start instead, and says what to do. A database with no
 * tour and no order yet (a new one) takes whatever the first start says.
 */
import { sql } from 'drizzle-orm'
import type { Db } from './client.ts'
import { orders, places, pricingCurrency } from './schema/index.ts'
import type { CurrencyCode } from '#shared/money.ts'

export class PricingCurrencyMismatch extends Error {}

export async function settlePricingCurrency(db: Db, wanted: CurrencyCode): Promise<void> {
  await db.insert(pricingCurrency).values({ currency: wanted }).onConflictDoNothing()
  const [row] = await db.select({ currency: pricingCurrency.currency }).from(pricingCurrency)
  if (!row || row.currency === wanted) return
  const [place] = await db.select({ id: places.id }).from(places).limit(1)
  const [order] = await db.select({ id: orders.id }).from(orders).limit(1)
  if (place || order) {
    throw new PricingCurrencyMismatch(
      `PRICING_CURRENCY is ${wanted}, but this database's prices and orders are in ${row.currency}. ` +
        `Start with PRICING_CURRENCY=${row.currency}, or with a new database for ${wanted} prices.`,
    )
  }
  await db
    .update(pricingCurrency)
    .set({ currency: wanted, setAt: sql`now()` })
    .where(sql`${pricingCurrency.currency} <> ${wanted}`)
}
