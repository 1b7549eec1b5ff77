/**
 * Durability under SIGKILL: the real server process takes a concurrent booking load, is killed
 * with SIGKILL mid-load, and is started again on the same data — twice in a run. Every booking
 * that was answered 2xx must still be there, and every idempotency key must have produced
 * exactly one order, also when its request was cut off and is retried after the restart.
 * Runs on the embedded database (PGlite in DATA_DIR), or on PostgreSQL when DATABASE_URL is set.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '#tests/support/net.ts'
import {
  createTestDatabase,
  testDatabaseUrl,
  type TestDatabase,
} from '#tests/support/test-database.ts'
import {
  book,
  listOrders,
  runBookingLoad,
  signUpCustomer,
  type Attempt,
  type Customer,
} from './support/booking-load.ts'
import { startServer, waitForHealth, type ServerProcess } from '#tests/support/server-process.ts'

const ROUNDS = 2
const CUSTOMERS = 4
const CONCURRENCY = 24
/** Acknowledged bookings before each kill: a few hundred, at a different moment each round. */
const killAfter = () => 250 + Math.floor(Math.random() * 150)
/** Acknowledged keys retried after each restart: they must return their order, not a new one. */
const ACKNOWLEDGED_RETRIES = 40

let database: TestDatabase | undefined
let dataDir: string
let port: number
let server: ServerProcess | undefined

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tours-crash-'))
  port = await freePort()
  // PostgreSQL: a database of its own (created empty and migrated, dropped at the end).
  if (testDatabaseUrl) database = await createTestDatabase({ seed: 'none' })
}, 60_000)

afterAll(async () => {
  server?.child.kill('SIGKILL')
  await server?.exited
  await database?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
}, 60_000)

async function start(): Promise<ServerProcess> {
  server = startServer({ port, dataDir, databaseUrl: database?.url ?? '' })
  await waitForHealth(server)
  return server
}

const engine = testDatabaseUrl ? 'postgres' : 'pglite'

