/**
 * What the payment flow needs from a card processor. Two implementations: Stripe (production)
 * and the built-in sandbox (offline default, behaving like Stripe's test mode).
 */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded'

export interface ProviderIntent {
  id: string
  status: IntentStatus
  amountCents: number
  currency: string
  /** The order this intent pays for (from metadata). */
  orderId: string | undefined
  last4: string | null
  /** Seconds since the epoch. */
  created: number
  lastError: string | null
}

export interface WebhookEvent {
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'other'
  intent: ProviderIntent | undefined
}

export interface PaymentProvider {
  name: 'sandbox' | 'stripe'
  publishableKey: string | null
  /** Creates (or, for the same order and amount, returns again) an intent. */
  createIntent(input: {
    orderId: string
    amountCents: number
    currency: 'usd'
  }): Promise<{ id: string; clientSecret: string }>
  /** Reads an intent back from the provider; undefined when it does not exist. */
  retrieveIntent(id: string): Promise<ProviderIntent | undefined>
  /** Checks a webhook's signature over the raw bytes; throws when it is not genuine. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookEvent>
}

export class InvalidWebhook extends Error {}
