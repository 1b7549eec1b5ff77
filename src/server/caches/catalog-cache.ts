/**
 * The catalogue's answers, validated and serialised once and kept in memory with their ETag
 * (and, when first asked for, their brotli and gzip forms), so a catalogue read costs a map
 * lookup, or a 304, instead of a query and a serialisation.
 *
 * Invalidation (change-cache.ts): a database trigger NOTIFYs 'catalog_changed' when any
 * transaction touching places, divisions, reviews, tour reviews or exchange rates (pages show
 * prices in taka) commits (migrations 0005, 0007, 0012, 0014), and every instance listening drops
 * its entries; the instance that made the change also drops them at once, before it answers.
 *
 * Bounds: 500 answers and 32 MB (an answer counted as 4× its JSON: the bytes, their compressed
 * forms and the parsed value kept beside them), least recently used first out. Filters make
 * keys, and only their validated values do (unknown query parameters are dropped by the schema),
 * so junk in the address cannot add entries; of a tour's reviews only first pages are kept (a
 * cursor is the client's value).
 */
import fp from 'fastify-plugin'
import type { z } from 'zod'
import { CachedAnswer } from '#server/caches/cached-answer.ts'
import { ChangeCache, clearOnNotify, type ChangeCacheEvent } from '#server/caches/change-cache.ts'
import { stringBytes } from '#shared/bounded-cache.ts'

const CHANNEL = 'catalog_changed'
export const CATALOG_CACHE_BOUNDS = { maxEntries: 500, maxBytes: 32 * 1024 * 1024 }

/** The catalogue's answers by route and filter. */
export class CatalogCache {
  #answers = new ChangeCache<CachedAnswer>({
    ...CATALOG_CACHE_BOUNDS,
    sizeOf: (key, answer) => stringBytes(key) + answer.identity.length * 4,
  })

  /** The cached answer for `key`, or computes, validates and stores it. */
  get<T>(key: string, schema: z.ZodType<T>, compute: () => Promise<T>): Promise<CachedAnswer<T>> {
    return this.#answers.get(
      key,
      async (generation) =>
        // The response schema still decides what leaves the server, once per fill.
        new CachedAnswer(schema.parse(await compute()), generation),
    ) as Promise<CachedAnswer<T>>
  }

  /**
   * Stamps what is made from the catalogue (its answers, the pages showing them): something
   * stamped with a value is current while this still returns that value. Undefined while
   * changes could go unnoticed.
   */
  get stamp(): number | undefined {
    return this.#answers.currentGeneration
  }

  invalidate(): void {
    this.#answers.invalidate()
  }

  /** Tells `watcher` whenever this cache is emptied or switched (change-cache.ts). */
  watch(watcher: (event: ChangeCacheEvent) => void): () => void {
    return this.#answers.watch(watcher)
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

/** Listens for catalogue changes from start to close, emptying `cache` on each. */
export const catalogCachePlugin = fp<{ cache: CatalogCache }>(
  async (app, { cache }) => {
    const stop = await clearOnNotify(app.database, CHANNEL, cache, app.log)
    app.addHook('preClose', async () => {
      await stop()
    })
  },
  { name: 'catalog-cache', dependencies: ['database'] },
)
