/**
 * An admin cancels a departure (weather, strikes): it is marked cancelled at once, with how
 * many live bookings it had, and then each booking is cancelled with a full refund and its
 * customer mailed (orders/cancel-booking.ts), one transaction per booking.
 *
 * Resumable: the departure's state is the job. Whatever stops the work — a crash, a restart,
 * the provider not answering — the lifecycle worker (every instance, every 30 s and at start)
 * goes on with the bookings still live; each booking is cancelled once under its row lock and
 * each refund has its own idempotency key, so nothing is refunded twice however many workers
 * and retries meet. Admins watch the progress (GET …/cancellation).
 */
import { and, count, eq, gt, isNotNull, isNull } from 'drizzle-orm'
import type { CancellationProgress } from '#shared/contracts/departures.ts'
import { formatLongDate } from '#shared/dhaka-date.ts'
import { departures, moneyMovements, orders } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import { cancelBooking, type RefundProvider } from '#server/features/orders/index.ts'
import type { Ctx, UserCtx } from '#server/lib/context.ts'
import { NotFound } from '#server/lib/errors.ts'
import { currentLocale, messages } from '#shared/messages.ts'

/** A booking not cancelled yet on a departure (an expired unpaid hold too: it is cancelled as well). */
const liveOn = (departureId: string) =>
  and(eq(orders.departureId, departureId), isNull(orders.cancelledAt))

/** Marks the departure cancelled (once; a repeat changes nothing) and records who did it. */
export async function cancelDeparture({
  ctx,
  id,
  reason,
}: {
  ctx: UserCtx
  id: string
  reason?: string
}): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ state: departures.state, date: departures.date })
      .from(departures)
      .where(eq(departures.id, id))
      .for('update')
    if (!found) throw new NotFound(messages.errors.noSuchDeparture)
    if (found.state === 'cancelled') return
    const [live] = await tx.select({ n: count() }).from(orders).where(liveOn(id))
    await tx
      .update(departures)
      .set({
        state: 'cancelled',
        cancelledAt: new Date(),
        cancelReason: reason ?? null,
        cancelTotal: live?.n ?? 0,
        updatedAt: new Date(),
      })
      .where(eq(departures.id, id))
    await recordAudit(tx, ctx.user, {
      action: 'departure.cancelled',
      subject: { type: 'departure', id },
      before: { state: found.state },
      after: { state: 'cancelled', bookings: live?.n ?? 0, reason: reason ?? null },
    })
  })
}

/** How far a departure's cancellation has got. */
export async function cancellationProgress(ctx: Ctx, id: string): Promise<CancellationProgress> {
  const [departure] = await ctx.db
    .select({ state: departures.state, total: departures.cancelTotal })
    .from(departures)
    .where(eq(departures.id, id))
  if (!departure) throw new NotFound(messages.errors.noSuchDeparture)
  const [live] = await ctx.db.select({ n: count() }).from(orders).where(liveOn(id))
  const refunds = await ctx.db
    .select({ status: moneyMovements.status, n: count() })
    .from(moneyMovements)
    .innerJoin(orders, eq(orders.id, moneyMovements.orderId))
    .where(
      and(
        eq(orders.departureId, id),
        eq(moneyMovements.kind, 'refund'),
        eq(moneyMovements.purpose, 'departure-cancelled'),
      ),
    )
    .groupBy(moneyMovements.status)
  const refundsIn = (status: string) => refunds.find((r) => r.status === status)?.n ?? 0
  const total = departure.total ?? 0
  const remaining = departure.state === 'cancelled' ? (live?.n ?? 0) : 0
  return {
    cancelled: departure.state === 'cancelled',
    total,
    done: Math.max(0, total - remaining),
    remaining,
    refundsPending: refundsIn('pending'),
    refundsSucceeded: refundsIn('succeeded'),
    refundsFailed: refundsIn('failed'),
    finished: departure.state === 'cancelled' && remaining === 0 && refundsIn('pending') === 0,
  }
}

/**
 * Cancels and refunds the bookings still live on cancelled departures (one, or all of them), a
 * batch at a time; returns how many bookings it cancelled. Safe to run anywhere, any number of
 * times at once.
 */
export async function continueDepartureCancellations({
  ctx,
  provider,
  departureId,
  batch = 25,
  onError,
}: {
  ctx: Ctx
  provider: RefundProvider
  departureId?: string
  batch?: number
  onError?: (error: unknown, orderId: string) => void
}): Promise<number> {
  const cancelled = and(
    eq(departures.state, 'cancelled'),
    isNotNull(departures.cancelledAt),
    departureId ? eq(departures.id, departureId) : undefined,
  )
  let done = 0
  // Keyset over the orders' ids: a booking that fails (it is retried on the next run) is
  // passed over, never looped on.
  let after = '00000000-0000-0000-0000-000000000000'
  for (;;) {
    const rows = await ctx.db
      .select({ id: orders.id, date: departures.date, reason: departures.cancelReason })
      .from(orders)
      .innerJoin(departures, eq(departures.id, orders.departureId))
      .where(and(cancelled, isNull(orders.cancelledAt), gt(orders.id, after)))
      .orderBy(orders.id)
      .limit(batch)
    if (rows.length === 0) return done
    for (const row of rows) {
      after = row.id
      try {
        const outcome = await cancelBooking({
          ctx,
          provider,
          orderId: row.id,
          by: 'departure',
          refund: 'full',
          // The admin's words as typed; else ours, in each customer's language.
          reason:
            row.reason ??
            (() =>
              messages.errors.departureWithdrawn({
                date: formatLongDate(row.date, currentLocale()),
              })),
        })
        if (outcome.cancelled) done++
      } catch (error) {
        onError?.(error, row.id)
      }
    }
  }
}
