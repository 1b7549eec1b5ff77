/**
 * The orders' side of payments: reading an order to pay for, recording its one open intent, and
 * recording a payment. Each write is a conditional update on the order's row or a ledger entry
 * with a unique key, so however many requests race (payments, deletes, confirmations, webhook
 * retries, other instances), the database decides: one open intent at a time, and each payment
 * recorded exactly once.
 */
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { Order } from '#shared/contracts/orders.ts'
import type { Db } from '#server/db/client.ts'
import { departures, orders } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { Conflict, invalidField, NotFound } from '#server/lib/errors.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { roundToStep } from '#shared/money.ts'
import { isDepartureFull } from '#server/lib/pg-errors.ts'
import { enqueueMail } from '#server/features/mail/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import { bookingCancelled, paymentReceipt, reasonOnRecord } from '#server/features/mail/index.ts'
import {
  cancellationPhone,
  queuePhone,
  receiptPhone,
} from '#server/features/phone-messages/index.ts'
import { verifiedEmailOf } from '#server/features/accounts/index.ts'
import { dueCents, lockOrder, recordPayment, type OrderRow } from './ledger.ts'
import { PAYMENT_HOLD_MS } from './expire-holds.ts'
import { statusOf, toMailOrder, toOrder, travellingSeatsOf } from './order-row.ts'
import { messages } from '#shared/messages.ts'

export interface PayableOrder {
  order: Order
  /** Null when the customer deleted their account. */
  ownerId: string | null
  /** What is still to pay (the whole price until a payment was made). */
  amountCents: number
  /** The provider's intent currently open for this order, if any. */
  paymentIntentId: string | null
}

export async function getPayableOrder({
  ctx,
  orderId,
}: {
  ctx: Ctx
  orderId: string
}): Promise<PayableOrder> {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId))
  if (!row) throw new NotFound(messages.errors.noSuchOrder)
  return {
    order: toOrder(row),
    ownerId: row.userId,
    // The first payment of a booking paid by deposit is the deposit; then what is due.
    amountCents:
      row.paidCents === 0 && row.depositCents !== null ? row.depositCents : dueCents(row),
    paymentIntentId: row.paymentIntentId,
  }
}

/**
 * Before the first payment: the customer's choice of paying in full or a deposit. A deposit
 * needs a tour that takes them and a date far enough ahead for the balance to fall due before
 * it; its amount (rounded up to the cent) and the balance's due date are the server's. Only an
 * order nothing was paid on yet changes (later payments pay what is due).
 */
export async function choosePaymentPlan({
  ctx,
  orderId,
  plan,
  terms,
}: {
  ctx: Ctx
  orderId: string
  plan: 'full' | 'deposit'
  terms: { depositPercent: number | null; balanceDueDays: number }
}): Promise<void> {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId))
  if (!row || row.paidCents > 0 || row.cancelledAt !== null) return
  if (plan === 'full') {
    if (row.depositCents === null) return
    await ctx.db
      .update(orders)
      .set({ depositCents: null, balanceDueOn: null })
      .where(and(eq(orders.id, orderId), eq(orders.paidCents, 0)))
    return
  }
  if (terms.depositPercent === null) throw invalidField('plan', messages.errors.noDeposits)
  if (!row.departureDate) throw invalidField('plan', messages.errors.depositNeedsDate)
  const due = addDays(row.departureDate, -terms.balanceDueDays)
  if (due <= dhakaToday()) throw invalidField('plan', messages.errors.depositTooLate)
  await ctx.db
    .update(orders)
    .set({
      // Up to what the currency asks in: a cent; a whole taka.
      depositCents: roundToStep(
        Math.ceil((row.tourPriceCents * terms.depositPercent) / 100),
        row.currency,
        'up',
      ),
      balanceDueOn: due,
    })
    .where(and(eq(orders.id, orderId), eq(orders.paidCents, 0)))
}

/**
 * Before a payment starts on a booking of a departure: its seats must be held for the time a
 * payment takes. A live hold is lengthened to at least an hour from now; an expired one is
 * renewed only if its seats are still free (the orders trigger checks them, under the
 * departure's row lock), else 409 — before any charge is attempted.
 *
 * Never past the booking's hold limit (decision 055): else opening its payment every hour,
 * never paying, would hold its seats (a whole date, privately) until the day. Past it, nothing
 * is renewed; an expired hold whose seats are gone is still refused here, and a payment that
 * goes through takes the seats at its confirmation if they are free, else is refunded.
 */
