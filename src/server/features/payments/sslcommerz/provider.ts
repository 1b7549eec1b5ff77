/**
 * SSLCommerz as a payment provider: a hosted gateway (cards local and international, bKash,
 * Nagad, Rocket, internet banking). An intent is one of our `tran_id`s: POST /payment opens a
 * session for it and sends the customer to the gateway's page. Whatever tells us the customer
 * paid (the browser coming back, the IPN, the reconciler asking) is never taken at its word:
 * every path reads the transaction back through the transaction query and the validation API
 * (`retrieveIntent`), and only then records it, once (confirm-payment.ts).
 *
 * The site prices in US dollars: a session asks for dollars, SSLCommerz converts and settles in
 * taka, and its validation answers both (what was asked, what was settled). The intent is what
 * was asked; a refund is sent in taka, the same share of what was settled as of what was paid.
 */
import { methodName } from './method-name.ts'
import { createHash } from 'node:crypto'
import type {
  IntentStatus,
  PaymentProvider,
  ProviderIntent,
  ProviderRefund,
} from '#server/lib/payment-provider.ts'
import { InvalidWebhook } from '#server/lib/payment-provider.ts'
import { isPaid, type PaidValidation, type SslCommerzClient, type Transaction } from './client.ts'

const PREFIX = 'sslc_'

/**
 * Our tran_id (SSLCommerz takes up to 30 characters): the second it was made, then a digest of
 * the order, amount and predecessor, so requests racing to open the same intent make one.
 * The second is the intent's age when the gateway has no date for it (nobody tried to pay yet).
 */
function tranIdFor(orderId: string, amountCents: number, replaces: string | undefined): string {
  const seconds = Math.floor(Date.now() / 1000)
  const digest = createHash('sha256')
    .update(`${orderId}|${amountCents}|${replaces ?? ''}|${seconds}`)
    .digest('hex')
  return `${PREFIX}${seconds.toString(16).padStart(8, '0')}${digest.slice(0, 17)}`
}

function madeAt(tranId: string): number | undefined {
  const seconds = Number.parseInt(tranId.slice(PREFIX.length, PREFIX.length + 8), 16)
  return Number.isFinite(seconds) ? seconds : undefined
}

/** A refund's refund_trans_id (up to 30 characters): the same for every retry of one refund. */
export function refundTransIdFor(key: string): string {
  return `rf_${createHash('sha256').update(key).digest('hex').slice(0, 27)}`
}

/** The gateway's Dhaka time ("2026-01-31 14:05:09") in seconds since the epoch. */
function dhakaSeconds(text: string | null): number | undefined {
  const match = text && /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(text)
  if (!match) return undefined
  const ms = Date.parse(`${match[1]}T${match[2]}+06:00`)
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000)
}

/** What the attempts of one tran_id add up to, the latest attempt last. */
function statusOf(attempts: Transaction[]): { status: IntentStatus; error: string | null } {
  if (attempts.some((a) => a.status === 'VALID' || a.status === 'VALIDATED')) {
    return { status: 'succeeded', error: null }
  }
  const latest = attempts.at(-1)
  switch (latest?.status) {
    case 'PENDING':
      return { status: 'processing', error: null }
    case 'EXPIRED':
      return { status: 'canceled', error: null }
    case 'FAILED':
    case 'CANCELLED':
      // The customer may try again on the same gateway page.
      return { status: 'requires_payment_method', error: latest.error }
    default:
      return { status: 'requires_payment_method', error: null }
  }
}

export interface SslCommerzProviderOptions {
  client: SslCommerzClient
  /** Where the gateway sends the customer back and posts its IPN (the site's public address). */
  publicUrl: string
}

