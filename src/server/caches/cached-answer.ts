/**
 * Answers computed once and sent many times: their bytes and weak ETag made when stored, their
 * brotli and gzip forms when first asked for, and `sendCached` answering a request with a 304
 * or the best encoding the client accepts. The caches of public content hold these.
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

const compressors = {
  br: (data: Buffer) =>
    promisify(zlib.brotliCompress)(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data: Buffer) => promisify(zlib.gzip)(data, { level: 9 }),
}
export type Encoding = keyof typeof compressors

/**
 * Bytes sent many times (a catalogue answer, a rendered page): their ETag made once, their
 * brotli and gzip forms when first asked for. `stamp` says which generation of their source
 * they show: the catalogue's (CatalogCache.stamp) unless `stampSource` names another (the
 * departures', DeparturesCache.stamp); they are current while the source still returns it.
 * Unstamped bodies are never kept by the front cache.
 */
export class CachedBody {
  readonly etag: string
  #encoding: Partial<Record<Encoding, Promise<Buffer>>> = {}
  #encoded: Partial<Record<Encoding, Buffer>> = {}

  constructor(
    readonly identity: Buffer,
    readonly type: string,
    readonly stamp?: number,
    readonly stampSource?: () => number | undefined,
  ) {
    this.etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`
  }

  /** Compressed once (off the main thread), then kept. */
  encoded(encoding: Encoding): Promise<Buffer> {
    return (this.#encoding[encoding] ??= compressors[encoding](this.identity).then((bytes) => {
      this.#encoded[encoding] = bytes
      return bytes
    }))
  }

  /** The compressed form if it is ready; otherwise starts making it and returns undefined. */
  encodedNow(encoding: Encoding): Buffer | undefined {
    const ready = this.#encoded[encoding]
    if (!ready) this.encoded(encoding).catch(() => undefined)
    return ready
  }
}

/** One JSON answer: the value as the schema let it out, and its bytes. */
export class CachedAnswer<T = unknown> extends CachedBody {
  constructor(
    readonly value: T,
    stamp?: number,
    stampSource?: () => number | undefined,
  ) {
    super(Buffer.from(JSON.stringify(value)), 'application/json; charset=utf-8', stamp, stampSource)
  }
}

/**
 * Sends a cached body: 304 when the client already has it, otherwise the stored bytes in the
 * best encoding the client accepts. A stamped 200 to a GET is handed to the front cache, which
 * answers the next identical request itself (front-cache.ts).
 */
export async function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  const url = request.raw.url ?? request.url
  // Clients may keep it but must ask again each time; the ETag makes asking cheap. An API
  // answer is in the language Accept-Language asks for (a page's is in its address).
  reply
    .header('etag', body.etag)
    .header('cache-control', 'no-cache')
    .header('vary', varyWith(reply.getHeader('vary'), url.startsWith('/api/')))
  if (reply.statusCode === 200 && request.method === 'GET' && readsEveryParameter(request, url)) {
    request.server.frontCache.remember(url, request.locale, reply.getHeaders(), body)
  }
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.code(304).send()
  reply.type(body.type)
  const encoding = pickEncoding(request.headers['accept-encoding'])
  if (!encoding) return reply.send(body.identity)
  return reply.header('content-encoding', encoding).send(await body.encoded(encoding))
}

/** The Vary a cached body is sent with: what the route already set, and the encoding. */
function varyWith(set: unknown, api: boolean): string {
  const names = typeof set === 'string' && set ? [set] : []
  if (api) names.push('accept-language')
  names.push('accept-encoding')
  return names.join(', ')
}

/**
 * Whether the route reads every query parameter of an API address: `/api/places?junk=1` is
 * answered like `/api/places` but must not become an entry of its own in the front cache. The
 * front cache keys pages by their path, so their query strings do not matter.
 */
function readsEveryParameter(request: FastifyRequest, url: string): boolean {
  const at = url.indexOf('?')
  if (at < 0 || !url.startsWith('/api/')) return true
  // With a schema the query holds only what it let through; without one no parameter is read.
  const read = request.routeOptions.schema?.querystring
    ? (request.query as Record<string, unknown>)
    : {}
  for (const name of new URLSearchParams(url.slice(at + 1)).keys()) {
    if (!Object.hasOwn(read, name)) return false
  }
  return true
}

/** A token of a parameterless Accept-Encoding, between commas and whitespace (as trim() sees it). */
const BR_TOKEN = /(?:^|,)\s*br\s*(?:,|$)/i
const GZIP_OR_ANY_TOKEN = /(?:^|,)\s*(?:gzip|\*)\s*(?:,|$)/i

/** br, then gzip, when accepted (and not refused with q=0); otherwise none. */
export function pickEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined
  // What browsers send ("gzip, deflate, br, zstd") has no q-values: a token listed is accepted,
  // which two regular expressions tell without the allocations of a parse, on every request.
  if (!header.includes(';')) {
    if (BR_TOKEN.test(header)) return 'br'
    return GZIP_OR_ANY_TOKEN.test(header) ? 'gzip' : undefined
  }
  return parsedEncoding(header)
}

/** pickEncoding for any header, by a whole parse (exported for the tests of the short way). */
export function parsedEncoding(header: string): Encoding | undefined {
  const accepted = new Set<string>()
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))
    if (name && !refused) accepted.add(name.trim())
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return undefined
}

/** If-None-Match uses weak comparison: W/"x" and "x" match; "*" matches anything. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some((candidate) => {
    const tag = candidate.trim()
    return tag === '*' || tag.replace(/^W\//, '') === bare
  })
}
