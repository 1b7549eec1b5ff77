/**
 * Departures on a real database (PGlite, or PostgreSQL with DATABASE_URL): admins add dates and
 * series, the public list shows live seats, bookings take seats and never oversell under
 * concurrency, unpaid holds expire and give their seats back, and every bad input is a 4xx that
 * names its field.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminDeparture, Departure } from '#shared/contracts/departures.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { addDays, dhakaToday, weekdayOf } from '#shared/dhaka-date.ts'
import {
  auditLog,
  departures,
  mailOutbox,
  moneyMovements,
  orders,
  sandboxIntents,
  sandboxRefunds,
} from '#server/db/schema/index.ts'
import { expireHolds } from '#server/features/orders/expire-holds.ts'
import { BOOKING_REFERENCE } from '#server/features/orders/booking-reference.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture, futureDate } from '#tests/factories/departures.ts'
import { payOrder } from '#tests/factories/payments.ts'
import { createAccount, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
let t: TestApp
let admin: TestAccount
let alice: TestAccount
let tour: { id: string; placeId: number }
let otherTour: { id: string }

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [ADMIN_EMAIL] } })
  const division = await createDivision(t.database.db)
  const place = await createPlace(t.database.db, { divisionId: division.id, price: 150 })
  tour = { id: place.id, placeId: place.placeId }
  otherTour = { id: (await createPlace(t.database.db, { divisionId: division.id })).id }
  ;[admin, alice] = await Promise.all([
    createAccount(t, { email: ADMIN_EMAIL, name: 'Admin' }),
    createAccount(t, { name: 'Alice' }),
  ])
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
function call(who: TestAccount | undefined, method: Method, url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} })
}

const listOf = async (tourId: string = tour.id): Promise<Departure[]> =>
  (await call(undefined, 'GET', `/api/places/${tourId}/departures`)).json()

function book(who: TestAccount, departureId: string | undefined, travellers = 1, more = {}) {
  return call(who, 'POST', '/api/order', {
    tourId: tour.id,
    name: who.name,
    email: who.email,
    phone: '+880 1712-345678',
    departureId,
    travellers,
    ...more,
  })
}

/** The refusal's field paths, for "a 4xx naming the field". */
const fieldsOf = (body: { error: { details?: Array<{ path: string }> } }) =>
  (body.error.details ?? []).map((d) => d.path)

/** seats_taken as the trigger keeps it, and as the orders say it should be. */
async function seatBooks(departureId: string) {
  const [row] = await t.database.db
    .select({
      kept: departures.seatsTaken,
      counted: sql<number>`(select coalesce(sum(travellers), 0)::int from orders o where o.departure_id = ${departureId} and o.cancelled_at is null and (o.is_paid or o.paid_cents > 0 or o.expired_at is null))`,
    })
    .from(departures)
    .where(eq(departures.id, departureId))
  return { kept: row!.kept, counted: Number(row!.counted) }
}

