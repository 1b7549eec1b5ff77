/**
 * The departures cache (caches/departures-cache.ts) keeps the live seats exact: a booking, a
 * cancellation and an admin's edit of a date show in the very next read on the instance that
 * made them; a second instance on the same database sees them once the database's notification
 * arrives, as it does a change made straight in SQL; the front cache's copy goes stale with
 * them; a flood of distinct dates stays within the cache's bounds. On PGlite, or PostgreSQL with
 * DATABASE_URL.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Departure } from '#shared/contracts/departures.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { DEPARTURES_CACHE_BOUNDS } from '#server/caches/departures-cache.ts'
import { departures } from '#server/db/schema/index.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createAccount, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
let first: TestApp
let second: TestApp
let admin: TestAccount
let alice: TestAccount
let tourId: string

beforeAll(async () => {
  first = await createTestApp({ config: { adminEmails: [ADMIN_EMAIL] } })
  // A second instance on the same database, as behind a load balancer.
  second = await createTestApp({
    database: first.database,
    config: { adminEmails: [ADMIN_EMAIL] },
  })
  const division = await createDivision(first.database.db)
  tourId = (await createPlace(first.database.db, { divisionId: division.id, price: 120 })).id
  ;[admin, alice] = await Promise.all([
    createAccount(first, { email: ADMIN_EMAIL, name: 'Admin' }),
    createAccount(first, { name: 'Alice' }),
  ])
})
afterAll(async () => {
  await second?.close()
  await first?.close()
})

const listUrl = (id = tourId) => `/api/places/${id}/departures`

async function listOn(t: TestApp, url = listUrl()): Promise<Departure[]> {
  const response = await t.app.inject(url)
  expect(response.statusCode, url).toBe(200)
  return response.json()
}

const seatsLeftOn = async (t: TestApp, departureId: string) =>
  (await listOn(t)).find((d) => d._id === departureId)?.seatsLeft

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, withinMs = 2000) {
  const deadline = Date.now() + withinMs
  let value = await read()
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20))
    value = await read()
  }
  return value
}

/**
 * A date inserted straight in the database (no request of either instance): both see it once
 * the notification arrives, at once on PGlite, a moment later on PostgreSQL.
 */
async function createDate(capacity: number) {
  const date = await createDeparture(first.database.db, { tourId, capacity })
  for (const t of [first, second]) {
    await eventually(
      () => seatsLeftOn(t, date.id),
      (left) => left === capacity,
    )
  }
  return date
}

function book(who: TestAccount, departureId: string, travellers: number) {
  return first.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { cookie: who.cookie },
    payload: {
      tourId,
      departureId,
      travellers,
      name: who.name,
      email: who.email,
      phone: '+880 1712-345678',
    },
  })
}

