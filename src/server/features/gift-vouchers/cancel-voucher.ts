/**
 * POST /admin/gift-vouchers/:id/cancel (admins): voids what is left on a voucher (a mistake, a
 * fraud, a refund agreed with its buyer), with the reason, in one transaction under the
 * voucher's row lock: a redemption racing it either spent first (and is kept) or finds it
 * cancelled. What it had left is a `cancelled` entry, so the ledger still sums to its balance.
 * Bookings already paid with it keep their payments; their later refunds are not taken back
 * (voucher-provider.ts), and wait for an admin on the audit log.
 */
import { eq } from 'drizzle-orm'
import type { AdminGiftVoucher } from '#shared/contracts/gift-vouchers.ts'
import { messages } from '#shared/messages.ts'
import { giftVoucherEntries, giftVouchers, orders } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Conflict, NotFound } from '#server/lib/errors.ts'
import { toAdminVoucher } from './voucher-row.ts'

export async function cancelGiftVoucher({
  ctx,
  id,
  reason,
}: {
  ctx: UserCtx
  id: string
  reason: string
}): Promise<AdminGiftVoucher> {
  const row = await ctx.db.transaction(async (tx) => {
    const [voucher] = await tx
      .select()
      .from(giftVouchers)
      .where(eq(giftVouchers.id, id))
      .for('update')
    if (!voucher) throw new NotFound(messages.giftVoucher.unknown)
    if (voucher.status === 'cancelled') throw new Conflict(messages.giftVoucher.alreadyCancelled)
    // Not paid for yet: nothing to void (its sale is cancelled as a booking is, unpaid).
    if (voucher.status === 'pending') throw new Conflict(messages.giftVoucher.notPaid)
    const [cancelled] = await tx
      .update(giftVouchers)
      .set({
        status: 'cancelled',
        balanceMinor: 0,
        cancelledAt: new Date(),
        cancelledBy: ctx.user.email,
        cancelReason: reason,
      })
      .where(eq(giftVouchers.id, id))
      .returning()
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
      after: { status: 'cancelled', balanceMinor: 0, reason },
    })
    return cancelled!
  })
  const [sale] = row.orderId
    ? await ctx.db
        .select({ reference: orders.reference, email: orders.email })
        .from(orders)
        .where(eq(orders.id, row.orderId))
    : []
  return toAdminVoucher(row, {
    orderReference: sale?.reference ?? null,
    buyerEmail: sale?.email ?? null,
  })
}
