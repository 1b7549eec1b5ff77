/**
 * fast-check generators of hostile requests: strings a database or parser may choke on, random
 * and malformed JSON bodies (wrong types, huge strings, deep nesting, broken text, bytes that
 * are not UTF-8), odd content types, path parameters, query strings and headers (cookies,
 * origins, idempotency keys). Everything generated is something a real client can send.
 */
import fc from 'fast-check'

/** Strings that have broken servers before: NUL, lone surrogates, SQL, paths, numbers, emoji. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uDFFFx',
    "' or 1=1 --",
    '"; drop table orders; --',
    '%',
    '%00',
    '%zz',
    '../../etc/passwd',
    '__proto__',
    'constructor',
    'null',
    'undefined',
    'NaN',
    '-1',
    '0',
    '1e309',
    '9999999999999999999999',
    '1.5',
    ' 7 ',
    '00000000-0000-0000-0000-000000000000',
    'ÄÖÜ ঢাকা 🐯',
    '\u202e\u200b\ufeff',
    '<script>alert(1)</script>',
    'a@b',
    'x@example.com\r\nBcc: y@example.com',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer({ min: 200, max: 5000 }).map((n) => 'x'.repeat(n)),
)

/** One character or sequence that storage, parsers or mail headers may reject. */
export const poison: fc.Arbitrary<string> = fc.constantFrom(
  '\u0000',
  '\uD800',
  '\r\n',
  '\u2028',
  "'",
  '%',
  '\\',
  '\uFFFF',
  '😀',
  '\u0000\u0000',
)

/** A well-formed value with a poison put in (strings), or swapped for a nasty string. */
export function poisoned(value: unknown): fc.Arbitrary<unknown> {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? '')
  const insert = (bad: fc.Arbitrary<string>) =>
    fc
      .record({ at: fc.nat({ max: text.length }), bad })
      .map(({ at, bad }) => text.slice(0, at) + bad + text.slice(at))
  return fc.oneof(
    // NUL first: PostgreSQL refuses it in text, the likeliest way to a 500.
    { weight: 3, arbitrary: insert(fc.constant('\u0000')) },
    { weight: 2, arbitrary: insert(poison) },
    { weight: 1, arbitrary: nastyString },
  )
}

/** Any JSON-ish value, with nasty strings in it. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, true, false, 0, -0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(nastyString, { maxLength: 3 }),
)

/** A JSON document nested `depth` levels (arrays or objects). */
function nested(depth: number, asObject: boolean): string {
  return asObject
    ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
    : '['.repeat(depth) + ']'.repeat(depth)
}

export interface Body {
  /** What goes on the wire: a string or bytes; undefined for no body. */
  payload: string | Buffer | undefined
  contentType: string | undefined
  what: string
  /** A short form of the payload for reports. */
  preview?: string
}

const jsonTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
)
const otherTypes = fc.oneof(
  fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=xyz',
    'application/xml',
    'application/octet-stream',
    'application/vnd.api+json',
    '*/*',
    ';;;',
  ),
  fc.string({ maxLength: 30 }).map(headerSafe),
)

/**
 * A body for a route whose well-formed body is `template` (undefined for routes without one):
 * the template with fields changed, dropped or added; any JSON value; deep nesting; a string
 * past the body limit; broken JSON; bytes that are not UTF-8; a right body with a wrong type.
 */
export function bodyFor(template: Record<string, unknown> | undefined): fc.Arbitrary<Body> {
  return bodyVariants(template).map(withPreview)
}

/** fast-check prints a failing case with this: a megabyte body would drown the report. */
export function withPreview(body: Body): Body {
  const { payload } = body
  const preview =
    payload === undefined
      ? '(none)'
      : typeof payload === 'string'
        ? JSON.stringify(payload.slice(0, 300)) +
          (payload.length > 300 ? `… (${payload.length} characters)` : '')
        : `<${payload.length} bytes ${payload.toString('hex').slice(0, 120)}>`
  return Object.assign(body, {
    [fc.toStringMethod]: () =>
      `{ body (${body.what}, ${body.contentType ?? 'no content type'}): ${preview} }`,
    preview,
  })
}

export const noBody: Body = withPreview({
  payload: undefined,
  contentType: undefined,
  what: 'no body',
})

