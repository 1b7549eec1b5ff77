/**
 * The money ledger (`payments` table): what moves money on an order, inside one transaction
 * with the order's row locked.
 *
 * - `recordPayment`: a succeeded payment is recorded once, by its intent (the ledger key
 *   `payment:<intent>`), however many confirmations, webhooks and redeliveries report it; the
 *   order's sums and paid state follow in the same transaction, with one audit entry.
 * - `planRefunds`: a refund is split over the order's payments (newest first, never more than
 *   is left of each), one pending ledger row per payment with a key of its own, and counted in
 *   `refunded_cents` at once — a check constraint keeps that at most `paid_cents`, so no
 *   sequence of requests can refund more than was paid. The provider is asked afterwards,
 *   outside the transaction (orders/send-refunds.ts).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { moneyMovements, orders, type MoneyPurpose } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import type { SessionUser } from '#server/lib/context.ts'

export type OrderRow = typeof orders.$inferSelect
type Actor = Pick<SessionUser, 'id' | 'email'> | null | undefined

/** Reads an order's row and locks it until the transaction ends. */
export async function lockOrder(tx: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  return row
}

/** Money held on the order now: received less returned (or being returned). */
export function netPaidCents(row: Pick<OrderRow, 'paidCents' | 'refundedCents'>): number {
  return row.paidCents - row.refundedCents
}

/** What is still to pay on a live order (0 once paid in full). */
export function dueCents(row: OrderRow): number {
  return Math.max(0, row.tourPriceCents - netPaidCents(row))
}

export interface ReceivedPayment {
  intentId: string
  amountCents: number
  paidAt: Date
  last4: string | null
  /**
   * A gateway's name for the method (src/server/lib/payment-provider.ts); null for a card form's
   * payment.
   */
  paidWith?: string | null
}

/**
 * What a payment of `amountCents` is for, given what the order has received so far: the first
 * is the price in full, a deposit, or a part (a gift voucher's, decision 054); one after a
 * deposit or a part pays the balance; one after the price was paid in full, the difference a
 * move to a dearer date left.
 */
async function purposeOf(tx: Db, row: OrderRow, amountCents: number): Promise<MoneyPurpose> {
  if (row.paidCents === 0) {
    if (amountCents >= row.tourPriceCents) return 'full'
    return row.depositCents !== null ? 'deposit' : 'part'
  }
  if (row.depositCents !== null && row.paidCents === row.depositCents) return 'balance'
  const [last] = await tx
    .select({ purpose: moneyMovements.purpose })
    .from(moneyMovements)
    .where(and(eq(moneyMovements.orderId, row.id), eq(moneyMovements.kind, 'payment')))
    .orderBy(desc(moneyMovements.createdAt), desc(moneyMovements.id))
    .limit(1)
  return last?.purpose === 'deposit' || last?.purpose === 'part' ? 'balance' : 'difference'
}

export interface RecordedPayment {
  /** False when this payment was recorded before (a redelivery): nothing changed. */
  recorded: boolean
  row: OrderRow
  purpose: MoneyPurpose
  /** The payment landed on a cancelled booking: it is being refunded in full. */
  refundedAtOnce: boolean
  /** Some of it is to go back (a cancelled booking, or more than the price): send the refunds. */
  refundsPlanned: boolean
}

/**
 * Records a succeeded payment on a locked order (the caller's transaction). A payment that
 * lands on a cancelled booking (it raced the cancellation) is refunded in full at once: money
 * taken is never lost, and a cancelled booking never keeps money it was not meant to.
 */
