/**
 * The money ledger (`payments`): every payment received and every refund asked for, one row
 * each, never deleted; and the sandbox payment provider's intents and refunds.
 *
 * The sandbox payment provider's intents (PAYMENT_PROVIDER=sandbox): kept in the database so
 * they survive restarts and every instance sees them, like Stripe's own records would. The
 * sandbox gateway (features/payments/sandbox-gateway/) keeps its intents here too, told apart by
 * their id (`sgw_`): they have no client secret, and remember the customer's language for its
 * page and the way back.
 */
import { sql, type SQL } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { VOUCHER_INTENT_PREFIX } from '#shared/gift-voucher-code.ts'
import { orders } from './orders.ts'

/**
 * A ledger row that moved money in or out of the company: not a gift voucher's (decision 054),
 * whose redemptions and refunds move money already received when the voucher was sold. The
 * literal is inlined (no parameter) so the overview's query matches its partial index.
 */
export function outsideMoney(t: { intentId: AnyPgColumn }): SQL<boolean> {
  return sql<boolean>`left(${t.intentId}, ${sql.raw(String(VOUCHER_INTENT_PREFIX.length))}) <> ${sql.raw(`'${VOUCHER_INTENT_PREFIX}'`)}`
}

export const sandboxIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The card form's secret; null for the sandbox gateway's intents, paid on its own page. */
    clientSecret: text('client_secret').unique(),
    /**
     * requires_payment_method | succeeded | canceled — the subset of Stripe's states the sandbox
     * uses — or failed (the sandbox gateway's Fail, read as canceled).
     */
    status: text('status').notNull(),
    last4: text('last4'),
    lastError: text('last_error'),
    /** The sandbox gateway's: the language the customer pays in (en, bn); null for the card's. */
    locale: text('locale'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open intent per order, whatever the concurrency: a second insert loses and reads it.
    uniqueIndex('sandbox_intents_open_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'requires_payment_method'`),
  ],
)

export const moneyKinds = ['payment', 'refund'] as const
export type MoneyKind = (typeof moneyKinds)[number]
export const moneyStatuses = ['pending', 'succeeded', 'failed'] as const
export type MoneyStatus = (typeof moneyStatuses)[number]
/** Why money moved: payments are full | deposit | balance | difference; refunds say why. */
export type MoneyPurpose =
  | 'full'
  | 'deposit'
  | 'part'
  | 'balance'
  | 'difference'
  | 'cancellation'
  | 'departure-cancelled'
  | 'reschedule'
  | 'late-payment'
  | 'overpayment'

/**
 * One row per movement of money. `key` makes each movement happen once: a payment's key is its
 * provider intent (`payment:<intent>`), so a confirmation, a webhook and its redeliveries record
 * it once; a refund's key names the order and the reason, and its id is the idempotency key
 * sent to the provider, so a retry after a crash asks for the same refund again, never a
 * second one. A refund is `pending` until the provider says it went through.
 */
export const moneyMovements = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: moneyKinds }).notNull(),
    purpose: text('purpose').$type<MoneyPurpose>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: moneyStatuses }).notNull(),
    /** The provider's payment intent: the one paid, or the one a refund returns money from. */
    intentId: text('intent_id').notNull(),
    /** The provider's refund id, once it answered. */
    refundId: text('refund_id'),
    key: text('key').notNull().unique(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * A pending refund of a provider that keys nothing (bKash) being sent or asked about, by one
     * sweep until then: another (this instance's or another's) leaves it alone. A crash leaves
     * the claim to run out (src/server/features/orders/send-refunds.ts).
     */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Who asked (a user id), or null for the customer's card, the provider or the system. */
    actorId: text('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.createdAt),
    index('payments_created_at_idx').on(t.createdAt),
    // The refund sweep's scan: refunds the provider has not confirmed yet.
    index('payments_pending_refund_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'refund' and ${t.status} = 'pending'`),
    index('payments_refund_id_idx').on(t.refundId),
    // The overview's money by month: an index-only range scan of the months it shows, of the
    // money that came in or went out (not a gift voucher's, spent or given back).
    index('payments_overview_idx')
      .on(t.createdAt, t.kind, t.status, t.amountCents)
      .where(outsideMoney(t)),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
)

/**
 * Every payment intent the server opened, until it is settled: the reconciler's list
 * (src/server/features/payments/reconcile-payments.ts). One row an intent, not one an order: a
 * customer who opened SSLCommerz's page, went back and paid by card may still pay on the page
 * left open, and that money is found and recorded (then refunded as not owed) like any other.
 * `check_at` is when to ask the provider next; null once settled or given up on.
 */
export const paymentChecks = pgTable(
  'payment_checks',
  {
    intentId: text('intent_id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    checkAt: timestamp('check_at', { withTimezone: true }),
  },
  (t) => [
    // The reconciler's scan: only intents with something to ask are in it.
    index('payment_checks_due_idx')
      .on(t.checkAt)
      .where(sql`${t.checkAt} is not null`),
    index('payment_checks_order_idx').on(t.orderId),
  ],
)

/** The sandbox's refunds: one per idempotency key, like Stripe's. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  intentId: text('intent_id')
    .notNull()
    .references(() => sandboxIntents.id, { onDelete: 'restrict' }),
  amountCents: integer('amount_cents').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