describe(`bookings under SIGKILL (${engine})`, () => {
  it('keeps every acknowledged booking exactly once across kill -9 and restart', async () => {
    const startedAt = performance.now()
    let current = await start()
    const places = (await (await fetch(`${current.baseUrl}/api/places`)).json()) as {
      _id: string
    }[]
    const tourId = places[0]!._id
    // Few customers (sign-up is rate limited per IP), many bookings each.
    const customers: Customer[] = []
    for (let i = 0; i < CUSTOMERS; i++) {
      customers.push(await signUpCustomer(current.baseUrl, `Crash Traveller ${i + 1}`))
    }

    /** The one order each key must have produced, once known (acknowledged or retried). */
    const orderOfKey = new Map<string, { customer: Customer; orderId: string }>()
    const lostIds = new Set<string>()
    const totals = { acknowledged: 0, duplicates: 0, unansweredButCommitted: 0 }
    const throughput: number[] = []
    const restartSeconds: string[] = []
    const summary = () =>
      `[crash ${engine}] ${throughput.length} SIGKILLs: acknowledged ${totals.acknowledged}, ` +
      `found after restart ${totals.acknowledged - lostIds.size}, lost ${lostIds.size}, ` +
      `duplicates ${totals.duplicates}, unanswered but committed ${totals.unansweredButCommitted}, ` +
      `bookings/s ${throughput.join('/')}, restarts ${restartSeconds.join('/')} s, ` +
      `${((performance.now() - startedAt) / 1000).toFixed(1)} s in all\n`

    try {
      for (let round = 1; round <= ROUNDS; round++) {
        const load = await runBookingLoad({
          baseUrl: current.baseUrl,
          customers,
          tourId,
          concurrency: CONCURRENCY,
          killAfter: killAfter(),
          kill: () => current.child.kill('SIGKILL'),
          keyPrefix: `r${round}`,
        })
        expect(load.unexpected).toEqual([])
        expect(await current.exited).toBe('SIGKILL')
        // Killed mid-load: requests were on the wire when it died.
        expect(load.inFlightAtKill).toBeGreaterThan(0)
        throughput.push(load.bookingsPerSecond)
        for (const { key, customer, orderId } of load.acknowledged) {
          orderOfKey.set(key, { customer, orderId })
        }
        totals.acknowledged += load.acknowledged.length
        if (engine === 'pglite') {
          // The dead server's lock is still there; the next start must take it over.
          expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true)
        }

        const restartAt = performance.now()
        current = await start()
        restartSeconds.push(((performance.now() - restartAt) / 1000).toFixed(1))

        // 1. Every acknowledged order (of every round so far) is there.
        // So is every session: the sign-ups were acknowledged before the first kill.
        const found = new Set<string>()
        const lostSessions: string[] = []
        for (const customer of customers) {
          const listed = await listOrders(current.baseUrl, customer)
          if (!listed) lostSessions.push(customer.email)
          for (const order of listed ?? []) found.add(order._id)
        }
        for (const { orderId } of orderOfKey.values()) {
          if (!found.has(orderId)) lostIds.add(orderId)
        }
        expect(lostSessions, 'sessions unknown after the restart').toEqual([])
        expect([...lostIds], 'acknowledged orders missing after the restart').toEqual([])

        // 2. A request cut off by the kill, retried with its key, lands once: the order it made
        // before the kill (200), or a new one (201) — and the same one when retried again.
        const problems: string[] = []
        await Promise.all(
          load.unanswered.map(async (attempt) => {
            const first = await book(current.baseUrl, attempt, tourId)
            if (!first.order) {
              problems.push(`retry of cut-off ${attempt.key}: ${first.status} ${first.text}`)
              return
            }
            if (first.status === 200) totals.unansweredButCommitted++
            orderOfKey.set(attempt.key, { customer: attempt.customer, orderId: first.order._id })
            const again = await book(current.baseUrl, attempt, tourId)
            if (again.status !== 200 || again.order?._id !== first.order._id) {
              problems.push(`second retry of cut-off ${attempt.key}: ${again.status}, new order`)
            }
          }),
        )

        // 3. An acknowledged key retried after the restart returns its order, not a new one.
        await Promise.all(
          load.acknowledged
            .slice(0, ACKNOWLEDGED_RETRIES)
            .map(async ({ key, customer, orderId }) => {
              const retry = await book(current.baseUrl, { key, customer } satisfies Attempt, tourId)
              if (retry.status !== 200 || retry.order?._id !== orderId) {
                problems.push(`retry of acknowledged ${key}: ${retry.status}, not its order`)
              }
            }),
        )

        // 4. Each customer has exactly one order per key sent, and nothing else.
        for (const customer of customers) {
          const listed = (await listOrders(current.baseUrl, customer))!.map((order) => order._id)
          const expected = new Set(
            [...orderOfKey.values()]
              .filter((entry) => entry.customer === customer)
              .map((entry) => entry.orderId),
          )
          const extra = listed.filter((id) => !expected.has(id)).length
          const repeated = listed.length - new Set(listed).size
          const missing = [...expected].filter((id) => !listed.includes(id)).length
          totals.duplicates += extra + repeated
          if (extra + repeated + missing > 0) {
            problems.push(
              `${customer.email}: ${extra + repeated} orders too many, ${missing} missing`,
            )
          }
        }
        expect(problems.slice(0, 10), `${problems.length} problems after restart ${round}`).toEqual(
          [],
        )
      }

      // The restarted server works normally: a new booking, then a clean shutdown.
      const fresh = await book(
        current.baseUrl,
        { key: 'after-the-crashes', customer: customers[0]! },
        tourId,
      )
      expect(fresh.status).toBe(201)
      current.child.kill('SIGTERM')
      expect(await current.exited, current.output()).toBe(0)
      server = undefined
    } finally {
      process.stdout.write(summary())
    }
    expect(lostIds.size).toBe(0)
    expect(totals.duplicates).toBe(0)
  })
})
