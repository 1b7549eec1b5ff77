/**
 * The catalogue's answers, validated and serialised once and kept in memory with their ETag
 * (and, when first asked for, their brotli and gzip forms), so a catalogue read costs a map
 * lookup, or a 304, instead of a query and a serialisation.
 *
 * Invalidation (lib/change-cache.ts): a database trigger NOTIFYs 'catalog_changed' when any
 * transaction touching places, divisions or reviews commits (migrations 0005, 0007), and every
 * instance
 * listening drops its entries; the instance that made the change also drops them at once,
 * before it answers.
 */
import fp from 'fastify-plugin'
import type { z } from 'zod'
import { CachedAnswer } from '#server/lib/cached-answer.ts'
import { ChangeCache, clearOnNotify } from '#server/lib/change-cache.ts'

const CHANNEL = 'catalog_changed'
/** Distinct answers kept (filters make keys); the oldest goes first. */
const MAX_ENTRIES = 500

/** The catalogue's answers by route and filter. */
export class CatalogCache {
  #answers = new ChangeCache<CachedAnswer>(MAX_ENTRIES)

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

  setEnabled(enabled: boolean): void {
    this.#answers.setEnabled(enabled)
  }

  get size(): number {
    return this.#answers.size
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
