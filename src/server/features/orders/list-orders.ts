import { desc, eq } from 'drizzle-orm'
import type { Order } from '#shared/contracts/orders.ts'
import { orders } from '#server/db/schema/index.ts'
import { findUserId } from '#server/features/users/find-user-id.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Forbidden } from '#server/lib/errors.ts'
import { toOrder } from './order-row.ts'
import { messages } from '#shared/messages.ts'

/** GET /order/:email — the orders of the account with this email: your own, or any for admins. */
export async function listOrdersOf({
  ctx,
  email,
}: {
  ctx: UserCtx
  email: string
}): Promise<Order[]> {
  const self = email.toLowerCase() === ctx.user.email.toLowerCase()
  if (!self && !ctx.user.isAdmin) throw new Forbidden(messages.errors.ownOrdersOnly)
  const userId = self ? ctx.user.id : await findUserId({ ctx, email })
  if (!userId) return []
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
  return rows.map(toOrder)
}

/** GET /manageorder — every order, newest first (the route admits admins only). */
export async function listAllOrders({ ctx }: { ctx: UserCtx }): Promise<Order[]> {
  const rows = await ctx.db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id))
  return rows.map(toOrder)
}
