/**
 * The lifecycle worker: in every instance, every 30 seconds, at start and when nudged, it does
 * the booking work nobody waits for —
 *
 * - expires unpaid holds past their time (orders/expire-holds.ts);
 * - cancels and refunds the bookings of cancelled departures (departures/cancel-departure.ts);
 * - sends refunds still pending after a crash or a provider that did not answer
 *   (orders/send-refunds.ts);
 * - queues the reminders of deposits' balances, 7 and 2 days before they are due, once each
 *   (orders/balance-reminders.ts), and the day-before messages to phones
 *   (orders/day-before-reminders.ts);
 * - offers seats that came free to the first in a departure's waitlist (waitlist/waitlist.ts);
 * - asks the provider about payments opened and not recorded, and records those that went
 *   through (payments/reconcile-payments.ts);
 * - once an hour, deletes travellers' names and documents 90 days after their trip
 *   (orders/purge-traveller-details.ts).
 *
 * Each step is safe to run in several instances at once (a conditional update, a row lock, an
 * idempotency key per refund), so the worker needs no leader and survives restarts: whatever
 * was left undone is found again in the database.
 */
import fp from 'fastify-plugin'
import { continueDepartureCancellations } from '#server/features/departures/index.ts'
import type { RefundProvider } from '#server/features/orders/index.ts'
import { queueBalanceReminders } from '#server/features/orders/index.ts'
import { queueDayBeforeReminders } from '#server/features/orders/index.ts'
import { expireHolds, releasePartPaid } from '#server/features/orders/index.ts'
import { reconcilePayments, type ReconcileProvider } from '#server/features/payments/index.ts'
import { purgeTravellerDetails, sendRefunds } from '#server/features/orders/index.ts'
import { deliverGiftVouchers } from '#server/features/gift-vouchers/index.ts'
import { offerFreedSeats } from '#server/features/waitlist/index.ts'
import type { Ctx } from '#server/lib/context.ts'

export const LIFECYCLE_EVERY_MS = 30_000
/** Travellers' details past keeping go once an hour: a day late would still be on time. */
const PURGE_EVERY_MS = 60 * 60_000

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: {
      /** Run a round now (or right after the one running). */
      nudge: () => void
      /** Resolves when no round is running or asked for (tests). */
      idle: () => Promise<void>
    }
  }
}

export interface LifecycleWorkerOptions {
  ctx: Ctx
  provider: RefundProvider & ReconcileProvider
  everyMs?: number
}

export const lifecycleWorkerPlugin = fp<LifecycleWorkerOptions>(
  async (app, { ctx, provider, everyMs = LIFECYCLE_EVERY_MS }) => {
    let running: Promise<void> | undefined
    let again = false
    let closing = false
    let purgedAt = -Infinity
    const warn = (step: string) => (error: unknown) =>
      app.log.warn({ err: error }, `lifecycle: ${step} failed`)

    async function round(): Promise<void> {
      await expireHolds({ db: ctx.db }).catch(warn('hold sweep'))
      if (closing) return
      await releasePartPaid({ ctx, provider }).catch(warn('part-paid holds'))
      if (closing) return
      await continueDepartureCancellations({
        ctx,
        provider,
        onError: (error, orderId) =>
          app.log.warn({ err: error, orderId }, 'lifecycle: a booking of a cancelled departure'),
      }).catch(warn('departure cancellations'))
      if (closing) return
      await sendRefunds({ db: ctx.db, provider, phoneChannels: ctx.phoneChannels }).catch(
        warn('refund sweep'),
      )
      if (closing) return
      const reminders = await queueBalanceReminders({
        db: ctx.db,
        publicUrl: ctx.publicUrl,
        phoneChannels: ctx.phoneChannels,
      }).catch(warn('balance reminders'))
      if (reminders) ctx.mailQueued()
      if (closing) return
      const dayBefore = await queueDayBeforeReminders({
        db: ctx.db,
        phoneChannels: ctx.phoneChannels,
      }).catch(warn('day-before reminders'))
      if (reminders || dayBefore) ctx.phoneQueued?.()
      if (closing) return
      await offerFreedSeats({ ctx }).catch(warn('waitlist offers'))
      if (closing) return
      await deliverGiftVouchers({ ctx }).catch(warn('gift voucher deliveries'))
      if (closing) return
      const reconciled = await reconcilePayments({
        ctx,
        provider,
        onError: (error, orderId) =>
          app.log.warn({ err: error, orderId }, 'lifecycle: a payment to reconcile'),
      }).catch(warn('payment reconciliation'))
      if (reconciled?.recorded) {
        app.log.info({ recorded: reconciled.recorded }, 'lifecycle: unrecorded payments recorded')
      }
      if (closing || performance.now() - purgedAt < PURGE_EVERY_MS) return
      purgedAt = performance.now()
      const purged = await purgeTravellerDetails({ db: ctx.db }).catch(
        warn("travellers' details purge"),
      )
      if (purged) app.log.info({ purged }, "lifecycle: travellers' details past keeping deleted")
    }

    const run = () => {
      if (closing) return
      if (running) {
        again = true
        return
      }
      running = round().finally(() => {
        running = undefined
        if (again) {
          again = false
          run()
        }
      })
    }

    app.decorate('lifecycle', {
      nudge: run,
      idle: async () => {
        while (running) await running
      },
    })
    const timer = setInterval(run, everyMs)
    timer.unref()
    app.addHook('onReady', async () => run())
    app.addHook('onClose', async () => {
      closing = true
      clearInterval(timer)
      while (running) await running
    })
  },
  { name: 'lifecycle-worker' },
)
