import { eq } from 'drizzle-orm'
import type { Order } from '#shared/contracts/orders.ts'
import { orders } from '#server/db/schema/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Forbidden, NotFound } from '#server/lib/errors.ts'
import { toOrder } from './order-row.ts'
import { messages } from '#shared/messages.ts'

/** GET /orders/:orderId — one order: your own, or any for admins. */
export async function getOrder({
  ctx,
  orderId,
}: {
  ctx: UserCtx
  orderId: string
}): Promise<Order> {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId))
  if (!row) throw new NotFound(messages.errors.noSuchOrder)
  if (row.userId !== ctx.user.id && !ctx.user.isAdmin) {
    throw new Forbidden(messages.errors.ownOrdersOnly)
  }
  return toOrder(row)
}
