/**
 * Fuzzing every API route with fast-check: random and malformed bodies, path parameters, query
 * strings and headers, signed out and signed in (customer and admin), sent through
 * `app.inject()`. Whatever arrives, the server never answers 5xx, and every error is the
 * `{ error: { code, message } }` envelope.
 *
 * Reproducible: the seed is fixed (FUZZ_SEED overrides it, FUZZ_RUNS the runs per route) and a
 * failure prints the seed, the path to the failing case and the request.
 */
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorCodes } from '#shared/contracts/common.ts'
import { randomIp, createAccount, type TestAccount } from '#tests/support/accounts.ts'
import { routeAccess } from './route-access.ts'
import {
  bodyFor,
  foreignOrigin,
  headerSafe,
  nastyString,
  noBody,
  queryString,
  segment,
  type Body,
} from './support/fuzz-inputs.ts'
import {
  ADMIN_EMAIL,
  buildAppWithRoutes,
  createFixtures,
  ORIGIN,
  type Fixtures,
  type RegisteredRoute,
} from './support/security-app.ts'

const SEED = Number(process.env.FUZZ_SEED ?? 20_250_501)
const RUNS = Number(process.env.FUZZ_RUNS ?? 36)

let fx: Fixtures
let routes: RegisteredRoute[]
/** Signs in and out, changes its password: the auth routes' own account. */
let authUser: TestAccount
let cases = 0

