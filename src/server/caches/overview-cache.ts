/**
 * The overview's heavy figures (features/overview/get-overview.ts): twelve months of money and
 * bookings and the bookings by division, sums over every order and ledger row of a year —
 * 0.3–1 s at a million orders. Kept until money moves, so the Dashboard opens at once.
 *
 * Invalidation (change-cache.ts): a trigger NOTIFYs 'money_changed' when a transaction that
 * adds an order, changes an order's money (`paid_cents`, `refunded_cents`: every payment,
 * refund and failed refund changes them with its ledger row), its plan or its date, or deletes
 * one commits (migration `0020_overview_indexes`); 'catalog_changed' when a plan moves to another
 * division or a division is renamed. Every instance listening drops the figures; the instance
 * that moved the money drops them when its own notification arrives, a moment after it answered
 * (an overview opened in that moment still shows the figures from before).
 *
 * Key: the Dhaka date the twelve months end on (the server's clock, nothing a client sends).
 * Bounds: 2 entries (yesterday's and today's, at midnight) and 256 KB.
 */
import fp from 'fastify-plugin'
import { ChangeCache, clearOnNotify } from '#server/caches/change-cache.ts'
import { stringBytes } from '#shared/bounded-cache.ts'

export const OVERVIEW_CACHE_BOUNDS = { maxEntries: 2, maxBytes: 256 * 1024 }

/** The sums the overview keeps: cents and counts, before names and dollars. */
export interface OverviewFigures {
  /** Payments received and refunds asked for, by Dhaka month (YYYY-MM). */
  money: { month: string; kind: 'payment' | 'refund'; cents: number }[]
  /** Orders that received money, by the Dhaka month they were made in. */
  bookings: { month: string; bookings: number; travellers: number }[]
  /** The same orders by their plan's division (null: the plan was deleted). */
  divisions: { divisionId: number | null; bookings: number; revenueCents: number }[]
}

export class OverviewCache extends ChangeCache<OverviewFigures> {
  constructor() {
    super({
      ...OVERVIEW_CACHE_BOUNDS,
      sizeOf: (key, value) => stringBytes(key) + stringBytes(JSON.stringify(value)),
    })
  }
}

/** Listens for money and catalogue changes from start to close, emptying `cache` on each. */
export const overviewCachePlugin = fp<{ cache: OverviewCache }>(
  async (app, { cache }) => {
    const stops = [
      await clearOnNotify(app.database, 'money_changed', cache, app.log),
      await clearOnNotify(app.database, 'catalog_changed', cache, app.log),
    ]
    app.addHook('preClose', async () => {
      for (const stop of stops) await stop()
    })
  },
  { name: 'overview-cache', dependencies: ['database'] },
)
