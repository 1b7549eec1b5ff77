/**
 * bKash Tokenized Checkout as a payment provider: a hosted gateway for bKash wallets, in taka
 * only. `createIntent` creates a payment at bKash and sends the customer to its page
 * (`bkashURL`); bKash sends their browser back to our callback
 * (src/server/features/payments/bkash/routes.ts) with a status that is never believed. Unlike
 * SSLCommerz, no money moves when the customer approves: it moves when we execute the payment,
 * and only then.
 *
 * Ids: an intent is `bkash_` + bKash's paymentID, so the reconciler, the refund sweep and
 * cancellations find this provider by the prefix (`owns`).
 *
 * The order: the merchant invoice number carries it, with the language the customer pays in and
 * the second the payment was made — `<order id>-<locale>-<seconds, base 36>-<4 random>`, about
 * 50 characters (bKash takes 255) and unique per payment, as bKash asks. bKash's status query
 * answers it, so `retrieveIntent` reads the order from bKash's own record, not from anything the
 * browser brought; the second is the intent's age for the reconciler (the query answers no
 * creation time) and the payment's date on the receipt, as a Stripe intent's `created` is.
 *
 * When the execute runs: `retrieveIntent` itself settles. It queries the payment and, when
 * bKash says the customer approved it (Initiated, verification Complete, or not said), executes
 * it, so every path that asks — the callback, the reconciler for a customer who closed the tab,
 * POST /payment finding the order's open intent, the confirmation — takes an approved payment
 * the same way and records it through `confirmPayment` once (the ledger's key per intent). One
 * call executes at most once: an execute that fails in any way (its answer lost to a timeout, an
 * unreadable answer, bKash's 2117 "already executed", a decline) is followed by a query, and
 * the query decides; a payment still approved but not completed after a lost answer reads as
 * `processing` (asked again by the reconciler within a minute, whose next query decides again;
 * bKash declines a second execute with 2117 anyway). Concurrent calls for one intent in this
 * process share one settlement, so three callbacks at once send one execute.
 *
 * Cancelling: bKash has no cancel for a created payment; an unexecuted one lapses. So
 * `cancelIntent` never executes and only reads: `succeeded` when completed, `processing` when
 * approved but not executed yet (the callback or the reconciler takes it: a delete must wait),
 * otherwise `canceled`. The customer's page stays open at bKash: an approval given there later
 * is executed and recorded like any payment, and what is not owed refunded (as with
 * SSLCommerz).
 *
 * Refunds: bKash's refund API has no idempotency key and its status call answers only a
 * payment's latest refund. So a payment's refunds go one at a time (`refundsInTurn`: the sweep,
 * orders/send-refunds.ts, holds back a refund while another of its payment is on its way or
 * unsettled), and one sweep at a time holds a row, across instances. Our ledger row's id goes
 * in the `sku` (for bKash's records and support), and a row this process already sent gets its
 * answer again (a crash of the database between bKash's answer and our record). An answer that never
 * came (timeout, unreachable, unreadable) is settled by the refund status: a refund newer than
 * the latest one before ours, of our amount, is ours. Until bKash shows it, the row is pending with
 * an `unsettled:` id that remembers what was latest before; the refund sweep reads again
 * (`retrieveRefund`) and, once bKash's status shows nothing new, sends it again — bKash's own
 * record, read after our request has long given up, says the first never took effect (no later
 * refund of the payment can have taken its place: they wait). Left open: a refund bKash
 * completes more than a sweep's interval after our request gave up, and a crash of this process
 * between bKash's answer and our record, can refund a part twice (a whole refund cannot: bKash
 * refuses more than was paid, with 2026, and the row stays pending for an admin).
 */
import { randomBytes } from 'node:crypto'
import { isLocale, type Locale } from '#shared/i18n/catalogue.ts'
import type {
  IntentStatus,
  PaymentProvider,
  ProviderIntent,
  ProviderRefund,
} from '#server/lib/payment-provider.ts'
import { InvalidWebhook } from '#server/lib/payment-provider.ts'
import {
  BkashError,
  type BkashClient,
  type BkashPaymentState,
  type BkashPaymentStatus,
  type BkashRefund,
} from './client.ts'

