/**
 * Unpaid bookings of a departure hold their seats for HOLD_HOURS; then they expire: the order
 * stays (shown as expired, payable again while seats remain) and the orders trigger gives its
 * seats back. One UPDATE, so any number of instances may run it at once: a row is expired by
 * exactly one of them (the others re-check it under the row lock and skip it).
 */
import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'

/** A payment's time: opening one renews a hold to at least this far ahead. */
export const PAYMENT_HOLD_MS = 3_600_000

/**
 * A new hold of seats ending at `holdExpiresAt`, and the latest any renewal may take it to
 * (decision 055): no booking holds seats unpaid for longer than its hold and a payment's time.
 */
export function newHold(holdExpiresAt: Date): { holdExpiresAt: Date; holdLimitAt: Date } {
  return { holdExpiresAt, holdLimitAt: new Date(holdExpiresAt.getTime() + PAYMENT_HOLD_MS) }
}

/** The rows the sweep may expire now: unpaid, live, past their hold. */
export function heldPastExpiry() {
  return and(
    eq(orders.isPaid, false),
    // A deposit keeps the seats: no hold to run out.
    eq(orders.paidCents, 0),
    isNull(orders.cancelledAt),
    isNull(orders.expiredAt),
    isNotNull(orders.holdExpiresAt),
    lte(orders.holdExpiresAt, sql`now()`),
  )
}

/** Expires every hold past its time (of one departure, when given); returns how many. */
export async function expireHolds({
  db,
  departureId,
}: {
  db: Db
  departureId?: string
}): Promise<number> {
  const rows = await db
    .update(orders)
    .set({ expiredAt: sql`now()` })
    .where(
      departureId ? and(heldPastExpiry(), eq(orders.departureId, departureId)) : heldPastExpiry(),
    )
    .returning({ id: orders.id })
  return rows.length
}
