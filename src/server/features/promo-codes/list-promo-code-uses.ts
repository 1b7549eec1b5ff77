/**
 * GET /admin/promo-codes/:id/uses (admins): the bookings made with a code, newest first, a page
 * at a time (orders_promo_code_idx), with the code itself, its uses and revenue on top.
 */
import { and, desc, eq } from 'drizzle-orm'
import type { PromoCodeUsesPage } from '#shared/contracts/promo-codes.ts'
import { messages } from '#shared/messages.ts'
import { toMajor } from '#shared/money.ts'
import { orderLifecycle, orders, promoCodes } from '#server/db/schema/index.ts'
import { orderStatuses, type OrderStatus } from '#shared/contracts/orders.ts'
import { dhakaToday } from '#shared/dhaka-date.ts'
import type { Ctx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { before, createdAtText, decodeCursor, encodeCursor } from '#server/lib/keyset-cursor.ts'
import { codeStats, toAdminPromoCode } from './promo-code-row.ts'

export async function listPromoCodeUses({
  ctx,
  id,
  query,
}: {
  ctx: Ctx
  id: string
  query: { limit: number; cursor?: string }
}): Promise<PromoCodeUsesPage> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor)
  const [code] = await ctx.db.select().from(promoCodes).where(eq(promoCodes.id, id))
  if (!code) throw new NotFound(messages.promoAdmin.noSuchCode)
  const [rows, stats] = await Promise.all([
    ctx.db
      .select({
        row: orders,
        at: createdAtText(orders.createdAt),
        lifecycle: orderLifecycle(orders),
      })
      .from(orders)
      .where(
        and(
          eq(orders.promoCodeId, id),
          after ? before(orders.createdAt, orders.id, after) : undefined,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit + 1),
    codeStats(ctx.db, [id]),
  ])
  const page = rows.slice(0, query.limit)
  const today = dhakaToday()
  const last = page.at(-1)
  return {
    code: toAdminPromoCode(code, stats.get(id)),
    items: page.map(({ row, lifecycle }) => ({
      orderId: row.id,
      reference: row.reference,
      name: row.name,
      email: row.email,
      tourName: row.tourName,
      departureDate: row.departureDate,
      createdAt: row.createdAt.toISOString(),
      status: statusOf(lifecycle, row.departureDate, today),
      discount: toMajor(row.discountCents),
      total: toMajor(row.tourPriceCents),
      paid: toMajor(row.paidCents - row.refundedCents),
    })),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ at: last.at, id: last.row.id }) : null,
    total: null,
  }
}

/**
 * The order's state as the schema's lifecycle reads it (the orders' own reading, without their
 * module: this feature sits below orders), paid split into completed once its date has passed.
 */
function statusOf(lifecycle: string, departureDate: string | null, today: string): OrderStatus {
  const status = (orderStatuses as readonly string[]).includes(lifecycle)
    ? (lifecycle as OrderStatus)
    : 'unpaid'
  return status === 'paid' && departureDate !== null && departureDate < today ? 'completed' : status
}
