/**
 * A tour's upcoming departures with their live seats (GET /api/places/:tourId/departures),
 * validated, serialised and kept with their ETag, so a read costs a map lookup (or, through the
 * front cache, not even the framework) instead of a query and a serialisation: issue 18, 0.03 of
 * a bare server before (docs/decisions/028-live-departures-cache.md).
 *
 * Live means exact, so the cache is emptied by every change the answer shows:
 * - `departures_changed`: a trigger NOTIFYs it when a transaction changing a departure's date,
 *   capacity, price, state or seats commits (migration `0024_departures_notify`). Seats taken
 *   are kept on the departure row by the orders trigger (decision 017), so every booking,
 *   payment, cancellation, deletion and expired hold that moves a seat changes the row too.
 * - The catalogue cache's emptying: the answer shows the tour's price for dates without their
 *   own, as that cache has it, and a deleted tour has none. Emptied right after it (not on its
 *   own hearing of `catalog_changed`: on PostgreSQL each channel has its own connection, and an
 *   answer made between the two notifications kept the old price until the next change).
 * - The instance making a change empties it before it answers (plugin below: every write
 *   request), since its own notification can arrive a moment after.
 * - Dhaka's midnight: "upcoming" means after today, so the stamp moves on at midnight and the
 *   front cache's copies (keyed by address, not by date) go stale.
 * While its PostgreSQL listener, or the catalogue cache's, is disconnected nothing is kept.
 *
 * Key: the tour's id as the catalogue found it (an unknown tour is a 404, never an entry), the
 * first date listed after (today in Dhaka, or a later validated `after`) and the validated
 * limit. The answer has no text, so no language. It also keeps the catalogue's lists whose filter
 * or sort reads seats (features/catalog/cached-reads.ts, decision 048), keyed there like the catalogue
 * cache's, with the language. Bounds: 2,000 answers and 16 MB (an answer
 * counted as 4× its JSON, as the catalogue's), least recently used first out: a flood of
 * distinct `after` dates only cycles it (tests/api/departures-cache.test.ts).
 */
import fp from 'fastify-plugin'
import type { z } from 'zod'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { stringBytes } from '#shared/bounded-cache.ts'
import { CachedAnswer } from '#server/caches/cached-answer.ts'
import type { CatalogCache } from '#server/caches/catalog-cache.ts'
import { ChangeCache, clearOnNotify } from '#server/caches/change-cache.ts'

const CHANNEL = 'departures_changed'
export const DEPARTURES_CACHE_BOUNDS = { maxEntries: 2000, maxBytes: 16 * 1024 * 1024 }

/** The first moment of the Dhaka day after `today` (UTC+6 all year: dhaka-date.ts). */
function dayEndsAt(today: string): number {
  return Date.parse(`${addDays(today, 1)}T00:00:00+06:00`)
}

export class DeparturesCache {
  #answers = new ChangeCache<CachedAnswer>({
    ...DEPARTURES_CACHE_BOUNDS,
    sizeOf: (key, answer) => stringBytes(key) + answer.identity.length * 4,
  })
  #dayEndsAt = dayEndsAt(dhakaToday())
  /** Bound once: the front cache asks every kept answer's source for the current stamp. */
  readonly #stampSource = () => this.stamp

  /** The cached answer for `key`, or computes, validates and stores it. */
  get<T>(key: string, schema: z.ZodType<T>, compute: () => Promise<T>): Promise<CachedAnswer<T>> {
    return this.#answers.get(
      key,
      async (generation) =>
        new CachedAnswer(schema.parse(await compute()), generation, this.#stampSource),
    ) as Promise<CachedAnswer<T>>
  }

  /**
   * What answers are current for: one made with this value is current while this still
   * returns it; undefined while changes could go unnoticed. Moves on at Dhaka's midnight.
   */
  get stamp(): number | undefined {
    if (Date.now() >= this.#dayEndsAt) {
      this.#dayEndsAt = dayEndsAt(dhakaToday())
      this.#answers.invalidate()
    }
    return this.#answers.currentGeneration
  }

  invalidate(): void {
    this.#answers.invalidate()
  }

  setEnabled(enabled: boolean): void {
    this.#answers.setEnabled(enabled)
  }

  get size(): number {
    return this.#answers.size
  }

  get bytes(): number {
    return this.#answers.bytes
  }
}

/**
 * Listens for departure changes and watches the catalogue cache from start to close, emptying
 * `cache` on each, and empties it at once after any write request this instance answers
 * successfully. A write moving a seat or changing a date has many doors (a booking, a payment,
 * the sandbox's and Stripe's webhooks, cancelling, rescheduling, deleting an order, a plan or an
 * account, an admin's edit of a date or a plan): one hook covers them all and every one added
 * later, and writes are rare next to reads (a booking empties it through the trigger anyway).
 * Changes made outside a request (the lifecycle worker's sweeps and cancellations) arrive as
 * notifications.
 */
export const departuresCachePlugin = fp<{
  cache: DeparturesCache
  catalog: Pick<CatalogCache, 'watch' | 'stamp'>
}>(
  async (app, { cache, catalog }) => {
    // On while both its own listener and the catalogue cache are (the catalogue cache has no
    // stamp while it is off).
    let listening = true
    const switchOnOrOff = () => cache.setEnabled(listening && catalog.stamp !== undefined)
    const unwatch = catalog.watch((event) => {
      if (event === 'emptied') cache.invalidate()
      else switchOnOrOff()
    })
    const stop = await clearOnNotify(
      app.database,
      CHANNEL,
      {
        invalidate: () => cache.invalidate(),
        setEnabled: (on) => {
          listening = on
          switchOnOrOff()
        },
      },
      app.log,
    )
    app.addHook('onSend', async (request, reply) => {
      if (!READS.has(request.method) && reply.statusCode < 400) cache.invalidate()
    })
    app.addHook('preClose', async () => {
      unwatch()
      await stop()
    })
  },
  { name: 'departures-cache', dependencies: ['database'] },
)

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])
