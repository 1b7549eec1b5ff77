/**
 * Server-rendered pages, kept by path: no page depends on the query string, so `/?utm_source=…`
 * makes no new entry. 200 pages and 16 MB (a page counted as 3× its HTML, for the identity and
 * two compressed forms), least recently used first out. A page shows only the catalogue: a kept page is served while
 * the catalogue cache's stamp is the one it was made with (README.md here).
 */
import { BoundedCache, stringBytes } from '#shared/bounded-cache.ts'
import type { CachedBody } from './cached-answer.ts'

export const PAGE_CACHE_BOUNDS = { maxEntries: 200, maxBytes: 16 * 1024 * 1024 }

export type PageCache = BoundedCache<string, CachedBody>

export function createPageCache(): PageCache {
  return new BoundedCache({
    ...PAGE_CACHE_BOUNDS,
    sizeOf: (pathname, body) => stringBytes(pathname) + body.identity.length * 3,
  })
}
