/**
 * The one in-memory cache shape of the code base: a Map bounded both in entries and in bytes,
 * least recently used first out. Every cache keyed by something a client chooses (an address,
 * a cookie, a filter) is one of these, so no stream of distinct requests can grow the heap
 * without limit. `sizeOf` estimates an entry's bytes (key included); it is called once, when
 * the entry is stored. A value larger than the byte bound on its own is not stored.
 */
export interface BoundedMapOptions<K, V> {
  maxEntries: number
  maxBytes: number
  sizeOf: (key: K, value: V) => number
}

export class BoundedMap<K, V> {
  #entries = new Map<K, { value: V; bytes: number }>()
  #bytes = 0
  readonly maxEntries: number
  readonly maxBytes: number
  readonly #sizeOf: (key: K, value: V) => number

  constructor({ maxEntries, maxBytes, sizeOf }: BoundedMapOptions<K, V>) {
    this.maxEntries = maxEntries
    this.maxBytes = maxBytes
    this.#sizeOf = sizeOf
  }

  /** The value for `key`, now the most recently used. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    // Map keeps insertion order: moving the entry to the end keeps the oldest-used first.
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry.value
  }

  has(key: K): boolean {
    return this.#entries.has(key)
  }

  /** Stores `value`, dropping the least recently used entries to make room; false if too big. */
  set(key: K, value: V): boolean {
    this.delete(key)
    const bytes = this.#sizeOf(key, value)
    if (bytes > this.maxBytes || this.maxEntries < 1) return false
    while (this.#entries.size >= this.maxEntries || this.#bytes + bytes > this.maxBytes) {
      this.delete(this.#entries.keys().next().value!)
    }
    this.#entries.set(key, { value, bytes })
    this.#bytes += bytes
    return true
  }

  delete(key: K): boolean {
    const entry = this.#entries.get(key)
    if (!entry) return false
    this.#entries.delete(key)
    this.#bytes -= entry.bytes
    return true
  }

  clear(): void {
    this.#entries.clear()
    this.#bytes = 0
  }

  get size(): number {
    return this.#entries.size
  }

  /** The estimated bytes of what is stored (the sum of `sizeOf`). */
  get bytes(): number {
    return this.#bytes
  }
}

/** Bytes of a string in memory, at most (V8 keeps one- or two-byte strings). */
export function stringBytes(text: string): number {
  return text.length * 2
}
