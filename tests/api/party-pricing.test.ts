/**
 * Prices per traveller and extras (issue 32 items 4 and 5; decision 046): an admin sets a plan's
 * child, infant and nationality prices and its extras; a booking says who travels and what they
 * take, and the server prices it: the total is the sum of its lines, the seats the travellers
 * who take one, a limited extra is never sold twice (the last one raced for on PostgreSQL), and
 * moves and refunds work on the new totals. Both engines.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import {
  categoryKinds,
  type CategoryKind,
  type TourPricingValues,
} from '#shared/contracts/tour-pricing.ts'
import { departureExtras, departures, places } from '#server/db/schema/index.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createAccount, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { cancelViaApi } from '#tests/support/orders-api.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
let t: TestApp
let admin: TestAccount
let alice: TestAccount
let divisionId: number

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [ADMIN_EMAIL] } })
  divisionId = (await createDivision(t.database.db)).id
  admin = await createAccount(t, { email: ADMIN_EMAIL, name: 'Admin' })
  alice = await createAccount(t, { name: 'Alice Family' })
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT'
function call(who: TestAccount | undefined, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload !== undefined && { payload }),
  })
}

/** Sundarbans-like prices: adults $100, children (5–11) $60, infants free on a lap, foreigners $250. */
const PRICING: TourPricingValues = {
  categories: [
    { kind: 'child', priceMinor: 6000, minAge: 5, maxAge: 11, seat: true },
    { kind: 'infant', priceMinor: 0, minAge: 0, maxAge: 4, seat: false },
    { kind: 'saarc', priceMinor: 12000, minAge: null, maxAge: null, seat: true },
    { kind: 'foreign', priceMinor: 25000, minAge: null, maxAge: null, seat: true },
  ],
  extras: [
    {
      id: 'ac-coach',
      name: 'AC coach',
      nameBn: 'এসি কোচ',
      priceMinor: 1500,
      per: 'traveller',
      stock: null,
    },
    { id: 'cabin', name: 'Single cabin', nameBn: null, priceMinor: 4000, per: 'booking', stock: 2 },
  ],
}

async function tourWithDate({ capacity = 15, pricing = PRICING, price = 100 } = {}) {
  const tour = await createPlace(t.database.db, { divisionId, price })
  await t.database.db.update(places).set({ pricing }).where(eq(places.id, tour.id))
  const departure = await createDeparture(t.database.db, { tourId: tour.id, capacity })
  return { tour, departure }
}

function book(tourId: string, departureId: string | undefined, extra: object) {
  return call(alice, 'POST', '/api/order', {
    tourId,
    ...(departureId && { departureId }),
    name: 'Alice Family',
    email: alice.email,
    phone: '01712345678',
    ...extra,
  })
}

async function seatsTaken(departureId: string) {
  const [row] = await t.database.db
    .select({ taken: departures.seatsTaken })
    .from(departures)
    .where(eq(departures.id, departureId))
  return row!.taken
}

