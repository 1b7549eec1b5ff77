/**
 * The front cache: answers a repeated public GET before the framework sees it, the way a
 * caching proxy in front of the server would, but inside the process and exact.
 *
 * Only what `sendCached` sent with a stamp is kept (catalogue answers, testimonials,
 * server-rendered pages: the catalogue's stamp; a tour's departures: the departures cache's),
 * with the headers the full path set (security headers included). API
 * answers are kept by their exact address and language (the one Accept-Language asks for, as
 * plugins/locale.ts reads it: only ours, so at most one entry per language), since the
 * catalogue answers in it; sendCached keeps none whose address has a query parameter the route
 * does not read. Pages are kept by their path alone (which names their language, `/bn/...`),
 * since no page depends on the query string: `/?utm_source=…` is `/`. An entry is served while
 * its source (the catalogue, or the departures) still has the stamp it was made with; the first request after any change finds
 * it stale, drops it and goes the full way, which makes and keeps the new one. Nothing else is
 * skipped: these routes are public, take no cookies, bodies or rate limits, and their answers
 * depend on nothing in the request but the address, Accept-Language (API), If-None-Match and
 * Accept-Encoding, which are honoured here too.
 *
 * Off while the server closes (so it answers 503 like Fastify), and at LOG_LEVEL=debug or trace,
 * where every request is to be logged.
 *
 * Bounds: 1,000 entries and 32 MB (an entry counted as its key, 3× its body for the identity and
 * two compressed forms, and 2 KB of headers), least recently used first out. Bodies are shared
 * with the catalogue cache and the page cache, so this counts some bytes twice: an upper bound.
 *
 * The HTTP server is made here too (serverFactoryWith), with the timeouts that close slow
 * clients (docs/decisions/013-abuse-limits.md).
 */
