/**
 * A departure's manifest (admins) on a real database (PGlite, or PostgreSQL with DATABASE_URL):
 * the departure, its tour's name, the bookings that travel — paid ones and live holds, by pickup
 * point then name (no pickup here: by name; the pickup order is in tests/api/check-in.test.ts),
 * never cancelled ones nor unpaid holds that ran out — and the totals; who may read it.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DepartureManifest } from '#shared/contracts/departures.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { orders } from '#server/db/schema/index.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { payOrder } from '#tests/factories/payments.ts'
import { createAccount, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
let t: TestApp
let admin: TestAccount
let customers: TestAccount[]
let tour: { id: string; name: string }

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [ADMIN_EMAIL] } })
  const division = await createDivision(t.database.db)
  const place = await createPlace(t.database.db, { divisionId: division.id, price: 120 })
  tour = { id: place.id, name: place.name }
  ;[admin, ...customers] = await Promise.all([
    createAccount(t, { email: ADMIN_EMAIL, name: 'Admin' }),
    createAccount(t, { name: 'zara Khan' }),
    createAccount(t, { name: 'Abir Hasan' }),
    createAccount(t, { name: 'Mitu Das' }),
    createAccount(t, { name: 'Nadia Islam' }),
    createAccount(t, { name: 'Bashir Ahmed' }),
  ])
})
afterAll(() => t.close())

function manifestOf(who: TestAccount | undefined, departureId: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/departures/${departureId}/manifest`,
    headers: who ? { cookie: who.cookie } : {},
  })
}

async function book(who: TestAccount, departureId: string, travellers: number): Promise<Order> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { cookie: who.cookie },
    payload: {
      tourId: tour.id,
      name: who.name,
      email: who.email,
      phone: '+880 1712-345678',
      departureId,
      travellers,
    },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

/** Nobody checked in or marked a no-show yet (tests/api/check-in.test.ts marks them). */
const noMarks = { checkedInTravellers: 0, noShowTravellers: 0 }

const update = (orderId: string, set: Partial<typeof orders.$inferInsert>) =>
  t.database.db.update(orders).set(set).where(eq(orders.id, orderId))

describe('a departure manifest', () => {
  it('lists paid bookings and live holds by name, with totals, and leaves out the rest', async () => {
    const departure = await createDeparture(t.database.db, { tourId: tour.id, capacity: 20 })
    const [zara, abir, mitu, nadia, bashir] = customers as [
      TestAccount,
      TestAccount,
      TestAccount,
      TestAccount,
      TestAccount,
    ]
    const zaraOrder = await book(zara, departure.id, 2)
    const abirOrder = await book(abir, departure.id, 3)
    const mituOrder = await book(mitu, departure.id, 1)
    const nadiaOrder = await book(nadia, departure.id, 4)
    const bashirOrder = await book(bashir, departure.id, 2)
    // Abir paid; Mitu's booking was cancelled; Nadia's hold ran out (swept) and Bashir's ran out
    // without the sweep having reached it yet.
    await update(abirOrder._id, {
      isPaid: true,
      paidAt: new Date(),
      amountCents: 36_000,
      paidCents: 36_000,
    })
    await update(mituOrder._id, { cancelledAt: new Date(), cancelReason: 'test' })
    await update(nadiaOrder._id, { expiredAt: new Date() })
    await update(bashirOrder._id, { holdExpiresAt: new Date(Date.now() - 1000) })
    // Another departure's booking stays on its own manifest.
    const other = await createDeparture(t.database.db, { tourId: tour.id })
    await book(zara, other.id, 1)

    const response = await manifestOf(admin, departure.id)
    expect(response.statusCode).toBe(200)
    const manifest: DepartureManifest = response.json()
    expect(manifest.tourName).toBe(tour.name)
    expect(manifest.departure).toMatchObject({
      _id: departure.id,
      tourId: tour.id,
      date: departure.date,
      capacity: 20,
      seatsTaken: 5,
      seatsLeft: 15,
      state: 'open',
    })
    // By name, whatever its case: Abir before zara.
    expect(manifest.bookings).toEqual([
      {
        _id: abirOrder._id,
        reference: abirOrder.reference,
        name: 'Abir Hasan',
        email: abir.email,
        phone: '+880 1712-345678',
        travellers: 3,
        party: [{ kind: 'adult', count: 3, unitPrice: 120, seat: true }],
        extras: [],
        pickup: null,
        isPaid: true,
        balanceDue: 0,
        arrival: null,
        travellerNames: [],
        privatePrice: null,
        createdAt: abirOrder.createdAt,
      },
      {
        _id: zaraOrder._id,
        reference: zaraOrder.reference,
        name: 'zara Khan',
        email: zara.email,
        phone: '+880 1712-345678',
        travellers: 2,
        party: [{ kind: 'adult', count: 2, unitPrice: 120, seat: true }],
        extras: [],
        pickup: null,
        isPaid: false,
        balanceDue: 240,
        arrival: null,
        travellerNames: [],
        privatePrice: null,
        createdAt: zaraOrder.createdAt,
      },
    ])
    expect(manifest.totals).toEqual({
      bookings: 2,
      travellers: 5,
      paidTravellers: 3,
      checkedInTravellers: 0,
      noShowTravellers: 0,
    })
    // The totals are the seats the database counts.
    expect(manifest.totals.travellers).toBe(manifest.departure.seatsTaken)
  })

  it('lists no one on a cancelled departure (all refunded), and is empty for a departure nobody booked', async () => {
    const departure = await createDeparture(t.database.db, { tourId: tour.id, capacity: 6 })
    const [zara, abir] = customers as [TestAccount, TestAccount]
    const paid = await book(zara, departure.id, 2)
    await book(abir, departure.id, 1)
    await payOrder(t.database.db, paid._id)
    const before: DepartureManifest = (await manifestOf(admin, departure.id)).json()
    expect(before.totals).toEqual({ ...noMarks, bookings: 2, travellers: 3, paidTravellers: 2 })
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/departures/${departure.id}/cancel`,
      headers: { cookie: admin.cookie },
    })
    expect(cancel.json().progress).toMatchObject({ cancelled: true, total: 2 })
    await t.app.lifecycle.idle()

    const manifest: DepartureManifest = (await manifestOf(admin, departure.id)).json()
    expect(manifest.departure.state).toBe('cancelled')
    expect(manifest.bookings).toEqual([])
    expect(manifest.totals).toEqual({ ...noMarks, bookings: 0, travellers: 0, paidTravellers: 0 })

    const empty = await createDeparture(t.database.db, { tourId: tour.id })
    const none: DepartureManifest = (await manifestOf(admin, empty.id)).json()
    expect(none.bookings).toEqual([])
    expect(none.totals).toEqual({ ...noMarks, bookings: 0, travellers: 0, paidTravellers: 0 })
  })

  it('is for admins only, and answers 404 for no such departure and 400 for a bad id', async () => {
    const departure = await createDeparture(t.database.db, { tourId: tour.id })
    expect((await manifestOf(undefined, departure.id)).statusCode).toBe(401)
    expect((await manifestOf(customers[0], departure.id)).statusCode).toBe(403)
    const missing = await manifestOf(admin, '00000000-0000-4000-8000-000000000000')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.message).toBe('There is no such date for this tour.')
    expect((await manifestOf(admin, 'not-a-uuid')).statusCode).toBe(400)
  })
})
