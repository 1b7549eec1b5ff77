/**
 * The offline payment provider (PAYMENT_PROVIDER=sandbox, the default without Stripe keys). It
 * behaves like Stripe's test mode: intents with client secrets, the same test cards and the same
 * card messages, intents read back by id. Nothing is charged; the Pay page says so.
 *
 * Its tables also hold the sandbox gateway's intents (sandbox-gateway/provider.ts), which open
 * and refund the same way: `openSandboxIntent`, `refundSandboxPayment`, `readSandboxRefund`.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { SandboxCard } from '#shared/contracts/payments.ts'
import type { Db } from '#server/db/client.ts'
import { sandboxIntents, sandboxRefunds } from '#server/db/schema/index.ts'
import type { CurrencyCode } from '#shared/money.ts'
import { NotFound } from '#server/lib/errors.ts'
import { isForeignKeyViolation } from '#server/lib/pg-errors.ts'
import {
  InvalidWebhook,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderRefund,
} from '#server/lib/payment-provider.ts'
import { messages } from '#shared/messages.ts'

export const token = (bytes: number) => randomBytes(bytes).toString('base64url')

/** The open state, and the predicate of the one-open-intent-per-order partial unique index. */
const OPEN = 'requires_payment_method'
export const isOpen = sql`${sandboxIntents.status} = 'requires_payment_method'`

export type SandboxIntentRow = typeof sandboxIntents.$inferSelect

/**
 * Opens an intent in the sandbox's table, or answers the one already open for the same order
 * and amount, whatever the concurrency: the partial unique index lets one insert through, the
 * others do nothing and read the winner. Like Stripe's idempotency key per order and amount, the
 * open intent is handed out again. `fresh` makes a new intent's id (and secret, locale); `mine`
 * tells this provider's ids from the other's, whose open intent is stale here.
 */
export async function openSandboxIntent(
  db: Db,
  {
    orderId,
    amountCents,
    currency,
    fresh,
    mine,
  }: {
    orderId: string
    amountCents: number
    currency: CurrencyCode
    fresh: () => { id: string; clientSecret: string | null; locale: string | null }
    mine: (id: string) => boolean
  },
): Promise<SandboxIntentRow> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [inserted] = await db
      .insert(sandboxIntents)
      .values({ ...fresh(), orderId, amountCents, currency, status: OPEN })
      .onConflictDoNothing({ target: sandboxIntents.orderId, where: isOpen })
      .returning()
      .catch((error: unknown) => {
        // The order was deleted meanwhile.
        if (isForeignKeyViolation(error)) throw new NotFound(messages.errors.noSuchOrder)
        throw error
      })
    if (inserted) return inserted
    const [open] = await db
      .select()
      .from(sandboxIntents)
      .where(and(eq(sandboxIntents.orderId, orderId), isOpen))
      .limit(1)
    if (open && mine(open.id) && open.amountCents === amountCents) return open
    // An open intent for another amount (or the other provider's) is stale: cancel it. No open
    // one: it was paid or cancelled between our two statements. Either way, insert again.
    if (open) {
      await db
        .update(sandboxIntents)
        .set({ status: 'canceled' })
        .where(and(eq(sandboxIntents.id, open.id), isOpen))
    }
  }
  throw new Error(`Could not open a sandbox intent for order ${orderId}`)
}

/**
 * Refunds a sandbox payment, once per key (the unique index); it succeeds at once when the
 * payment succeeded and still holds that much, else it fails — as a card processor would answer.
 */
export async function refundSandboxPayment(
  db: Db,
  { intentId, amountCents, key }: { intentId: string; amountCents: number; key: string },
): Promise<ProviderRefund> {
  const id = `re_sandbox_${token(12)}`
  await db.execute(sql`
    insert into ${sandboxRefunds} (id, intent_id, amount_cents, idempotency_key, status)
    select ${id}, i.id, ${amountCents}, ${key},
      case when i.status = 'succeeded' and ${amountCents} <= i.amount_cents - coalesce(
        (select sum(r.amount_cents) from ${sandboxRefunds} r
          where r.intent_id = i.id and r.status = 'succeeded'), 0)
      then 'succeeded' else 'failed' end
    from ${sandboxIntents} i where i.id = ${intentId}
    on conflict (idempotency_key) do nothing`)
  const [row] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, key))
  // No such payment here: nothing to give back.
  return row ? toRefund(row) : { id, intentId, amountCents, status: 'failed' }
}

/** One sandbox refund, as the sandbox has it. */
export async function readSandboxRefund(
  db: Db,
  { intentId, refundId }: { intentId: string; refundId: string },
): Promise<ProviderRefund | undefined> {
  const [row] = await db
    .select()
    .from(sandboxRefunds)
    .where(and(eq(sandboxRefunds.intentId, intentId), eq(sandboxRefunds.id, refundId)))
  return row ? toRefund(row) : undefined
}

const CARD_PREFIX = 'pi_sandbox_'
const isCardIntent = (id: string) => id.startsWith(CARD_PREFIX)

const NOT_FOUND = 'This payment could not be found. Reload the page.'
const CANCELED = 'This payment was cancelled (the order was deleted or its tour withdrawn).'

