/**
 * POST /admin/gift-vouchers/:id/cancel (admins): voids what is left on a voucher (a mistake, a
 * fraud, a refund agreed with its buyer), with the reason, under the voucher's row lock: a
 * redemption racing it either spent first (and is kept) or finds it cancelled. What it had left
 * is a `cancelled` entry, so the ledger still sums to its balance. Bookings already paid with it
 * keep their payments; their later refunds are not taken back (voucher-provider.ts), and wait
 * for an admin on the audit log.
 *
 * With `refund`, a sold voucher's buyer also gets back what was left, on the payment that
 * bought it: its sale is cancelled with that refund (orders' cancelSale) in the same
 * transaction as the void, the sale's row locked before the voucher's (the order of locks
 * everywhere), so what is voided is exactly what is refunded, once. An issued voucher has no
 * buyer to refund.
 */
import { eq } from 'drizzle-orm'
import type { AdminGiftVoucher } from '#shared/contracts/gift-vouchers.ts'
import { messages } from '#shared/messages.ts'
import type { Db } from '#server/db/client.ts'
import { giftVoucherEntries, giftVouchers, orders } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import { cancelSale, type RefundProvider } from '#server/features/orders/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Conflict, invalidField, NotFound } from '#server/lib/errors.ts'
import { NO_SALE, saleColumns, toAdminVoucher, type VoucherRow } from './voucher-row.ts'

export async function cancelGiftVoucher({
  ctx,
  provider,
  id,
  reason,
  refund = false,
}: {
  ctx: UserCtx
  provider: Pick<RefundProvider, 'refund' | 'retrieveRefund'>
  id: string
  reason: string
  /** Refund what is left to the buyer (a sold voucher only). */
  refund?: boolean
}): Promise<AdminGiftVoucher> {
  if (refund) {
    // The sale it names never changes: read without a lock, then lock in order.
    const [found] = await ctx.db
      .select({ orderId: giftVouchers.orderId })
      .from(giftVouchers)
      .where(eq(giftVouchers.id, id))
    if (!found) throw new NotFound(messages.giftVoucher.unknown)
    if (!found.orderId) throw invalidField('refund', messages.giftVoucher.issuedNoRefund)
    await cancelSale({
      ctx,
      provider,
      orderId: found.orderId,
      reason,
      release: async (tx) => {
        const left = (await voidVoucher(tx, ctx, id, reason, true)).balanceMinor
        // Nothing left: nothing to give back (its sale stays paid; the rollback keeps it live).
        if (left === 0) throw invalidField('refund', messages.giftVoucher.spent)
        return left
      },
    })
  } else {
    await ctx.db.transaction((tx) => voidVoucher(tx, ctx, id, reason, false))
  }
  const [row] = await ctx.db
    .select({ voucher: giftVouchers, sale: saleColumns })
    .from(giftVouchers)
    .leftJoin(orders, eq(orders.id, giftVouchers.orderId))
    .where(eq(giftVouchers.id, id))
  return toAdminVoucher(row!.voucher, row!.sale ?? NO_SALE)
}

/**
 * Locks the voucher and voids what is left on it, audited, in the caller's transaction.
 * Answers the voucher as it was.
 */
async function voidVoucher(
  tx: Db,
  ctx: UserCtx,
  id: string,
  reason: string,
  refunded: boolean,
): Promise<VoucherRow> {
  const [voucher] = await tx
    .select()
    .from(giftVouchers)
    .where(eq(giftVouchers.id, id))
    .for('update')
  if (!voucher) throw new NotFound(messages.giftVoucher.unknown)
  if (voucher.status === 'cancelled') throw new Conflict(messages.giftVoucher.alreadyCancelled)
  // Not paid for yet: nothing to void (its sale is cancelled as a booking is, unpaid).
  if (voucher.status === 'pending') throw new Conflict(messages.giftVoucher.notPaid)
  await tx
    .update(giftVouchers)
    .set({
      status: 'cancelled',
      balanceMinor: 0,
      cancelledAt: new Date(),
      cancelledBy: ctx.user.email,
      cancelReason: reason,
    })
    .where(eq(giftVouchers.id, id))
  if (voucher.balanceMinor > 0) {
    await tx.insert(giftVoucherEntries).values({
      voucherId: id,
      kind: 'cancelled',
      amountMinor: -voucher.balanceMinor,
      key: `cancelled:${id}`,
      actorId: ctx.user.id,
    })
  }
  await recordAudit(tx, ctx.user, {
    action: 'gift-voucher.cancelled',
    subject: { type: 'gift-voucher', id },
    before: { status: voucher.status, balanceMinor: voucher.balanceMinor },
    after: {
      status: 'cancelled',
      balanceMinor: 0,
      reason,
      refundToBuyer: refunded,
    },
  })
  return voucher
}
