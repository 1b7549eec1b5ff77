/**
 * Runs the hold sweep (expire-holds.ts) every 30 seconds in every instance, and once at start:
 * seats of abandoned bookings come back within half a minute of their hold's end. Bookings and
 * the departures list do not wait for it: they count such holds as free already.
 */
import fp from 'fastify-plugin'
import type { Db } from '#server/db/client.ts'
import { expireHolds } from './expire-holds.ts'

export const HOLD_SWEEP_MS = 30_000

export const holdSweeperPlugin = fp<{ db: Db; everyMs?: number }>(
  async (app, { db, everyMs = HOLD_SWEEP_MS }) => {
    let running: Promise<unknown> | undefined
    const sweep = () => {
      if (running) return
      running = expireHolds({ db })
        .catch((error: unknown) => app.log.warn({ err: error }, 'hold sweep failed'))
        .finally(() => (running = undefined))
    }
    const timer = setInterval(sweep, everyMs)
    timer.unref()
    app.addHook('onReady', async () => sweep())
    app.addHook('onClose', async () => {
      clearInterval(timer)
      await running
    })
  },
  { name: 'hold-sweeper' },
)
