/**
 * The sandbox gateway: the offline stand-in for a redirect gateway (bKash, SSLCommerz), offered
 * beside the sandbox's card form when no real gateway is configured (choose-provider.ts), so a
 * site run offline walks the whole redirect flow without an account anywhere. Nothing is
 * charged.
 *
 * `createIntent` opens an intent in the sandbox's own table (sandbox-provider.ts) and answers a
 * page of our own server as the gateway's page (routes.ts): the customer pays, fails or
 * cancels there, and comes back through a return route that, like bKash's callback, believes
 * nothing it carries but the intent's id, reads the intent back and records it through the same
 * confirmation as every other path.
 *
 * Ids: `sgw_` and 24 random characters (144 bits). The id is in the page's address and is its
 * only key, as a gateway's session token is: unguessable, so nobody pays, fails or cancels
 * another customer's payment.
 *
 * States: open until the page's Pay (succeeded), Fail (failed) or Cancel (canceled), each once:
 * a finished intent never moves again, so a second Pay changes nothing. Failed reads as
 * canceled to the rest of the server (as bKash's Failed does), and paying again opens a new
 * intent. Refunds are the card sandbox's: one per key, in the same table.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { sandboxIntents } from '#server/db/schema/index.ts'
import { isLocale, type Locale } from '#shared/i18n/catalogue.ts'
import type { CurrencyCode } from '#shared/money.ts'
import {
  InvalidWebhook,
  type IntentStatus,
  type PaymentProvider,
} from '#server/lib/payment-provider.ts'
import type { ProviderIntent } from '#server/lib/payment-provider.ts'
import {
  isOpen,
  openSandboxIntent,
  readSandboxRefund,
  refundSandboxPayment,
  token,
  type SandboxIntentRow,
} from '../sandbox-provider.ts'

const PREFIX = 'sgw_'
/** What the page's buttons do to an open intent. */
export type GatewayChoice = 'pay' | 'fail' | 'cancel'
/** Where an intent stands: open, or how the page (or a cancellation of ours) finished it. */
export type GatewayState = 'open' | 'succeeded' | 'failed' | 'canceled'

const FINISHED: Record<GatewayChoice, { status: string; lastError: string | null }> = {
  pay: { status: 'succeeded', lastError: null },
  fail: { status: 'failed', lastError: 'The sandbox gateway declined the payment.' },
  cancel: { status: 'canceled', lastError: 'Cancelled on the sandbox gateway page.' },
}

/** One intent as the page and the return route see it. */
export interface GatewayIntent {
  id: string
  orderId: string
  state: GatewayState
  amount: { minor: number; currency: CurrencyCode }
  /** The language the customer pays in: the page's, and the Pay page's they go back to. */
  locale: Locale
  intent: ProviderIntent
}

export interface SandboxGatewayProvider extends PaymentProvider {
  /** The intent as the page shows it; undefined when there is no such intent. */
  read(intentId: string): Promise<GatewayIntent | undefined>
  /**
   * The page's Pay, Fail or Cancel: finishes an open intent, once; a finished one stays as it
   * was. Answers the intent afterwards; undefined when there is no such intent.
   */
  finish(intentId: string, choice: GatewayChoice): Promise<GatewayIntent | undefined>
}

const stateOf = (status: string): GatewayState =>
  status === 'succeeded' || status === 'failed' || status === 'canceled' ? status : 'open'

function toGatewayIntent(row: SandboxIntentRow): GatewayIntent {
  const state = stateOf(row.status)
  const status: IntentStatus =
    state === 'open' ? 'requires_payment_method' : state === 'failed' ? 'canceled' : state
  return {
    id: row.id,
    orderId: row.orderId,
    state,
    amount: { minor: row.amountCents, currency: row.currency as CurrencyCode },
    locale: isLocale(row.locale) ? row.locale : 'en',
    intent: {
      id: row.id,
      status,
      amountCents: row.amountCents,
      currency: row.currency,
      orderId: row.orderId,
      last4: null,
      // What the receipt and its mail say it was paid with, as a gateway names its method.
      paidWith: state === 'succeeded' ? 'Sandbox gateway' : null,
      created: Math.floor(row.createdAt.getTime() / 1000),
      lastError: row.lastError,
      // Paid on its page, never with a card form here.
      clientSecret: null,
    },
  }
}

export function sandboxGatewayProvider({
  db,
  publicUrl,
}: {
  db: Db
  /** The site's public address: the gateway's page is one of ours. */
  publicUrl: string
}): SandboxGatewayProvider {
  const owns = (intentId: string) => intentId.startsWith(PREFIX)
  const pageUrl = (intentId: string) => `${publicUrl}/api/payment/sandbox-gateway/${intentId}`

  async function read(intentId: string): Promise<GatewayIntent | undefined> {
    if (!owns(intentId)) return undefined
    const [row] = await db.select().from(sandboxIntents).where(eq(sandboxIntents.id, intentId))
    return row ? toGatewayIntent(row) : undefined
  }

  return {
    name: 'sandbox-gateway',
    publishableKey: null,
    owns,
    read,

    async finish(intentId, choice) {
      if (!owns(intentId)) return undefined
      // Only an open intent moves: a second press, or a cancellation of ours that came first,
      // leaves it as it is.
      await db
        .update(sandboxIntents)
        .set(FINISHED[choice])
        .where(and(eq(sandboxIntents.id, intentId), isOpen))
      return read(intentId)
    },

    async createIntent({ orderId, amountCents, currency, payer }) {
      const open = await openSandboxIntent(db, {
        orderId,
        amountCents,
        currency,
        fresh: () => ({ id: `${PREFIX}${token(18)}`, clientSecret: null, locale: payer.locale }),
        mine: owns,
      })
      return { id: open.id, clientSecret: null, redirectUrl: pageUrl(open.id) }
    },

    // Coming back to pay again: the same page, as long as the intent is open, in the language
    // the customer now pays in.
    async resumeIntent({ id, payer }) {
      await db
        .update(sandboxIntents)
        .set({ locale: payer.locale })
        .where(and(eq(sandboxIntents.id, id), isOpen))
      return { id, clientSecret: null, redirectUrl: pageUrl(id) }
    },

    async retrieveIntent(id) {
      return (await read(id))?.intent
    },

    async cancelIntent(id) {
      if (!owns(id)) return undefined
      await db
        .update(sandboxIntents)
        .set({ status: 'canceled' })
        .where(and(eq(sandboxIntents.id, id), isOpen))
      return (await read(id))?.intent.status
    },

    refund: (input) => refundSandboxPayment(db, input),
    retrieveRefund: (input) => readSandboxRefund(db, input),

    async verifyWebhook() {
      throw new InvalidWebhook('The sandbox gateway sends the customer back to a route of its own')
    },
  }
}
