import { and, desc, eq, sql } from 'drizzle-orm'
import {
  ORDERS_COUNT_CAP,
  ORDERS_PAGE_DEFAULT,
  type MyOrdersPage,
} from '#shared/contracts/orders-console.ts'
import { countQuery } from './list-orders-page.ts'
import { createdAtText } from '#server/lib/keyset-cursor.ts'
import { after, decodeOrderCursor, encodeOrderCursor } from './order-cursor.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { orders } from '#server/db/schema/index.ts'
import { findUserId } from '#server/features/accounts/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Forbidden } from '#server/lib/errors.ts'
import { toOrder } from './order-row.ts'
import { messages } from '#shared/messages.ts'

async function accountOf(ctx: UserCtx, email: string): Promise<string | null> {
  const self = email.toLowerCase() === ctx.user.email.toLowerCase()
  if (!self && !ctx.user.isAdmin) throw new Forbidden(messages.errors.ownOrdersOnly)
  return self ? ctx.user.id : ((await findUserId({ ctx, email })) ?? null)
}

/** GET /order/:email — the orders of the account with this email: your own, or any for admins. */
export async function listOrdersOf({
  ctx,
  email,
}: {
  ctx: UserCtx
  email: string
}): Promise<Order[]> {
  const userId = await accountOf(ctx, email)
  if (!userId) return []
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
  return rows.map(toOrder)
}

/**
 * GET /order/:email?limit&cursor — the same list a page at a time, newest first, by a keyset on
 * (created_at, id) (the index orders_user_id_idx).
 */
export async function listOrdersOfPage({
  ctx,
  email,
  limit = ORDERS_PAGE_DEFAULT,
  cursor,
}: {
  ctx: UserCtx
  email: string
  limit?: number
  cursor?: string
}): Promise<MyOrdersPage> {
  const from = cursor === undefined ? undefined : decodeOrderCursor(cursor, 'booked', 'desc')
  const userId = await accountOf(ctx, email)
  if (!userId) return { items: [], nextCursor: null, total: 0 }
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({ row: orders, key: createdAtText(orders.createdAt) })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          from ? after(sql`${orders.createdAt}`, orders.id, 'booked', 'desc', from) : undefined,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit + 1),
    countQuery(ctx.db, eq(orders.userId, userId)),
  ])
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map(({ row }) => toOrder(row)),
    nextCursor:
      rows.length > limit && last
        ? encodeOrderCursor('booked', 'desc', { key: last.key, id: last.row.id })
        : null,
    total: Math.min(counted?.n ?? 0, ORDERS_COUNT_CAP),
  }
}

/** GET /manageorder — every order, newest first (the route admits admins only). */
export async function listAllOrders({ ctx }: { ctx: UserCtx }): Promise<Order[]> {
  const rows = await ctx.db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id))
  return rows.map(toOrder)
}
