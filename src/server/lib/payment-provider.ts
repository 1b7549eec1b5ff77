import type { Locale } from '#shared/messages.ts'
import type { CurrencyCode } from '#shared/money.ts'

/**
 * What the payment flow needs from a payment provider: a card processor whose form is on our
 * page (Stripe; the built-in sandbox, the offline default, behaving like Stripe's test mode) or
 * a hosted gateway the customer is sent to and comes back from (SSLCommerz, bKash; offline, the
 * sandbox gateway's page of our own). Several can be
 * configured at once (src/server/features/payments/payment-providers.ts); each intent belongs to one, told by its id.
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
  /**
   * What it was paid with, when that is not a card whose last digits we have: a gateway's name
   * for the method (bKash, Nagad, "Visa (Dutch Bangla)"); absent or null otherwise.
   */
  paidWith?: string | null
  /** Seconds since the epoch. */
  created: number
  lastError: string | null
  /** What the card form needs to pay this intent (null when the provider does not say). */
  clientSecret: string | null
  /**
   * Paid, but the provider flagged it as risky (SSLCommerz's risk_level 1) and leaves serving it
   * to us: recorded only once an admin accepts it.
   */
  held?: boolean
}

/** States in which an intent can still be paid: the one a new POST /payment hands out again. */
export const openStatuses: ReadonlySet<IntentStatus> = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
])

/** Stripe's refund states, folded: requires_action waits like pending; canceled failed. */
export type RefundStatus = 'pending' | 'succeeded' | 'failed'

export interface ProviderRefund {
  id: string
  /** The payment (intent) the money goes back from. */
  intentId: string
  amountCents: number
  status: RefundStatus
}

export interface WebhookEvent {
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'charge.refunded' | 'other'
  intent: ProviderIntent | undefined
  /** charge.refunded: the refunds of that payment, read back from the provider. */
  refunds?: ProviderRefund[]
}

/** Who a hosted gateway's page is for, and what for (the gateway asks; a card form does not). */
export interface Payer {
  name: string
  email: string
  phone: string
  tourName: string
  /** The language the customer pays in: the gateway sends them back to the page in it. */
  locale: Locale
}

/**
 * A new intent and how to pay it: a card form on our page (`clientSecret`), or the gateway's
 * own page (`redirectUrl`).
 */
export type CreatedIntent =
  | { id: string; clientSecret: string; redirectUrl: null }
  | { id: string; clientSecret: null; redirectUrl: string }

/** The ways to pay a customer may choose. */
export type ProviderName = 'sandbox' | 'stripe' | 'sslcommerz' | 'bkash' | 'sandbox-gateway'

export interface PaymentProvider {
  /** `gift-voucher` owns redemptions only (decision 054): never offered as a way to pay. */
  name: ProviderName | 'gift-voucher'
  publishableKey: string | null
  /** Whether an intent id is this provider's (each names its intents its own way). */
  owns(intentId: string): boolean
  /**
   * Creates an intent, or returns the one already made for the same order and amount (and the
   * same `replaces`): however many callers race, they all get one intent. `replaces` names the
   * order's previous intent when it was cancelled, so a new one is made rather than the old one
   * handed out again.
   */
  createIntent(input: {
    orderId: string
    amountCents: number
    currency: CurrencyCode
    replaces?: string
    payer: Payer
  }): Promise<CreatedIntent>
  /**
   * A hosted gateway's new page for an intent still open (its pages run out; the intent stays).
   * Card providers have none: their intent's client secret is handed out again.
   */
  resumeIntent?(input: {
    id: string
    orderId: string
    amountCents: number
    currency: CurrencyCode
    payer: Payer
  }): Promise<CreatedIntent>
  /**
   * Cancels an intent unless the money already moved; answers its status afterwards
   * ('canceled', or 'succeeded' / 'processing' when it could not be cancelled), undefined when
   * there is no such intent.
   */
  cancelIntent(id: string): Promise<IntentStatus | undefined>
  /** Reads an intent back from the provider; undefined when it does not exist. */
  retrieveIntent(id: string): Promise<ProviderIntent | undefined>
  /**
   * Returns `amountCents` of a succeeded payment. `key` is the idempotency key: the same key
   * gets the same refund back, however often it is asked (a retry after a crash, two workers),
   * never a second one.
   */
  refund(input: {
    intentId: string
    amountCents: number
    key: string
    orderId: string
  }): Promise<ProviderRefund>
  /**
   * Whether a payment's refunds must reach the provider one at a time, each settled before the
   * next is sent (bKash: its refund status answers only a payment's latest refund).
   */
  refundsInTurn?(intentId: string): boolean
  /** One refund as the provider has it now; undefined when it does not know it. */
  retrieveRefund(input: { intentId: string; refundId: string }): Promise<ProviderRefund | undefined>
  /** Checks a webhook's signature over the raw bytes; throws when it is not genuine. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookEvent>
}

export class InvalidWebhook extends Error {}