describe('the live departures read, cached', () => {
  it('answers from the cache with an ETag, and 304 to a client that has it', async () => {
    const date = await createDate(10)
    const response = await first.app.inject(listUrl())
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-cache')
    const etag = response.headers.etag as string
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    expect(first.app.departuresCache.size).toBeGreaterThan(0)
    const again = await first.app.inject({ url: listUrl(), headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    // The answer is the one before the cache, byte for byte: the schema's order of fields.
    const listed = response.json<Departure[]>().find((d) => d._id === date.id)
    expect(Object.keys(listed!)).toEqual([
      '_id',
      'date',
      'capacity',
      'seatsLeft',
      'price',
      'status',
      'startTime',
    ])
    expect(response.body).toBe(JSON.stringify(response.json()))
  })

  it('shows a booking, its cancellation and an admin edit in the very next read', async () => {
    const date = await createDate(10)
    expect(await seatsLeftOn(first, date.id)).toBe(10)
    expect(await seatsLeftOn(second, date.id)).toBe(10)

    const booked = await book(alice, date.id, 3)
    expect(booked.statusCode).toBe(201)
    expect(await seatsLeftOn(first, date.id)).toBe(7)

    const order = booked.json<Order>()
    const cancelled = await first.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/cancel`,
      headers: { cookie: alice.cookie },
      payload: {},
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await seatsLeftOn(first, date.id)).toBe(10)

    const edited = await first.app.inject({
      method: 'PATCH',
      url: `/api/departures/${date.id}`,
      headers: { cookie: admin.cookie },
      payload: { capacity: 4, price: 99 },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    const [shown] = (await listOn(first)).filter((d) => d._id === date.id)
    expect(shown).toMatchObject({ capacity: 4, seatsLeft: 4, price: 99, status: 'few' })

    const closed = await first.app.inject({
      method: 'PATCH',
      url: `/api/departures/${date.id}`,
      headers: { cookie: admin.cookie },
      payload: { state: 'closed' },
    })
    expect(closed.statusCode, closed.body).toBe(200)
    expect((await listOn(first)).find((d) => d._id === date.id)?.status).toBe('closed')

    // The second instance made none of these: the database's notification tells it.
    const seen = await eventually(
      () => listOn(second),
      (list) => list.find((d) => d._id === date.id)?.status === 'closed',
    )
    expect(seen.find((d) => d._id === date.id)).toMatchObject({ capacity: 4, price: 99 })
  })

  it('shows a change made straight in the database, and a new price of the tour', async () => {
    const date = await createDate(12)
    expect(await seatsLeftOn(first, date.id)).toBe(12)
    expect(await seatsLeftOn(second, date.id)).toBe(12)
    await first.database.db
      .update(departures)
      .set({ capacity: 11 })
      .where(eq(departures.id, date.id))
    for (const t of [first, second]) {
      const list = await eventually(
        () => listOn(t),
        (l) => l.find((d) => d._id === date.id)?.capacity === 11,
      )
      expect(list.find((d) => d._id === date.id)?.seatsLeft).toBe(11)
    }
    // Dates without their own price show the tour's (a catalogue change).
    await first.database.db.execute(sql`update places set price_cents = 13000 where id = ${tourId}`)
    for (const t of [first, second]) {
      const list = await eventually(
        () => listOn(t),
        (l) => l.find((d) => d._id === date.id)?.price === 130,
      )
      expect(list.find((d) => d._id === date.id)?.price).toBe(130)
    }
  })

  it("is emptied right after the catalogue cache it reads a tour's price from, and off with it", async () => {
    // The order the two caches hear of a catalogue change must not matter: on PostgreSQL each
    // listens on its own connection. A departures answer made after the departures cache is
    // emptied but before the catalogue cache is would show the old price; so the departures
    // cache follows the catalogue cache instead of the notification.
    const date = await createDate(8)
    const cache = first.app.departuresCache
    await listOn(first)
    expect(cache.size).toBeGreaterThan(0)
    const before = cache.stamp
    first.app.catalogCache.invalidate()
    expect(cache.size).toBe(0)
    expect(cache.stamp).not.toBe(before)
    // Off while the catalogue cache is off (its listener lost), on again with it.
    first.app.catalogCache.setEnabled(false)
    expect(cache.stamp).toBe(undefined)
    expect(await seatsLeftOn(first, date.id)).toBe(8)
    expect(cache.size).toBe(0)
    first.app.catalogCache.setEnabled(true)
    expect(cache.stamp).not.toBe(undefined)
    await listOn(first)
    expect(cache.size).toBeGreaterThan(0)
  })

  it('lets the front cache answer it, until a booking makes its copy stale', async () => {
    await first.app.listen({ port: 0, host: '127.0.0.1' })
    const address = first.app.server.address()
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    const date = await createDate(9)
    const read = async () => {
      const before = first.app.frontCache.served
      const list = (await (await fetch(`${base}${listUrl()}`)).json()) as Departure[]
      return { list, front: first.app.frontCache.served - before }
    }
    expect((await read()).front).toBe(0)
    const kept = await read()
    expect(kept.front).toBe(1)
    expect(kept.list.find((d) => d._id === date.id)?.seatsLeft).toBe(9)

    expect((await book(alice, date.id, 2)).statusCode).toBe(201)
    const after = await read()
    expect(after.front).toBe(0)
    expect(after.list.find((d) => d._id === date.id)?.seatsLeft).toBe(7)
  })

  it('stays within its bounds under a flood of distinct dates, and keeps no unknown tour', async () => {
    // A tour with a date every day for 500 days: each `after` is a distinct full answer.
    const division = await createDivision(first.database.db)
    const big = (await createPlace(first.database.db, { divisionId: division.id })).id
    const start = addDays(dhakaToday(), 1)
    await first.database.db.insert(departures).values(
      Array.from({ length: 500 }, (_, i) => ({
        tourId: big,
        date: addDays(start, i),
        capacity: 20,
      })),
    )
    const cache = first.app.departuresCache
    let largest = 0
    for (let i = 0; i < 400; i++) {
      const response = await first.app.inject(
        `${listUrl(big)}?limit=100&after=${addDays(start, i)}`,
      )
      expect(response.statusCode).toBe(200)
      largest = Math.max(largest, response.body.length)
      expect(cache.bytes).toBeLessThanOrEqual(DEPARTURES_CACHE_BOUNDS.maxBytes)
      expect(cache.size).toBeLessThanOrEqual(DEPARTURES_CACHE_BOUNDS.maxEntries)
    }
    // The flood did reach the byte bound (answers of ~100 dates), so the bound was what held.
    expect(largest * 4 * 400).toBeGreaterThan(DEPARTURES_CACHE_BOUNDS.maxBytes)

    const size = cache.size
    const unknown = await first.app.inject(listUrl('00000000-0000-4000-8000-000000000000'))
    expect(unknown.statusCode).toBe(404)
    expect(cache.size).toBeLessThanOrEqual(size)
  })
})
