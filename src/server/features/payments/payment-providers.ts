/**
 * Every configured payment provider behind one: the card provider (Stripe, or the built-in
 * sandbox) and the hosted gateways (SSLCommerz, bKash; offline, the sandbox gateway). The rest of the server holds this one object:
 * an intent's status, cancellation and refunds go to the provider that owns its id, so the
 * reconciler, the refund sweep and cancellations work the same for every provider; a new intent
 * goes to the provider the customer chose on the Pay page.
 */
import type { PaymentProvider, ProviderName } from '#server/lib/payment-provider.ts'

/** A provider customers choose: never a ledger's (they are not ways to pay). */
function offered(provider: PaymentProvider): ProviderName {
  if (provider.name === 'gift-voucher') throw new Error('a gift voucher is not a way to pay')
  return provider.name
}

export interface PaymentProviders extends PaymentProvider {
  /** The card provider's. */
  readonly name: ProviderName
  /** What a customer may choose from: the card provider first, then the gateways. */
  readonly choices: readonly ProviderName[]
  /** The provider of that name, when configured. */
  named(name: ProviderName): PaymentProvider | undefined
  /** The provider an intent belongs to (the card provider for ids no gateway claims). */
  ownerOf(intentId: string): PaymentProvider
}

export function combineProviders(
  card: PaymentProvider,
  gateways: readonly PaymentProvider[] = [],
  /**
   * Owners of payments the site takes itself (gift vouchers' redemptions, decision 054): their
   * refunds and status go to them like a gateway's, but nobody chooses them on the Pay page.
   */
  ledgers: readonly PaymentProvider[] = [],
): PaymentProviders {
  const all = [card, ...gateways]
  const owners = [...ledgers, ...gateways]
  const ownerOf = (intentId: string) => owners.find((g) => g.owns(intentId)) ?? card
  return {
    name: offered(card),
    publishableKey: card.publishableKey,
    choices: all.map(offered),
    named: (name) => all.find((provider) => provider.name === name),
    ownerOf,
    owns: (intentId) => [...all, ...ledgers].some((provider) => provider.owns(intentId)),
    createIntent: (input) => card.createIntent(input),
    cancelIntent: (id) => ownerOf(id).cancelIntent(id),
    retrieveIntent: (id) => ownerOf(id).retrieveIntent(id),
    refund: (input) => ownerOf(input.intentId).refund(input),
    retrieveRefund: (input) => ownerOf(input.intentId).retrieveRefund(input),
    refundsInTurn: (intentId) => ownerOf(intentId).refundsInTurn?.(intentId) ?? false,
    // Only Stripe signs webhooks of this shape; the gateways have routes of their own.
    verifyWebhook: (rawBody, signature) => card.verifyWebhook(rawBody, signature),
  }
}
