/**
 * A visitor of the clustered site over real HTTP: its own client address (sent as
 * X-Forwarded-For, which nginx extends and the instances trust from loopback, so each visitor
 * has its own rate-limit keys as real clients would), its session cookie, and for every answer
 * the instance that gave it (nginx's X-Upstream).
 */
import { randomUUID } from 'node:crypto'
import type { Order } from '#shared/contracts/orders.ts'

export interface Visitor {
  name: string
  email: string
  password: string
  ip: string
  /** `cookie` header value carrying the session, once signed in. */
  cookie?: string
}

export interface Answer {
  status: number
  /** `127.0.0.1:port` of the instance that answered (the last one nginx tried). */
  upstream: string
  text: string
  headers: Headers
}

export function newVisitor(ip: string, email?: string): Visitor {
  return {
    name: 'Cluster Traveller',
    email: email ?? `cluster-${randomUUID().slice(0, 8)}@example.com`,
    password: 'correct horse battery',
    ip,
  }
}

export async function call(
  baseUrl: string,
  pathname: string,
  {
    method = 'GET',
    body,
    visitor,
    origin,
    headers = {},
  }: {
    method?: string
    body?: unknown
    visitor?: Visitor
    /** The site's public URL: sent as Origin on writes, as a browser would. */
    origin?: string
    headers?: Record<string, string>
  } = {},
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(origin ? { origin } : {}),
      ...(visitor ? { 'x-forwarded-for': visitor.ip } : {}),
      ...(visitor?.cookie ? { cookie: visitor.cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  // "a, b" when nginx moved on from a failed instance: the last one answered.
  const upstream = (response.headers.get('x-upstream') ?? new URL(baseUrl).host)
    .split(',')
    .pop()!
    .trim()
  return { status: response.status, upstream, text, headers: response.headers }
}

export function sessionCookie(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.includes('session_token'))
    .join('; ')
}

/** Signs the visitor up (better-auth signs them in too) and keeps the session cookie. */
export async function signUp(baseUrl: string, origin: string, visitor: Visitor): Promise<Answer> {
  const answer = await call(baseUrl, '/api/auth/sign-up/email', {
    method: 'POST',
    origin,
    visitor: { ...visitor, cookie: undefined },
    body: { name: visitor.name, email: visitor.email, password: visitor.password },
  })
  if (answer.status !== 200) throw new Error(`sign-up failed: ${answer.status} ${answer.text}`)
  visitor.cookie = sessionCookie(answer.headers)
  return answer
}

export function signIn(
  baseUrl: string,
  origin: string,
  visitor: Visitor,
  password = visitor.password,
): Promise<Answer> {
  return call(baseUrl, '/api/auth/sign-in/email', {
    method: 'POST',
    origin,
    visitor: { ...visitor, cookie: undefined },
    body: { email: visitor.email, password },
  })
}

export interface Booking {
  status: number
  upstream: string
  order?: Order
  /** Set when no HTTP answer came back at all. */
  networkError?: string
  /** 503s answered first (no database connection free in time), each retried after its wait. */
  unavailable: number
}

/** Tries after a 503 before its answer is the 503. */
const RETRIES_AFTER_503 = 3

/**
 * POST /api/order with an Idempotency-Key, as a well-behaved client: a 503 (the instance had
 * no free database connection in time) is tried again with the same key after its
 * Retry-After, a few times. A network failure is an answer too.
 */
export async function book(
  baseUrl: string,
  origin: string,
  visitor: Visitor,
  key: string,
  tourId: string,
): Promise<Booking> {
  for (let unavailable = 0; ; unavailable++) {
    const answer = await bookOnce(baseUrl, origin, visitor, key, tourId)
    if (answer.status !== 503 || unavailable === RETRIES_AFTER_503) {
      return { ...answer, unavailable }
    }
    const seconds = Number(answer.retryAfter ?? 1)
    await new Promise((resolve) => setTimeout(resolve, Math.min(seconds, 10) * 1000))
  }
}

async function bookOnce(
  baseUrl: string,
  origin: string,
  visitor: Visitor,
  key: string,
  tourId: string,
): Promise<Omit<Booking, 'unavailable'> & { retryAfter?: string | null }> {
  try {
    const answer = await call(baseUrl, '/api/order', {
      method: 'POST',
      origin,
      visitor,
      headers: { 'idempotency-key': key },
      body: { tourId, name: visitor.name, email: visitor.email, phone: '+880 1712-345678' },
    })
    const ok = answer.status === 200 || answer.status === 201
    return {
      status: answer.status,
      upstream: answer.upstream,
      order: ok ? (JSON.parse(answer.text) as Order) : undefined,
      retryAfter: answer.headers.get('retry-after'),
    }
  } catch (error) {
    // fetch's TypeError says only "fetch failed"; the socket's error is its cause.
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    return { status: 0, upstream: '', networkError: cause?.code ?? cause?.message ?? String(error) }
  }
}