describe('an admin sets the prices', () => {
  it('saves categories and extras with the plan, read back in both forms and both languages', async () => {
    const tour = await createPlace(t.database.db, { divisionId, price: 100 })
    const values = (await call(admin, 'GET', `/api/place/${tour.id}/edit`)).json()
    expect(values.pricing).toEqual({
      categories: [],
      extras: [],
      travellerDetails: 'none',
      detailsDueDays: 2,
      privatePrice: null,
    })
    const { _id, ...plan } = values
    const pricing = {
      categories: [
        { kind: 'foreign', price: 250 },
        { kind: 'child', price: 60, minAge: 5, maxAge: 11 },
        { kind: 'infant', price: 0, minAge: 0, maxAge: 4 },
      ],
      extras: [
        { name: 'Porter', nameBn: 'কুলি', price: 20, per: 'booking', stock: 3 },
        { name: 'AC coach', price: 15, per: 'traveller' },
      ],
      travellerDetails: 'permit',
      detailsDueDays: 5,
    }
    const saved = await call(admin, 'PUT', `/api/place/${tour.id}`, { ...plan, pricing })
    expect(saved.statusCode, saved.body).toBe(200)
    const edit = (await call(admin, 'GET', `/api/place/${tour.id}/edit`)).json().pricing
    // In the fixed order, the infant seatless unless said, each extra given an id.
    expect(edit.categories).toEqual([
      { kind: 'child', price: 60, minAge: 5, maxAge: 11, seat: true },
      { kind: 'infant', price: 0, minAge: 0, maxAge: 4, seat: false },
      { kind: 'foreign', price: 250, minAge: null, maxAge: null, seat: true },
    ])
    expect(edit.extras).toMatchObject([
      { name: 'Porter', nameBn: 'কুলি', price: 20, per: 'booking', stock: 3 },
      { name: 'AC coach', nameBn: null, price: 15, per: 'traveller', stock: null },
    ])
    expect(edit).toMatchObject({ travellerDetails: 'permit', detailsDueDays: 5 })
    const [porter, coach] = edit.extras as { id: string }[]
    expect(porter!.id).toMatch(/^[a-z0-9-]+$/)

    const bn = await t.app.inject({
      url: `/api/places/${tour.id}`,
      headers: { 'accept-language': 'bn' },
    })
    expect(bn.json().tourPricing).toMatchObject({ travellerDetails: 'permit', detailsDueDays: 5 })
    expect(bn.json().tourPricing.extras.map((e: { name: string }) => e.name)).toEqual([
      'কুলি',
      'AC coach',
    ])
    // Sent back as read, the ids stay (bookings name them); one unknown is refused.
    const again = await call(admin, 'PUT', `/api/place/${tour.id}`, { ...plan, pricing: edit })
    expect(again.statusCode, again.body).toBe(200)
    const kept = (await call(admin, 'GET', `/api/place/${tour.id}/edit`)).json().pricing
    expect(kept.extras.map((e: { id: string }) => e.id)).toEqual([porter!.id, coach!.id])
    const forged = await call(admin, 'PUT', `/api/place/${tour.id}`, {
      ...plan,
      pricing: { extras: [{ id: 'not-ours', name: 'X', price: 1, per: 'booking' }] },
    })
    expect(forged.statusCode).toBe(400)
    expect(forged.json().error.details[0].path).toBe('/pricing/extras/0/id')
  })

  it('refuses bad prices with a 400 naming the field', async () => {
    const tour = await createPlace(t.database.db, { divisionId, price: 100 })
    const { _id, ...plan } = (await call(admin, 'GET', `/api/place/${tour.id}/edit`)).json()
    const cases: [object, string][] = [
      [{ categories: [{ kind: 'child', price: 50 }] }, '/pricing/categories/0/minAge'],
      [
        { categories: [{ kind: 'child', price: 50, minAge: 9, maxAge: 3 }] },
        '/pricing/categories/0/maxAge',
      ],
      [
        { categories: [{ kind: 'foreign', price: 50, minAge: 3, maxAge: 9 }] },
        '/pricing/categories/0/minAge',
      ],
      [
        { categories: [{ kind: 'child', price: -1, minAge: 1, maxAge: 9 }] },
        '/pricing/categories/0/price',
      ],
      [{ categories: [{ kind: 'adult', price: 10 }] }, '/pricing/categories/0/kind'],
      [
        {
          categories: [
            { kind: 'saarc', price: 1 },
            { kind: 'saarc', price: 2 },
          ],
        },
        '/pricing/categories/1/kind',
      ],
      [{ extras: [{ name: ' ', price: 1, per: 'booking' }] }, '/pricing/extras/0/name'],
      [{ extras: [{ name: 'Boat', price: 1, per: 'day' }] }, '/pricing/extras/0/per'],
      [{ detailsDueDays: 61 }, '/pricing/detailsDueDays'],
      [{ detailsDueDays: 1.5 }, '/pricing/detailsDueDays'],
      [{ travellerDetails: 'passports' }, '/pricing/travellerDetails'],
      [
        { extras: [{ name: 'Boat', price: 1, per: 'booking', stock: 0 }] },
        '/pricing/extras/0/stock',
      ],
      [{ extras: [{ name: 'Boat', price: 1.234, per: 'booking' }] }, '/pricing/extras/0/price'],
    ]
    for (const [pricing, path] of cases) {
      const response = await call(admin, 'PUT', `/api/place/${tour.id}`, { ...plan, pricing })
      expect(response.statusCode, JSON.stringify(pricing)).toBe(400)
      expect(response.json().error.details.map((e: { path: string }) => e.path)).toContain(path)
    }
  })
})

