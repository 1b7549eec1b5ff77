/**
 * POST /exchange-rate — an admin sets the taka per dollar pages show prices with. A new row each
 * time (the history stays; the newest is current), recorded in the audit log in the same
 * transaction. Nothing charged changes: prices and payments stay in dollars.
 */
import type { ExchangeRate } from '#shared/contracts/exchange-rate.ts'
import { rateToPaisa } from '#shared/money.ts'
import { exchangeRates } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { getExchangeRate } from './get-exchange-rate.ts'

export async function setExchangeRate({
  ctx,
  takaPerDollar,
}: {
  ctx: UserCtx
  takaPerDollar: number
}): Promise<ExchangeRate> {
  const rate = await ctx.db.transaction(async (tx) => {
    const before = await getExchangeRate({ db: tx })
    const [row] = await tx
      .insert(exchangeRates)
      .values({ paisaPerDollar: rateToPaisa(takaPerDollar), setBy: ctx.user.id })
      .returning()
    const now = { takaPerDollar: row!.paisaPerDollar / 100, setAt: row!.setAt.toISOString() }
    await recordAudit(tx, ctx.user, {
      action: 'exchange-rate.set',
      subject: { type: 'exchange-rate', id: String(row!.id) },
      before: { takaPerDollar: before.takaPerDollar },
      after: { takaPerDollar: now.takaPerDollar },
    })
    return now
  })
  // The trigger's notification empties it too, but maybe after the answer.
  ctx.catalogCache.invalidate()
  return rate
}
