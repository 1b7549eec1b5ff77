/**
 * POST /orders/:orderId/cancel and the departure cancellation's per-order step: cancel the
 * booking (one transaction, cancel-order.ts), then — after the commit, outside any transaction
 * — close its open payment at the provider and send its refunds. If the process dies between
 * the two, the lifecycle worker sends the pending refunds later (the same idempotency keys).
 */
import type { PaymentProvider } from '#server/lib/payment-provider.ts'
import { sendRefundsAfterCommit } from './send-refunds.ts'
import type { Reason } from '#server/features/mail/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { cancelOrder, type CancelledBy, type CancelOutcome } from './cancel-order.ts'

export type RefundProvider = Pick<PaymentProvider, 'cancelIntent' | 'refund' | 'retrieveRefund'>

export async function cancelBooking({
  ctx,
  provider,
  ...request
}: {
  ctx: Ctx
  provider: RefundProvider
  orderId: string
  by: CancelledBy
  refund: 'policy' | 'full'
  reason?: Reason
}): Promise<CancelOutcome> {
  const outcome = await cancelOrder({ ctx, ...request })
  if (outcome.openIntentId && outcome.openIntentId !== outcome.order.transaction) {
    const intentId = outcome.openIntentId
    await provider
      .cancelIntent(intentId)
      .catch((error: unknown) =>
        ctx.log.warn(
          { err: error, orderId: request.orderId, intentId },
          'cancellation: the provider did not cancel the open payment; the reconciler watches it',
        ),
      )
  }
  if (outcome.refund > 0) {
    await sendRefundsAfterCommit(ctx, provider, request.orderId, 'cancellation')
  }
  return outcome
}