describe('a booking by party', () => {
  it('prices random mixes of categories and extras: the total is the sum of the parts, the seats the seated', async () => {
    const { tour, departure } = await tourWithDate({ capacity: 1000 })
    const unit: Record<CategoryKind, number> = {
      adult: 10000,
      child: 6000,
      infant: 0,
      saarc: 12000,
      foreign: 25000,
    }
    let seats = 0
    let seed = 7
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed % n
    }
    for (let round = 0; round < 12; round++) {
      const party = Object.fromEntries(categoryKinds.map((kind) => [kind, random(3)])) as Record<
        CategoryKind,
        number
      >
      party.adult = Math.max(1, party.adult)
      const people = Object.values(party).reduce((a, b) => a + b, 0)
      const coach = random(people + 1)
      const extras = coach > 0 ? [{ id: 'ac-coach', quantity: coach }] : []
      const response = await book(tour.id, departure.id, { party, extras })
      expect(response.statusCode, response.body).toBe(201)
      const order = response.json() as Order
      const expected =
        categoryKinds.reduce((sum, kind) => sum + party[kind] * unit[kind], 0) + coach * 1500
      expect(Math.round(order.tourPrice * 100)).toBe(expected)
      const seated = people - party.infant
      expect(order.travellers).toBe(seated)
      expect(order.party.reduce((sum, line) => sum + line.count, 0)).toBe(people)
      expect(order.party.every((line) => line.count > 0)).toBe(true)
      expect(order.extras).toEqual(
        coach > 0
          ? [
              {
                id: 'ac-coach',
                name: 'AC coach',
                nameBn: 'এসি কোচ',
                per: 'traveller',
                quantity: coach,
                unitPrice: 15,
              },
            ]
          : [],
      )
      seats += seated
      expect(await seatsTaken(departure.id)).toBe(seats)
    }
  })

  it('takes the date’s own price for adults only', async () => {
    const { tour, departure } = await tourWithDate()
    await t.database.db
      .update(departures)
      .set({ priceCents: 13000 })
      .where(eq(departures.id, departure.id))
    const order = (
      await book(tour.id, departure.id, { party: { adult: 2, child: 1 } })
    ).json() as Order
    expect(order.tourPrice).toBe(2 * 130 + 60)
    expect(order.party).toEqual([
      { kind: 'adult', count: 2, unitPrice: 130, seat: true },
      { kind: 'child', count: 1, unitPrice: 60, seat: true },
    ])
  })

  it('books as before without a party: travellers adults at the per-person price', async () => {
    const { tour, departure } = await tourWithDate()
    const order = (await book(tour.id, departure.id, { travellers: 3 })).json() as Order
    expect(order.tourPrice).toBe(300)
    expect(order.party).toEqual([{ kind: 'adult', count: 3, unitPrice: 100, seat: true }])
  })

  it('refuses a party it cannot price with a 400 naming the field', async () => {
    const { tour, departure } = await tourWithDate({
      pricing: { categories: [PRICING.categories[0]!], extras: PRICING.extras },
    })
    const cases: [object, string][] = [
      [{ party: { adult: 1, infant: 1 } }, '/party/infant'],
      [{ party: { child: 2 } }, '/party/adult'],
      [{ party: { adult: 15, child: 6 } }, '/party'],
      [{ party: { adult: -1 } }, '/party/adult'],
      [{ party: { adult: 1.5 } }, '/party/adult'],
      [{ party: { adult: 2 }, travellers: 3 }, '/travellers'],
      [{ party: { adult: 1 }, extras: [{ id: 'nope', quantity: 1 }] }, '/extras/0/id'],
      [{ party: { adult: 1 }, extras: [{ id: 'cabin', quantity: 2 }] }, '/extras/0/quantity'],
      [{ party: { adult: 1 }, extras: [{ id: 'ac-coach', quantity: 2 }] }, '/extras/0/quantity'],
      [
        {
          party: { adult: 2 },
          extras: [
            { id: 'ac-coach', quantity: 1 },
            { id: 'ac-coach', quantity: 1 },
          ],
        },
        '/extras/1/id',
      ],
      [{ party: { adult: 1 }, pickupId: 'nowhere' }, '/pickupId'],
    ]
    for (const [body, path] of cases) {
      const response = await book(tour.id, departure.id, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().error.details.map((e: { path: string }) => e.path)).toContain(path)
    }
    expect(await seatsTaken(departure.id)).toBe(0)
  })
})

