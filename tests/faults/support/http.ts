/**
 * The fault experiments' customers over real HTTP. Every call answers what came back — its
 * status, its Retry-After, or that no answer came at all — and never throws, because counting
 * the answers is what the experiments do. Each customer has a client address of its own (sent
 * as X-Forwarded-For to a server that trusts loopback), so signing up dozens of them stays
 * under the per-address sign-up limit as real visitors would.
 */
import { randomUUID } from 'node:crypto'
import type { Order } from '#shared/contracts/orders.ts'

export interface Customer {
  name: string
  email: string
  ip: string
  /** `cookie` header value carrying the session. */
  cookie: string
}

export interface Answer {
  /** 0 when no HTTP answer came back (refused, reset, cut off). */
  status: number
  retryAfter: string | null
  text: string
  networkError?: string
}

export async function call(
  baseUrl: string,
  pathname: string,
  {
    method = 'GET',
    body,
    customer,
    headers = {},
  }: {
    method?: string
    body?: unknown
    customer?: Pick<Customer, 'ip' | 'cookie'>
    headers?: Record<string, string>
  } = {},
): Promise<Answer> {
  try {
    const response = await fetch(`${baseUrl}${pathname}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        // Writes come from the site's own pages, as a browser's would.
        ...(method === 'GET' ? {} : { origin: baseUrl }),
        ...(customer ? { 'x-forwarded-for': customer.ip } : {}),
        ...(customer?.cookie ? { cookie: customer.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      text: await response.text(),
    }
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause
    return { status: 0, retryAfter: null, text: '', networkError: cause?.code ?? String(error) }
  }
}

/** Retries a 503 (the database busy or away) a few times, as a client honouring it would. */
async function patiently(attempt: () => Promise<Answer>, tries = 20): Promise<Answer> {
  let answer = await attempt()
  for (let i = 1; i < tries && answer.status === 503; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    answer = await attempt()
  }
  return answer
}

/** Signs a customer up through better-auth (which signs them in) and keeps the session. */
export async function signUp(
  baseUrl: string,
  ip: string,
  name = 'Fault Traveller',
): Promise<Customer> {
  const email = `faults-${randomUUID().slice(0, 8)}@example.com`
  let cookie = ''
  const answer = await patiently(async () => {
    const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': ip },
      body: JSON.stringify({ name, email, password: 'correct horse battery' }),
    })
    cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .filter((c) => c.includes('session_token'))
      .join('; ')
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      text: await response.text(),
    }
  })
  if (answer.status !== 200 || !cookie) {
    throw new Error(`sign-up failed: ${answer.status} ${answer.text}`)
  }
  return { name, email, ip, cookie }
}

export interface Booking extends Answer {
  /** The order, when the answer was 200 (the key's order already) or 201 (new). */
  order?: Order
}

/** POST /api/order with an Idempotency-Key: one seat, on a departure or "to be arranged". */
export async function book(
  baseUrl: string,
  customer: Customer,
  key: string,
  { tourId, departureId }: { tourId: string; departureId?: string },
): Promise<Booking> {
  const answer = await call(baseUrl, '/api/order', {
    method: 'POST',
    customer,
    headers: { 'idempotency-key': key },
    body: {
      tourId,
      departureId,
      travellers: 1,
      name: customer.name,
      email: customer.email,
      phone: '+880 1712-345678',
    },
  })
  const acknowledged = answer.status === 200 || answer.status === 201
  return { ...answer, order: acknowledged ? (JSON.parse(answer.text) as Order) : undefined }
}

/** Every order of the customer as the server sees it now (a 503 is retried). */
export async function listOrders(baseUrl: string, customer: Customer): Promise<Order[]> {
  const answer = await patiently(() =>
    call(baseUrl, `/api/order/${encodeURIComponent(customer.email)}`, { customer }),
  )
  if (answer.status !== 200) {
    throw new Error(`listing ${customer.email}'s orders: ${answer.status} ${answer.text}`)
  }
  return JSON.parse(answer.text) as Order[]
}

/** GET as JSON (a 503 is retried); fails on anything but 200. */
export async function getJson<T>(baseUrl: string, pathname: string): Promise<T> {
  const answer = await patiently(() => call(baseUrl, pathname))
  if (answer.status !== 200) throw new Error(`GET ${pathname}: ${answer.status} ${answer.text}`)
  return JSON.parse(answer.text) as T
}

/** "201 ×120, 503 ×14, no answer (ECONNRESET) ×1": what a set of answers was. */
export function tally(answers: Answer[]): string {
  const kinds = new Map<string, number>()
  for (const answer of answers) {
    const kind = answer.status ? String(answer.status) : `no answer (${answer.networkError})`
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
  }
  return (
    [...kinds]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, n]) => `${kind} ×${n}`)
      .join(', ') || 'none'
  )
}

/**
 * The answers that break the contract of issue 29: a 5xx other than a 503, a 503 without
 * Retry-After, or no answer at all. `allowed` are the other statuses that may come back.
 */
export function contractBreaches(answers: Answer[], allowed: number[]): Answer[] {
  return answers.filter(
    (answer) =>
      !(answer.status === 503 ? answer.retryAfter !== null : allowed.includes(answer.status)),
  )
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `check` every `everyMs` until it holds; fails after `timeoutMs`. */
export async function until(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
  everyMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${what}`)
    await sleep(everyMs)
  }
}
