import type { PaymentIntent } from '#shared/contracts/payments.ts'
import { centsToDollars } from '#shared/money.ts'
import { getPayableOrder } from '#server/features/orders/payment-state.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Conflict, Forbidden } from '#server/lib/errors.ts'
import type { PaymentProvider } from './provider.ts'

/**
 * POST /payment — starts paying for one of your unpaid orders. The amount is the order's
 * booked price, whatever the client says.
 */
export async function createPayment({
  ctx,
  provider,
  orderId,
}: {
  ctx: UserCtx
  provider: PaymentProvider
  orderId: string
}): Promise<PaymentIntent> {
  const { order, ownerId, amountCents } = await getPayableOrder({ ctx, orderId })
  if (ownerId !== ctx.user.id) throw new Forbidden('You can only pay for your own orders.')
  if (order.isPaid) throw new Conflict('This order is already paid.')
  const intent = await provider.createIntent({ orderId, amountCents, currency: 'usd' })
  return {
    clientSecret: intent.clientSecret,
    provider: provider.name,
    publishableKey: provider.publishableKey,
    amount: centsToDollars(amountCents),
    currency: 'usd',
  }
}
