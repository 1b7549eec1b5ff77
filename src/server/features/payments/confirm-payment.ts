import type { Order } from '#shared/contracts/orders.ts'
import type { Ctx } from '#server/lib/context.ts'
import { getPayableOrder, markOrderPaid } from '#server/features/orders/index.ts'
import { Conflict, Invalid, invalidField } from '#server/lib/errors.ts'
import { schedulePaymentCheck } from './payment-checks.ts'
import type { PaymentProvider } from '#server/lib/payment-provider.ts'
import { messages } from '#shared/messages.ts'

/**
 * Marks an order Paid only after reading the payment back from the provider and finding it
 * succeeded, for this order, for this amount, in USD. Shared by the browser's confirmation
 * (PUT /cartProducts/:id) and the provider's webhook; safe to run any number of times.
 *
 * A succeeded intent marks its order Paid even if the order was cancelled meanwhile (its plan
 * withdrawn while the customer paid): the money moved, and money taken is never lost.
 */
export async function confirmPayment({
  ctx,
  provider,
  orderId,
  intentId,
  acceptHeld = false,
}: {
  ctx: Ctx
  provider: Pick<PaymentProvider, 'retrieveIntent'>
  orderId: string
  intentId: string
  /** An admin accepts a payment the provider held as risky. */
  acceptHeld?: boolean
}): Promise<{ transitioned: boolean; order: Order; refundsPlanned: boolean }> {
  const intent = await provider.retrieveIntent(intentId)
  if (!intent) {
    // A sandbox intent goes with its order: a deleted order answers 404, not "no such payment".
    await getPayableOrder({ ctx, orderId })
    throw invalidField('paymentIntentId', messages.errors.noSuchPayment)
  }
  if (intent.orderId !== orderId) throw new Invalid(messages.errors.paymentOfAnotherOrder)
  if (intent.status === 'canceled') {
    throw new Conflict(messages.errors.paymentCancelled)
  }
  if (intent.status !== 'succeeded') {
    throw new Invalid(messages.errors.paymentNotSucceeded({ reason: intent.lastError ?? null }))
  }
  // Held as risky: not recorded until an admin accepts it (the reconciler puts it on the audit
  // log as a payment to check by hand, with this reason).
  if (intent.held && !acceptHeld) throw new Conflict(messages.errors.paymentHeld)
  // Our own intents are in the site's pricing currency, every order's (the database holds one:
  // db/pricing-currency.ts). One for more than the booking now costs (it was opened
  // before a move to a cheaper date, and paid on a page left open) is still money taken: it is
  // recorded, and what is not owed goes back at once (ledger.ts's recordPayment), never dropped.
  // (An order deleted meanwhile: markOrderPaid answers 404.)
  if (intent.currency !== ctx.pricingCurrency) {
    throw new Invalid(messages.errors.paymentAmountMismatch)
  }
  const recorded = await markOrderPaid({
    ctx,
    orderId,
    payment: {
      amountCents: intent.amountCents,
      paidAt: new Date(intent.created * 1000),
      last4: intent.last4,
      paidWith: intent.paidWith ?? null,
      transaction: intent.id,
    },
  })
  // Recorded (now or before): nothing more for the reconciler to ask about it.
  await schedulePaymentCheck(ctx.db, { intentId: intent.id, at: null })
  return recorded
}
