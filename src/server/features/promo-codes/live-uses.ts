/**
 * What counts as a use of a code against its limits: a booking with it that is neither
 * cancelled nor an unpaid hold that ran out (either gave its seats back, so it gives its use
 * back too). One expression for the limits and the admins' count, so the two never disagree.
 */
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm'
import { orders } from '#server/db/schema/index.ts'

export function liveUse(): SQL {
  return and(
    isNull(orders.cancelledAt),
    or(isNull(orders.expiredAt), sql`${orders.paidCents} > 0`),
  )!
}

export const usedCode = (promoCodeId: string): SQL => eq(orders.promoCodeId, promoCodeId)