describe('admins add departures', () => {
  it('adds one date, and refuses the same date twice with 409 naming the date', async () => {
    const date = futureDate()
    const created = await call(admin, 'POST', `/api/places/${tour.id}/departures`, {
      date,
      capacity: 12,
      price: 180,
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      date,
      capacity: 12,
      seatsLeft: 12,
      seatsTaken: 0,
      price: 180,
      priceOverride: 180,
      state: 'open',
      status: 'open',
    })
    const again = await call(admin, 'POST', `/api/places/${tour.placeId}/departures`, {
      date,
      capacity: 5,
    })
    expect(again.statusCode).toBe(409)
    expect(fieldsOf(again.json())).toEqual(['/date'])
  })

  it('refuses bad input with 400 naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{ date: dhakaToday(), capacity: 5 }, '/date'],
      [{ date: '2027-02-30', capacity: 5 }, '/date'],
      [{ date: 'next friday', capacity: 5 }, '/date'],
      [{ date: '9999-12-31', capacity: 5 }, '/date'],
      [{ date: futureDate(), capacity: 0 }, '/capacity'],
      [{ date: futureDate(), capacity: 1001 }, '/capacity'],
      [{ date: futureDate(), capacity: 2.5 }, '/capacity'],
      [{ date: futureDate(), capacity: 5, price: -1 }, '/price'],
      [{ date: futureDate(), capacity: '5' }, '/capacity'],
    ]
    for (const [payload, field] of cases) {
      const response = await call(admin, 'POST', `/api/places/${tour.id}/departures`, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(fieldsOf(response.json()), JSON.stringify(payload)).toContain(field)
    }
    const unknownTour = await call(admin, 'POST', `/api/places/999999999/departures`, {
      date: futureDate(),
      capacity: 5,
    })
    expect(unknownTour.statusCode).toBe(404)
  })

  it('adds a series of chosen weekdays, every week or every other week, skipping dates it has', async () => {
    // A fresh tour, so no other test's dates interfere.
    const division = await createDivision(t.database.db)
    const place = await createPlace(t.database.db, { divisionId: division.id, price: 90 })
    let from = addDays(dhakaToday(), 3)
    while (weekdayOf(from) !== 5) from = addDays(from, 1) // a Friday
    const to = addDays(from, 7 * 7) // eight Fridays
    const url = `/api/places/${place.id}/departures/series`
    const weekly = await call(admin, 'POST', url, { from, to, weekdays: [5], capacity: 10 })
    expect(weekly.statusCode).toBe(201)
    const created = weekly.json().created as AdminDeparture[]
    expect(created.map((d) => d.date)).toEqual(
      Array.from({ length: 8 }, (_, i) => addDays(from, 7 * i)),
    )
    expect(created.every((d) => d.capacity === 10 && d.price === 90)).toBe(true)

    // Fridays and Saturdays every other week over the same span: the Fridays exist already.
    const fortnightly = await call(admin, 'POST', url, {
      from,
      to,
      weekdays: [5, 6],
      everyWeeks: 2,
      capacity: 10,
    })
    expect(fortnightly.statusCode).toBe(201)
    expect(fortnightly.json().skipped).toEqual([0, 2, 4, 6].map((w) => addDays(from, 7 * w)))
    expect(fortnightly.json().created.map((d: AdminDeparture) => d.date)).toEqual(
      [0, 2, 4, 6].map((w) => addDays(from, 7 * w + 1)),
    )
    expect(await listOf(place.id)).toHaveLength(12)

    const bad: Array<[object, string]> = [
      [{ from: to, to: from, weekdays: [5], capacity: 5 }, '/to'],
      [{ from, to: addDays(from, 400), weekdays: [5], capacity: 5 }, '/to'],
      [{ from, to, weekdays: [], capacity: 5 }, '/weekdays'],
      [{ from, to, weekdays: [7], capacity: 5 }, '/weekdays/0'],
      [{ from, to: addDays(from, 2), weekdays: [3], capacity: 5 }, '/weekdays'],
      [{ from, to, weekdays: [5], everyWeeks: 3, capacity: 5 }, '/everyWeeks'],
      [{ from: dhakaToday(), to, weekdays: [5], capacity: 5 }, '/from'],
      [{ from: '9999-12-25', to: '9999-12-31', weekdays: [5], capacity: 5 }, '/from'],
    ]
    for (const [payload, field] of bad) {
      const response = await call(admin, 'POST', url, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(fieldsOf(response.json()), JSON.stringify(payload)).toContain(field)
    }
  })
})

