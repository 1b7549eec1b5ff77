import type { Order } from '#shared/contracts/orders.ts'
import { getPayableOrder } from '#server/features/orders/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Forbidden } from '#server/lib/errors.ts'
import { confirmPayment } from './confirm-payment.ts'
import type { PaymentProvider } from '#server/lib/payment-provider.ts'
import { messages } from '#shared/messages.ts'

/**
 * PUT /cartProducts/:id — the browser's confirmation after the card form: only the order's
 * customer (or an admin) may ask, then as confirmPayment (the provider decides, once).
 */
export async function confirmOwnPayment({
  ctx,
  provider,
  orderId,
  intentId,
}: {
  ctx: UserCtx
  provider: PaymentProvider
  orderId: string
  intentId: string
}): Promise<{ transitioned: boolean; order: Order; refundsPlanned: boolean }> {
  const { ownerId } = await getPayableOrder({ ctx, orderId })
  if (ownerId !== ctx.user.id && !ctx.user.isAdmin) {
    throw new Forbidden(messages.errors.ownOrdersPayOnly)
  }
  return confirmPayment({ ctx, provider, orderId, intentId })
}
