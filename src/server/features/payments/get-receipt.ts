import type { Receipt } from '#shared/contracts/payments.ts'
import { getPayableOrder } from '#server/features/orders/payment-state.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Forbidden, NotFound } from '#server/lib/errors.ts'
import { messages } from '#shared/messages.ts'

/** GET /receipt/:orderId — the receipt of a paid order, for its customer or an admin. */
export async function getReceipt({
  ctx,
  orderId,
}: {
  ctx: UserCtx
  orderId: string
}): Promise<Receipt> {
  const { order, ownerId } = await getPayableOrder({ ctx, orderId })
  if (ownerId !== ctx.user.id && !ctx.user.isAdmin) {
    throw new Forbidden(messages.errors.ownReceiptsOnly)
  }
  if (order.paidAmount <= 0 || !order.transaction || order.amount === null || !order.created) {
    throw new NotFound(messages.errors.notPaidYet)
  }
  return {
    orderId: order._id,
    reference: order.reference,
    tourName: order.tourName,
    departureDate: order.departureDate,
    travellers: order.travellers,
    amount: order.amount,
    currency: 'usd',
    last4: order.last4,
    created: order.created,
    transaction: order.transaction,
  }
}