describe('the public list of departures', () => {
  it('lists upcoming dates soonest first with live seats, status and price; never stale', async () => {
    const division = await createDivision(t.database.db)
    const place = await createPlace(t.database.db, { divisionId: division.id, price: 100 })
    const db = t.database.db
    const today = dhakaToday()
    await createDeparture(db, { tourId: place.id, date: addDays(today, -3) })
    await createDeparture(db, { tourId: place.id, date: today })
    const far = await createDeparture(db, { tourId: place.id, date: addDays(today, 40) })
    const few = await createDeparture(db, {
      tourId: place.id,
      date: addDays(today, 20),
      capacity: 6,
      priceCents: 12_550,
    })
    await createDeparture(db, { tourId: place.id, date: addDays(today, 25), state: 'closed' })
    await createDeparture(db, { tourId: place.id, date: addDays(today, 30), state: 'cancelled' })

    const first = await listOf(place.id)
    expect(first.map((d) => [d.date, d.status, d.seatsLeft, d.price])).toEqual([
      [few.date, 'open', 6, 125.5],
      [addDays(today, 25), 'closed', 15, 100],
      [far.date, 'open', 15, 100],
    ])
    const byPlaceId = await call(undefined, 'GET', `/api/places/${place.placeId}/departures`)
    expect(byPlaceId.json()).toEqual(first)
    expect(byPlaceId.headers['cache-control']).toBe('no-cache')

    // A booking of one seat changes the very next read: 5 left is 'few'.
    const booked = await call(alice, 'POST', '/api/order', {
      tourId: place.id,
      name: 'Alice',
      email: alice.email,
      phone: '01712345678',
      departureId: few.id,
      travellers: 1,
    })
    expect(booked.statusCode).toBe(201)
    const second = await listOf(place.id)
    expect(second[0]).toMatchObject({ seatsLeft: 5, status: 'few' })

    const paged = await call(
      undefined,
      'GET',
      `/api/places/${place.id}/departures?limit=1&after=${few.date}`,
    )
    expect(paged.json().map((d: Departure) => d.date)).toEqual([addDays(today, 25)])
    for (const query of ['limit=0', 'limit=101', 'after=tomorrow']) {
      const bad = await call(undefined, 'GET', `/api/places/${place.id}/departures?${query}`)
      expect(bad.statusCode, query).toBe(400)
    }
    expect((await call(undefined, 'GET', '/api/places/not-an-id/departures')).statusCode).toBe(400)
    expect((await call(undefined, 'GET', '/api/places/999999999/departures')).statusCode).toBe(404)
  })
})

