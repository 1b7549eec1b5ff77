/**
 * Stripe through its official SDK: PaymentIntents in USD cents with the order id in metadata
 * and one idempotency key per order and amount; intents are read back with their latest charge
 * (for the card's last four digits); webhooks are verified over the raw request bytes.
 */
import type Stripe from 'stripe'
import {
  InvalidWebhook,
  type IntentStatus,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderRefund,
} from '#server/lib/payment-provider.ts'

export interface StripeProviderOptions {
  secretKey: string
  publishableKey: string
  webhookSecret: string
  /** Tests point the SDK at a local stand-in for Stripe's API. */
  api?: { host: string; port: number; protocol: 'http' | 'https' }
}

export function stripeProvider(options: StripeProviderOptions): PaymentProvider {
  // The SDK loads with the first call to Stripe, not at every start (110 ms of the cold start).
  let sdk: Promise<{ stripe: Stripe; errors: typeof Stripe.errors }> | undefined
  const load = () =>
    (sdk ??= import('stripe').then(({ default: StripeSdk }) => ({
      stripe: new StripeSdk(options.secretKey, {
        maxNetworkRetries: 2,
        timeout: 15_000,
        telemetry: false,
        ...(options.api ?? {}),
      }),
      errors: StripeSdk.errors,
    })))
  /** The error as Stripe's invalid request (no such object, wrong state), or undefined. */
  const invalidRequest = async (error: unknown) => {
    const { errors } = await load()
    return error instanceof errors.StripeInvalidRequestError ? error : undefined
  }

  function toIntent(intent: Stripe.PaymentIntent): ProviderIntent {
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null
    return {
      id: intent.id,
      status: intent.status as IntentStatus,
      amountCents: intent.amount,
      currency: intent.currency,
      orderId: intent.metadata?.orderId,
      last4: charge?.payment_method_details?.card?.last4 ?? null,
      created: intent.created,
      lastError: intent.last_payment_error?.message ?? null,
      clientSecret: intent.client_secret,
    }
  }

  function toRefund(refund: Stripe.Refund): ProviderRefund {
    const intent = refund.payment_intent
    return {
      id: refund.id,
      intentId: typeof intent === 'string' ? intent : (intent?.id ?? ''),
      amountCents: refund.amount,
      status:
        refund.status === 'succeeded'
          ? 'succeeded'
          : refund.status === 'failed' || refund.status === 'canceled'
            ? 'failed'
            : 'pending',
    }
  }

  async function listRefunds(intentId: string): Promise<ProviderRefund[]> {
    const { stripe } = await load()
    const refunds: ProviderRefund[] = []
    for await (const refund of stripe.refunds.list({ payment_intent: intentId, limit: 100 })) {
      refunds.push(toRefund(refund))
    }
    return refunds
  }

  return {
    name: 'stripe',
    publishableKey: options.publishableKey,
    // Stripe's own ids; the other providers' ids carry their own prefixes.
    owns: (intentId) => intentId.startsWith('pi_'),
    async createIntent({ orderId, amountCents, currency, replaces }) {
      const { stripe } = await load()
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency,
          metadata: { orderId },
          allowed_payment_method_types: ['card'],
        },
        // Same order, same amount: Stripe answers the intent it already made, however many
        // requests race. Stripe replays a key's first answer for a day, so the replacement of a
        // cancelled intent needs a key of its own (the same for every request replacing it).
        {
          idempotencyKey: `order-${orderId}-${amountCents}${replaces ? `-after-${replaces}` : ''}`,
        },
      )
      if (!intent.client_secret) throw new Error('Stripe returned an intent without a secret')
      return { id: intent.id, clientSecret: intent.client_secret, redirectUrl: null }
    },
    async retrieveIntent(id) {
      const { stripe } = await load()
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }))
      } catch (error) {
        if ((await invalidRequest(error))?.statusCode === 404) return undefined
        throw error
      }
    },
    async cancelIntent(id) {
      const { stripe } = await load()
      try {
        return (await stripe.paymentIntents.cancel(id)).status as IntentStatus
      } catch (error) {
        const invalid = await invalidRequest(error)
        if (invalid?.statusCode === 404) return undefined
        // Already succeeded, processing or cancelled: say which.
        if (invalid?.code === 'payment_intent_unexpected_state') {
          return (await this.retrieveIntent(id))?.status
        }
        throw error
      }
    },
    async refund({ intentId, amountCents, key, orderId }) {
      const { stripe } = await load()
      return toRefund(
        await stripe.refunds.create(
          { payment_intent: intentId, amount: amountCents, metadata: { orderId } },
          { idempotencyKey: `refund-${key}` },
        ),
      )
    },
    async retrieveRefund({ intentId, refundId }) {
      return (await listRefunds(intentId)).find((refund) => refund.id === refundId)
    },
    async verifyWebhook(rawBody, signature) {
      const { stripe } = await load()
      let event: Stripe.Event
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature ?? '',
          options.webhookSecret,
        )
      } catch (error) {
        throw new InvalidWebhook((error as Error).message)
      }
      if (
        event.type === 'payment_intent.succeeded' ||
        event.type === 'payment_intent.payment_failed'
      ) {
        // Read the intent back rather than trust the event body: it carries the latest charge.
        const intent = await this.retrieveIntent(event.data.object.id)
        return { type: event.type, intent }
      }
      if (event.type === 'charge.refunded') {
        // Read the refunds back rather than trust the event body (newer API versions leave
        // the charge's refund list out of it).
        const charge = event.data.object
        const intentId =
          typeof charge.payment_intent === 'string'
            ? charge.payment_intent
            : charge.payment_intent?.id
        if (!intentId) return { type: 'other', intent: undefined }
        return { type: event.type, intent: undefined, refunds: await listRefunds(intentId) }
      }
      return { type: 'other', intent: undefined }
    },
  }
}
