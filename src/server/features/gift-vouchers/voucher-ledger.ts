/**
 * GET /admin/gift-vouchers/:id (admins): one voucher and its ledger, oldest first, each entry
 * with the booking it was spent on or returned from and who moved it.
 */
import { asc, eq } from 'drizzle-orm'
import type { AdminGiftVoucherLedger } from '#shared/contracts/gift-vouchers.ts'
import { messages } from '#shared/messages.ts'
import { toMajor } from '#shared/money.ts'
import { giftVoucherEntries, giftVouchers, orders, users } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { NO_SALE, saleColumns, toAdminVoucher } from './voucher-row.ts'

export async function giftVoucherLedger({
  ctx,
  id,
}: {
  ctx: Ctx
  id: string
}): Promise<AdminGiftVoucherLedger> {
  const [found] = await ctx.db
    .select({ row: giftVouchers, sale: saleColumns })
    .from(giftVouchers)
    .leftJoin(orders, eq(orders.id, giftVouchers.orderId))
    .where(eq(giftVouchers.id, id))
  if (!found) throw new NotFound(messages.giftVoucher.unknown)
  const entries = await ctx.db
    .select({
      entry: giftVoucherEntries,
      reference: orders.reference,
      actorEmail: users.email,
    })
    .from(giftVoucherEntries)
    .leftJoin(orders, eq(orders.id, giftVoucherEntries.orderId))
    .leftJoin(users, eq(users.id, giftVoucherEntries.actorId))
    .where(eq(giftVoucherEntries.voucherId, id))
    .orderBy(asc(giftVoucherEntries.createdAt), asc(giftVoucherEntries.id))
    .limit(1000)
  return {
    voucher: toAdminVoucher(found.row, found.sale ?? NO_SALE),
    entries: entries.map(({ entry, reference, actorEmail }) => ({
      id: entry.id,
      kind: entry.kind,
      amount: toMajor(entry.amountMinor),
      orderId: entry.orderId,
      orderReference: reference,
      actorEmail,
      createdAt: entry.createdAt.toISOString(),
    })),
  }
}
