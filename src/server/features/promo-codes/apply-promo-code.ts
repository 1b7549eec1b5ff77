/**
 * Whether a code may be used on a booking, and what it takes off (decision 050). The booking
 * calls it inside its own transaction with `lock`: the code's row is locked (FOR UPDATE) before
 * its uses are counted, so two bookings racing for the last use take turns, and the second
 * counts the first. The quote (check-promo-code.ts) calls it without a lock: it only tells.
 *
 * Refusals are field errors on `field` (the order's `promoCode`, the quote's `code`), each with
 * its own text: unknown, paused, another currency, not yet, expired, another tour, below the
 * minimum spend, used up, used up by this customer.
 */
import { and, eq, sql } from 'drizzle-orm'
import { dhakaToday, formatLongDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { formatMoney, money, type CurrencyCode } from '#shared/money.ts'
import { promoDiscount } from '#shared/promo-discount.ts'
import type { Db } from '#server/db/client.ts'
import { orders, promoCodes } from '#server/db/schema/index.ts'
import { invalidField } from '#server/lib/errors.ts'
import { liveUse, usedCode } from './live-uses.ts'

export interface AppliedPromo {
  id: string
  code: string
  percent: number | null
  amountMinor: number | null
  discountMinor: number
}

export async function applyPromoCode({
  db,
  code,
  field,
  userId,
  tourId,
  subtotalMinor,
  currency,
  lock,
}: {
  db: Db
  /** Upper case already (the contracts' promoCodeTextSchema). */
  code: string
  field: string
  /** The customer, for the per-customer limit; none: a visitor's quote, not counted. */
  userId: string | null
  tourId: string
  subtotalMinor: number
  currency: CurrencyCode
  lock: boolean
}): Promise<AppliedPromo> {
  const m = messages.promoCode
  const refuse = (message: string) => invalidField(field, message)
  const query = db.select().from(promoCodes).where(eq(promoCodes.code, code))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw refuse(m.unknown)
  if (row.paused) throw refuse(m.paused)
  if (row.currency !== currency) throw refuse(m.wrongCurrency)
  const today = dhakaToday()
  if (row.startsOn !== null && today < row.startsOn) {
    throw refuse(m.notYet({ date: formatLongDate(row.startsOn) }))
  }
  if (row.endsOn !== null && today > row.endsOn) throw refuse(m.expired)
  if (row.tourIds.length > 0 && !row.tourIds.includes(tourId)) throw refuse(m.notForTour)
  if (row.minSpendMinor !== null && subtotalMinor < row.minSpendMinor) {
    throw refuse(m.belowMinimum({ amount: formatMoney(money(row.minSpendMinor, row.currency)) }))
  }
  if (row.maxUses !== null || (row.maxUsesPerCustomer !== null && userId !== null)) {
    const [uses] = await db
      .select({
        all: sql<number>`count(*)::int`,
        mine: userId
          ? sql<number>`(count(*) filter (where ${orders.userId} = ${userId}))::int`
          : sql<number>`0`,
      })
      .from(orders)
      .where(and(usedCode(row.id), liveUse()))
    if (row.maxUses !== null && Number(uses?.all ?? 0) >= row.maxUses) throw refuse(m.usedUp)
    if (row.maxUsesPerCustomer !== null && Number(uses?.mine ?? 0) >= row.maxUsesPerCustomer) {
      throw refuse(m.usedByYou)
    }
  }
  const terms = { percent: row.percent, amountMinor: row.amountMinor }
  return {
    id: row.id,
    code: row.code,
    ...terms,
    discountMinor: promoDiscount(terms, subtotalMinor),
  }
}