const PREFIX = 'bkash_'
/** A refund sent whose answer never came: `unsettled:<paisa>:<latest refund before>:<key>`. */
const UNSETTLED = 'unsettled:'
/** Refund answers kept per ledger row, so a row asked again gets its refund back. */
const REMEMBERED_REFUNDS = 1_000

const ORDER_ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const INVOICE = new RegExp(`^(${ORDER_ID})-([a-z]{2})-([0-9a-z]{7})-[0-9a-z]{4}$`)

interface Invoice {
  orderId: string
  locale: Locale
  /** Seconds since the epoch. */
  created: number
}

/** Lower-case letters and digits. */
function randomCode(length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
  return [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('')
}

function invoiceFor(orderId: string, locale: Locale, seconds: number): string {
  return `${orderId}-${locale}-${seconds.toString(36).padStart(7, '0')}-${randomCode(4)}`
}

function readInvoice(text: string | undefined): Invoice | undefined {
  const match = text === undefined ? null : INVOICE.exec(text)
  if (!match || !isLocale(match[2])) return undefined
  return { orderId: match[1]!, locale: match[2], created: Number.parseInt(match[3]!, 36) }
}

/** A Bangladeshi mobile number prefills bKash's wallet field; anything else is left out. */
function payerReferenceOf(phone: string, orderId: string): string {
  const digits = phone.replace(/[\s()-]/g, '')
  const mobile = /^(?:\+?88)?(01[3-9]\d{8})$/.exec(digits)
  // bKash requires some reference: without a wallet number, the booking's own id.
  return mobile ? mobile[1]! : orderId
}

/** Approved by the customer in bKash's page, as far as bKash says (it may not say). */
const mayBeApproved = (state: BkashPaymentState) =>
  state.status === 'Initiated' &&
  (state.verificationStatus === undefined || state.verificationStatus === 'Complete')
const approved = (state: BkashPaymentState) =>
  state.status === 'Initiated' && state.verificationStatus === 'Complete'

/** What the callback needs beside the intent: bKash's own word, and the customer's language. */
export interface BkashSettlement {
  intent: ProviderIntent | undefined
  /** bKash's state after settling; undefined when bKash knows no such payment. */
  status: BkashPaymentStatus | undefined
  /** The language the customer paid in (from the invoice number). */
  locale: Locale | undefined
}

export interface BkashProvider extends PaymentProvider {
  /** `retrieveIntent` (executing an approved payment), with what the callback shows. */
  settle(intentId: string): Promise<BkashSettlement>
}

export interface BkashProviderOptions {
  client: BkashClient
  /** Where bKash sends the customer back (the site's public address). */
  publicUrl: string
}

export function bkashProvider({ client, publicUrl }: BkashProviderOptions): BkashProvider {
  const callbackURL = `${publicUrl}/api/payment/bkash/callback`
  const settling = new Map<string, Promise<BkashSettlement>>()
  const creating = new Map<string, Promise<{ id: string; redirectUrl: string }>>()
  const refunded = new Map<string, ProviderRefund>()

  /** The payment as bKash has it; undefined when bKash knows no such payment (2002). */
  async function query(paymentID: string): Promise<BkashPaymentState | undefined> {
    try {
      return await client.queryPayment(paymentID)
    } catch (error) {
      if (error instanceof BkashError && error.statusCode === '2002') return undefined
      throw error
    }
  }

  async function settleOnce(intentId: string): Promise<BkashSettlement> {
    const paymentID = intentId.slice(PREFIX.length)
    let state = await query(paymentID)
    if (!state) return { intent: undefined, status: undefined, locale: undefined }
    let lastError: string | null = null
    let answerLost = false
    if (mayBeApproved(state)) {
      try {
        const executed = await client.executePayment(paymentID)
        state = {
          ...state,
          trxID: executed.trxID,
          status: executed.status,
          transactionStatus: executed.transactionStatus,
          amountMinor: executed.amountMinor,
        }
      } catch (error) {
        if (!(error instanceof BkashError)) throw error
        // Whatever became of the execute, the query says: never a second execute on a guess.
        state = await query(paymentID)
        if (!state) throw error
        answerLost = error.kind !== 'declined'
        // bKash's reason for refusing the customer's payment (their balance, their limit); not
        // 2056 (not approved yet) or 2117 (executed before), nor our credentials refused.
        const code = error.kind === 'declined' ? error.statusCode : undefined
        if (code !== undefined && code !== '2056' && code !== '2117') {
          lastError = error.statusMessage ?? `bKash ${code}`
        }
      }
    }
    const invoice = readInvoice(state.merchantInvoiceNumber)
    const status = statusOf(state, answerLost)
    const intent: ProviderIntent = {
      id: intentId,
      status,
      amountCents: state.amountMinor,
      currency: 'bdt',
      orderId: invoice?.orderId,
      last4: null,
      paidWith: status === 'succeeded' ? 'bKash' : null,
      created: invoice?.created ?? Math.floor(Date.now() / 1000),
      lastError: lastError ?? (status === 'canceled' ? `bKash: ${state.transactionStatus}` : null),
      clientSecret: null,
    }
    return { intent, status: state.status, locale: invoice?.locale }
  }

  function settle(intentId: string): Promise<BkashSettlement> {
    if (!intentId.startsWith(PREFIX)) {
      return Promise.resolve({ intent: undefined, status: undefined, locale: undefined })
    }
    let running = settling.get(intentId)
    if (!running) {
      running = settleOnce(intentId).finally(() => settling.delete(intentId))
      settling.set(intentId, running)
    }
    return running
  }

  /** A payment's latest refund at bKash; undefined when it has none (bKash declines the ask). */
  async function latestRefund(paymentID: string, trxID: string): Promise<BkashRefund | undefined> {
    try {
      return await client.refundStatus({ paymentID, trxID })
    } catch (error) {
      if (error instanceof BkashError && error.kind === 'declined') return undefined
      throw error
    }
  }

  const answerOf = (intentId: string, refund: BkashRefund, amountCents: number) =>
    ({
      id: refund.refundTrxID,
      intentId,
      amountCents,
      status: refund.transactionStatus === 'Completed' ? 'succeeded' : 'pending',
    }) satisfies ProviderRefund

  /**
   * Sends one refund, `before` being the payment's latest refund until now. A lost answer is
   * looked for in bKash's refund status; not there yet, it is pending under an `unsettled:` id.
   */
  async function sendRefund(input: {
    intentId: string
    paymentID: string
    trxID: string
    amountCents: number
    key: string
    orderId: string | undefined
    before: BkashRefund | undefined
  }): Promise<ProviderRefund> {
    const { intentId, paymentID, trxID, amountCents, key, before } = input
    try {
      const refund = await client.refund({
        paymentID,
        trxID,
        amountMinor: amountCents,
        sku: key,
        reason: input.orderId ? `Refund of booking ${input.orderId}` : 'Refund',
      })
      return answerOf(intentId, refund, amountCents)
    } catch (error) {
      // Refused: nothing was refunded; the refund sweep asks again (the row stays pending).
      if (!(error instanceof BkashError) || error.kind === 'declined') throw error
      const after = await latestRefund(paymentID, trxID).catch(() => undefined)
      if (after && after.refundTrxID !== before?.refundTrxID && after.amountMinor === amountCents) {
        return answerOf(intentId, after, amountCents)
      }
      const unsettled = `${UNSETTLED}${amountCents}:${before?.refundTrxID ?? ''}:${key}`
      return { id: unsettled, intentId, amountCents, status: 'pending' }
    }
  }

  /** The payment a refund comes from: bKash's ids, when it completed. */
  async function paidPayment(intentId: string) {
    const paymentID = intentId.slice(PREFIX.length)
    const state = intentId.startsWith(PREFIX) ? await query(paymentID) : undefined
    if (state?.status !== 'Completed' || !state.trxID) return undefined
    return { paymentID, trxID: state.trxID, invoice: readInvoice(state.merchantInvoiceNumber) }
  }

  /**
   * A refund bKash answered, read back (bKash's status answers only a payment's latest refund),
   * or one whose answer never came (`unsettled:`), followed to the end.
   */
  async function follow(intentId: string, refundId: string): Promise<ProviderRefund | undefined> {
    const paid = await paidPayment(intentId)
    if (!paid) return undefined
    const latest = await latestRefund(paid.paymentID, paid.trxID)
    if (!refundId.startsWith(UNSETTLED)) {
      // bKash answers only the latest refund: an earlier one cannot be read back.
      if (latest?.refundTrxID !== refundId) return undefined
      return answerOf(intentId, latest, latest.amountMinor)
    }
    const [amount = '', before = '', ...rest] = refundId.slice(UNSETTLED.length).split(':')
    const amountCents = Number(amount)
    const key = rest.join(':')
    if (latest && latest.refundTrxID !== before && latest.amountMinor === amountCents) {
      const answer = answerOf(intentId, latest, amountCents)
      remember(key, answer)
      return answer
    }
    // Still not at bKash, long after our request gave up: it never took effect. Sent again,
    // as the same refund (the same key), from what is latest now.
    const answer = await sendRefund({
      intentId,
      paymentID: paid.paymentID,
      trxID: paid.trxID,
      amountCents,
      key,
      orderId: paid.invoice?.orderId,
      before: latest,
    })
    if (answer.status !== 'pending') remember(key, answer)
    return answer
  }

  function remember(key: string, answer: ProviderRefund) {
    refunded.delete(key)
    refunded.set(key, answer)
    if (refunded.size > REMEMBERED_REFUNDS) refunded.delete(refunded.keys().next().value!)
  }

  return {
    name: 'bkash',
    publishableKey: null,
    owns: (intentId) => intentId.startsWith(PREFIX),
    settle,

    async createIntent(input) {
      // bKash takes taka only: src/server/features/payments/choose-provider.ts offers it on a
      // taka site alone.
      if (input.currency !== 'bdt') {
        throw new Error(`bKash takes payments in taka only, not ${input.currency}`)
      }
      // Requests racing in this process for the same payment share one bKash payment.
      const key = `${input.orderId}|${input.amountCents}|${input.replaces ?? ''}`
      let running = creating.get(key)
      if (!running) {
        running = client
          .createPayment({
            amountMinor: input.amountCents,
            currency: 'BDT',
            payerReference: payerReferenceOf(input.payer.phone, input.orderId),
            callbackURL,
            merchantInvoiceNumber: invoiceFor(
              input.orderId,
              input.payer.locale,
              Math.floor(Date.now() / 1000),
            ),
          })
          .then((created) => ({
            id: `${PREFIX}${created.paymentID}`,
            redirectUrl: created.bkashURL,
          }))
          .finally(() => creating.delete(key))
        creating.set(key, running)
      }
      const { id, redirectUrl } = await running
      return { id, clientSecret: null, redirectUrl }
    },

    async retrieveIntent(id) {
      return (await settle(id)).intent
    },

    async cancelIntent(id) {
      const state = id.startsWith(PREFIX) ? await query(id.slice(PREFIX.length)) : undefined
      if (!state) return undefined
      if (state.status === 'Completed') return 'succeeded'
      return approved(state) ? 'processing' : 'canceled'
    },

    async refund({ intentId, amountCents, key, orderId }) {
      const known = refunded.get(key)
      if (known) return known
      const paid = await paidPayment(intentId)
      // Nothing was taken on it: nothing to give back.
      if (!paid) return { id: `none:${key}`, intentId, amountCents, status: 'failed' }
      const before = await latestRefund(paid.paymentID, paid.trxID)
      const { paymentID, trxID } = paid
      const answer = await sendRefund({
        intentId,
        paymentID,
        trxID,
        amountCents,
        key,
        orderId,
        before,
      })
      remember(key, answer)
      return answer
    },

    retrieveRefund: ({ intentId, refundId }) => follow(intentId, refundId),

    // bKash's refund status answers only a payment's latest refund: an unsettled one is read
    // by it, so no other refund of the payment may go out meanwhile.
    refundsInTurn: () => true,

    async verifyWebhook() {
      throw new InvalidWebhook('bKash sends the customer back to a route of its own')
    },
  }
}

/** bKash's state as ours; `answerLost`: an execute of this approved payment got no answer. */
function statusOf(state: BkashPaymentState, answerLost: boolean): IntentStatus {
  switch (state.status) {
    case 'Completed':
      return 'succeeded'
    case 'Initiated':
      // Approved and executed, the answer lost: the money may be moving; asked again.
      return answerLost ? 'processing' : 'requires_payment_method'
    case 'Failed':
    case 'Cancelled':
    case 'Expired':
      return 'canceled'
    default:
      // A state bKash does not document: not paid, not over; the reconciler asks again.
      return 'processing'
  }
}