export async function holdSeatsForPayment({
  ctx,
  orderId,
}: {
  ctx: Ctx
  orderId: string
}): Promise<void> {
  const live = and(
    eq(orders.id, orderId),
    isNotNull(orders.departureId),
    eq(orders.isPaid, false),
    // Nothing paid yet, or a part whose hold still runs (a gift voucher's, ledger.ts).
    or(eq(orders.paidCents, 0), isNotNull(orders.holdExpiresAt)),
    isNull(orders.cancelledAt),
  )
  const held = {
    expiredAt: null,
    holdExpiresAt: sql<Date>`least(greatest(coalesce(${orders.holdExpiresAt}, now()), now() + make_interval(secs => ${PAYMENT_HOLD_MS / 1000})), coalesce(${orders.holdLimitAt}, 'infinity'))`,
  }
  try {
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(live).for('update')
      if (!row) return
      if (row.holdLimitAt !== null && row.holdLimitAt.getTime() <= Date.now()) {
        if (row.expiredAt !== null && (await seatsToTake(tx, row)) === null) {
          throw new Conflict(messages.errors.holdGoneNoPay)
        }
        return
      }
      if (row.privatePriceCents === null) {
        await tx.update(orders).set(held).where(eq(orders.id, orderId))
        return
      }
      // A private group (decision 053) takes the whole date again, at its capacity now, read
      // under the departure's lock (it may have changed while the hold had run out); the
      // trigger refuses if anyone booked it. A date now smaller than the party is no longer
      // the group's to pay for.
      const seats = await seatsToTake(tx, row)
      if (seats === null) throw new Conflict(messages.errors.holdGoneNoPay)
      await tx
        .update(orders)
        .set({ ...held, travellers: seats })
        .where(eq(orders.id, orderId))
    })
  } catch (error) {
    if (isDepartureFull(error)) throw new Conflict(messages.errors.holdGoneNoPay)
    throw error
  }
}

/**
 * The seats a hold takes on its departure, read under the departure's lock: its travellers, or
 * for a private group (decision 053) the whole date at its capacity now; null when they no
 * longer fit (someone else took a seat, or a private date was cut below its party while its
 * hold had run out). A hold still counted is itself on the date, and not someone else.
 */
async function seatsToTake(tx: Db, row: OrderRow): Promise<number | null> {
  const [departure] = await tx
    .select({ capacity: departures.capacity, seatsTaken: departures.seatsTaken })
    .from(departures)
    .where(eq(departures.id, row.departureId!))
    .for('update')
  if (!departure) return null
  const others = departure.seatsTaken - (row.expiredAt === null ? row.travellers : 0)
  if (row.privatePriceCents === null) {
    return others + row.travellers <= departure.capacity ? row.travellers : null
  }
  return others > 0 || travellingSeatsOf(row) > departure.capacity ? null : departure.capacity
}

export type StoreIntentOutcome =
  /** Recorded: the order's open intent is now this one. */
  | 'stored'
  /** Another request recorded the same intent first. */
  | 'same'
  /** Another request recorded a different intent: start again from the order. */
  | 'changed'
  | 'gone'
  | 'paid'
  | 'cancelled'

/**
 * Records `intentId` as the order's open intent if the order is still payable and its open
 * intent is still `expected` (what the caller read before asking the provider): a conditional
 * update on the row, so two payments and a delete cannot interleave into two open intents.
 */
