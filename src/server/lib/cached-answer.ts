/**
 * An answer computed once and sent many times: its JSON and weak ETag made when it is stored,
 * its brotli and gzip forms when first asked for, and `sendCached` answering a request with a
 * 304 or the best encoding the client accepts. The caches of public content hold these.
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
type Encoding = keyof typeof compressors

/** One answer: the value as the schema let it out, its JSON, and compressed forms on demand. */
export class CachedAnswer<T = unknown> {
  readonly identity: Buffer
  readonly etag: string
  #encoded: Partial<Record<Encoding, Promise<Buffer>>> = {}

  constructor(readonly value: T) {
    this.identity = Buffer.from(JSON.stringify(value))
    this.etag = `W/"${createHash('sha1').update(this.identity).digest('base64url')}"`
  }

  /** Compressed once (off the main thread), then kept. */
  encoded(encoding: Encoding): Promise<Buffer> {
    return (this.#encoded[encoding] ??= compressors[encoding](this.identity))
  }
}

/**
 * Sends a cached answer: 304 when the client already has it, otherwise the stored JSON in the
 * best encoding the client accepts.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
) {
  // Clients may keep it but must ask again each time; the ETag makes asking cheap.
  reply
    .header('etag', answer.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send()
  reply.type('application/json; charset=utf-8')
  const encoding = pickEncoding(request.headers['accept-encoding'])
  if (!encoding) return reply.send(answer.identity)
  return reply.header('content-encoding', encoding).send(await answer.encoded(encoding))
}

/** br, then gzip, when accepted (and not refused with q=0); otherwise none. */
function pickEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined
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
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some((candidate) => {
    const tag = candidate.trim()
    return tag === '*' || tag.replace(/^W\//, '') === bare
  })
}
