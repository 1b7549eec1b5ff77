/**
 * Issue 29's restart experiments on a PostgreSQL of the test's own, with the production build:
 *
 * - 20 restarts (`pg_ctl stop -m fast`, start) and one crash (`-m immediate`) of PostgreSQL under
 *   a steady light load of bookings (each with an Idempotency-Key) and public reads: the server
 *   never exits, answers every request (a 503 with Retry-After while the database is away, never
 *   a 500), keeps liveness at 200 throughout and readiness at 503 while down; every booking
 *   answered 2xx is stored once, and every key answered 503, retried, makes one order.
 * - The server started before its database waits for it, then migrates, seeds and serves.
 */
import { describe, expect, it } from 'vitest'
import { waitForHealth } from '#tests/support/server-process.ts'
import {
  book,
  call,
  contractBreaches,
  getJson,
  listOrders,
  signUp,
  sleep,
  tally,
  until,
  type Answer,
  type Booking,
  type Customer,
} from './support/http.ts'
import { usePostgresCluster, type StopMode } from './support/postgres-cluster.ts'
import { startSite } from './support/site.ts'

const RESTARTS = 20
const BOOKERS = 4
const READERS = 2
const RETRY_LANES = 8
/** Bookings acknowledged between two restarts, at least: the load really runs in between. */
const BOOKINGS_BETWEEN = 5
/** How long PostgreSQL stays down each time. */
const DOWN_MS = 400

const cluster = usePostgresCluster()

interface Sent {
  key: string
  customer: Customer
  answer: Booking
}

