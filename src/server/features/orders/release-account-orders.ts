import { and, eq, isNull } from 'drizzle-orm'
import { orders } from '#server/db/schema/index.ts'
import type { PaymentProvider } from '#server/lib/payment-provider.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { deleteOrder } from './delete-order.ts'

/**
 * Before an account is deleted: its unpaid bookings are deleted the way the customer would
 * delete them (an open payment cancelled first; a payment in progress refuses with 409, and the
 * account stays). Paid and cancelled orders stay for the company's books; the database sets
 * their user to null when the account goes.
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
}
