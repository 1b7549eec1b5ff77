/**
 * The reconciler's list of intents to ask about (payment_checks): one row for every intent the
 * server opened, from the moment it is handed to a customer until it is settled. Per intent and
 * not per order, because an order can have more than one payable at once: a hosted gateway's
 * page cannot be closed from our side, so a customer who opened SSLCommerz, came back and paid
 * by card can still pay on the page left open, and that money must be found too.
 */
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { paymentChecks } from '#server/db/schema/index.ts'

/** How soon a new intent is first asked about: a confirmation usually records it before. */
const FIRST_CHECK = sql`now() + interval '30 seconds'`

/** Puts a new intent on the list (again: nothing, the first opening stands). */
export async function openPaymentCheck(
  db: Db,
  { orderId, intentId }: { orderId: string; intentId: string },
): Promise<void> {
  await db
    .insert(paymentChecks)
    .values({ intentId, orderId, checkAt: FIRST_CHECK })
    .onConflictDoNothing()
}

export interface PaymentCheck {
  orderId: string
  intentId: string
}

/**
 * Claims up to `limit` due checks for this instance: each is pushed `claimMs` ahead, so another
 * instance's round leaves it alone meanwhile, and a crashed round's claims come due again.
 */
export async function claimPaymentChecks({
  db,
  now,
  limit,
  claimMs,
}: {
  db: Db
  now: Date
  limit: number
  claimMs: number
}): Promise<PaymentCheck[]> {
  const due = db
    .select({ intentId: paymentChecks.intentId })
    .from(paymentChecks)
    .where(lte(paymentChecks.checkAt, now))
    .orderBy(asc(paymentChecks.checkAt))
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(paymentChecks)
    .set({ checkAt: new Date(now.getTime() + claimMs) })
    .where(and(inArray(paymentChecks.intentId, due), isNotNull(paymentChecks.checkAt)))
    .returning({ orderId: paymentChecks.orderId, intentId: paymentChecks.intentId })
}

/** The intent's next check (`at`), or none (null): settled, or given up on. */
export async function schedulePaymentCheck(
  db: Db,
  { intentId, at }: { intentId: string; at: Date | null },
): Promise<void> {
  await db.update(paymentChecks).set({ checkAt: at }).where(eq(paymentChecks.intentId, intentId))
}

/** The order an intent was opened for, by the intent's key (any intent the server opened). */
export async function orderOfIntent(db: Db, intentId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ orderId: paymentChecks.orderId })
    .from(paymentChecks)
    .where(eq(paymentChecks.intentId, intentId))
  return row?.orderId
}
