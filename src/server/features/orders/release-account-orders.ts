import { and, eq, inArray, isNull } from 'drizzle-orm'
import { orders, orderTravellers } from '#server/db/schema/index.ts'
import type { PaymentProvider } from '#server/lib/payment-provider.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { deleteOrder } from './delete-order.ts'

/**
 * Before an account is deleted: its unpaid bookings are deleted the way the customer would
 * delete them (an open payment cancelled first; a payment in progress refuses with 409, and the
 * account stays). Paid and cancelled orders stay for the company's books; the database sets
 * their user to null when the account goes. Their travellers' names and documents go with the
 * account (issue 32 item 6): the books keep the booking, not who was on it.
 */
export async function releaseAccountOrders({
  ctx,
  provider,
}: {
  ctx: UserCtx
  provider: Pick<PaymentProvider, 'cancelIntent'>
}): Promise<void> {
  const unpaid = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.userId, ctx.user.id), eq(orders.isPaid, false), isNull(orders.cancelledAt)),
    )
  for (const { id } of unpaid) await deleteOrder({ ctx, provider, orderId: id })
  await ctx.db
    .delete(orderTravellers)
    .where(
      inArray(
        orderTravellers.orderId,
        ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, ctx.user.id)),
      ),
    )
}
