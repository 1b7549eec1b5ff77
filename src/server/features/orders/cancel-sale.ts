/**
 * Cancelling a paid sale (decision 054: a gift voucher's) and refunding the part of it its
 * seller gives back. A paid sale is refused by a booking's cancellation (`saleNotCancelled`):
 * what it sold may be partly spent, and only the seller knows how much is left.
 *
 * One transaction, locks in the one order used everywhere (the order's row, then the seller's):
 * the sale's row is locked, then the seller's `release` step runs under that lock (the voucher
 * locks its own row, voids what is left and answers how much that was), then the order is
 * cancelled with a refund of that much, never more than the sale still holds. Two admins, two
 * tabs or a redemption racing it queue on the rows: the voucher is voided once and its money
 * given back once. The refund goes to the provider after the commit, as a booking's does, and
 * the lifecycle worker sends it if the process dies first.
 */
import type { Db } from '#server/db/client.ts'
import type { Ctx } from '#server/lib/context.ts'
import { Conflict, NotFound } from '#server/lib/errors.ts'
import { messages } from '#shared/messages.ts'
import type { Reason } from '#server/features/mail/index.ts'
import { cancelLocked } from './cancel-order.ts'
import type { RefundProvider } from './cancel-booking.ts'
import { lockOrder, netPaidCents, type OrderRow } from './ledger.ts'
import { sendRefundsAfterCommit } from './send-refunds.ts'

export interface CancelledSale {
  /** Minor units refunded to the buyer. */
  refundMinor: number
}

export async function cancelSale({
  ctx,
  provider,
  orderId,
  reason,
  release,
}: {
  ctx: Ctx
  provider: Pick<RefundProvider, 'refund' | 'retrieveRefund'>
  orderId: string
  reason: Reason
  /** The seller's step, under the sale's lock: voids what it sold, answers what was left. */
  release: (tx: Db, sale: OrderRow) => Promise<number>
}): Promise<CancelledSale> {
  const refundMinor = await ctx.db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId)
    if (!row || row.sale === null) throw new NotFound(messages.errors.noSuchOrder)
    // The seller first: it says best why (a voucher cancelled already, or never paid for).
    const left = await release(tx, row)
    if (row.cancelledAt !== null) throw new Conflict(messages.errors.orderCancelledKept)
    const cents = Math.max(0, Math.min(left, netPaidCents(row)))
    await cancelLocked(tx, ctx, row, { by: 'admin', refundCents: cents, reason })
    return cents
  })
  if (refundMinor > 0) {
    await sendRefundsAfterCommit(ctx, provider, orderId, 'sale cancelled')
  }
  return { refundMinor }
}