describe('PostgreSQL restarted under the running server', () => {
  it(`${RESTARTS} restarts and a crash under load: no exit, no 500, every acknowledged booking stored once`, async () => {
    const startedAt = performance.now()
    const site = await startSite(await cluster().createDatabase('restarts'))
    await waitForHealth(site)
    const base = site.baseUrl
    const customers: Customer[] = []
    for (let i = 0; i < BOOKERS; i++) customers.push(await signUp(base, `10.29.1.${i + 1}`))
    const tourId = (await getJson<{ _id: string }[]>(base, '/api/places'))[0]!._id

    const sent: Sent[] = []
    const reads: Answer[] = []
    const live: Answer[] = []
    /** /api/health asked while PostgreSQL was stopped. */
    const readyWhileDown: Answer[] = []
    /** From each start of PostgreSQL to /api/health's next 200. */
    const recoveryMs: number[] = []
    let acknowledged = 0
    let loading = true

    async function booker(customer: Customer, n: number) {
      for (let i = 0; loading; i++) {
        const key = `restarts-${n}-${i}`
        const answer = await book(base, customer, key, { tourId })
        sent.push({ key, customer, answer })
        if (answer.order) acknowledged++
        // A light load: a customer at a time per booker, a breath between, longer after a 503
        // (a client honouring Retry-After, shortened: the outages here last a second).
        await sleep(answer.status === 503 ? 250 : 30)
      }
    }
    async function reader(n: number) {
      const paths = [
        '/api/places',
        `/api/places/${tourId}`,
        `/api/places/${tourId}/departures`,
        '/api/divisions',
        '/api/review',
      ]
      for (let i = n; loading; i++) {
        const answer = await call(base, paths[i % paths.length]!)
        reads.push(answer)
        await sleep(answer.status === 503 ? 250 : 50)
      }
    }
    async function liveness() {
      while (loading) {
        live.push(await call(base, '/api/health/live'))
        await sleep(100)
      }
    }

    const loadAt = performance.now()
    const load = Promise.all([
      ...customers.map((customer, n) => booker(customer, n)),
      ...Array.from({ length: READERS }, (_, n) => reader(n)),
      liveness(),
    ])
    const modes: StopMode[] = [...Array<StopMode>(RESTARTS).fill('fast'), 'immediate']
    try {
      for (const mode of modes) {
        const before = acknowledged
        await until(
          async () => acknowledged >= before + BOOKINGS_BETWEEN,
          15_000,
          'bookings acknowledged between restarts',
          20,
        )
        await cluster().stop(mode)
        const downUntil = Date.now() + DOWN_MS
        while (Date.now() < downUntil) {
          readyWhileDown.push(await call(base, '/api/health'))
          await sleep(100)
        }
        await cluster().start()
        const upAt = performance.now()
        await until(
          async () => (await call(base, '/api/health')).status === 200,
          20_000,
          `/api/health 200 after a ${mode} restart`,
          50,
        )
        recoveryMs.push(Math.round(performance.now() - upAt))
        expect(site.exitCode(), site.output()).toBeUndefined()
      }
      // The load goes on a moment on the database it got back.
      const before = acknowledged
      await until(async () => acknowledged >= before + BOOKINGS_BETWEEN, 15_000, 'bookings after')
    } finally {
      loading = false
      await load
    }

    const loadSeconds = (performance.now() - loadAt) / 1000
    const checksAt = performance.now()
    // The keys answered otherwise are retried (as the web app does after a 503), eight at a
    // time: the retry answers the order its request made before its 503 (200) or makes it
    // (201). Every tenth is retried once more: the same order again. (The listing below counts
    // one order per key for all of them.)
    const problems: string[] = []
    const orderOfKey = new Map<string, { customer: Customer; orderId: string }>()
    for (const { key, customer, answer } of sent) {
      if (answer.order) orderOfKey.set(key, { customer, orderId: answer.order._id })
    }
    let committedBefore503 = 0
    const unacknowledged = sent.filter(({ answer }) => !answer.order)
    const queue = unacknowledged.map((attempt, i) => ({ ...attempt, twice: i % 10 === 0 }))
    await Promise.all(
      Array.from({ length: RETRY_LANES }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { key, customer, twice } = next
          const first = await book(base, customer, key, { tourId })
          if (!first.order) {
            problems.push(`retry of ${key}: ${first.status} ${first.text.slice(0, 200)}`)
            continue
          }
          if (first.status === 200) committedBefore503++
          orderOfKey.set(key, { customer, orderId: first.order._id })
          if (!twice) continue
          const again = await book(base, customer, key, { tourId })
          if (again.status !== 200 || again.order?._id !== first.order._id) {
            problems.push(`second retry of ${key}: ${again.status}, not the same order`)
          }
        }
      }),
    )
    // Every customer has exactly the orders of their keys: each acknowledged one, once.
    let stored = 0
    let doubled = 0
    let missing = 0
    let acknowledgedMissing = 0
    for (const customer of customers) {
      const ids = (await listOrders(base, customer)).map((order) => order._id)
      const expected = new Set(
        [...orderOfKey.values()].filter((e) => e.customer === customer).map((e) => e.orderId),
      )
      stored += ids.length
      doubled += ids.length - new Set(ids).size + ids.filter((id) => !expected.has(id)).length
      missing += [...expected].filter((id) => !ids.includes(id)).length
      acknowledgedMissing += sent.filter(
        ({ customer: c, answer }) =>
          c === customer && answer.order && !ids.includes(answer.order._id),
      ).length
    }
    if (doubled + missing > 0) problems.push(`${doubled} orders too many, ${missing} missing`)

    const answers = sent.map((s) => s.answer)
    const bookingBreaches = contractBreaches(answers, [200, 201])
    const readBreaches = contractBreaches(reads, [200, 304])
    const serverErrors = [...answers, ...reads].filter((a) => a.status >= 500 && a.status !== 503)
    const notLive = live.filter((a) => a.status !== 200)
    const readyNot503 = readyWhileDown.filter((a) => a.status !== 503 || a.retryAfter === null)
    console.log(
      `[faults] ${RESTARTS} PostgreSQL restarts (-m fast) and 1 crash (-m immediate) under ` +
        `load: crashes ${site.exitCode() === undefined ? 0 : 1}; bookings ${sent.length} ` +
        `(${tally(answers)}): acknowledged ${acknowledged}, of them not stored ` +
        `${acknowledgedMissing}; 503'd keys retried ${unacknowledged.length} (had committed ` +
        `before their 503: ${committedBefore503}); orders stored ${stored} for ` +
        `${orderOfKey.size} keys, doubled ${doubled}, missing ${missing}; reads ${reads.length} ` +
        `(${tally(reads)}); 5xx other than 503: ${serverErrors.length}; /api/health/live ` +
        `${tally(live)}; /api/health while down ${tally(readyWhileDown)}, 200 again ` +
        `${Math.min(...recoveryMs)}–${Math.max(...recoveryMs)} ms after each start; load and ` +
        `restarts ${loadSeconds.toFixed(1)} s, retries and checks ` +
        `${((performance.now() - checksAt) / 1000).toFixed(1)} s, ` +
        `${((performance.now() - startedAt) / 1000).toFixed(1)} s in all`,
    )
    expect(site.exitCode(), site.output()).toBeUndefined()
    expect(serverErrors.map((a) => `${a.status} ${a.text.slice(0, 300)}`)).toEqual([])
    expect(bookingBreaches.map((a) => `${a.status} ${a.networkError ?? a.text}`)).toEqual([])
    expect(readBreaches.map((a) => `${a.status} ${a.networkError ?? a.text}`)).toEqual([])
    expect(notLive.map((a) => a.status)).toEqual([])
    expect(readyNot503.map((a) => `${a.status} retry-after ${a.retryAfter}`)).toEqual([])
    expect(acknowledgedMissing).toBe(0)
    expect(problems.slice(0, 10), `${problems.length} problems`).toEqual([])
    expect(stored).toBe(orderOfKey.size)
    // The load did meet the outages: some requests found the database away.
    expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(0)

    site.child.kill('SIGTERM')
    expect(await site.exited, site.output()).toBe(0)
  })

  it('a server started before its database waits for it, then serves', async () => {
    const databaseUrl = await cluster().createDatabase('late')
    await cluster().stop('fast')
    const site = await startSite(databaseUrl)
    await until(
      async () => /The database is not answering/.test(site.output()),
      15_000,
      'the server says it waits for its database',
    )
    await sleep(4000)
    const waitedWhileDown = site.exitCode() === undefined
    await cluster().start()
    const upAt = performance.now()
    await waitForHealth(site, 30_000)
    const healthyAfterMs = Math.round(performance.now() - upAt)
    // Migrated and seeded once its database came: a customer books.
    const customer = await signUp(site.baseUrl, '10.29.2.1')
    const tourId = (await getJson<{ _id: string }[]>(site.baseUrl, '/api/places'))[0]!._id
    const booking = await book(site.baseUrl, customer, 'late-1', { tourId })
    const tries = site.output().match(/The database is not answering/g)?.length ?? 0
    console.log(
      `[faults] server started before its database: still running after ${tries} tries ` +
        `(${waitedWhileDown ? 'no exit' : `exited ${site.exitCode()}`}); healthy ` +
        `${(healthyAfterMs / 1000).toFixed(1)} s after PostgreSQL started; first booking ` +
        `${booking.status}`,
    )
    expect(waitedWhileDown, site.output()).toBe(true)
    expect(booking.status).toBe(201)
    site.child.kill('SIGTERM')
    expect(await site.exited, site.output()).toBe(0)
  })
})
