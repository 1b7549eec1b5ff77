import type { PaymentIntent } from '#shared/contracts/payments.ts'
import { centsToDollars } from '#shared/money.ts'
import { cachedTerms } from '#server/features/catalog/cached-reads.ts'
import { isPlaceArchived } from '#server/features/catalog/is-place-archived.ts'
import {
  choosePaymentPlan,
  getPayableOrder,
  holdSeatsForPayment,
  storePaymentIntent,
} from '#server/features/orders/payment-state.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Conflict, Forbidden, NotFound } from '#server/lib/errors.ts'
import { openStatuses, type PaymentProvider } from './provider.ts'
import { messages } from '#shared/messages.ts'

/**
 * POST /payment — starts paying for one of your unpaid orders. The amount is the order's
 * booked price, whatever the client says.
 *
 * One open intent per order, however many requests race: the order remembers its open intent
 * (orders.payment_intent_id) and every request while it is open answers that one, read back
 * from the provider. A new intent is recorded only if the order's row still holds what this
 * request read (storePaymentIntent); otherwise the request starts again from the order.
 */
export async function createPayment({
  ctx,
  provider,
  orderId,
  plan = 'full',
}: {
  ctx: UserCtx
  provider: PaymentProvider
  orderId: string
  plan?: 'full' | 'deposit'
}): Promise<PaymentIntent> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const { order, ownerId, amountCents, paymentIntentId } = await getPayableOrder({
      ctx,
      orderId,
    })
    if (ownerId !== ctx.user.id) throw new Forbidden(messages.errors.ownOrdersPayOnly)
    if (order.isPaid) throw new Conflict(messages.errors.orderAlreadyPaid)
    if (order.cancelled) throw new Conflict(messages.errors.orderCancelledNoPay)
    if (attempt === 0 && order.tourId && (await isPlaceArchived({ ctx, id: order.tourId }))) {
      throw new Conflict(messages.errors.planWithdrawnNoPay)
    }
    if (attempt === 0 && ownerId === ctx.user.id && order.tourId && order.paidAmount === 0) {
      const { value: terms } = await cachedTerms({
        ctx,
        tourId: { kind: 'uuid', value: order.tourId },
      })
      await choosePaymentPlan({ ctx, orderId, plan, terms })
      // The amount follows the choice: read the order again.
      if (plan === 'deposit' || order.depositAmount !== null) continue
    }
    // The seats first, before any charge: a hold that ran out is renewed only if they are free.
    if (attempt <= 1 && order.departureId) await holdSeatsForPayment({ ctx, orderId })
    const answer = (clientSecret: string): PaymentIntent => ({
      clientSecret,
      provider: provider.name,
      publishableKey: provider.publishableKey,
      amount: centsToDollars(amountCents),
      currency: 'usd',
    })

    if (paymentIntentId) {
      const open = await provider.retrieveIntent(paymentIntentId)
      if (open?.clientSecret && openStatuses.has(open.status)) {
        if (open.amountCents === amountCents) return answer(open.clientSecret)
        // Opened for another amount (deposit or full, chosen again): close it, open a new one.
        const closed = await provider.cancelIntent(paymentIntentId)
        if (closed === 'succeeded') throw new Conflict(messages.errors.paymentWentThrough)
      }
      // Succeeded and recorded (a deposit): the balance gets an intent of its own. Succeeded
      // but not recorded yet: the confirmation is on its way.
      if (open?.status === 'succeeded' && order.transaction !== paymentIntentId) {
        throw new Conflict(messages.errors.paymentWentThrough)
      }
      if (open?.status === 'processing') throw new Conflict(messages.errors.paymentProcessing)
      // Cancelled (or gone at the provider): a new intent replaces it.
    }

    const created = await provider.createIntent({
      orderId,
      amountCents,
      currency: 'usd',
      replaces: paymentIntentId ?? undefined,
    })
    const outcome = await storePaymentIntent({
      ctx,
      orderId,
      expected: paymentIntentId,
      intentId: created.id,
    })
    if (outcome === 'stored') return answer(created.clientSecret)
    if (outcome === 'same') {
      // Another request recorded this very intent. Stripe replays an idempotent answer as it
      // was first sent, so check it is still open before handing it out.
      const now = await provider.retrieveIntent(created.id)
      if (now && openStatuses.has(now.status)) return answer(created.clientSecret)
      continue
    }
    if (outcome === 'changed') continue
    // The order can no longer be paid: close the intent we made, if it is still open.
    await provider
      .cancelIntent(created.id)
      .catch((error: unknown) =>
        ctx.log.warn(
          { err: error, orderId, intentId: created.id },
          'payment: an intent made for an order that can no longer be paid was not cancelled',
        ),
      )
    if (outcome === 'gone') throw new NotFound(messages.errors.noSuchOrder)
    throw new Conflict(
      outcome === 'paid' ? messages.errors.orderAlreadyPaid : messages.errors.orderCancelledNoPay,
    )
  }
  throw new Conflict(messages.errors.paymentStarted)
}