describe('booking a departure', () => {
  it('charges the per-person price times the travellers, holds the seats and gives a reference', async () => {
    const departure = await createDeparture(t.database.db, {
      tourId: tour.id,
      capacity: 10,
      priceCents: 9_999,
    })
    const response = await book(alice, departure.id, 3, {
      tourPrice: 1,
      reference: 'BT-AAAAAA',
      isPaid: true,
    })
    expect(response.statusCode).toBe(201)
    const order: Order = response.json()
    expect(order).toMatchObject({
      tourPrice: 299.97,
      travellers: 3,
      departureId: departure.id,
      departureDate: departure.date,
      isPaid: false,
      expired: false,
    })
    expect(order.reference).toMatch(BOOKING_REFERENCE)
    expect(order.reference).not.toBe('BT-AAAAAA')
    const holdHours = (Date.parse(order.holdExpiresAt!) - Date.now()) / 3_600_000
    expect(holdHours).toBeGreaterThan(23.9)
    expect(holdHours).toBeLessThanOrEqual(24)
    expect(await seatBooks(departure.id)).toEqual({ kept: 3, counted: 3 })

    // The reference is in My Booking and in the confirmation mail.
    const mine: Order[] = (await call(alice, 'GET', `/api/order/${alice.email}`)).json()
    expect(mine.find((o) => o._id === order._id)?.reference).toBe(order.reference)
    const [mail] = await t.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.ref, order._id))
    expect(mail?.text).toContain(order.reference)

    // Deleting the unpaid booking gives its seats back.
    expect((await call(alice, 'DELETE', `/api/order/${order._id}`)).statusCode).toBe(200)
    expect(await seatBooks(departure.id)).toEqual({ kept: 0, counted: 0 })
  })

  it('books without a departure as before: date to be arranged, one traveller', async () => {
    const response = await book(alice, undefined)
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      tourPrice: 150,
      travellers: 1,
      departureId: null,
      departureDate: null,
      holdExpiresAt: null,
    })
    expect(response.json().reference).toMatch(BOOKING_REFERENCE)
  })

  it('refuses bad travellers and unbookable dates with a 4xx naming the field, never a 5xx', async () => {
    const db = t.database.db
    const today = dhakaToday()
    const open = await createDeparture(db, { tourId: tour.id, capacity: 4 })
    const closed = await createDeparture(db, { tourId: tour.id, state: 'closed' })
    const cancelled = await createDeparture(db, { tourId: tour.id, state: 'cancelled' })
    const past = await createDeparture(db, { tourId: tour.id, date: addDays(today, -1) })
    const todays = await createDeparture(db, { tourId: tour.id, date: today })
    const elsewhere = await createDeparture(db, { tourId: otherTour.id })
    const cases: Array<[string | undefined, unknown, number, string]> = [
      [open.id, 0, 400, '/travellers'],
      [open.id, 21, 400, '/travellers'],
      [open.id, 1.5, 400, '/travellers'],
      [open.id, '2', 400, '/travellers'],
      [open.id, 5, 409, '/travellers'],
      ['6f1c0b5e-9a1d-4c55-8f0e-2b7d3c1a9e00', 1, 400, '/departureId'],
      ['tomorrow', 1, 400, '/departureId'],
      [closed.id, 1, 400, '/departureId'],
      [cancelled.id, 1, 400, '/departureId'],
      [past.id, 1, 400, '/departureId'],
      [todays.id, 1, 400, '/departureId'],
      [elsewhere.id, 1, 400, '/departureId'],
    ]
    for (const [departureId, travellers, status, field] of cases) {
      const response = await book(alice, departureId, travellers as number)
      const label = `${departureId} × ${String(travellers)}`
      expect(response.statusCode, label).toBe(status)
      expect(fieldsOf(response.json()), label).toContain(field)
    }
    const full = await book(alice, open.id, 5)
    expect(full.json().error.message).toBe(
      'Sorry, only 4 seats are left on this date. Book fewer travellers or choose another date.',
    )
    expect(await seatBooks(open.id)).toEqual({ kept: 0, counted: 0 })
  })

  it('sells 15 seats to exactly 7 of 100 concurrent bookings of 2, losing and duplicating none', async () => {
    const departure = await createDeparture(t.database.db, { tourId: tour.id, capacity: 15 })
    const customers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createAccount(t, { name: `Rush ${i}` })),
    )
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => book(customers[i % 20]!, departure.id, 2)),
    )
    const statuses = responses.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 201)).toHaveLength(7)
    expect(statuses.filter((s) => s === 409)).toHaveLength(93)
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json().error.message).toMatch(
        /^Sorry, (only 1 seat is left|this date is sold out)/,
      )
    }
    const landed = responses.filter((r) => r.statusCode === 201).map((r) => r.json() as Order)
    const rows = await t.database.db
      .select({ id: orders.id, reference: orders.reference })
      .from(orders)
      .where(eq(orders.departureId, departure.id))
    expect(rows.map((r) => r.id).sort()).toEqual(landed.map((o) => o._id).sort())
    expect(new Set(rows.map((r) => r.reference)).size).toBe(7)
    const listed = (await listOf()).find((d) => d._id === departure.id)
    expect(listed).toMatchObject({ seatsLeft: 1, status: 'few' })
    expect(await seatBooks(departure.id)).toEqual({ kept: 14, counted: 14 })
  })

  it('answers a retried booking with the booking it made, even when that took the last seats or the date has closed', async () => {
    const departure = await createDeparture(t.database.db, { tourId: tour.id, capacity: 2 })
    const key = `last-seats-${departure.id}`
    const retry = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/order',
        headers: { cookie: alice.cookie, 'idempotency-key': key },
        payload: {
          tourId: tour.id,
          name: alice.name,
          email: alice.email,
          phone: '+880 1712-345678',
          departureId: departure.id,
          travellers: 2,
        },
      })
    const first = await retry()
    expect(first.statusCode).toBe(201)
    const made = first.json() as Order
    // The date is now full: the retry finds its booking before any seat check.
    const again = await retry()
    expect(again.statusCode).toBe(200)
    expect((again.json() as Order)._id).toBe(made._id)
    // Another customer is still refused the full date.
    expect((await book(admin, departure.id, 1)).statusCode).toBe(409)
    // Closed by an admin since: the retry still answers with the booking, not a refusal.
    await t.database.db
      .update(departures)
      .set({ state: 'closed' })
      .where(eq(departures.id, departure.id))
    const later = await retry()
    expect(later.statusCode).toBe(200)
    expect((later.json() as Order)._id).toBe(made._id)
    expect(await seatBooks(departure.id)).toEqual({ kept: 2, counted: 2 })
    const rows = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.departureId, departure.id))
    expect(rows).toHaveLength(1)
  })
})

