/**
 * A departure's cancellation survives SIGKILL: the real server cancels a departure with many
 * paid bookings and is killed while it works through them; started again on the same data, its
 * lifecycle worker finishes the job. Every booking ends cancelled and refunded in full, and every
 * payment was refunded exactly once — at the provider (the sandbox's refunds, one per ledger
 * row) and in the ledger. Runs on the embedded database, or on PostgreSQL with DATABASE_URL.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Departure } from '#shared/contracts/departures.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { openDatabase } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { moneyMovements, orders, sandboxIntents, sandboxRefunds } from '#server/db/schema/index.ts'
import { createUser } from '#tests/factories/accounts.ts'
import { freePort } from '#tests/support/net.ts'
import {
  createTestDatabase,
  testDatabaseUrl,
  type TestDatabase,
} from '#tests/support/test-database.ts'
import { signUpCustomer, type Customer } from './support/booking-load.ts'
import { startServer, waitForHealth, type ServerProcess } from '#tests/support/server-process.ts'

const BOOKINGS = 120
const ADMIN = `crash-admin-${Date.now()}@example.com`
const PASSWORD = 'correct horse battery staple'

let database: TestDatabase | undefined
let dataDir: string
let port: number
let server: ServerProcess | undefined

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tours-cancel-crash-'))
  port = await freePort()
  if (testDatabaseUrl) database = await createTestDatabase({ seed: 'none' })
  // An admin account, made in the database before the server first starts on it.
  const db = await openTarget()
  try {
    await runMigrations(db)
    await createUser(db.db, { email: ADMIN, role: 'admin', password: PASSWORD })
  } finally {
    await db.close()
  }
}, 60_000)

function openTarget() {
  return openDatabase(
    database ? { kind: 'postgres', url: database.url! } : { kind: 'pglite', dataDir },
  )
}

afterAll(async () => {
  server?.child.kill('SIGKILL')
  await server?.exited
  await database?.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
}, 60_000)

async function start(): Promise<ServerProcess> {
  server = startServer({
    port,
    dataDir,
    databaseUrl: database?.url ?? '',
  })
  await waitForHealth(server)
  return server
}

function send(base: string, who: Customer, method: string, url: string, body?: unknown) {
  return fetch(`${base}${url}`, {
    method,
    headers: {
      cookie: who.cookie,
      origin: base,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

const engine = testDatabaseUrl ? 'postgres' : 'pglite'

describe(`a departure's cancellation under SIGKILL (${engine})`, () => {
  it('resumes after kill -9 and refunds every payment exactly once', async () => {
    let current = await start()
    const base = current.baseUrl
    const places = (await (await fetch(`${base}/api/places`)).json()) as { _id: string }[]
    const tourId = places[1]!._id
    const signedIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: ADMIN, password: PASSWORD }),
    })
    expect(signedIn.status, `${await signedIn.clone().text()}\n${current.output()}`).toBe(200)
    const admin: Customer = { name: 'Crash Admin', email: ADMIN, password: PASSWORD, cookie: '' }
    admin.cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .filter((c) => c.includes('session_token'))
      .join('; ')
    const customer = await signUpCustomer(base, 'Crash Traveller')

    // A date of its own: the demo's departures fall on dates that move with today.
    const taken = new Set(
      ((await (await fetch(`${base}/api/places/${tourId}/departures`)).json()) as Departure[]).map(
        (d) => d.date,
      ),
    )
    let date = addDays(dhakaToday(), 60)
    while (taken.has(date)) date = addDays(date, 1)
    const added = await send(base, admin, 'POST', `/api/places/${tourId}/departures`, {
      date,
      capacity: 1000,
    })
    expect(added.status, await added.clone().text()).toBe(201)
    const departureId: string = (await added.json())._id

    // Many paid bookings, paid by card through the sandbox.
    const orderIds: string[] = []
    for (let i = 0; i < BOOKINGS; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, BOOKINGS - i) }, async () => {
          const booked = await send(base, customer, 'POST', '/api/order', {
            tourId,
            departureId,
            travellers: 1,
            name: customer.name,
            email: customer.email,
            phone: '+880 1712-345678',
          })
          const order = (await booked.json()) as Order
          const intent = await send(base, customer, 'POST', '/api/payment', { orderId: order._id })
          const paid = await send(base, customer, 'POST', '/api/payment/sandbox/confirm', {
            clientSecret: (await intent.json()).clientSecret,
            cardNumber: '4242 4242 4242 4242',
            expiry: '12/34',
            cvc: '123',
          })
          expect(paid.status).toBe(200)
          return order._id
        }),
      )
      orderIds.push(...batch)
    }

    // Cancel, and kill the server while it works through the bookings.
    const cancelled = await send(base, admin, 'POST', `/api/departures/${departureId}/cancel`, {
      reason: 'Cyclone warning',
    })
    expect(cancelled.status).toBe(200)
    // Killed mid-job: on PostgreSQL once a few bookings are cancelled (watched from another
    // connection); the embedded database has one process, so there the moment it answers.
    if (database) {
      const watcher = await openTarget()
      const cancelledSoFar = async () =>
        (
          await watcher.db
            .select({ id: orders.id })
            .from(orders)
            .where(and(inArray(orders.id, orderIds), isNotNull(orders.cancelledAt)))
        ).length
      for (let i = 0; i < 2000 && (await cancelledSoFar()) < 5; i++) {
        await new Promise((resolve) => setTimeout(resolve, 2))
      }
      await watcher.close()
    }
    current.child.kill('SIGKILL')
    await current.exited
    const atKill = await openTarget()
    const cancelledAtKill = (
      await atKill.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(inArray(orders.id, orderIds), isNotNull(orders.cancelledAt)))
    ).length
    await atKill.close()
    expect(cancelledAtKill).toBeLessThan(BOOKINGS)
    console.log(`${engine}: ${cancelledAtKill} of ${BOOKINGS} bookings cancelled when killed`)

    // Started again: the worker finishes at start.
    current = await start()
    let progress = { finished: false, done: 0, total: 0 }
    for (let i = 0; i < 600 && !progress.finished; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      progress = await (
        await send(current.baseUrl, admin, 'GET', `/api/departures/${departureId}/cancellation`)
      ).json()
    }
    expect(progress).toMatchObject({ finished: true, total: BOOKINGS, done: BOOKINGS })
    const mine = (await (
      await send(current.baseUrl, customer, 'GET', `/api/order/${customer.email}`)
    ).json()) as Order[]
    const theirs = mine.filter((o) => orderIds.includes(o._id))
    expect(theirs).toHaveLength(BOOKINGS)
    for (const order of theirs) {
      expect(order).toMatchObject({ status: 'refunded', cancelledBy: 'departure' })
      expect(order.refundedAmount).toBe(order.paidAmount)
    }
    current.child.kill('SIGKILL')
    await current.exited
    server = undefined

    // Straight from the database: one succeeded refund per payment, at the provider and in
    // the ledger, each provider refund keyed by its ledger row.
    const db = await openTarget()
    try {
      const refunds = await db.db
        .select()
        .from(moneyMovements)
        .where(and(inArray(moneyMovements.orderId, orderIds), eq(moneyMovements.kind, 'refund')))
      expect(refunds).toHaveLength(BOOKINGS)
      expect(refunds.every((r) => r.status === 'succeeded')).toBe(true)
      const intents = await db.db
        .select({ id: sandboxIntents.id })
        .from(sandboxIntents)
        .where(inArray(sandboxIntents.orderId, orderIds))
      const atProvider = await db.db
        .select()
        .from(sandboxRefunds)
        .where(
          inArray(
            sandboxRefunds.intentId,
            intents.map((i) => i.id),
          ),
        )
      expect(atProvider).toHaveLength(BOOKINGS)
      expect(atProvider.map((r) => r.idempotencyKey).sort()).toEqual(
        refunds.map((r) => r.id).sort(),
      )
    } finally {
      await db.close()
    }
  }, 300_000)
})
