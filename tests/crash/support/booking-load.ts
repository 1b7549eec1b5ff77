/**
 * Customers and a concurrent booking load over real HTTP, keeping the books a durability test
 * needs: which idempotency keys were acknowledged (2xx with an order id) and which were sent but
 * never answered because the server died under them.
 */
import { randomUUID } from 'node:crypto'
import type { Order } from '#shared/contracts/orders.ts'

export interface Customer {
  name: string
  email: string
  password: string
  /** `cookie` header value carrying the session. */
  cookie: string
}

export interface Attempt {
  key: string
  customer: Customer
}

export interface Acknowledged extends Attempt {
  orderId: string
}

export interface LoadResult {
  acknowledged: Acknowledged[]
  /** Sent, but no complete 2xx answer came back (the server was killed under them). */
  unanswered: Attempt[]
  /** Requests still waiting for their answer when the kill was sent. */
  inFlightAtKill: number
  /** Anything but a 2xx before the kill: a failure of the server, not of the crash. */
  unexpected: string[]
  bookingsPerSecond: number
}

/** Signs a customer up through better-auth and keeps the session cookie. */
export async function signUpCustomer(baseUrl: string, name: string): Promise<Customer> {
  const customer = {
    name,
    email: `crash-${randomUUID().slice(0, 8)}@example.com`,
    password: 'correct horse battery',
  }
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(customer),
  })
  if (response.status !== 200) {
    throw new Error(`sign-up failed: ${response.status} ${await response.text()}`)
  }
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.includes('session_token'))
    .join('; ')
  return { ...customer, cookie }
}

/** POST /api/order with an idempotency key; network failures throw. */
export async function book(
  baseUrl: string,
  { key, customer }: Attempt,
  tourId: string,
): Promise<{ status: number; order?: Order; text: string }> {
  const response = await fetch(`${baseUrl}/api/order`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      cookie: customer.cookie,
      'idempotency-key': key,
    },
    body: JSON.stringify({
      tourId,
      name: customer.name,
      email: customer.email,
      phone: '+880 1712-345678',
    }),
  })
  const text = await response.text()
  const ok = response.status === 200 || response.status === 201
  return { status: response.status, order: ok ? (JSON.parse(text) as Order) : undefined, text }
}

/**
 * GET /api/order/:email: every order of the customer, as the server sees it now; undefined when
 * the server no longer knows the customer's session (401).
 */
export async function listOrders(
  baseUrl: string,
  customer: Customer,
): Promise<Order[] | undefined> {
  const response = await fetch(`${baseUrl}/api/order/${encodeURIComponent(customer.email)}`, {
    headers: { cookie: customer.cookie, origin: baseUrl },
  })
  if (response.status === 401) return undefined
  if (response.status !== 200) {
    throw new Error(`listing orders failed: ${response.status} ${await response.text()}`)
  }
  return (await response.json()) as Order[]
}

/**
 * Books from `concurrency` workers, round-robin over the customers, each attempt with a fresh
 * idempotency key, until `killAfter` bookings are acknowledged; then calls `kill` while the
 * other workers' requests are still in flight, and returns once every worker has seen its
 * request answered or fail.
 */
export async function runBookingLoad({
  baseUrl,
  customers,
  tourId,
  concurrency,
  killAfter,
  kill,
  keyPrefix,
}: {
  baseUrl: string
  customers: Customer[]
  tourId: string
  concurrency: number
  killAfter: number
  kill: () => void
  keyPrefix: string
}): Promise<LoadResult> {
  const acknowledged: Acknowledged[] = []
  const unanswered: Attempt[] = []
  const unexpected: string[] = []
  let killed = false
  let inFlight = 0
  let inFlightAtKill = 0
  let acknowledgedAtKill = 0
  let sent = 0
  const startedAt = performance.now()
  let killedAt = startedAt

  async function worker() {
    while (!killed) {
      const attempt: Attempt = {
        key: `${keyPrefix}-${sent}-${randomUUID()}`,
        customer: customers[sent % customers.length]!,
      }
      sent++
      inFlight++
      try {
        const { status, order, text } = await book(baseUrl, attempt, tourId)
        if (order) {
          acknowledged.push({ ...attempt, orderId: order._id })
        } else {
          unanswered.push(attempt)
          if (!killed) unexpected.push(`${status} ${text.slice(0, 200)}`)
        }
      } catch (error) {
        unanswered.push(attempt)
        if (!killed) {
          unexpected.push(`network error before the kill: ${String(error)}`)
          return
        }
      } finally {
        inFlight--
      }
      if (!killed && acknowledged.length >= killAfter) {
        killed = true
        killedAt = performance.now()
        inFlightAtKill = inFlight
        acknowledgedAtKill = acknowledged.length
        kill()
      }
    }
  }

  await Promise.all(Array.from({ length: concurrency }, () => worker()))
  if (!killed) kill()
  const seconds = (killedAt - startedAt) / 1000
  return {
    acknowledged,
    unanswered,
    inFlightAtKill,
    unexpected,
    bookingsPerSecond: seconds > 0 ? Math.round(acknowledgedAtKill / seconds) : 0,
  }
}
