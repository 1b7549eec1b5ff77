/**
 * GET /gift-vouchers/mine — the vouchers a customer bought, newest first (a customer buys a few:
 * the last hundred are shown). The code only once the sale is paid: before that it is nothing.
 */
import { desc, eq } from 'drizzle-orm'
import type { OwnGiftVoucher } from '#shared/contracts/gift-vouchers.ts'
import { toMajor } from '#shared/money.ts'
import { giftVouchers } from '#server/db/schema/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { stateOf } from './voucher-row.ts'

export async function listOwnGiftVouchers({ ctx }: { ctx: UserCtx }): Promise<OwnGiftVoucher[]> {
  const rows = await ctx.db
    .select()
    .from(giftVouchers)
    .where(eq(giftVouchers.buyerId, ctx.user.id))
    .orderBy(desc(giftVouchers.createdAt))
    .limit(100)
  return rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    code: row.status === 'pending' ? null : row.code,
    amount: toMajor(row.amountMinor),
    balance: toMajor(row.balanceMinor),
    currency: row.currency,
    status: stateOf(row),
    recipientName: row.recipientName,
    deliverBy: row.deliverBy,
    deliverOn: row.deliverOn,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    expiresOn: row.expiresOn,
    createdAt: row.createdAt.toISOString(),
  }))
}
