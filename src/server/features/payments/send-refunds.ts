/**
 * Sends planned refunds (pending rows of the ledger, orders/ledger.ts) to the provider and
 * records what it answers. Each row's id is its idempotency key at the provider, so sending a
 * row twice — a retry after a crash, the request and the worker at once, two instances — gets
 * the same refund back, never a second one. A row the provider already answered is read back
 * instead of asked again (a replayed idempotent answer would be the first, stale one).
 *
 * Runs right after the transaction that planned the refunds, and from the lifecycle worker for
 * whatever is still pending (a crash between the commit and the provider's answer).
 */
import { and, asc, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { moneyMovements, orders } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/record-audit.ts'
import type { PaymentProvider, ProviderRefund } from './provider.ts'

type RefundRow = typeof moneyMovements.$inferSelect

const pendingRefund = and(eq(moneyMovements.kind, 'refund'), eq(moneyMovements.status, 'pending'))

export interface SendRefundsOutcome {
  succeeded: number
  failed: number
  pending: number
}

/**
 * Sends the pending refunds of one order, or (without `orderId`) those planned more than
 * `olderThanSeconds` ago — the worker's sweep — at most `limit` at a time.
 */
export async function sendRefunds({
  db,
  provider,
  orderId,
  olderThanSeconds = 20,
  limit = 50,
}: {
  db: Db
  provider: Pick<PaymentProvider, 'refund' | 'retrieveRefund'>
  orderId?: string
  olderThanSeconds?: number
  limit?: number
}): Promise<SendRefundsOutcome> {
  const rows = await db
    .select()
    .from(moneyMovements)
    .where(
      orderId
        ? and(pendingRefund, eq(moneyMovements.orderId, orderId))
        : and(
            pendingRefund,
            lt(moneyMovements.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
          ),
    )
    .orderBy(asc(moneyMovements.createdAt))
    .limit(limit)
  const outcome: SendRefundsOutcome = { succeeded: 0, failed: 0, pending: 0 }
  for (const row of rows) {
    let answer: ProviderRefund | undefined
    try {
      answer = row.refundId
        ? await provider.retrieveRefund({ intentId: row.intentId, refundId: row.refundId })
        : await provider.refund({
            intentId: row.intentId,
            amountCents: row.amountCents,
            key: row.id,
            orderId: row.orderId,
          })
    } catch (error) {
      // The provider did not answer (or refused the request): try again on a later sweep.
      await db
        .update(moneyMovements)
        .set({ attempts: sql`${moneyMovements.attempts} + 1`, lastError: String(error) })
        .where(and(eq(moneyMovements.id, row.id), eq(moneyMovements.status, 'pending')))
      outcome.pending++
      continue
    }
    const status = answer ? await settleRefund(db, row, answer) : 'pending'
    outcome[status]++
  }
  return outcome
}

/**
 * Records the provider's answer for one planned refund: its id, and once final, succeeded or
 * failed. Only a pending row moves, so a webhook and a sweep settling it together record it
 * once. A failed refund gives its amount back to what the order holds (admins see it flagged).
 */
export async function settleRefund(
  db: Db,
  row: RefundRow,
  answer: ProviderRefund,
): Promise<'succeeded' | 'failed' | 'pending'> {
  if (answer.status === 'pending') {
    await db
      .update(moneyMovements)
      .set({ refundId: answer.id, attempts: sql`${moneyMovements.attempts} + 1` })
      .where(and(eq(moneyMovements.id, row.id), eq(moneyMovements.status, 'pending')))
    return 'pending'
  }
  const status = answer.status
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(moneyMovements)
      .set({
        status,
        refundId: answer.id,
        settledAt: new Date(),
        attempts: sql`${moneyMovements.attempts} + 1`,
      })
      .where(and(eq(moneyMovements.id, row.id), eq(moneyMovements.status, 'pending')))
      .returning({ id: moneyMovements.id })
    if (!moved || status !== 'failed') return
    await tx
      .update(orders)
      .set({
        refundedCents: sql`${orders.refundedCents} - ${row.amountCents}`,
        isPaid: sql`${orders.cancelledAt} is null and ${orders.paidCents} - (${orders.refundedCents} - ${row.amountCents}) >= ${orders.tourPriceCents}`,
      })
      .where(eq(orders.id, row.orderId))
    await recordAudit(tx, null, {
      action: 'refund.failed',
      subject: { type: 'order', id: row.orderId },
      after: { refundId: row.id, providerRefund: answer.id, amountCents: row.amountCents },
    })
  })
  return status
}

/** A provider's webhook reported refunds of a payment: settle the ledger rows they answer. */
export async function settleReportedRefunds(db: Db, refunds: ProviderRefund[]): Promise<number> {
  let settled = 0
  for (const refund of refunds) {
    if (refund.status === 'pending') continue
    const [row] = await db
      .select()
      .from(moneyMovements)
      .where(and(pendingRefund, eq(moneyMovements.refundId, refund.id)))
    if (row && (await settleRefund(db, row, refund)) !== 'pending') settled++
  }
  return settled
}
