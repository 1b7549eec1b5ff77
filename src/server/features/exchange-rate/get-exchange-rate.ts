/**
 * The current exchange rate: the newest an admin set (the last inserted), or the starting one
 * while none was set. Public: every page shows prices in taka with it, so it is read through the
 * catalogue cache and emptied with it (migration 0014's trigger, and setExchangeRate).
 */
import { desc } from 'drizzle-orm'
import {
  DEFAULT_TAKA_PER_DOLLAR,
  exchangeRateSchema,
  type ExchangeRate,
} from '#shared/contracts/exchange-rate.ts'
import type { CachedAnswer } from '#server/caches/cached-answer.ts'
import type { Db } from '#server/db/client.ts'
import { exchangeRates } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'

export async function getExchangeRate({ db }: { db: Db }): Promise<ExchangeRate> {
  const [row] = await db
    .select({ paisaPerDollar: exchangeRates.paisaPerDollar, setAt: exchangeRates.setAt })
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.id))
    .limit(1)
  if (!row) return { takaPerDollar: DEFAULT_TAKA_PER_DOLLAR, setAt: null }
  return { takaPerDollar: row.paisaPerDollar / 100, setAt: row.setAt.toISOString() }
}

export function cachedExchangeRate({ ctx }: { ctx: Ctx }): Promise<CachedAnswer<ExchangeRate>> {
  return ctx.catalogCache.get('exchange-rate', exchangeRateSchema, () =>
    getExchangeRate({ db: ctx.db }),
  )
}
