/**
 * The front cache: answers a repeated public GET before the framework sees it, the way a
 * caching proxy in front of the server would, but inside the process and exact.
 *
 * Only what `sendCached` sent with a catalogue stamp is kept (catalogue answers, testimonials,
 * server-rendered pages), by the request's exact address, with the headers the full path set
 * (security headers included). An entry is served while the catalogue still has the stamp it
 * was made with; the first request after any change finds it stale, drops it and goes the full
 * way, which makes and keeps the new one. Nothing else is skipped: these routes are public, take
 * no cookies, bodies or rate limits, and their answers depend on nothing in the request but the
 * address, If-None-Match and Accept-Encoding, which are honoured here too.
 *
 * Off while the server closes (so it answers 503 like Fastify), and at LOG_LEVEL=debug or trace,
 * where every request is to be logged.
 */
import http, {
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http'
import type { FastifyServerFactory } from 'fastify'
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
}

export class FrontCache {
  #entries = new Map<string, Entry>()
  #enabled: boolean
  #served = 0
  readonly #currentStamp: () => number | undefined
  readonly #maxEntries: number

  constructor({ currentStamp, enabled, maxEntries = 1000 }: FrontCacheOptions) {
    this.#currentStamp = currentStamp
    this.#enabled = enabled
    this.#maxEntries = maxEntries
  }

  /**
   * Keeps `body` for the next GET of `url`, with the headers the full path gave it before its
   * content type and encoding.
   */
  remember(url: string, headers: Record<string, unknown>, body: CachedBody): void {
    if (!this.#enabled || body.stamp === undefined || body.stamp !== this.#currentStamp()) return
    // Already kept (e.g. asked for again by server rendering): keep its prepared answers too.
    if (this.#entries.get(url)?.body === body) return
    const kept: OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined && name !== 'content-length' && name !== 'content-encoding') {
        kept[name] = value as OutgoingHttpHeaders[string]
      }
    }
    if (this.#entries.size >= this.#maxEntries && !this.#entries.has(url)) {
      this.#entries.delete(this.#entries.keys().next().value!)
    }
    this.#entries.set(url, { body, headers: kept, ready: {} })
  }

  /** Answers the request if it can (true); otherwise leaves it untouched for the framework. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.#enabled || request.method !== 'GET') return false
    const url = request.url ?? ''
    const entry = this.#entries.get(url)
    if (!entry) return false
    const { body } = entry
    if (body.stamp !== this.#currentStamp()) {
      this.#entries.delete(url)
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
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make, with `cache` answering what it
 * can before Fastify's handler.
 */
export function serverFactoryWith(cache: FrontCache): FastifyServerFactory {
  return (handler, options) => {
    const server = http.createServer((request, response) => {
      if (!cache.serve(request, response)) handler(request, response)
    })
    // What Fastify sets on the server it makes itself.
    server.keepAliveTimeout = Number(options.keepAliveTimeout ?? 72_000)
    server.requestTimeout = Number(options.requestTimeout ?? 0)
    server.setTimeout(Number(options.connectionTimeout ?? 0))
    return server
  }
}