function bodyVariants(template: Record<string, unknown> | undefined): fc.Arbitrary<Body> {
  const json = (value: unknown, what: string) =>
    jsonTypes.map((contentType) => ({ payload: JSON.stringify(value), contentType, what }))
  const keys = Object.keys(template ?? {})
  const mutated = fc
    .record({
      replace: fc.dictionary(keys.length ? fc.constantFrom(...keys) : nastyString, anyValue, {
        maxKeys: 3,
      }),
      drop: fc.subarray(keys),
      extra: fc.dictionary(
        fc.oneof(
          fc.constantFrom('isPaid', 'role', 'price', 'userUid', 'amount', 'id'),
          nastyString,
        ),
        anyValue,
        { maxKeys: 2 },
      ),
    })
    .map(({ replace, drop, extra }) => {
      const body: Record<string, unknown> = { ...template, ...extra, ...replace }
      for (const key of drop) delete body[key]
      return body
    })
    .chain((body) => json(body, 'changed fields'))
  // Every field well-formed but one, so the bad value gets past validation of the others.
  const onePoisoned = keys.length
    ? fc
        .constantFrom(...keys)
        .chain((key) => poisoned(template![key]).map((value) => ({ ...template, [key]: value })))
        .chain((body) => json(body, 'one field poisoned'))
    : mutated
  return fc.oneof(
    { weight: 8, arbitrary: onePoisoned },
    { weight: 4, arbitrary: mutated },
    { weight: 2, arbitrary: anyValue.chain((value) => json(value, 'any JSON value')) },
    {
      weight: 1,
      arbitrary: fc
        .record({ depth: fc.integer({ min: 50, max: 20_000 }), asObject: fc.boolean() })
        .map(({ depth, asObject }) => ({
          payload: nested(depth, asObject),
          contentType: 'application/json',
          what: `nested ${depth} deep`,
        })),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 100_000, max: 1_200_000 }).map((size) => ({
        payload: JSON.stringify({ ...template, blob: 'x'.repeat(size) }),
        contentType: 'application/json',
        what: `huge (${size} characters)`,
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.constantFrom(
            '{',
            '{"a":',
            '[1,]',
            "{'a':1}",
            'nul',
            '{"__proto__":{"x":1}}',
            '"\\ud800"',
          ),
          fc.constantFrom('{"constructor":{"prototype":{"x":1}}}', '\u0000', '1e99999'),
          fc.string({ maxLength: 50 }),
        )
        .chain((text) =>
          jsonTypes.map((contentType) => ({ payload: text, contentType, what: 'broken JSON' })),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({
        payload: Buffer.concat([Buffer.from('{"a":"'), Buffer.from(bytes), Buffer.from('"}')]),
        contentType: 'application/json',
        what: 'bytes that may not be UTF-8',
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .record({ contentType: otherTypes, text: fc.string({ maxLength: 60 }) })
        .map(({ contentType, text }) => ({
          payload: template && text.length % 2 === 0 ? JSON.stringify(template) : text,
          contentType: contentType || undefined,
          what: 'wrong content type',
        })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        { payload: undefined, contentType: undefined, what: 'no body' },
        { payload: '', contentType: 'application/json', what: 'empty JSON body' },
      ),
    },
  )
}

/** Only characters an HTTP header value may carry. */
export function headerSafe(value: string): string {
  return value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '')
}

/** Percent-encodes anything, lone surrogates included (as U+FFFD, like a browser). */
export function encodeSegment(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('')
}

/** A path segment: a real value, or anything, percent-encoded or raw escapes. */
export function segment(real: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...real).map(encodeSegment) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...real)
        .chain(poisoned)
        .map((value) => encodeSegment(String(value))),
    },
    { weight: 4, arbitrary: nastyString.filter((s) => s.length > 0).map(encodeSegment) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%', '%zz', '%c0%ae', '%ff%fe', '%2e%2e', '%2F', '..', '.', '%00'),
    },
  )
}

/** A query string: known keys with any values, unknown keys, repeated keys, raw escapes. */
export function queryString(knownKeys: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom(...knownKeys, '__proto__', 'constructor', 'a[b]', 'sort[]'),
    nastyString.filter((s) => s.length > 0),
  )
  const pair = fc
    .record({ key, value: nastyString })
    .map(({ key, value }) => `${encodeSegment(key)}=${encodeSegment(value)}`)
  const poisonedPair = fc
    .record({ key: fc.constantFrom(...knownKeys), value: poisoned('ok') })
    .map(({ key, value }) => `${encodeSegment(key)}=${encodeSegment(String(value))}`)
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 3, arbitrary: poisonedPair.map((pair) => `?${pair}`) },
    {
      weight: 4,
      arbitrary: fc
        .array(pair, { minLength: 1, maxLength: 4 })
        .map((pairs) => `?${pairs.join('&')}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('?%', '?=', '?&&&', '?a=%zz', '?maxPrice=1&maxPrice=2'),
    },
  )
}

export const foreignOrigin = 'https://evil.example'
