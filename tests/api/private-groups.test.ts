/**
 * A whole departure taken privately (issue 32 item 4; decision 053): an admin sets a plan's
 * private-group price; a booking with `private: true` pays it plus its extras, only on a date
 * nobody has booked, and holds every seat of it, so the date is full for everyone else while
 * the manifest still counts the group's real travellers. Cancelling frees the date; a move goes
 * only to an empty date; a capacity edit waits for the group; a private and a normal booking
 * raced for one date never both land. Both engines.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DepartureManifest } from '#shared/contracts/departures.ts'
import type { Order } from '#shared/contracts/orders.ts'
import type { TourPricingValues } from '#shared/contracts/tour-pricing.ts'
import { en } from '#shared/i18n/en.ts'
import { departures, orders, places } from '#server/db/schema/index.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createAccount, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { cancelViaApi } from '#tests/support/orders-api.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
let t: TestApp
let admin: TestAccount
let alice: TestAccount
let bob: TestAccount
let divisionId: number

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [ADMIN_EMAIL] } })
  divisionId = (await createDivision(t.database.db)).id
  admin = await createAccount(t, { email: ADMIN_EMAIL, name: 'Admin' })
  alice = await createAccount(t, { name: 'Alice Family' })
  bob = await createAccount(t, { name: 'Bob Office' })
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH'
function call(who: TestAccount | undefined, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload !== undefined && { payload }),
  })
}

/** Adults $100, children $60, infants free on a lap; the whole boat $1,200; a porter $20. */
const PRICING: TourPricingValues = {
  categories: [
    { kind: 'child', priceMinor: 6000, minAge: 5, maxAge: 11, seat: true },
    { kind: 'infant', priceMinor: 0, minAge: 0, maxAge: 4, seat: false },
  ],
  extras: [
    { id: 'porter', name: 'Porter', nameBn: null, priceMinor: 2000, per: 'booking', stock: null },
  ],
  privateMinor: 120_000,
}

async function tourWithDate({ capacity = 12, pricing = PRICING } = {}) {
  const tour = await createPlace(t.database.db, { divisionId, price: 100 })
  await t.database.db.update(places).set({ pricing }).where(eq(places.id, tour.id))
  const departure = await createDeparture(t.database.db, { tourId: tour.id, capacity })
  return { tour, departure }
}

function book(who: TestAccount, tourId: string, departureId: string | undefined, extra: object) {
  return call(who, 'POST', '/api/order', {
    tourId,
    ...(departureId && { departureId }),
    name: who.name,
    email: who.email,
    phone: '01712345678',
    ...extra,
  })
}

const family = { party: { adult: 2, child: 1, infant: 1 }, private: true }

async function seatsTaken(departureId: string) {
  const [row] = await t.database.db
    .select({ taken: departures.seatsTaken })
    .from(departures)
    .where(eq(departures.id, departureId))
  return row!.taken
}

