/**
 * Bookings paid in part (a gift voucher's part, decision 054) whose hold ran out before the rest
 * was paid: cancelled, and what was paid given back the way it came (a voucher's part onto the
 * voucher). Money keeps a booking's seats once its price, or its deposit, is paid (ledger.ts);
 * a part of any size does not, or a voucher's last taka would hold seats (a whole date,
 * privately) until the day they leave.
 *
 * The lifecycle worker runs it every round. Each booking is cancelled in its own transaction
 * under its row lock, re-checked there: a payment of the rest, or another instance's sweep,
 * that got there first leaves it alone. The refunds are sent after the commit, and by the refund
 * sweep if the process dies first.
 */
import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import { messages } from '#shared/messages.ts'
import { orders } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import type { RefundProvider } from './cancel-booking.ts'
import { cancelLocked } from './cancel-order.ts'
import { netPaidCents } from './ledger.ts'
import { sendRefundsAfterCommit } from './send-refunds.ts'

/** Part-paid, short of its deposit, live, past its hold (orders_hold_expiry_idx's rows). */
const partPaidPastHold = () =>
  and(
    eq(orders.isPaid, false),
    isNull(orders.cancelledAt),
    isNull(orders.expiredAt),
    isNotNull(orders.holdExpiresAt),
    lte(orders.holdExpiresAt, sql`now()`),
    gt(orders.paidCents, 0),
    or(
      isNull(orders.depositCents),
      sql`${orders.paidCents} - ${orders.refundedCents} < ${orders.depositCents}`,
    ),
  )

/** Releases up to `limit` of them; answers how many. */
export async function releasePartPaid({
  ctx,
  provider,
  limit = 50,
}: {
  ctx: Ctx
  provider: Pick<RefundProvider, 'refund' | 'retrieveRefund'>
  limit?: number
}): Promise<number> {
  const due = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(partPaidPastHold())
    .limit(limit)
  let released = 0
  for (const { id } of due) {
    const refundCents = await ctx.db.transaction(async (tx) => {
      // Locked with its condition: PostgreSQL re-checks it on the row as it is once the lock is
      // ours (a payment of the rest may have landed meanwhile).
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), partPaidPastHold()))
        .for('update')
      if (!row) return null
      const cents = Math.max(0, netPaidCents(row))
      await cancelLocked(tx, ctx, row, {
        by: 'hold',
        refundCents: cents,
        reason: () => messages.mail.partPaidHoldRanOut,
      })
      return cents
    })
    if (refundCents === null) continue
    released++
    ctx.mailQueued()
    ctx.phoneQueued?.()
    if (refundCents > 0) await sendRefundsAfterCommit(ctx, provider, id, 'part-paid hold ran out')
  }
  return released
}