export function sslCommerzProvider({
  client,
  publicUrl,
}: SslCommerzProviderOptions): PaymentProvider {
  const routes = `${publicUrl}/api/payment/sslcommerz`

  async function paidValidation(tranId: string): Promise<PaidValidation | undefined> {
    const attempts = await client.queryByTranId(tranId)
    const paid = attempts.find((a) => (a.status === 'VALID' || a.status === 'VALIDATED') && a.valId)
    if (!paid?.valId) return undefined
    const validation = await client.validate(paid.valId)
    // The validation must be of this very transaction.
    return isPaid(validation) && validation.tranId === tranId ? validation : undefined
  }

  /**
   * A gateway page for a tran_id: a new session each time, valid for a while. Requests racing
   * open two pages of one tran_id; whichever is paid is that intent.
   */
  async function openPage(
    tranId: string,
    { orderId, amountCents, currency, payer }: Parameters<PaymentProvider['createIntent']>[0],
  ) {
    const session = await client.createSession({
      tranId,
      amountMinor: amountCents,
      currency: currency.toUpperCase(),
      urls: {
        success: `${routes}/return/success`,
        fail: `${routes}/return/fail`,
        cancel: `${routes}/return/cancel`,
        ipn: `${routes}/ipn`,
      },
      customer: {
        name: payer.name,
        email: payer.email,
        phone: payer.phone,
        address: 'Dhaka',
        city: 'Dhaka',
        country: 'Bangladesh',
      },
      product: { name: payer.tourName, category: 'Tour' },
      values: { a: orderId, b: payer.locale },
    })
    return { id: tranId, clientSecret: null, redirectUrl: session.gatewayPageUrl }
  }

  return {
    name: 'sslcommerz',
    publishableKey: null,
    owns: (intentId) => intentId.startsWith(PREFIX),

    async createIntent(input) {
      return openPage(tranIdFor(input.orderId, input.amountCents, input.replaces), input)
    },

    async resumeIntent(input) {
      return openPage(input.id, input)
    },

    async retrieveIntent(id) {
      const attempts = await client.queryByTranId(id)
      if (attempts.length === 0) return undefined
      const { status, error } = statusOf(attempts)
      const validation = status === 'succeeded' ? await paidValidation(id) : undefined
      if (status === 'succeeded' && !validation) {
        // Listed as paid, but its validation does not say so: not paid until it does.
        return intentOf(id, attempts, 'processing', null, undefined)
      }
      const intent = intentOf(id, attempts, status, error, validation)
      // A risky payment (risk_level 1): the money moved, but it is held for an admin to accept.
      if (validation?.riskLevel === 1) {
        return { ...intent, held: true, lastError: validation.riskTitle ?? 'risk_level 1' }
      }
      return intent
    },

    async cancelIntent(id) {
      // SSLCommerz has no way to close a session: an unpaid one runs out by itself. A later
      // payment on it is still recorded (the IPN, the reconciler) and what is not owed refunded.
      const intent = await this.retrieveIntent(id)
      if (!intent) return undefined
      return intent.status === 'succeeded' || intent.status === 'processing'
        ? intent.status
        : 'canceled'
    },

    async refund({ intentId, amountCents, key, orderId }) {
      const paid = await paidValidation(intentId)
      if (!paid) return { id: refundTransIdFor(key), intentId, amountCents, status: 'failed' }
      // The same share of what was settled (taka) as of what was asked (the intent's currency).
      const settled =
        paid.requested.amountMinor === amountCents
          ? paid.amountMinor
          : Math.round((paid.amountMinor * amountCents) / paid.requested.amountMinor)
      const answer = await client.refund({
        bankTranId: paid.bankTranId,
        refundTransId: refundTransIdFor(key),
        amountMinor: settled,
        remarks: `Refund of booking ${orderId}`,
        referenceId: orderId.replaceAll('-', '').slice(0, 30),
      })
      return { id: answer.refundRefId, intentId, amountCents, status: 'pending' }
    },

    async retrieveRefund({ intentId, refundId }) {
      const state = await client.refundStatus(refundId)
      const status: ProviderRefund['status'] =
        state.status === 'refunded'
          ? 'succeeded'
          : state.status === 'cancelled'
            ? 'failed'
            : 'pending'
      // The amount is the ledger row's; the status is what settles it.
      return { id: refundId, intentId, amountCents: 0, status }
    },

    async verifyWebhook() {
      throw new InvalidWebhook('SSLCommerz posts its IPN to a route of its own')
    },
  }
}

function intentOf(
  id: string,
  attempts: Transaction[],
  status: IntentStatus,
  lastError: string | null,
  validation: PaidValidation | undefined,
): ProviderIntent {
  const latest = validation ? attempts.find((a) => a.valId === validation.valId) : attempts.at(-1)
  return {
    id,
    status,
    amountCents: (validation ?? latest)?.requested.amountMinor ?? 0,
    currency: ((validation ?? latest)?.requested.currency ?? '').toLowerCase(),
    orderId: validation?.values.a,
    last4: null,
    paidWith: methodName(validation?.cardType ?? null),
    created:
      dhakaSeconds(validation?.tranDate ?? latest?.tranDate ?? null) ??
      madeAt(id) ??
      Math.floor(Date.now() / 1000),
    lastError,
    clientSecret: null,
  }
}
