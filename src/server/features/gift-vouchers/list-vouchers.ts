/**
 * GET /admin/gift-vouchers (admins): every voucher, newest first, a page at a time by a keyset
 * cursor (gift_vouchers_created_idx), with its sale's reference and buyer; `q` finds a code or
 * part of a name or address. The total on the first page only.
 */
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { AdminGiftVouchersPage } from '#shared/contracts/gift-vouchers.ts'
import { normalGiftVoucherCode } from '#shared/gift-voucher-code.ts'
import { giftVouchers, orders } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { before, createdAtText, decodeCursor, encodeCursor } from '#server/lib/keyset-cursor.ts'
import { NO_SALE, saleColumns, toAdminVoucher } from './voucher-row.ts'

/**
 * `q` as a filter: a whole code exactly, else a part of a name or an address (any case): the
 * recipient's, the giver's or the buyer's.
 */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined
  const code = normalGiftVoucherCode(q)
  if (code) return eq(giftVouchers.code, code)
  const part = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return or(
    ilike(giftVouchers.code, part),
    ilike(giftVouchers.recipientName, part),
    ilike(giftVouchers.recipientEmail, part),
    ilike(giftVouchers.fromName, part),
    sql`${giftVouchers.recipientPhone} like ${`%${q.replace(/\D/g, '') || '-'}%`}`,
    // The buyer, on the sale (its primary key: one row per voucher).
    sql`exists (select 1 from ${orders} where ${orders.id} = ${giftVouchers.orderId} and (${ilike(orders.email, part)} or ${ilike(orders.name, part)}))`,
  )
}

export async function listGiftVouchers({
  ctx,
  query,
}: {
  ctx: Ctx
  query: { limit: number; cursor?: string; q?: string }
}): Promise<AdminGiftVouchersPage> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor)
  const filter = matching(query.q)
  const [rows, counted] = await Promise.all([
    ctx.db
      .select({
        row: giftVouchers,
        at: createdAtText(giftVouchers.createdAt),
        sale: saleColumns,
      })
      .from(giftVouchers)
      .leftJoin(orders, eq(orders.id, giftVouchers.orderId))
      .where(
        and(after ? before(giftVouchers.createdAt, giftVouchers.id, after) : undefined, filter),
      )
      .orderBy(desc(giftVouchers.createdAt), desc(giftVouchers.id))
      .limit(query.limit + 1),
    after
      ? undefined
      : ctx.db
          .select({ all: sql<number>`count(*)::int` })
          .from(giftVouchers)
          .where(filter)
          .then(([row]) => Number(row?.all ?? 0)),
  ])
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return {
    items: page.map(({ row, sale }) => toAdminVoucher(row, sale ?? NO_SALE)),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ at: last.at, id: last.row.id }) : null,
    total: counted ?? null,
  }
}