export async function storePaymentIntent({
  ctx,
  orderId,
  expected,
  intentId,
}: {
  ctx: Ctx
  orderId: string
  expected: string | null
  intentId: string
}): Promise<StoreIntentOutcome> {
  const [stored] = await ctx.db
    .update(orders)
    .set({ paymentIntentId: intentId })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.isPaid, false),
        isNull(orders.cancelledAt),
        expected === null ? isNull(orders.paymentIntentId) : eq(orders.paymentIntentId, expected),
      ),
    )
    .returning({ id: orders.id })
  if (stored) return 'stored'
  const [current] = await ctx.db
    .select({
      isPaid: orders.isPaid,
      cancelledAt: orders.cancelledAt,
      paymentIntentId: orders.paymentIntentId,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
  if (!current) return 'gone'
  if (current.isPaid) return 'paid'
  if (current.cancelledAt) return 'cancelled'
  return current.paymentIntentId === intentId ? 'same' : 'changed'
}

export interface ConfirmedPayment {
  amountCents: number
  paidAt: Date
  last4: string | null
  paidWith?: string | null
  transaction: string
}

/**
 * Records a succeeded payment (payments/confirm-payment.ts read it back from the provider):
 * once per intent, whoever reports it (the browser, the webhook and its redeliveries, the
 * sandbox form). The ledger entry, the order's paid state, the audit entry and the receipt
 * commit together. A payment that raced a cancellation is recorded and refunded in full
 * (ledger.ts); the refund is then sent to the provider by the caller (`refundsPlanned`).
 */
export async function markOrderPaid({
  ctx,
  orderId,
  payment: paying,
}: {
  ctx: Ctx
  orderId: string
  /**
   * The payment; or, for money the site itself holds (a gift voucher, decision 054), the step
   * that takes it inside this transaction from the locked order (throwing rolls everything back).
   */
  payment: ConfirmedPayment | ((tx: Db, row: OrderRow) => Promise<ConfirmedPayment>)
}): Promise<{ transitioned: boolean; order: Order; refundsPlanned: boolean }> {
  const result = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId)
    if (!locked) return undefined
    // A booking whose hold ran out while its Pay page stayed open: its seats are taken again if
    // they are still free, else it is cancelled and this payment refunded in full (below).
    const seatsGone = !(await retakeExpiredSeats(tx, locked))
    const row = seatsGone ? await cancelForSeatsGone(tx, locked) : locked
    const payment = typeof paying === 'function' ? await paying(tx, row) : paying
    const outcome = await recordPayment(
      tx,
      row,
      {
        intentId: payment.transaction,
        amountCents: payment.amountCents,
        paidAt: payment.paidAt,
        last4: payment.last4,
        paidWith: payment.paidWith ?? null,
      },
      ctx.user,
    )
    const order = toOrder(outcome.row)
    if (seatsGone) {
      const to = await verifiedEmailOf(tx, outcome.row.userId)
      if (to) {
        const refundCents = payment.amountCents
        const reason = () => messages.mail.paidAfterSeatsGone
        const notice = bookingCancelled(
          toMailOrder(outcome.row),
          { refundCents, byCustomer: false, reason },
          ctx.publicUrl,
          to,
        )
        await enqueueMail(tx, notice)
      }
    }
    // The same to the customer's phone, where they consented (decision 051).
    const audience = { userId: outcome.row.userId, channels: ctx.phoneChannels }
    if (seatsGone) {
      await queuePhone(
        tx,
        audience,
        cancellationPhone(toMailOrder(outcome.row), { departure: false }),
      )
    }
    if (outcome.recorded && !outcome.refundedAtOnce) {
      const ref = row.paidCents > 0 ? `${orderId}:${payment.transaction}` : orderId
      await queuePhone(
        tx,
        audience,
        receiptPhone(toMailOrder(outcome.row), ref, payment.amountCents),
      )
    }
    if (outcome.recorded && !outcome.refundedAtOnce) {
      // The receipt goes to the account's verified address (none while it is unverified); one
      // per payment: the first keeps the order's id as its reference, as before deposits.
      const to = await verifiedEmailOf(tx, outcome.row.userId)
      if (to) {
        const receipt = paymentReceipt(
          toMailOrder(outcome.row),
          ctx.publicUrl,
          to,
          payment.amountCents,
        )
        if (row.paidCents > 0) receipt.ref = `${orderId}:${payment.transaction}`
        await enqueueMail(tx, receipt)
      }
    }
    return { outcome, order }
  })
  if (!result) throw new NotFound(messages.errors.noSuchOrder)
  if (result.outcome.recorded) ctx.mailQueued()
  if (result.outcome.recorded) ctx.phoneQueued?.()
  return {
    transitioned: result.outcome.recorded && !result.outcome.refundedAtOnce,
    order: result.order,
    refundsPlanned: result.outcome.refundsPlanned,
  }
}

/**
 * On a locked order whose hold ran out before its first payment (the customer paid on a page
 * left open past the hold): takes its seats again if the departure still has them, under the
 * departure's row lock, so the orders trigger adds them within capacity. False when they were
 * booked by others meanwhile: a payment never oversells a departure. True for any other order.
 */
async function retakeExpiredSeats(tx: Db, row: OrderRow): Promise<boolean> {
  if (row.expiredAt === null || row.departureId === null) return true
  if (row.cancelledAt !== null || row.isPaid || row.paidCents > 0) return true
  const seats = await seatsToTake(tx, row)
  if (seats === null) return false
  await tx.update(orders).set({ expiredAt: null, travellers: seats }).where(eq(orders.id, row.id))
  return true
}

/**
 * Cancels a locked order whose seats went to others before its payment arrived; the payment is
 * then recorded on a cancelled booking and refunded in full (ledger.ts's `late-payment`).
 */
async function cancelForSeatsGone(tx: Db, row: OrderRow): Promise<OrderRow> {
  const reason = reasonOnRecord(() => messages.mail.paidAfterSeatsGone)
  const [cancelled] = await tx
    .update(orders)
    .set({
      cancelledAt: new Date(),
      cancelledBy: 'hold',
      cancelReason: reason,
      holdExpiresAt: null,
    })
    .where(eq(orders.id, row.id))
    .returning()
  await recordAudit(tx, null, {
    action: 'order.cancelled',
    subject: { type: 'order', id: row.id },
    before: { status: statusOf(row), paidCents: row.paidCents, refundedCents: row.refundedCents },
    after: { status: statusOf(cancelled!), by: 'hold', reason },
  })
  return cancelled!
}