/**
 * A card Stripe refuses: its error code (and a decline's `decline_code`) and its English
 * sentence. The Pay page reads the code in its own language and keeps the sentence for a code
 * it does not know.
 */
export interface CardRefusal {
  code: string
  declineCode?: string
  message: string
}

/** Card numbers that fail the way Stripe's test cards do. Every other valid number succeeds. */
const failingCards = new Map<string, CardRefusal>([
  [
    '4000000000000002',
    { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  ],
  [
    '4000000000009995',
    {
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  ],
  ['4000000000000069', { code: 'expired_card', message: 'Your card has expired.' }],
])

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** What the card form would hear from Stripe for this card; undefined when it goes through. */
export function sandboxCardError(
  card: Omit<SandboxCard, 'clientSecret'>,
  now = new Date(),
): CardRefusal | undefined {
  const digits = card.cardNumber.replace(/[\s-]/g, '')
  if (!luhnValid(digits)) return { code: 'invalid_number', message: 'Your card number is invalid.' }
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry)
  if (!expiry) {
    return { code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." }
  }
  const month = Number(expiry[1])
  const year = 2000 + Number(expiry[2])
  if (month < 1 || month > 12) {
    return { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." }
  }
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
    return {
      code: 'invalid_expiry_year_past',
      message: "Your card's expiration year is in the past.",
    }
  }
  if (!/^\d{3,4}$/.test(card.cvc)) {
    return { code: 'incomplete_cvc', message: "Your card's security code is incomplete." }
  }
  return failingCards.get(digits)
}

function toIntent(row: SandboxIntentRow): ProviderIntent {
  return {
    id: row.id,
    status: row.status as ProviderIntent['status'],
    amountCents: row.amountCents,
    currency: row.currency,
    orderId: row.orderId,
    last4: row.last4,
    created: Math.floor(row.createdAt.getTime() / 1000),
    lastError: row.lastError,
    clientSecret: row.clientSecret,
  }
}

function toRefund(row: typeof sandboxRefunds.$inferSelect): ProviderRefund {
  return {
    id: row.id,
    intentId: row.intentId,
    amountCents: row.amountCents,
    status: row.status === 'succeeded' ? 'succeeded' : 'failed',
  }
}

export interface SandboxProvider extends PaymentProvider {
  /** The card form's "Pay": succeeds or fails like Stripe's test cards. */
  confirm(
    card: SandboxCard,
  ): Promise<
    | { ok: true; intent: ProviderIntent }
    | { ok: false; message: string; canceled?: true; refusal?: CardRefusal }
  >
}

export function sandboxProvider(db: Db): SandboxProvider {
  return {
    name: 'sandbox',
    publishableKey: null,
    owns: isCardIntent,
    async createIntent({ orderId, amountCents, currency }) {
      const open = await openSandboxIntent(db, {
        orderId,
        amountCents,
        currency,
        fresh: () => {
          const id = `${CARD_PREFIX}${token(12)}`
          return { id, clientSecret: `${id}_secret_${token(18)}`, locale: null }
        },
        mine: isCardIntent,
      })
      return { id: open.id, clientSecret: open.clientSecret!, redirectUrl: null }
    },
    async cancelIntent(id) {
      const [canceled] = await db
        .update(sandboxIntents)
        .set({ status: 'canceled' })
        .where(and(eq(sandboxIntents.id, id), ne(sandboxIntents.status, 'succeeded')))
        .returning({ status: sandboxIntents.status })
      if (canceled) return 'canceled'
      return (await this.retrieveIntent(id))?.status
    },
    async retrieveIntent(id) {
      const [row] = await db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id))
      return row ? toIntent(row) : undefined
    },
    refund: (input) => refundSandboxPayment(db, input),
    retrieveRefund: (input) => readSandboxRefund(db, input),
    async verifyWebhook() {
      throw new InvalidWebhook('The sandbox provider sends no webhooks')
    },
    async confirm(card) {
      const [row] = await db
        .select()
        .from(sandboxIntents)
        .where(eq(sandboxIntents.clientSecret, card.clientSecret))
      if (!row) return { ok: false, message: NOT_FOUND }
      if (row.status === 'succeeded') return { ok: true, intent: toIntent(row) }
      if (row.status === 'canceled') return { ok: false, message: CANCELED, canceled: true }
      const error = sandboxCardError(card)
      const digits = card.cardNumber.replace(/[\s-]/g, '')
      // Only an open intent moves: a cancel that landed first (the order was deleted or its plan
      // withdrawn) wins, and this payment is refused.
      const [updated] = await db
        .update(sandboxIntents)
        .set(
          error
            ? { lastError: error.message }
            : { status: 'succeeded', last4: digits.slice(-4), lastError: null },
        )
        .where(and(eq(sandboxIntents.id, row.id), isOpen))
        .returning()
      if (updated) {
        return error
          ? { ok: false, message: error.message, refusal: error }
          : { ok: true, intent: toIntent(updated) }
      }
      // Lost a race with another confirm (succeeded) or a cancel: read what it left.
      const now = await this.retrieveIntent(row.id)
      if (now?.status === 'succeeded') return { ok: true, intent: now }
      if (now?.status === 'canceled') return { ok: false, message: CANCELED, canceled: true }
      return { ok: false, message: NOT_FOUND }
    },
  }
}