describe('holds', () => {
  async function runOut(orderId: string) {
    await t.database.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId))
  }

  it('expire after their time: the order stays, shown expired, and its seats return', async () => {
    const departure = await createDeparture(t.database.db, { tourId: tour.id, capacity: 3 })
    const order: Order = (await book(alice, departure.id, 3)).json()
    expect((await book(alice, departure.id, 1)).statusCode).toBe(409)
    await runOut(order._id)

    // Before any sweep: a booking that needs the seats frees them first and gets them.
    const taker = await book(alice, departure.id, 2)
    expect(taker.statusCode).toBe(201)
    expect((await listOf()).find((d) => d._id === departure.id)?.seatsLeft).toBe(1)
    const mine: Order[] = (await call(alice, 'GET', `/api/order/${alice.email}`)).json()
    expect(mine.find((o) => o._id === order._id)).toMatchObject({ expired: true, isPaid: false })
    expect(await seatBooks(departure.id)).toEqual({ kept: 2, counted: 2 })

    // Paying for it re-checks the seats before any charge: 3 wanted, 1 free.
    const refused = await call(alice, 'POST', '/api/payment', { orderId: order._id })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.message).toBe(
      'This booking held its seats until its time ran out, and they have been booked since. Please book another date.',
    )
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id))
    expect(row).toMatchObject({ paymentIntentId: null, isPaid: false })
    expect(row!.expiredAt).not.toBeNull()
  })

  it('a payment for an expired hold renews it when the seats are still free', async () => {
    const departure = await createDeparture(t.database.db, { tourId: tour.id, capacity: 4 })
    const order: Order = (await book(alice, departure.id, 2)).json()
    await runOut(order._id)
    expect(await expireHolds({ db: t.database.db })).toBeGreaterThanOrEqual(1)
    expect(await seatBooks(departure.id)).toEqual({ kept: 0, counted: 0 })

    const payment = await call(alice, 'POST', '/api/payment', { orderId: order._id })
    expect(payment.statusCode).toBe(200)
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id))
    expect(row!.expiredAt).toBeNull()
    expect(row!.holdExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 55 * 60_000)
    expect(await seatBooks(departure.id)).toEqual({ kept: 2, counted: 2 })
  })

  it('renews a hold at payment only up to its limit, so opening a payment every hour holds nothing for ever', async () => {
    const departure = await createDeparture(t.database.db, { tourId: tour.id, capacity: 4 })
    const order: Order = (await book(alice, departure.id, 2)).json()
    const [booked] = await t.database.db.select().from(orders).where(eq(orders.id, order._id))
    // Its limit: the first hold's end and a payment's hour.
    expect(booked!.holdLimitAt!.getTime() - booked!.holdExpiresAt!.getTime()).toBe(3_600_000)

    // Near its limit: renewed up to the limit, not an hour past it.
    const limit = new Date(Date.now() + 20 * 60_000)
    await t.database.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() + 5 * 60_000), holdLimitAt: limit })
      .where(eq(orders.id, order._id))
    expect((await call(alice, 'POST', '/api/payment', { orderId: order._id })).statusCode).toBe(200)
    const [capped] = await t.database.db.select().from(orders).where(eq(orders.id, order._id))
    expect(capped!.holdExpiresAt!.getTime()).toBe(limit.getTime())

    // Past it and run out: opening the payment again takes the seats back no more.
    await t.database.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000), holdLimitAt: new Date(Date.now() - 1) })
      .where(eq(orders.id, order._id))
    await expireHolds({ db: t.database.db, departureId: departure.id })
    expect((await call(alice, 'POST', '/api/payment', { orderId: order._id })).statusCode).toBe(200)
    const [left] = await t.database.db.select().from(orders).where(eq(orders.id, order._id))
    expect(left!.expiredAt).not.toBeNull()
    expect(await seatBooks(departure.id)).toEqual({ kept: 0, counted: 0 })

    // And once its seats are gone, it is refused before any charge, as before the limit.
    const other = await createAccount(t, { name: 'Other' })
    expect((await book(other, departure.id, 3)).statusCode).toBe(201)
    const refused = await call(alice, 'POST', '/api/payment', { orderId: order._id })
    expect(refused.statusCode).toBe(409)
  })

  it('a payment that lands after its hold ran out and its seats were resold is recorded, refunded in full and told, never oversold', async () => {
    const departure = await createDeparture(t.database.db, { tourId: tour.id, capacity: 4 })
    const order: Order = (await book(alice, departure.id, 3)).json()
    // The Pay page opens (the hold is lengthened for the payment), then stays open past it.
    const opened = await call(alice, 'POST', '/api/payment', { orderId: order._id })
    expect(opened.statusCode).toBe(200)
    const intentId = String(opened.json().clientSecret).split('_secret_')[0]!
    await runOut(order._id)
    expect(await expireHolds({ db: t.database.db })).toBeGreaterThanOrEqual(1)
    const bob = await createAccount(t, { name: 'Bob' })
    expect((await book(bob, departure.id, 2)).statusCode).toBe(201)

    // The card goes through on the page left open, and the confirmation arrives twice.
    await t.database.db
      .update(sandboxIntents)
      .set({ status: 'succeeded', last4: '4242' })
      .where(eq(sandboxIntents.id, intentId))
    for (let i = 0; i < 2; i++) {
      const put = await call(alice, 'PUT', `/api/cartProducts/${order._id}`, {
        paymentIntentId: intentId,
      })
      expect(put.statusCode).toBe(200)
      expect(put.json()).toMatchObject({ isPaid: false, status: 'refunded', cancelledBy: 'hold' })
    }
    expect(await seatBooks(departure.id)).toEqual({ kept: 2, counted: 2 })
    const ledger = await t.database.db
      .select({ kind: moneyMovements.kind, purpose: moneyMovements.purpose })
      .from(moneyMovements)
      .where(eq(moneyMovements.orderId, order._id))
    expect(ledger.map((m) => `${m.kind}:${m.purpose}`).sort()).toEqual([
      'payment:full',
      'refund:late-payment',
    ])
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id))
    expect(row).toMatchObject({ paidCents: 45_000, refundedCents: 45_000, cancelledBy: 'hold' })
    const refunds = await t.database.db
      .select({ amountCents: sandboxRefunds.amountCents })
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.intentId, intentId))
    expect(refunds).toEqual([{ amountCents: 45_000 }])
    const mails = (await t.database.db.select().from(mailOutbox)).filter(
      (m) => m.ref === order._id && m.kind === 'cancellation',
    )
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('booked by other travellers meanwhile')
    expect(mails[0]!.text).toContain('A refund of $450 is on its way')
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectId, order._id))
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['order.cancelled', 'payment.received', 'refund.issued']),
    )
  })

  it('never oversell while holds expire and payments and bookings race for the seats', async () => {
    const departure = await createDeparture(t.database.db, { tourId: tour.id, capacity: 10 })
    const customers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createAccount(t, { name: `Racer ${i}` })),
    )
    const held: Order[] = []
    for (const customer of customers) held.push((await book(customer, departure.id, 1)).json())
    for (const order of held) await runOut(order._id)

    const results = await Promise.all([
      expireHolds({ db: t.database.db }),
      ...held.map((order, i) =>
        call(customers[i]!, 'POST', '/api/payment', { orderId: order._id }).then(
          (r) => r.statusCode,
        ),
      ),
      ...customers.map((customer) => book(customer, departure.id, 1).then((r) => r.statusCode)),
      expireHolds({ db: t.database.db }),
    ])
    const statuses = results.slice(1, -1) as number[]
    expect(statuses.every((s) => s === 200 || s === 201 || s === 409)).toBe(true)
    const succeeded = statuses.filter((s) => s === 200 || s === 201).length
    // Every seat went to someone, and none twice.
    expect(succeeded).toBe(10)
    expect(await seatBooks(departure.id)).toEqual({ kept: 10, counted: 10 })
    expect((await listOf()).find((d) => d._id === departure.id)).toMatchObject({
      seatsLeft: 0,
      status: 'soldout',
    })
  })
})