describe('an extra with a stock', () => {
  const taken = async (departureId: string, extraId: string) => {
    const [row] = await t.database.db
      .select({ taken: departureExtras.taken })
      .from(departureExtras)
      .where(
        and(eq(departureExtras.departureId, departureId), eq(departureExtras.extraId, extraId)),
      )
    return row?.taken ?? 0
  }

  it('is sold no more than its stock, and a cancelled booking gives it back', async () => {
    const { tour, departure } = await tourWithDate({
      pricing: { categories: [], extras: [PRICING.extras[1]!] },
    })
    const cabin = { party: { adult: 1 }, extras: [{ id: 'cabin', quantity: 1 }] }
    const first = await book(tour.id, departure.id, cabin)
    expect(first.statusCode, first.body).toBe(201)
    expect((await book(tour.id, departure.id, cabin)).statusCode).toBe(201)
    const third = await book(tour.id, departure.id, cabin)
    expect(third.statusCode).toBe(409)
    expect(third.json().error.details[0]).toMatchObject({
      path: '/extras/0/id',
      message: '“Single cabin” is sold out on this date.',
    })
    // Nothing of the refused booking stays: not its seat, not its cabin.
    expect(await seatsTaken(departure.id)).toBe(2)
    expect(await taken(departure.id, 'cabin')).toBe(2)
    await cancelViaApi(t, alice, first.json() as Order)
    expect(await taken(departure.id, 'cabin')).toBe(1)
    expect((await book(tour.id, departure.id, cabin)).statusCode).toBe(201)
  })

  it('goes to exactly as many of many bookings at once as it has', async () => {
    const { tour, departure } = await tourWithDate({
      capacity: 100,
      pricing: { categories: [], extras: [PRICING.extras[1]!] },
    })
    const cabin = { party: { adult: 1 }, extras: [{ id: 'cabin', quantity: 1 }] }
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => book(tour.id, departure.id, cabin)),
    )
    const codes = answers.map((answer) => answer.statusCode).sort()
    expect(codes).toEqual([201, 201, 409, 409, 409, 409, 409, 409])
    expect(await taken(departure.id, 'cabin')).toBe(2)
    expect(await seatsTaken(departure.id)).toBe(2)
  })
})

describe('a mixed booking moved or cancelled', () => {
  const pay = async (order: Order) => {
    const started = await call(alice, 'POST', '/api/payment', { orderId: order._id })
    expect(started.statusCode, started.body).toBe(200)
    const confirmed = await call(alice, 'POST', '/api/payment/sandbox/confirm', {
      clientSecret: started.json().clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
    })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    return (await call(alice, 'GET', `/api/orders/${order._id}`)).json() as Order
  }

  it('moves to a cheaper date: adults at its price, the rest as booked, the difference refunded', async () => {
    const { tour, departure } = await tourWithDate()
    const cheaper = await createDeparture(t.database.db, { tourId: tour.id, priceCents: 8000 })
    const booked = (
      await book(tour.id, departure.id, {
        party: { adult: 2, child: 1, infant: 1 },
        extras: [{ id: 'ac-coach', quantity: 3 }],
      })
    ).json() as Order
    expect(booked.tourPrice).toBe(2 * 100 + 60 + 0 + 3 * 15)
    const paid = await pay(booked)
    expect(paid.isPaid).toBe(true)

    const moved = await call(alice, 'POST', `/api/orders/${booked._id}/reschedule`, {
      departureId: cheaper.id,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const after = (await call(alice, 'GET', `/api/orders/${booked._id}`)).json() as Order
    expect(after.tourPrice).toBe(2 * 80 + 60 + 3 * 15)
    expect(after.party.find((line) => line.kind === 'adult')?.unitPrice).toBe(80)
    expect(after.refundedAmount).toBe(40)
    expect(after.travellers).toBe(3)
    expect(await seatsTaken(departure.id)).toBe(0)
    expect(await seatsTaken(cheaper.id)).toBe(3)
  })

  it('refuses a move to a date whose limited extra is gone', async () => {
    const { tour, departure } = await tourWithDate()
    const other = await createDeparture(t.database.db, { tourId: tour.id })
    const cabin = { party: { adult: 1 }, extras: [{ id: 'cabin', quantity: 1 }] }
    for (let i = 0; i < 2; i++) expect((await book(tour.id, other.id, cabin)).statusCode).toBe(201)
    const mine = (await book(tour.id, departure.id, cabin)).json() as Order
    const moved = await call(alice, 'POST', `/api/orders/${mine._id}/reschedule`, {
      departureId: other.id,
    })
    expect(moved.statusCode).toBe(400)
    expect(moved.json().error.details[0]).toMatchObject({
      path: '/departureId',
      message: '“Single cabin” is sold out on this date.',
    })
  })

  it('refunds a cancelled mixed booking by the policy, on what was paid', async () => {
    const { tour, departure } = await tourWithDate()
    const booked = (
      await book(tour.id, departure.id, {
        party: { adult: 1, foreign: 1, child: 1 },
        extras: [{ id: 'cabin', quantity: 1 }],
      })
    ).json() as Order
    expect(booked.tourPrice).toBe(100 + 250 + 60 + 40)
    await pay(booked)
    await cancelViaApi(t, alice, booked)
    const after = (await call(alice, 'GET', `/api/orders/${booked._id}`)).json() as Order
    // The departure is weeks away: the default policy gives everything back.
    expect(after.refundedAmount).toBe(450)
    expect(after.status).toBe('refunded')
  })
})