export async function recordPayment(
  tx: Db,
  row: OrderRow,
  payment: ReceivedPayment,
  actor: Actor,
): Promise<RecordedPayment> {
  const purpose = await purposeOf(tx, row, payment.amountCents)
  const [entry] = await tx
    .insert(moneyMovements)
    .values({
      orderId: row.id,
      kind: 'payment',
      purpose,
      amountCents: payment.amountCents,
      status: 'succeeded',
      intentId: payment.intentId,
      key: `payment:${payment.intentId}`,
      actorId: actor?.id ?? null,
      settledAt: payment.paidAt,
    })
    .onConflictDoNothing({ target: moneyMovements.key })
    .returning({ id: moneyMovements.id })
  if (!entry) return { recorded: false, row, purpose, refundedAtOnce: false, refundsPlanned: false }

  const paidCents = row.paidCents + payment.amountCents
  const cancelled = row.cancelledAt !== null
  const isPaid = !cancelled && paidCents - row.refundedCents >= row.tourPriceCents
  // Money keeps the seats once the price, or the deposit chosen, is paid. A part of it (a gift
  // voucher's, decision 054) keeps the hold running: when it runs out before the rest is paid,
  // the booking is released and the part goes back (release-part-paid.ts).
  const keepsSeats =
    isPaid || (row.depositCents !== null && paidCents - row.refundedCents >= row.depositCents)
  const [updated] = await tx
    .update(orders)
    .set({
      paidCents,
      isPaid,
      amountCents: paidCents,
      paidAt: row.paidAt ?? payment.paidAt,
      // The latest payment's own method: a card's last digits, or a gateway's name for it.
      last4: payment.last4 ?? (payment.paidWith ? null : row.last4),
      paidWith: payment.paidWith ?? (payment.last4 ? null : row.paidWith),
      transactionRef: payment.intentId,
      holdExpiresAt: keepsSeats ? null : row.holdExpiresAt,
      expiredAt: null,
    })
    .where(eq(orders.id, row.id))
    .returning()
  await recordAudit(tx, actor, {
    action: 'payment.received',
    subject: { type: 'order', id: row.id },
    before: { paidCents: row.paidCents, isPaid: row.isPaid },
    after: {
      paidCents,
      isPaid: updated!.isPaid,
      amountCents: payment.amountCents,
      purpose,
      intentId: payment.intentId,
    },
  })
  // More than the price (two payments went through for one balance): the excess goes back.
  const excess = cancelled
    ? payment.amountCents
    : Math.min(payment.amountCents, netPaidCents(updated!) - updated!.tourPriceCents)
  if (excess <= 0) {
    return { recorded: true, row: updated!, purpose, refundedAtOnce: false, refundsPlanned: false }
  }
  const refunded = await planRefunds(tx, updated!, {
    amountCents: excess,
    purpose: cancelled ? 'late-payment' : 'overpayment',
    actor: null,
    onlyIntent: payment.intentId,
  })
  return { recorded: true, row: refunded, purpose, refundedAtOnce: cancelled, refundsPlanned: true }
}

/**
 * Plans a refund of `amountCents` on a locked order (the caller's transaction): pending ledger
 * rows, spread over the payments that still hold money (newest first), and the order's
 * `refunded_cents`. Returns the updated row. Asking for more than the order holds throws (the
 * check constraint), so callers compute the amount from the locked row.
 */
export async function planRefunds(
  tx: Db,
  row: OrderRow,
  {
    amountCents,
    purpose,
    actor,
    onlyIntent,
    onPlanned,
  }: {
    amountCents: number
    purpose: MoneyPurpose
    actor: Actor
    onlyIntent?: string
    /** Told of each refund planned: the payment it returns to, and how much. */
    onPlanned?: (intentId: string, amountCents: number) => void
  },
): Promise<OrderRow> {
  if (amountCents <= 0) return row
  const movements = await tx
    .select()
    .from(moneyMovements)
    .where(
      and(
        eq(moneyMovements.orderId, row.id),
        inArray(moneyMovements.status, ['pending', 'succeeded']),
      ),
    )
    .orderBy(desc(moneyMovements.createdAt), desc(moneyMovements.id))
  const returned = new Map<string, number>()
  for (const m of movements) {
    if (m.kind === 'refund')
      returned.set(m.intentId, (returned.get(m.intentId) ?? 0) + m.amountCents)
  }
  // The order's refunds so far number the new ones: a key per refund, the same on a retry of
  // the same transaction, never the same for two refunds. Every refund row counts, failed ones
  // too: a refund the bank turned down keeps its key (counting only live ones gave the next
  // refund that same key, and the unique key refused it: a 500, and a payment never recorded).
  const [counted] = await tx
    .select({ refunds: sql<number>`count(*)::int` })
    .from(moneyMovements)
    .where(and(eq(moneyMovements.orderId, row.id), eq(moneyMovements.kind, 'refund')))
  let sequence = counted?.refunds ?? 0
  let left = amountCents
  for (const payment of movements) {
    if (left === 0) break
    if (payment.kind !== 'payment' || payment.status !== 'succeeded') continue
    if (onlyIntent && payment.intentId !== onlyIntent) continue
    const holds = payment.amountCents - (returned.get(payment.intentId) ?? 0)
    const take = Math.min(holds, left)
    if (take <= 0) continue
    sequence++
    const [refund] = await tx
      .insert(moneyMovements)
      .values({
        orderId: row.id,
        kind: 'refund',
        purpose,
        amountCents: take,
        status: 'pending',
        intentId: payment.intentId,
        key: `refund:${row.id}:${sequence}`,
        actorId: actor?.id ?? null,
      })
      .returning({ id: moneyMovements.id })
    await recordAudit(tx, actor, {
      action: 'refund.issued',
      subject: { type: 'order', id: row.id },
      after: { refundId: refund!.id, amountCents: take, purpose, intentId: payment.intentId },
    })
    onPlanned?.(payment.intentId, take)
    left -= take
  }
  if (left > 0)
    throw new Error(`order ${row.id} holds ${amountCents - left} cents, not ${amountCents}`)
  const [updated] = await tx
    .update(orders)
    .set({
      refundedCents: sql`${orders.refundedCents} + ${amountCents}`,
      isPaid: sql`${orders.cancelledAt} is null and ${orders.paidCents} - (${orders.refundedCents} + ${amountCents}) >= ${orders.tourPriceCents}`,
    })
    .where(eq(orders.id, row.id))
    .returning()
  return updated!
}
