/**
 * Sends planned refunds (pending rows of the ledger, orders/ledger.ts) to the provider and
 * records what it answers. Each row's id is its idempotency key at the provider, so sending a
 * row twice — a retry after a crash, the request's sweep and the worker's, two instances — gets
 * the same refund back, never a second one. A row the provider already answered is read back
 * instead of asked again (a replayed idempotent answer would be the first, stale one).
 *
 * A provider that keys nothing (`refundsInTurn`: bKash, whose refund status also answers only a
 * payment's latest refund) is sent one refund of a payment at a time, by one sweep: the sweep
 * claims the row (`claimed_until`) before asking and lets go once the answer is recorded, and
 * claims it only while no other refund of its payment is claimed or sent and unsettled; the
 * others wait for a later sweep. A crash leaves the claim to run out (then the row is asked
 * about again); keyed providers need no claim, so a crash holds none of their refunds back.
 *
 * Runs right after the transaction that planned the refunds, and from the lifecycle worker for
 * whatever is still pending (a crash between the commit and the provider's answer).
 */
import { and, asc, eq, gt, isNotNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { moneyMovements, orders } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import { queuePhone, refundPhone } from '#server/features/phone-messages/index.ts'
import type { PhoneChannel } from '#server/db/schema/index.ts'
import { toMailOrder } from './order-row.ts'
import type { Ctx } from '#server/lib/context.ts'
import type { PaymentProvider, ProviderRefund } from '#server/lib/payment-provider.ts'

type RefundRow = typeof moneyMovements.$inferSelect

const pendingRefund = and(eq(moneyMovements.kind, 'refund'), eq(moneyMovements.status, 'pending'))

/**
 * How long a claim holds: longer than a sweep's requests for one row take (bKash's: a status
 * read, a refund-status read, the refund, another read, at most 30 s each).
 */
const CLAIM_SECONDS = 300

export interface SendRefundsOutcome {
  succeeded: number
  failed: number
  /** Asked and not final yet, not answered, or left to a later sweep (claimed, waiting). */
  pending: number
}

type RefundSender = Pick<PaymentProvider, 'refund' | 'retrieveRefund' | 'refundsInTurn'>

/**
 * Sends one order's refunds right after the commit that planned them (a cancellation, a move,
 * a late payment). A provider that does not answer now leaves them pending: the lifecycle
 * worker's sweep sends them later with the same keys. `after` names what planned them, for
 * the log.
 */
export async function sendRefundsAfterCommit(
  ctx: Pick<Ctx, 'db' | 'log' | 'phoneChannels'>,
  provider: RefundSender,
  orderId: string,
  after: string,
): Promise<void> {
  await sendRefunds({ db: ctx.db, provider, orderId, phoneChannels: ctx.phoneChannels }).catch(
    (error: unknown) =>
      ctx.log.warn({ err: error, orderId }, `${after}: refunds left to the lifecycle worker`),
  )
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
  phoneChannels,
}: {
  db: Db
  provider: RefundSender
  orderId?: string
  /** The phone channels to tell the customer by when a refund succeeds (decision 051). */
  phoneChannels?: readonly PhoneChannel[]
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
    if (!(await claim(db, row, provider.refundsInTurn?.(row.intentId) ?? false))) {
      outcome.pending++
      continue
    }
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
        .set({
          attempts: sql`${moneyMovements.attempts} + 1`,
          lastError: String(error),
          claimedUntil: null,
        })
        .where(and(eq(moneyMovements.id, row.id), eq(moneyMovements.status, 'pending')))
      outcome.pending++
      continue
    }
    const status = answer
      ? await settleRefund(db, row, answer, phoneChannels)
      : await letGo(db, row)
    outcome[status]++
  }
  return outcome
}

/**
 * Claims a pending refund of a provider that takes them in turn for this sweep; false when
 * another sweep holds it, or another refund of its payment is claimed or waits unsettled at the
 * provider. The claim is made under the order's row lock, so two sweeps claiming two refunds of
 * one payment see each other. Other providers' refunds need no claim (they are keyed).
 */
async function claim(db: Db, row: RefundRow, inTurn: boolean): Promise<boolean> {
  if (!inTurn) return true
  const free = and(
    eq(moneyMovements.id, row.id),
    eq(moneyMovements.status, 'pending'),
    or(sql`${moneyMovements.claimedUntil} is null`, lt(moneyMovements.claimedUntil, sql`now()`)),
  )
  return db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, row.orderId)).for('update')
    const [before] = await tx
      .select({ id: moneyMovements.id })
      .from(moneyMovements)
      .where(
        and(
          pendingRefund,
          eq(moneyMovements.intentId, row.intentId),
          ne(moneyMovements.id, row.id),
          or(isNotNull(moneyMovements.refundId), gt(moneyMovements.claimedUntil, sql`now()`)),
        ),
      )
      .limit(1)
    if (before) return false
    const taken = await tx
      .update(moneyMovements)
      .set({ claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
      .where(free)
      .returning({ id: moneyMovements.id })
    return taken.length > 0
  })
}

/** The provider does not know the refund (yet): the row waits for a later sweep, unclaimed. */
async function letGo(db: Db, row: RefundRow): Promise<'pending'> {
  await db.update(moneyMovements).set({ claimedUntil: null }).where(eq(moneyMovements.id, row.id))
  return 'pending'
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
  phoneChannels?: readonly PhoneChannel[],
): Promise<'succeeded' | 'failed' | 'pending'> {
  if (answer.status === 'pending') {
    await db
      .update(moneyMovements)
      .set({
        refundId: answer.id,
        attempts: sql`${moneyMovements.attempts} + 1`,
        claimedUntil: null,
      })
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
        claimedUntil: null,
      })
      .where(and(eq(moneyMovements.id, row.id), eq(moneyMovements.status, 'pending')))
      .returning({ id: moneyMovements.id })
    if (moved && status === 'succeeded' && phoneChannels?.length) {
      // The refund's receipt to the customer's phone, once per refund row (decision 051).
      const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId))
      if (order) {
        await queuePhone(
          tx,
          { userId: order.userId, channels: phoneChannels },
          refundPhone(toMailOrder(order), row.id, row.amountCents),
        )
      }
    }
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
export async function settleReportedRefunds(
  db: Db,
  refunds: ProviderRefund[],
  phoneChannels?: readonly PhoneChannel[],
): Promise<number> {
  let settled = 0
  for (const refund of refunds) {
    if (refund.status === 'pending') continue
    const [row] = await db
      .select()
      .from(moneyMovements)
      .where(and(pendingRefund, eq(moneyMovements.refundId, refund.id)))
    if (row && (await settleRefund(db, row, refund, phoneChannels)) !== 'pending') settled++
  }
  return settled
}
