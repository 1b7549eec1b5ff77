/**
 * The one in-memory cache shape of the code base: lru-cache's LRUCache, bounded both in entries
 * (`max`) and in bytes (`maxSize`, each entry's counted once by `sizeOf` when stored), least
 * recently used first out. Every cache keyed by something a client chooses (an address, a
 * cookie, a filter) is one of these, so no stream of distinct requests can grow the heap
 * without limit. A value larger than the byte bound on its own is not stored. This adapter only
 * keeps the call sites' small vocabulary (`bytes`, `set` saying whether it stored) and lets a
 * cache hold `null` (a session known to be absent), which LRUCache's values cannot be.
 */
import { LRUCache } from 'lru-cache'

export interface BoundedCacheOptions<K, V> {
  maxEntries: number
  maxBytes: number
  sizeOf: (key: K, value: V) => number
}

export class BoundedCache<K extends NonNullable<unknown>, V> {
  readonly #lru: LRUCache<K, { value: V }> | undefined

  constructor({ maxEntries, maxBytes, sizeOf }: BoundedCacheOptions<K, V>) {
    // Bounds of zero keep nothing (a cache switched off by its settings).
    if (maxEntries < 1 || maxBytes < 1) return
    this.#lru = new LRUCache<K, { value: V }>({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: (box, key) => Math.max(1, Math.ceil(sizeOf(key, box.value))),
    })
  }

  /** The value for `key`, now the most recently used. */
  get(key: K): V | undefined {
    return this.#lru?.get(key)?.value
  }

  has(key: K): boolean {
    return this.#lru?.has(key) ?? false
  }

  /** Stores `value`, dropping the least recently used entries to make room; false if too big. */
  set(key: K, value: V): boolean {
    if (!this.#lru) return false
    this.#lru.set(key, { value })
    return this.#lru.has(key)
  }

  delete(key: K): boolean {
    return this.#lru?.delete(key) ?? false
  }

  clear(): void {
    this.#lru?.clear()
  }

  get size(): number {
    return this.#lru?.size ?? 0
  }

  /** The estimated bytes of what is stored (the sum of `sizeOf`). */
  get bytes(): number {
    return this.#lru?.calculatedSize ?? 0
  }
}

/** Bytes of a string in memory, at most (V8 keeps one- or two-byte strings). */
export function stringBytes(text: string): number {
  return text.length * 2
}
