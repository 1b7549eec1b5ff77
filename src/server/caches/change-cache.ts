/**
 * A bounded in-memory cache for answers computed from the database, kept exact by the database
 * itself: a trigger NOTIFYs a channel when a transaction changing the underlying tables commits,
 * and every instance listening empties its cache (`clearOnNotify`). The instance making a
 * change may also empty it at once (`invalidate`), since its own notification can arrive after
 * it has answered. While the PostgreSQL listener is disconnected nothing is cached, since
 * notifications could be missed. A generation counter keeps a computation that started before
 * a change from storing its stale result; concurrent misses for one key share one computation.
 * Bounded in entries and in bytes (#shared/bounded-cache.ts), least recently used first out; each
 * user states its bounds and how an entry's bytes are counted. Computations in flight are
 * bounded by the requests in flight.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '#server/db/client.ts'
import { BoundedCache, type BoundedCacheOptions } from '#shared/bounded-cache.ts'

/** What a cache tells its watchers: it was emptied, or switched on or off. */
export type ChangeCacheEvent = 'emptied' | 'on' | 'off'

export class ChangeCache<V> {
  #entries: BoundedCache<string, V>
  #inFlight = new Map<string, Promise<V>>()
  #generation = 0
  #enabled = true
  #watchers = new Set<(event: ChangeCacheEvent) => void>()

  constructor(bounds: BoundedCacheOptions<string, V>) {
    this.#entries = new BoundedCache(bounds)
  }

  /**
   * The cached value for `key`, or computes it; `keep` decides whether a computed value is
   * stored (e.g. not a failed lookup). `compute` is told the generation it computes for.
   */
  async get(
    key: string,
    compute: (generation: number) => Promise<V>,
    keep: (value: V) => boolean = () => true,
  ) {
    const hit = this.#entries.get(key)
    if (hit !== undefined) return hit
    const flightKey = `${this.#generation}\u0000${key}`
    const running = this.#inFlight.get(flightKey)
    if (running) return running

    const generation = this.#generation
    const value = compute(generation).then((result) => {
      if (this.#enabled && generation === this.#generation && keep(result)) {
        this.#entries.set(key, result)
      }
      return result
    })
    this.#inFlight.set(flightKey, value)
    try {
      return await value
    } finally {
      this.#inFlight.delete(flightKey)
    }
  }

  delete(key: string): void {
    this.#entries.delete(key)
  }

  invalidate(): void {
    this.#generation += 1
    this.#entries.clear()
    for (const watcher of this.#watchers) watcher('emptied')
  }

  /** Off while changes could go unnoticed (the listener is disconnected). */
  setEnabled(enabled: boolean): void {
    this.#enabled = enabled
    this.invalidate()
    for (const watcher of this.#watchers) watcher(enabled ? 'on' : 'off')
  }

  /**
   * Tells `watcher` of each emptying and switch, right after it happened here: for a cache
   * whose values are made from this one's (stop watching with the function returned).
   */
  watch(watcher: (event: ChangeCacheEvent) => void): () => void {
    this.#watchers.add(watcher)
    return () => this.#watchers.delete(watcher)
  }

  get size(): number {
    return this.#entries.size
  }

  /** The estimated bytes held. */
  get bytes(): number {
    return this.#entries.bytes
  }

  /**
   * What the cache holds is current for this generation; undefined while it is off. A value
   * computed for a generation is current while this still returns it.
   */
  get currentGeneration(): number | undefined {
    return this.#enabled ? this.#generation : undefined
  }
}

/**
 * Empties `cache` on every notification of `channel`, from now until the returned function is
 * called; disables it while the PostgreSQL listener is disconnected.
 */
export function clearOnNotify(
  database: Pick<Database, 'listen'>,
  channel: string,
  cache: Pick<ChangeCache<unknown>, 'invalidate' | 'setEnabled'>,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  return database.listen(channel, {
    onNotify: () => cache.invalidate(),
    onListening: (listening) => {
      log.warn({ channel, listening }, 'change listener %s', listening ? 'back' : 'lost')
      cache.setEnabled(listening)
    },
  })
}
