/**
 * Bookings on a real database: the server decides prices and owners, guards every order, keeps
 * paid orders, answers bad input with 4xx naming the field, and lands concurrent bookings once.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import { orders, places } from '#server/db/schema/index.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createAccount, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
let t: TestApp
let admin: TestAccount
let alice: TestAccount
let bob: TestAccount
let tour: { id: string; placeId: number; name: string }

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [ADMIN_EMAIL] } })
  const division = await createDivision(t.database.db)
  const place = await createPlace(t.database.db, {
    divisionId: division.id,
    placeName: 'Sundarbans Boat Trip',
    price: 420.5,
  })
  tour = { id: place.id, placeId: place.placeId, name: place.name }
  ;[admin, alice, bob] = await Promise.all([
    createAccount(t, { email: ADMIN_EMAIL, name: 'Admin' }),
    createAccount(t, { name: 'Alice' }),
    createAccount(t, { name: 'Bob' }),
  ])
})
afterAll(() => t.close())

const as = (account: TestAccount | undefined) => (account ? { cookie: account.cookie } : {})

function book(account: TestAccount | undefined, payload: object, headers: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { ...as(account), ...headers },
    payload,
  })
}

const booking = (account: TestAccount) => ({
  tourId: tour.id,
  name: account.name,
  email: account.email,
  phone: '+880 1712-345678',
})

describe('POST /api/order', () => {
  it('takes name and price from the catalogue, the user from the session, and starts unpaid', async () => {
    const response = await book(alice, {
      ...booking(alice),
      tourName: 'Free trip',
      tourPrice: 1,
      price: 0,
      isPaid: true,
      userUid: bob.email,
    })
    expect(response.statusCode).toBe(201)
    const order: Order = response.json()
    expect(order).toMatchObject({
      tourName: 'Sundarbans Boat Trip',
      tourPrice: 420.5,
      isPaid: false,
      tourId: tour.id,
      phone: '+880 1712-345678',
    })
    const session = await t.app.inject({
      url: '/api/auth/get-session',
      headers: as(alice),
    })
    expect(order.userUid).toBe(session.json().user.id)
  })

  it('accepts the tour by placeId too', async () => {
    const response = await book(alice, { ...booking(alice), tourId: String(tour.placeId) })
    expect(response.statusCode).toBe(201)
    expect(response.json().tourId).toBe(tour.id)
  })

  it('takes a phone typed in Bangla digits and stores it in Latin digits', async () => {
    const response = await book(alice, { ...booking(alice), phone: '০১৭১২৩৪৫৬৭৮' })
    expect(response.statusCode).toBe(201)
    const order: Order = response.json()
    expect(order.phone).toBe('01712345678')
    const [row] = await t.database.db
      .select({ phone: orders.phone })
      .from(orders)
      .where(eq(orders.id, order._id))
    expect(row?.phone).toBe('01712345678')
    // The same number with the country code and the usual separators.
    const spaced = await book(alice, { ...booking(alice), phone: '+৮৮০ ১৭১২-৩৪৫৬৭৮' })
    expect(spaced.json().phone).toBe('+880 1712-345678')
  })

  it('needs a signed-in user', async () => {
    expect((await book(undefined, booking(alice))).statusCode).toBe(401)
  })

  it.each([
    ['missing phone', { phone: undefined }, 'phone'],
    ['missing name', { name: undefined }, 'name'],
    ['bad email', { email: 'not-an-email' }, 'email'],
    ['phone of the wrong type', { phone: 12345 }, 'phone'],
    ['letters in the phone', { phone: 'call me maybe' }, 'phone'],
    ['huge name', { name: 'x'.repeat(100_000) }, 'name'],
    ['malformed tour id', { tourId: 'abc' }, 'tourId'],
    ['unknown tour', { tourId: randomUUID() }, 'tourId'],
  ])('answers 400 naming the field for %s', async (_, change, field) => {
    const response = await book(alice, { ...booking(alice), ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toContain(field)
  })

  it('answers 400 to a body that is not JSON, or far too large', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { ...as(alice), 'content-type': 'application/json' },
      payload: '{"tourId": ',
    })
    expect(broken.statusCode).toBe(400)
    const huge = await book(alice, { ...booking(alice), name: 'x'.repeat(2_000_000) })
    expect(huge.statusCode).toBe(413)
    expect(huge.json().error.code).toBe('BAD_REQUEST')
  })

  it('lands a retried booking once with an idempotency key', async () => {
    const key = randomUUID()
    const [first, second] = await Promise.all([
      book(bob, booking(bob), { 'idempotency-key': key }),
      book(bob, booking(bob), { 'idempotency-key': key }),
    ])
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201])
    expect(first.json()._id).toBe(second.json()._id)
  })

  it('keeps the tour as booked when the plan changes or disappears', async () => {
    const division = await createDivision(t.database.db)
    const place = await createPlace(t.database.db, { divisionId: division.id, price: 99 })
    const order: Order = (await book(alice, { ...booking(alice), tourId: place.id })).json()
    await t.database.db.update(places).set({ priceCents: 50_000 }).where(eq(places.id, place.id))
    await t.database.db.delete(places).where(eq(places.id, place.id))
    const mine: Order[] = (
      await t.app.inject({ url: `/api/order/${alice.email}`, headers: as(alice) })
    ).json()
    expect(mine.find((o) => o._id === order._id)).toMatchObject({
      tourName: place.name,
      tourPrice: 99,
      tourId: null,
    })
  })
})

describe('who sees and deletes orders', () => {
  let aliceOrder: Order
  let paidOrder: Order
  beforeAll(async () => {
    aliceOrder = (await book(alice, booking(alice))).json()
    paidOrder = (await book(alice, booking(alice))).json()
    await t.database.db.update(orders).set({ isPaid: true }).where(eq(orders.id, paidOrder._id))
  })

  it('GET /api/order/:email: your own, or any for admins', async () => {
    const own = await t.app.inject({ url: `/api/order/${alice.email}`, headers: as(alice) })
    expect(own.statusCode).toBe(200)
    expect((own.json() as Order[]).every((o) => o.email === alice.email)).toBe(true)
    expect(
      (await t.app.inject({ url: `/api/order/${alice.email}`, headers: as(bob) })).statusCode,
    ).toBe(403)
    expect((await t.app.inject({ url: `/api/order/${alice.email}` })).statusCode).toBe(401)
    const byAdmin = await t.app.inject({ url: `/api/order/${alice.email}`, headers: as(admin) })
    expect((byAdmin.json() as Order[]).map((o) => o._id)).toContain(aliceOrder._id)
  })

  it('GET /api/manageorder: admins only, newest first, with contact details', async () => {
    expect((await t.app.inject({ url: '/api/manageorder', headers: as(alice) })).statusCode).toBe(
      403,
    )
    expect((await t.app.inject({ url: '/api/manageorder' })).statusCode).toBe(401)
    const all: Order[] = (
      await t.app.inject({ url: '/api/manageorder', headers: as(admin) })
    ).json()
    expect(all.length).toBeGreaterThanOrEqual(3)
    const times = all.map((o) => Date.parse(o.createdAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(all[0]).toHaveProperty('phone')
  })

  it("DELETE: another customer's order is 403 and stays", async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/order/${aliceOrder._id}`,
      headers: as(bob),
    })
    expect(response.statusCode).toBe(403)
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, aliceOrder._id))
    expect(row).toBeDefined()
  })

  it('DELETE: a paid order is 409 and stays, even for an admin', async () => {
    for (const who of [alice, admin]) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/order/${paidOrder._id}`,
        headers: as(who),
      })
      expect(response.statusCode).toBe(409)
      expect(response.json().error.message).toMatch(/paid/)
    }
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, paidOrder._id))
    expect(row?.isPaid).toBe(true)
  })

  it('DELETE: the owner removes an unpaid order; an admin removes anyone’s', async () => {
    // Its own order: the other tests keep aliceOrder, whatever the order they run in.
    const alices: Order = (await book(alice, booking(alice))).json()
    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/order/${alices._id}`,
      headers: as(alice),
    })
    expect(own.json()).toEqual({ deletedCount: 1 })
    const bobs: Order = (await book(bob, booking(bob))).json()
    const byAdmin = await t.app.inject({
      method: 'DELETE',
      url: `/api/order/${bobs._id}`,
      headers: as(admin),
    })
    expect(byAdmin.json()).toEqual({ deletedCount: 1 })
  })

  it('DELETE: unknown id is 404, malformed id 400', async () => {
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: `/api/order/${randomUUID()}`,
      headers: as(alice),
    })
    expect(unknown.statusCode).toBe(404)
    const malformed = await t.app.inject({
      method: 'DELETE',
      url: '/api/order/42',
      headers: as(alice),
    })
    expect(malformed.statusCode).toBe(400)
    // One path /order/{id} for GET (an email) and DELETE (an order id): the field is `id`.
    expect(malformed.json().error.details[0]).toMatchObject({ path: '/id' })
    expect(malformed.json().error.message).toContain('Expected an order id (UUID)')
  })
})

describe('under load', () => {
  it('lands 200 concurrent bookings by 20 users exactly once each', async () => {
    const customers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createAccount(t, { name: `Load ${i}` })),
    )
    const requests = customers.flatMap((customer) =>
      Array.from({ length: 10 }, (_, n) =>
        book(customer, { ...booking(customer), name: `${customer.name} #${n}` }),
      ),
    )
    const responses = await Promise.all(requests)
    expect(responses.map((r) => r.statusCode)).toEqual(Array(200).fill(201))
    const ids = new Set(responses.map((r) => r.json()._id))
    expect(ids.size).toBe(200)
    for (const customer of customers) {
      const mine: Order[] = (
        await t.app.inject({ url: `/api/order/${customer.email}`, headers: as(customer) })
      ).json()
      expect(mine.map((o) => o.name).sort()).toEqual(
        Array.from({ length: 10 }, (_, n) => `${customer.name} #${n}`).sort(),
      )
    }
  }, 60_000)
})

describe('GET /api/orders/:orderId', () => {
  it('answers your own order, anyone’s for admins, 403 for others', async () => {
    const order: Order = (await book(alice, booking(alice))).json()
    const url = `/api/orders/${order._id}`
    expect((await t.app.inject({ url, headers: as(alice) })).json()._id).toBe(order._id)
    expect((await t.app.inject({ url, headers: as(admin) })).statusCode).toBe(200)
    expect((await t.app.inject({ url, headers: as(bob) })).statusCode).toBe(403)
    expect((await t.app.inject({ url })).statusCode).toBe(401)
    expect(
      (await t.app.inject({ url: `/api/orders/${randomUUID()}`, headers: as(alice) })).statusCode,
    ).toBe(404)
  })
})