import http, {
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http'
import { homeLanguageRedirect } from '#server/lib/language-choice.ts'
import { apiLocale } from '#server/plugins/locale.ts'
import type { Locale } from '#shared/messages.ts'
import type { FastifyServerFactory } from 'fastify'
import { BoundedCache, stringBytes } from '#shared/bounded-cache.ts'
import { matchesEtag, pickEncoding, type CachedBody, type Encoding } from './cached-answer.ts'

interface Entry {
  body: CachedBody
  /** What the full path set before the content headers: all a 304 carries. */
  headers: OutgoingHttpHeaders
  /** Each encoding's bytes and complete headers, made when first sent. */
  ready: Partial<Record<Encoding | 'identity', { bytes: Buffer; headers: OutgoingHttpHeaders }>>
}

export interface FrontCacheOptions {
  /** The current stamp of what entries show (CatalogCache.stamp). */
  currentStamp: () => number | undefined
  enabled: boolean
  maxEntries?: number
  maxBytes?: number
}

export const FRONT_CACHE_BOUNDS = { maxEntries: 1000, maxBytes: 32 * 1024 * 1024 }

/**
 * The key of an address: API answers by the whole address and the language they are in
 * (`bn:/api/places`), pages by their path alone.
 */
export function frontCacheKey(url: string, apiLanguage: Locale): string {
  if (url.startsWith('/api/')) return `${apiLanguage}:${url}`
  const query = url.indexOf('?')
  return query < 0 ? url : url.slice(0, query)
}

export class FrontCache {
  #entries: BoundedCache<string, Entry>
  #enabled: boolean
  #served = 0
  readonly #currentStamp: () => number | undefined

  constructor({
    currentStamp,
    enabled,
    maxEntries = FRONT_CACHE_BOUNDS.maxEntries,
    maxBytes = FRONT_CACHE_BOUNDS.maxBytes,
  }: FrontCacheOptions) {
    this.#currentStamp = currentStamp
    this.#enabled = enabled
    this.#entries = new BoundedCache({
      maxEntries,
      maxBytes,
      sizeOf: (key, entry) => stringBytes(key) + entry.body.identity.length * 3 + 2048,
    })
  }

  /**
   * Keeps `body` for the next GET of `url` in `locale` (the request's), with the headers the
   * full path gave it before its content type and encoding.
   */
  remember(url: string, locale: Locale, headers: Record<string, unknown>, body: CachedBody): void {
    if (!this.#enabled || !this.#isCurrent(body)) return
    const key = frontCacheKey(url, locale)
    // Already kept (e.g. asked for again by server rendering): keep its prepared answers too.
    if (this.#entries.get(key)?.body === body) return
    const kept: OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined && name !== 'content-length' && name !== 'content-encoding') {
        kept[name] = value as OutgoingHttpHeaders[string]
      }
    }
    this.#entries.set(key, { body, headers: kept, ready: {} })
  }

  /** Answers the request if it can (true); otherwise leaves it untouched for the framework. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.#enabled || request.method !== 'GET') return false
    // `/` for a visitor who chose Bangla (or whose browser asks for it) is a redirect.
    if (homeLanguageRedirect(request.url ?? '', request.headers)) return false
    const key = frontCacheKey(request.url ?? '', apiLocale(request.headers))
    const entry = this.#entries.get(key)
    if (!entry) return false
    const { body } = entry
    if (!this.#isCurrent(body)) {
      this.#entries.delete(key)
      return false
    }
    if (matchesEtag(request.headers['if-none-match'], body.etag)) {
      this.#served += 1
      response.writeHead(304, entry.headers).end()
      return true
    }
    const encoding = pickEncoding(request.headers['accept-encoding'])
    let ready = entry.ready[encoding ?? 'identity']
    if (!ready) {
      const bytes = encoding ? body.encodedNow(encoding) : body.identity
      // A compressed form not made yet: the full path waits for it this once.
      if (!bytes) return false
      const headers = {
        ...entry.headers,
        'content-type': body.type,
        'content-length': bytes.length,
      }
      if (encoding) headers['content-encoding'] = encoding
      ready = entry.ready[encoding ?? 'identity'] = { bytes, headers }
    }
    this.#served += 1
    response.writeHead(200, ready.headers).end(ready.bytes)
    return true
  }

  /** Whether `body` still shows what its source (the catalogue's, or its own) has now. */
  #isCurrent(body: CachedBody): boolean {
    if (body.stamp === undefined) return false
    return body.stamp === (body.stampSource ?? this.#currentStamp)()
  }

  /** Stops answering (the server is closing) and forgets everything. */
  close(): void {
    this.#enabled = false
    this.#entries.clear()
  }

  /** Requests answered here so far (tests and benchmarks read it). */
  get served(): number {
    return this.#served
  }

  get size(): number {
    return this.#entries.size
  }

  /** The estimated bytes held. */
  get bytes(): number {
    return this.#entries.bytes
  }
}

/** How long a client may take to send a request; see docs/decisions/013-abuse-limits.md. */
export interface ServerTimeouts {
  /** The whole request, headers and body (Node answers 408 and closes). */
  requestTimeoutMs: number
  /** The headers alone. */
  headersTimeoutMs: number
  /** How often Node looks for connections past these limits. */
  checkingIntervalMs: number
}

export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  checkingIntervalMs: 1_000,
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make, with `cache` answering what it
 * can before Fastify's handler.
 */
export function serverFactoryWith(
  cache: FrontCache,
  timeouts: ServerTimeouts = DEFAULT_SERVER_TIMEOUTS,
): FastifyServerFactory {
  return (handler, options) => {
    const server = http.createServer(
      {
        requestTimeout: timeouts.requestTimeoutMs,
        headersTimeout: timeouts.headersTimeoutMs,
        // Node checks the two limits above only this often (30 s by default).
        connectionsCheckingInterval: timeouts.checkingIntervalMs,
      },
      (request, response) => {
        if (!cache.serve(request, response)) handler(request, response)
      },
    )
    // What Fastify sets on the server it makes itself.
    server.keepAliveTimeout = Number(options.keepAliveTimeout ?? 72_000)
    server.setTimeout(Number(options.connectionTimeout ?? 0))
    return server
  }
}
