/**
 * The offline payment provider (PAYMENT_PROVIDER=sandbox, the default without Stripe keys). It
 * behaves like Stripe's test mode: intents with client secrets, the same test cards and the same
 * card messages, intents read back by id. Nothing is charged; the Pay page says so.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, ne } from 'drizzle-orm'
import type { SandboxCard } from '#shared/contracts/payments.ts'
import type { Db } from '#server/db/client.ts'
import { sandboxIntents } from '#server/db/schema/index.ts'
import { InvalidWebhook, type PaymentProvider, type ProviderIntent } from './provider.ts'

const token = (bytes: number) => randomBytes(bytes).toString('base64url')

/** Card numbers that fail the way Stripe's test cards do. Every other valid number succeeds. */
const failingCards: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
}

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
export function sandboxCardError(card: Omit<SandboxCard, 'clientSecret'>, now = new Date()) {
  const digits = card.cardNumber.replace(/[\s-]/g, '')
  if (!luhnValid(digits)) return 'Your card number is invalid.'
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry)
  if (!expiry) return "Your card's expiration date is incomplete."
  const month = Number(expiry[1])
  const year = 2000 + Number(expiry[2])
  if (month < 1 || month > 12) return "Your card's expiration month is invalid."
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
    return "Your card's expiration year is in the past."
  }
  if (!/^\d{3,4}$/.test(card.cvc)) return "Your card's security code is incomplete."
  return failingCards[digits]
}

function toIntent(row: typeof sandboxIntents.$inferSelect): ProviderIntent {
  return {
    id: row.id,
    status: row.status as ProviderIntent['status'],
    amountCents: row.amountCents,
    currency: row.currency,
    orderId: row.orderId,
    last4: row.last4,
    created: Math.floor(row.createdAt.getTime() / 1000),
    lastError: row.lastError,
  }
}

export interface SandboxProvider extends PaymentProvider {
  /** The card form's "Pay": succeeds or fails like Stripe's test cards. */
  confirm(
    card: SandboxCard,
  ): Promise<{ ok: true; intent: ProviderIntent } | { ok: false; message: string }>
}

export function sandboxProvider(db: Db): SandboxProvider {
  return {
    name: 'sandbox',
    publishableKey: null,
    async createIntent({ orderId, amountCents, currency }) {
      // Like Stripe's idempotency key per order and amount: an open intent is handed out again.
      const [open] = await db
        .select()
        .from(sandboxIntents)
        .where(
          and(
            eq(sandboxIntents.orderId, orderId),
            eq(sandboxIntents.amountCents, amountCents),
            ne(sandboxIntents.status, 'succeeded'),
          ),
        )
        .limit(1)
      if (open) return { id: open.id, clientSecret: open.clientSecret }
      const id = `pi_sandbox_${token(12)}`
      const clientSecret = `${id}_secret_${token(18)}`
      await db.insert(sandboxIntents).values({
        id,
        orderId,
        amountCents,
        currency,
        clientSecret,
        status: 'requires_payment_method',
      })
      return { id, clientSecret }
    },
    async retrieveIntent(id) {
      const [row] = await db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id))
      return row ? toIntent(row) : undefined
    },
    async verifyWebhook() {
      throw new InvalidWebhook('The sandbox provider sends no webhooks')
    },
    async confirm(card) {
      const [row] = await db
        .select()
        .from(sandboxIntents)
        .where(eq(sandboxIntents.clientSecret, card.clientSecret))
      if (!row) return { ok: false, message: 'This payment could not be found. Reload the page.' }
      if (row.status === 'succeeded') return { ok: true, intent: toIntent(row) }
      const error = sandboxCardError(card)
      const digits = card.cardNumber.replace(/[\s-]/g, '')
      const [updated] = await db
        .update(sandboxIntents)
        .set(
          error
            ? { lastError: error }
            : { status: 'succeeded', last4: digits.slice(-4), lastError: null },
        )
        .where(and(eq(sandboxIntents.id, row.id), ne(sandboxIntents.status, 'succeeded')))
        .returning()
      if (error) return { ok: false, message: error }
      // Lost a race with another confirm of the same intent: read what it left.
      const intent = updated ? toIntent(updated) : await this.retrieveIntent(row.id)
      return { ok: true, intent: intent! }
    },
  }
}