async function manifest(departureId: string): Promise<DepartureManifest> {
  const response = await call(admin, 'GET', `/api/departures/${departureId}/manifest`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as DepartureManifest
}

/** An order's hold runs out, and the sweep gives its seats back. */
async function runOut(orderId: string) {
  await t.database.db
    .update(orders)
    .set({ expiredAt: new Date(), holdExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(orders.id, orderId))
}

const seatsLeft = async (tourId: string, departureId: string) =>
  (
    (await call(undefined, 'GET', `/api/places/${tourId}/departures`)).json() as {
      _id: string
      seatsLeft: number
    }[]
  ).find((d) => d._id === departureId)?.seatsLeft

describe('an admin sets the private-group price', () => {
  it('saves it with the pricing, reads it back in the form and on the tour page', async () => {
    const tour = await createPlace(t.database.db, { divisionId, price: 100 })
    const { _id, ...plan } = (await call(admin, 'GET', `/api/place/${tour.id}/edit`)).json()
    expect(plan.pricing.privatePrice).toBeNull()
    const pricing = { ...plan.pricing, privatePrice: 1500 }
    const saved = await call(admin, 'PUT', `/api/place/${tour.id}`, { ...plan, pricing })
    expect(saved.statusCode, saved.body).toBe(200)
    const edit = (await call(admin, 'GET', `/api/place/${tour.id}/edit`)).json()
    expect(edit.pricing.privatePrice).toBe(1500)
    const page = (await call(undefined, 'GET', `/api/places/${tour.id}`)).json()
    expect(page.tourPricing.privatePrice).toBe(1500)

    // Emptied, the tour offers none; a negative price is refused naming the field.
    const none = await call(admin, 'PUT', `/api/place/${tour.id}`, {
      ...plan,
      pricing: { ...pricing, privatePrice: null },
    })
    expect(none.statusCode, none.body).toBe(200)
    expect(
      (await call(undefined, 'GET', `/api/places/${tour.id}`)).json().tourPricing,
    ).toMatchObject({ privatePrice: null })
    const bad = await call(admin, 'PUT', `/api/place/${tour.id}`, {
      ...plan,
      pricing: { ...pricing, privatePrice: -5 },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.details[0].path).toBe('/pricing/privatePrice')
  })
})

describe('a private booking', () => {
  it('costs the private price plus extras, holds every seat, and shows its real travellers', async () => {
    const { tour, departure } = await tourWithDate()
    const response = await book(alice, tour.id, departure.id, {
      ...family,
      extras: [{ id: 'porter', quantity: 1 }],
    })
    expect(response.statusCode, response.body).toBe(201)
    const order = response.json() as Order
    expect(order.tourPrice).toBe(1200 + 20)
    expect(order.privatePrice).toBe(1200)
    // Who travels: three seats (the infant is on a lap), each covered by the group's price.
    expect(order.travellers).toBe(3)
    expect(order.party.map((line) => [line.kind, line.count, line.unitPrice])).toEqual([
      ['adult', 2, 0],
      ['child', 1, 0],
      ['infant', 1, 0],
    ])
    // The date is full for everyone else.
    expect(await seatsTaken(departure.id)).toBe(12)
    expect(await seatsLeft(tour.id, departure.id)).toBe(0)
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id))
    expect(row).toMatchObject({ travellers: 12, privatePriceCents: 120_000 })

    // The manifest marks it and counts the travellers, not the seats held.
    const list = await manifest(departure.id)
    expect(list.bookings).toHaveLength(1)
    expect(list.bookings[0]).toMatchObject({ travellers: 3, privatePrice: 1200 })
    expect(list.totals).toMatchObject({ bookings: 1, travellers: 3 })
  })

  it('refuses a second booking on a privately booked date, naming the date', async () => {
    const { tour, departure } = await tourWithDate()
    expect((await book(alice, tour.id, departure.id, family)).statusCode).toBe(201)
    const normal = await book(bob, tour.id, departure.id, { party: { adult: 1 } })
    expect(normal.statusCode).toBe(409)
    expect(normal.json().error.details[0]).toMatchObject({
      path: '/departureId',
      message: 'This date is booked privately by another group. Choose another date.',
    })
    const another = await book(bob, tour.id, departure.id, { party: { adult: 1 }, private: true })
    expect(another.statusCode).toBe(409)
    expect(await seatsTaken(departure.id)).toBe(12)
  })

  it('refuses a private booking on a date with seats taken', async () => {
    const { tour, departure } = await tourWithDate()
    expect((await book(bob, tour.id, departure.id, { party: { adult: 1 } })).statusCode).toBe(201)
    const refused = await book(alice, tour.id, departure.id, family)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.details[0]).toMatchObject({
      path: '/departureId',
      message:
        'This date already has bookings: a private group takes only a date nobody has booked.',
    })
    expect(await seatsTaken(departure.id)).toBe(1)
  })

  it('refuses what cannot be private: no price, no date, a party beyond the capacity', async () => {
    const plain = await tourWithDate({ pricing: { ...PRICING, privateMinor: null } })
    const noPrice = await book(alice, plain.tour.id, plain.departure.id, family)
    expect(noPrice.statusCode).toBe(400)
    expect(noPrice.json().error.details[0]).toMatchObject({
      path: '/private',
      message: 'This tour has no private-group price.',
    })

    const { tour, departure } = await tourWithDate({ capacity: 3 })
    const noDate = await book(alice, tour.id, undefined, family)
    expect(noDate.statusCode).toBe(400)
    expect(noDate.json().error.details[0].path).toBe('/departureId')
    const tooMany = await book(alice, tour.id, departure.id, {
      party: { adult: 4 },
      private: true,
    })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().error.details[0]).toMatchObject({
      path: '/party',
      message: 'A private group on this date is at most 3 seats.',
    })
    expect(await seatsTaken(departure.id)).toBe(0)
  })

  it('applies a promo code to the private total', async () => {
    const { tour, departure } = await tourWithDate()
    const code = await call(admin, 'POST', '/api/admin/promo-codes', {
      code: `PRIV${Date.now() % 100000}`,
      kind: 'percent',
      percent: 10,
    })
    expect(code.statusCode, code.body).toBe(201)
    const response = await book(alice, tour.id, departure.id, {
      ...family,
      extras: [{ id: 'porter', quantity: 1 }],
      promoCode: code.json().code,
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({ tourPrice: 1098, discount: 122, privatePrice: 1200 })
    expect(await seatsTaken(departure.id)).toBe(12)
  })
})

describe('a private booking cancelled, moved, waited for', () => {
  it('cancelled, frees every seat for the waitlist and new bookings', async () => {
    const { tour, departure } = await tourWithDate()
    const order = (await book(alice, tour.id, departure.id, family)).json() as Order
    // The date looks full: a waitlist takes names for it.
    const waiting = await call(bob, 'POST', `/api/departures/${departure.id}/waitlist`, {
      travellers: 2,
      name: 'Bob Office',
      phone: '+880 1712-345678',
    })
    expect(waiting.statusCode, waiting.body).toBe(201)

    await cancelViaApi(t, alice, order)
    // Freed as any booking's seats are: the waitlist's two are offered to Bob (held for him by
    // the lifecycle's round, as today), the rest are for sale.
    t.app.lifecycle.nudge()
    await t.app.lifecycle.idle()
    expect(await seatsTaken(departure.id)).toBe(2)
    const offered = await t.database.db
      .select({ travellers: orders.travellers, privatePriceCents: orders.privatePriceCents })
      .from(orders)
      .where(and(eq(orders.userId, bob.id!), eq(orders.departureId, departure.id)))
    expect(offered).toEqual([{ travellers: 2, privatePriceCents: null }])
    expect(await seatsLeft(tour.id, departure.id)).toBe(10)
    const normal = await book(alice, tour.id, departure.id, { party: { adult: 3 } })
    expect(normal.statusCode, normal.body).toBe(201)
    expect(await seatsTaken(departure.id)).toBe(5)
  })

  it('moves only to an empty date, holding its capacity there', async () => {
    const { tour, departure } = await tourWithDate()
    const busy = await createDeparture(t.database.db, { tourId: tour.id, capacity: 20 })
    const empty = await createDeparture(t.database.db, { tourId: tour.id, capacity: 9 })
    expect((await book(bob, tour.id, busy.id, { party: { adult: 1 } })).statusCode).toBe(201)
    const order = (await book(alice, tour.id, departure.id, family)).json() as Order

    const refused = await call(alice, 'POST', `/api/orders/${order._id}/reschedule`, {
      departureId: busy.id,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.details[0]).toMatchObject({
      path: '/departureId',
      message: 'A private booking moves only to a date nobody has booked.',
    })

    const moved = await call(alice, 'POST', `/api/orders/${order._id}/reschedule`, {
      departureId: empty.id,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const after = (await call(alice, 'GET', `/api/orders/${order._id}`)).json() as Order
    expect(after).toMatchObject({ tourPrice: 1200, privatePrice: 1200, travellers: 3 })
    expect(await seatsTaken(departure.id)).toBe(0)
    expect(await seatsTaken(empty.id)).toBe(9)
    expect(await seatsTaken(busy.id)).toBe(1)
  })

  it("keeps the date's capacity while the group holds it", async () => {
    const { tour, departure } = await tourWithDate()
    const order = (await book(alice, tour.id, departure.id, family)).json() as Order
    const url = `/api/departures/${departure.id}`
    const grown = await call(admin, 'PATCH', url, { capacity: 20 })
    expect(grown.statusCode).toBe(409)
    expect(grown.json().error.details[0].path).toBe('/capacity')
    expect(await seatsTaken(departure.id)).toBe(12)
    await cancelViaApi(t, alice, order)
    expect((await call(admin, 'PATCH', url, { capacity: 20 })).statusCode).toBe(200)
  })

  it('takes the whole date again at its new capacity when paid after its hold ran out', async () => {
    const { tour, departure } = await tourWithDate()
    const order = (await book(alice, tour.id, departure.id, family)).json() as Order
    // The hold runs out, and the admin adds seats meanwhile.
    await runOut(order._id)
    expect(await seatsTaken(departure.id)).toBe(0)
    const url = `/api/departures/${departure.id}`
    expect((await call(admin, 'PATCH', url, { capacity: 16 })).statusCode).toBe(200)
    const started = await call(alice, 'POST', '/api/payment', { orderId: order._id })
    expect(started.statusCode, started.body).toBe(200)
    expect(await seatsTaken(departure.id)).toBe(16)
    const refused = await book(bob, tour.id, departure.id, { party: { adult: 1 } })
    expect(refused.statusCode).toBe(409)
  })
})

describe('a private group whose hold ran out', () => {
  it('is refused at payment when its date shrank below its party, and nobody is overbooked', async () => {
    const { tour, departure } = await tourWithDate()
    const order = (await book(alice, tour.id, departure.id, family)).json() as Order
    await runOut(order._id)
    // Three of them take seats (the infant sits on a lap); the admin cuts the date to two.
    const url = `/api/departures/${departure.id}`
    expect((await call(admin, 'PATCH', url, { capacity: 2 })).statusCode).toBe(200)
    const started = await call(alice, 'POST', '/api/payment', { orderId: order._id })
    expect(started.statusCode).toBe(409)
    expect(started.json().error.message).toBe(en.errors.holdGoneNoPay)
    expect(await seatsTaken(departure.id)).toBe(0)
  })

  it('names the private booking when a seat booking tries to move onto its date', async () => {
    const { tour, departure } = await tourWithDate()
    const other = await createDeparture(t.database.db, { tourId: tour.id, capacity: 12 })
    expect((await book(alice, tour.id, departure.id, family)).statusCode).toBe(201)
    const seat = (await book(bob, tour.id, other.id, { party: { adult: 1 } })).json() as Order
    const refused = await call(bob, 'POST', `/api/orders/${seat._id}/reschedule`, {
      departureId: departure.id,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.details).toEqual([
      { path: '/departureId', message: en.tourPricing.privateDateBooked },
    ])
  })
})

describe('a private and a normal booking raced for one date', () => {
  it('lands exactly one of them, whichever comes first', async () => {
    for (let round = 0; round < 6; round++) {
      const { tour, departure } = await tourWithDate()
      const racers = [
        () => book(alice, tour.id, departure.id, family),
        () => book(bob, tour.id, departure.id, { party: { adult: 2 } }),
      ]
      // Either order of sending, so each gets to be first.
      const answers = await Promise.all(
        round % 2 === 0 ? racers.map((r) => r()) : racers.reverse().map((r) => r()),
      )
      const codes = answers.map((answer) => answer.statusCode).sort()
      expect(codes).toEqual([201, 409])
      const live = await t.database.db
        .select({ travellers: orders.travellers, privatePriceCents: orders.privatePriceCents })
        .from(orders)
        .where(eq(orders.departureId, departure.id))
      expect(live).toHaveLength(1)
      expect(await seatsTaken(departure.id)).toBe(live[0]!.privatePriceCents === null ? 2 : 12)
    }
  })

  it('lands one of two private groups, or of a private group and a seat booking on one promo code', async () => {
    const code = `RACE${Date.now().toString(36).toUpperCase()}`
    const created = await call(admin, 'POST', '/api/admin/promo-codes', {
      code,
      kind: 'percent',
      percent: 10,
    })
    expect(created.statusCode, created.body).toBe(201)
    for (let round = 0; round < 6; round++) {
      const { tour, departure } = await tourWithDate()
      const second =
        round % 2 === 0
          ? () => book(bob, tour.id, departure.id, { party: { adult: 2 }, private: true })
          : () => book(bob, tour.id, departure.id, { party: { adult: 2 }, promoCode: code })
      const answers = await Promise.all([
        book(alice, tour.id, departure.id, { ...family, promoCode: code }),
        second(),
      ])
      expect(answers.map((answer) => answer.statusCode).sort(), answers[1]!.body).toEqual([
        201, 409,
      ])
      const live = await t.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.departureId, departure.id))
      expect(live).toHaveLength(1)
    }
  })
})