describe('admins change and cancel departures', () => {
  it('never lowers the capacity below the seats taken, and a closed date takes no booking', async () => {
    const departure = await createDeparture(t.database.db, { tourId: tour.id, capacity: 8 })
    await book(alice, departure.id, 5)
    const url = `/api/departures/${departure.id}`
    const tooLow = await call(admin, 'PATCH', url, { capacity: 4 })
    expect(tooLow.statusCode).toBe(400)
    expect(fieldsOf(tooLow.json())).toEqual(['/capacity'])
    expect(tooLow.json().error.message).toContain('5 seats are already taken')

    const changed = await call(admin, 'PATCH', url, { capacity: 5, price: 200 })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({
      capacity: 5,
      seatsLeft: 0,
      status: 'soldout',
      price: 200,
    })
    const closed = await call(admin, 'PATCH', url, { state: 'closed', capacity: 9 })
    expect(closed.json()).toMatchObject({ state: 'closed', status: 'closed', seatsLeft: 4 })
    expect(fieldsOf((await book(alice, departure.id, 1)).json())).toEqual(['/departureId'])

    for (const payload of [{}, { state: 'cancelled' }, { capacity: 0 }, { price: 'free' }]) {
      expect((await call(admin, 'PATCH', url, payload)).statusCode, JSON.stringify(payload)).toBe(
        400,
      )
    }
    expect((await call(admin, 'PATCH', '/api/departures/nope', { capacity: 3 })).statusCode).toBe(
      400,
    )
    expect(
      (
        await call(admin, 'PATCH', '/api/departures/6f1c0b5e-9a1d-4c55-8f0e-2b7d3c1a9e00', {
          capacity: 3,
        })
      ).statusCode,
    ).toBe(404)
  })

  it('cancels every booking with a full refund and a mail, once, however often it is asked', async () => {
    const departure = await createDeparture(t.database.db, { tourId: tour.id, capacity: 10 })
    const unpaid: Order = (await book(alice, departure.id, 2)).json()
    const booked: Order = (await book(alice, departure.id, 1)).json()
    const paid = await payOrder(t.database.db, booked._id)

    const url = `/api/departures/${departure.id}/cancel`
    const first = await call(admin, 'POST', url, { reason: 'Cyclone warning on the coast' })
    const [second] = await Promise.all([call(admin, 'POST', url), call(admin, 'POST', url)])
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200])
    expect(first!.json().departure.state).toBe('cancelled')
    expect(first!.json().progress).toMatchObject({ cancelled: true, total: 2 })
    await t.app.lifecycle.idle()
    const progress = (
      await call(admin, 'GET', `/api/departures/${departure.id}/cancellation`)
    ).json()
    expect(progress).toMatchObject({
      total: 2,
      done: 2,
      remaining: 0,
      refundsPending: 0,
      refundsSucceeded: 1,
      refundsFailed: 0,
      finished: true,
    })

    const mine: Order[] = (await call(alice, 'GET', `/api/order/${alice.email}`)).json()
    expect(mine.find((o) => o._id === unpaid._id)).toMatchObject({
      cancelled: true,
      status: 'cancelled',
      cancelledBy: 'departure',
    })
    expect(mine.find((o) => o._id === paid._id)).toMatchObject({
      isPaid: false,
      cancelled: true,
      status: 'refunded',
      refundedAmount: paid.paidAmount,
    })
    const refunds = await t.database.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.intentId, paid.intentId))
    expect(refunds.map((r) => [r.amountCents, r.status])).toEqual([
      [Math.round(paid.paidAmount * 100), 'succeeded'],
    ])
    const mails = await t.database.db
      .select({ ref: mailOutbox.ref, text: mailOutbox.text })
      .from(mailOutbox)
      .where(
        sql`${mailOutbox.ref} in (${unpaid._id}, ${paid._id}) and ${mailOutbox.kind} = 'cancellation'`,
      )
    expect(mails).toHaveLength(2)
    expect(mails.find((m) => m.ref === paid._id)!.text).toContain('A refund of $')
    expect(mails.find((m) => m.ref === unpaid._id)!.text).toContain('Cyclone warning')
    expect(await seatBooks(departure.id)).toEqual({ kept: 0, counted: 0 })
    expect((await listOf()).some((d) => d._id === departure.id)).toBe(false)
    expect(
      (await call(admin, 'PATCH', `/api/departures/${departure.id}`, { capacity: 3 })).statusCode,
    ).toBe(409)
    // Asked again after it finished: nothing more happens.
    await call(admin, 'POST', url)
    await t.app.lifecycle.idle()
    expect(
      await t.database.db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.intentId, paid.intentId)),
    ).toHaveLength(1)
  })
})