beforeAll(async () => {
  const built = await buildAppWithRoutes({
    config: { adminEmails: [ADMIN_EMAIL] },
    // The contact limit would answer 429 before the body is even read.
    contactPerMinute: 1_000_000,
  })
  routes = built.routes.filter(
    (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs/static/'),
  )
  fx = await createFixtures(built.t)
  authUser = await createAccount(fx.t, { name: 'Fuzzed Auth User' })
})
afterAll(() => fx?.t.close())

/** Well-formed bodies; the fuzzer changes, drops and adds their fields. */
function templates(): Record<string, Record<string, unknown>> {
  return {
    'POST /api/order': {
      tourId: fx.tourUuid,
      name: 'Fuzz',
      email: 'fuzz@example.com',
      phone: '01712345678',
    },
    'POST /api/review': { description: 'Nice trip', rating: 4 },
    'POST /api/users': { email: fx.accounts.owner.email, displayName: 'Owner' },
    'PUT /api/users': { email: fx.accounts.owner.email, displayName: 'Owner' },
    'PUT /api/users/admin': { email: fx.accounts.other.email },
    'POST /api/place': planBody(),
    'PUT /api/place/:id': planBody(),
    'POST /api/exchange-rate': { takaPerDollar: 121.5 },
    'POST /api/contact': { user_name: 'Fuzz', user_email: 'fuzz@example.com', message: 'Hi' },
    'POST /api/payment': { orderId: fx.paid.order._id },
    'PUT /api/cartProducts/:id': { paymentIntentId: fx.paid.paymentIntentId },
    'POST /api/payment/sandbox/confirm': {
      clientSecret: 'pi_sandbox_x_secret_y',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    },
    'POST /api/payment/webhook': { type: 'payment_intent.succeeded', data: { object: {} } },
    'POST /api/payment/sslcommerz/ipn': {
      tran_id: 'SSLCZ_TEST_1',
      status: 'VALID',
    },
    'POST /api/payment/sslcommerz/return/:outcome': {
      tran_id: 'SSLCZ_TEST_1',
      value_a: fx.paid.order._id,
    },
  }
}

function planBody() {
  return {
    placeId: 777_001,
    placeName: 'Fuzz Plan',
    description: 'Fuzzed.',
    price: 10,
    review: 0,
    duration: 1,
    rating: 3,
    parentID: fx.divisionId,
    image: '/images/x.svg',
    divisionName: fx.divisionName,
  }
}

/** better-auth endpoints the `*` of /api/auth/* stands for, with well-formed bodies. */
function authEndpoints(): Record<string, Record<string, unknown> | undefined> {
  return {
    'get-session': undefined,
    'list-sessions': undefined,
    ok: undefined,
    error: undefined,
    'sign-in/email': { email: authUser.email, password: authUser.password },
    'sign-up/email': { name: 'New', email: 'new@example.com', password: 'long enough pass' },
    'sign-out': {},
    'change-password': { currentPassword: authUser.password, newPassword: 'another long pass' },
    'update-user': { name: 'Renamed', image: null },
    'sign-in/social': { provider: 'google', callbackURL: '/' },
    'revoke-session': { token: 'x' },
    'request-password-reset': { email: authUser.email, redirectTo: '/' },
    'callback/google': undefined,
    // The account's own pages (issue 12): reset, verification, email change, deletion.
    'reset-password': { token: 'not-a-real-token', newPassword: 'another long pass' },
    'reset-password/not-a-real-token': undefined,
    'send-verification-email': { email: authUser.email, callbackURL: '/' },
    'verify-email': undefined,
    'change-email': { newEmail: 'moved@example.com', callbackURL: '/' },
    // A wrong password: the fuzzer must not delete the account the other cases use.
    'delete-user': { password: 'not the password' },
    'get-access-token': { providerId: 'google' },
  }
}

type Caller =
  'visitor' | 'customer' | 'admin' | 'auth user' | 'garbage cookie' | 'tampered' | 'planted'

function cookieOf(caller: Caller): string | undefined {
  switch (caller) {
    case 'visitor':
      return undefined
    case 'customer':
      return fx.accounts.owner.cookie
    case 'admin':
      return fx.accounts.admin.cookie
    case 'auth user':
      return authUser.cookie
    case 'garbage cookie':
      return 'better-auth.session_token=%zz; other=\u00ff'
    case 'tampered':
      return fx.accounts.owner.cookie.slice(0, -3) + 'AAA'
    case 'planted':
      // Another account's session under the other spelling, next to the customer's own.
      return `__Secure-${fx.accounts.admin.cookie}; ${fx.accounts.owner.cookie}`
  }
}

interface Case {
  route: string
  path: string
  query: string
  body: Body
  caller: Caller
  origin: string | undefined
  contentType: string | undefined
  idempotencyKey: string | undefined
  cookieJunk: string | undefined
}

function describeCase(c: Case): string {
  return [
    `${c.route} → ${c.path}${c.query}`.slice(0, 400),
    `caller: ${c.caller}, origin: ${c.origin ?? '(none)'}, content-type: ${c.contentType ?? '(none)'}`,
    `idempotency-key: ${JSON.stringify(c.idempotencyKey)}, extra cookie: ${JSON.stringify(c.cookieJunk?.slice(0, 100))}`,
    `body (${c.body.what}): ${c.body.preview}`,
  ].join('\n  ')
}

/** `arbitrary` once in `oneIn` cases, otherwise undefined. */
function sometimes<T>(arbitrary: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | undefined> {
  return fc.oneof(
    { weight: oneIn - 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary },
  )
}

function caseFor(route: RegisteredRoute): fc.Arbitrary<Case> {
  const key = `${route.method} ${route.url}`
  const realValues = [
    fx.paid.order._id,
    fx.tourUuid,
    String(fx.tourPlaceId),
    fx.divisionUuid,
    String(fx.divisionId),
    fx.accounts.owner.email,
    // Well-formed but unknown.
    '3f1c1b8e-5d2a-4c7b-9e0f-1a2b3c4d5e6f',
  ]
  const wildcard = route.url.startsWith('/api/auth/')
    ? fc.constantFrom(...Object.keys(authEndpoints()))
    : fc.constant('')
  return wildcard.chain((authPath) => {
    const pieces = route.url
      .split('/')
      .map((part) =>
        part.startsWith(':')
          ? segment(realValues)
          : part === '*'
            ? fc.oneof(
                { weight: 4, arbitrary: fc.constant(authPath) },
                { weight: 1, arbitrary: segment(['sign-in/email', 'x/../sign-out']) },
              )
            : fc.constant(part),
      )
    const template = route.url.startsWith('/api/auth/')
      ? authEndpoints()[authPath]
      : templates()[key]
    const hasBody = route.method !== 'GET'
    return fc.record({
      route: fc.constant(key),
      path: fc.tuple(...pieces).map((parts) => parts.join('/')),
      query: queryString([
        'maxPrice',
        'division',
        'q',
        'sort',
        'callbackURL',
        'disableCookieCache',
      ]),
      body: hasBody
        ? bodyFor(template)
        : fc.oneof(
            { weight: 5, arbitrary: fc.constant(noBody) },
            { weight: 1, arbitrary: bodyFor(undefined) },
          ),
      caller: fc.constantFrom<Caller>(
        'visitor',
        'customer',
        'admin',
        route.url.startsWith('/api/auth/') ? 'auth user' : 'customer',
        'garbage cookie',
        'tampered',
        'planted',
      ),
      origin: fc.oneof(
        { weight: 6, arbitrary: fc.constant(ORIGIN) },
        { weight: 2, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom(foreignOrigin, 'null', 'http://localhost') },
        { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map(headerSafe) },
      ),
      // Mostly the body's own content type; now and then any header value instead.
      contentType: sometimes(fc.string({ maxLength: 30 }).map(headerSafe), 12),
      idempotencyKey: sometimes(
        fc.oneof(nastyString.map(headerSafe), fc.constantFrom('k'.repeat(101), 'key-1')),
        3,
      ),
      cookieJunk: sometimes(
        fc.oneof(
          fc.string({ maxLength: 40 }).map(headerSafe),
          fc.constantFrom('a=b; a=c', '=;=;', 'better-auth.session_token=', 'x'.repeat(5000)),
        ),
        8,
      ),
    })
  })
}

function requestOf(c: Case): InjectOptions {
  const headers: Record<string, string> = {}
  const cookie = [cookieOf(c.caller), c.cookieJunk].filter(Boolean).join('; ')
  if (cookie) headers.cookie = cookie
  if (c.origin !== undefined) headers.origin = c.origin
  const contentType = c.contentType ?? c.body.contentType
  if (contentType !== undefined) headers['content-type'] = contentType
  if (c.idempotencyKey !== undefined) headers['idempotency-key'] = c.idempotencyKey
  return {
    method: c.route.split(' ')[0] as InjectOptions['method'],
    url: c.path + c.query,
    headers,
    payload: c.body.payload,
    // Its own address each time: rate limits per client must not hide the real answer.
    remoteAddress: randomIp(),
  }
}

/** No 5xx; every error is the envelope with a known code and a sentence. */
function problemWith(
  status: number,
  body: string,
  contentType: string | undefined,
): string | undefined {
  if (status >= 500) return `answered ${status}: ${body.slice(0, 500)}`
  if (status < 400) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return `error ${status} is not JSON (${contentType}): ${body.slice(0, 300)}`
  }
  const error = (parsed as { error?: { code?: unknown; message?: unknown } } | null)?.error
  if (!error || !errorCodes.includes(error.code as never)) {
    return `error ${status} lacks the envelope: ${body.slice(0, 300)}`
  }
  if (typeof error.message !== 'string' || error.message.length === 0) {
    return `error ${status} has no message: ${body.slice(0, 300)}`
  }
  return undefined
}

/**
 * Every API route of the table (the matrix test keeps it equal to the app's routes), but a taka
 * site's own (bKash's), which this dollar site's app does not have.
 */
const fuzzed: RegisteredRoute[] = routeAccess
  .filter(
    (rule) =>
      rule.url.startsWith('/api/') && !rule.url.startsWith('/api/docs/static/') && !rule.site,
  )
  .map(({ method, url }) => ({ method, url }))

describe('fuzzing every API route', () => {
  it('covers every route the app registers under /api', () => {
    const missed = routes.filter(
      (route) => !fuzzed.some((f) => f.method === route.method && f.url === route.url),
    )
    expect(missed).toEqual([])
  })

  // One property per route, each with its own seed derived from SEED.
  it.each(fuzzed.map((route, index) => [`${route.method} ${route.url}`, route, index] as const))(
    '%s',
    async (_name, route, index) => {
      const auth = route.url.startsWith('/api/auth/')
      await fc.assert(
        fc.asyncProperty(caseFor(route), async (c) => {
          cases++
          const response = await fx.t.app.inject(requestOf(c))
          const problem = problemWith(
            response.statusCode,
            response.body,
            response.headers['content-type'] as string | undefined,
          )
          if (problem) throw new Error(`${problem}\n  ${describeCase(c)}`)
        }),
        { seed: SEED + index, numRuns: auth ? RUNS * 3 : RUNS },
      )
    },
  )

  it('any method on any path: never a 5xx, errors in the envelope', async () => {
    const pathPart = fc.oneof(
      fc.constantFrom('api', 'auth', 'order', 'users', 'place', 'docs', '..', '%2e%2e', '%', ''),
      segment([fx.paid.order._id, fx.accounts.owner.email]),
    )
    const anyRequest = fc.record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
      // Mostly under /api (errors must be the envelope); elsewhere pages may answer HTML.
      root: fc.constantFrom('/api/', '/api/', '/api/', '/'),
      parts: fc.array(pathPart, { minLength: 1, maxLength: 5 }),
      query: queryString(['sort', 'q']),
      body: bodyFor({ any: 'thing' }),
      caller: fc.constantFrom<Caller>('visitor', 'customer', 'admin'),
    })
    await fc.assert(
      fc.asyncProperty(anyRequest, async ({ method, root, parts, query, body, caller }) => {
        cases++
        const cookie = cookieOf(caller)
        const withBody = method !== 'GET' && method !== 'HEAD'
        const url = `${root}${parts.join('/')}${query}`
        // inject resolves dot segments (%2e%2e too) like a browser: judge the path it sent.
        const sent = new URL(
          url.startsWith('//') ? `http://localhost${url}` : url,
          'http://localhost',
        )
        const api = /^\/api(\/|$)/.test(sent.pathname)
        const response = await fx.t.app.inject({
          method: method as InjectOptions['method'],
          url,
          headers: {
            origin: ORIGIN,
            ...(cookie ? { cookie } : {}),
            ...(withBody && body.contentType ? { 'content-type': body.contentType } : {}),
          },
          payload: withBody ? body.payload : undefined,
          remoteAddress: randomIp(),
        })
        const problem =
          method === 'HEAD' || !api
            ? response.statusCode >= 500
              ? `answered ${response.statusCode}`
              : undefined
            : problemWith(
                response.statusCode,
                response.body,
                response.headers['content-type'] as string | undefined,
              )
        if (problem) {
          throw new Error(
            `${problem}\n  ${method} ${root}${parts.join('/')}${query}\n  ${body.preview}`,
          )
        }
      }),
      { seed: SEED - 1, numRuns: RUNS * 4 },
    )
  })

  // After every test of the file, whatever their order (the suites run shuffled): the fuzzing
  // tests together sent at least 1000 requests.
  afterAll(() => {
    console.info(`fuzz: ${cases} requests over ${fuzzed.length} routes, seed ${SEED}`)
    expect(cases, `seed ${SEED}, ${RUNS} runs per route`).toBeGreaterThanOrEqual(1000)
  })
})
