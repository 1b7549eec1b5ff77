import type { PaymentIntent } from '#shared/contracts/payments.ts'
import { openPaymentCheck } from './payment-checks.ts'
import { toMajor } from '#shared/money.ts'
import { cachedTerms } from '#server/features/catalog/index.ts'
import { isPlaceArchived } from '#server/features/catalog/index.ts'
import {
  choosePaymentPlan,
  getPayableOrder,
  holdSeatsForPayment,
  storePaymentIntent,
} from '#server/features/orders/index.ts'
import type { UserCtx } from '#server/lib/context.ts'
import { Conflict, Forbidden, invalidField, NotFound } from '#server/lib/errors.ts'
import type { PaymentProviders } from './payment-providers.ts'
import {
  openStatuses,
  type CreatedIntent,
  type ProviderName,
} from '#server/lib/payment-provider.ts'
import { currentLocale, messages } from '#shared/messages.ts'

/**
 * POST /payment — starts paying for one of your unpaid orders, with the provider the customer
 * chose (the card provider unless told). The amount is the order's booked price, whatever the
 * client says. Answers a card form's client secret, or the gateway page to send the customer to.
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
  via = provider.name,
}: {
  ctx: UserCtx
  provider: PaymentProviders
  orderId: string
  plan?: 'full' | 'deposit'
  via?: ProviderName
}): Promise<PaymentIntent> {
  const chosen = provider.named(via)
  if (!chosen) throw invalidField('provider', messages.validation.paymentProvider)
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
    const answer = ({ clientSecret, redirectUrl }: CreatedIntent): PaymentIntent => ({
      clientSecret: clientSecret ?? '',
      redirectUrl,
      provider: via,
      publishableKey: chosen.publishableKey,
      amount: toMajor(amountCents),
      currency: order.currency,
    })
    const payer = {
      name: order.name,
      email: order.email,
      phone: order.phone,
      tourName: order.tourName,
      locale: currentLocale(),
    }

    if (paymentIntentId) {
      const owner = provider.ownerOf(paymentIntentId)
      const open = await owner.retrieveIntent(paymentIntentId)
      if (open && openStatuses.has(open.status)) {
        // Still payable, with the chosen provider, for this amount: the same intent again (a
        // card form's secret, or a new page of the gateway for it).
        if (owner === chosen && open.amountCents === amountCents) {
          if (open.clientSecret) {
            return answer({ id: open.id, clientSecret: open.clientSecret, redirectUrl: null })
          }
          if (chosen.resumeIntent) {
            return answer(
              await chosen.resumeIntent({
                id: paymentIntentId,
                orderId,
                amountCents,
                currency: order.currency,
                payer,
              }),
            )
          }
        }
        // Opened for another amount (deposit or full, chosen again) or another provider: close
        // it, open a new one.
        const closed = await owner.cancelIntent(paymentIntentId)
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

    const created = await chosen.createIntent({
      orderId,
      amountCents,
      currency: order.currency,
      replaces: paymentIntentId ?? undefined,
      payer,
    })
    const outcome = await storePaymentIntent({
      ctx,
      orderId,
      expected: paymentIntentId,
      intentId: created.id,
    })
    if (outcome === 'stored') {
      // On the reconciler's list before the customer can pay it: whatever happens to the tab,
      // the webhook or this process, a payment made on it is found (payment-checks.ts).
      await openPaymentCheck(ctx.db, { orderId, intentId: created.id })
      return answer(created)
    }
    if (outcome === 'same') {
      // Another request recorded this very intent. Stripe replays an idempotent answer as it
      // was first sent, so check it is still open before handing it out.
      const now = await provider.retrieveIntent(created.id)
      if (now && openStatuses.has(now.status)) return answer(created)
      continue
    }
    if (outcome === 'changed') continue
    // The order can no longer be paid: close the intent we made, if it is still open.
    await chosen
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
