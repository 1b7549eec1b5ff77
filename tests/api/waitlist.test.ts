/**
 * Waitlists: customers join a sold-out date and see their place; when seats free up the first
 * in line whose party fits is offered them — a booking holding them 12 hours, mailed with its
 * pay link; an offer not paid lapses and the next in line is offered; a paid one is booked;
 * leaving gives an offer up. Offers never take seats that are not there, even when two workers
 * run at once. Both engines.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import type { WaitlistEntry } from '#shared/contracts/waitlist.ts'
import { departures, mailOutbox, orders } from '#server/db/schema/index.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { payOrder } from '#tests/factories/payments.ts'
import { createAccount, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let people: TestAccount[]
let divisionId: number

beforeAll(async () => {
  t = await createTestApp({ lifecycleEveryMs: 3_600_000 })
  divisionId = (await createDivision(t.database.db)).id
  people = []
  for (let i = 0; i < 4; i++) people.push(await createAccount(t))
})
afterAll(() => t.close())

function call(who: TestAccount, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: who.cookie }, payload })
}

async function soldOut(capacity: number) {
  const tour = await createPlace(t.database.db, { divisionId, price: 50 })
  const departure = await createDeparture(t.database.db, { tourId: tour.id, capacity })
  const booked = await call(people[3]!, 'POST', '/api/order', {
    tourId: tour.id,
    departureId: departure.id,
    travellers: capacity,
    name: 'Full House',
    email: people[3]!.email,
    phone: '01712345678',
  })
  expect(booked.statusCode).toBe(201)
  return { tour, departure, full: booked.json() as Order }
}

const join = (who: TestAccount, departureId: string, travellers: number) =>
  call(who, 'POST', `/api/departures/${departureId}/waitlist`, {
    travellers,
    name: 'Waiting Person',
    phone: '+880 1712-345678',
  })

async function round() {
  t.app.lifecycle.nudge()
  await t.app.lifecycle.idle()
}

const mine = async (who: TestAccount, departureId: string) =>
  ((await call(who, 'GET', '/api/waitlist')).json() as WaitlistEntry[]).find(
    (e) => e.departureId === departureId,
  )!

describe('joining', () => {
  it('lines people up by arrival, once each, and only on a date without seats for them', async () => {
    const { departure } = await soldOut(4)
    const [a, b, c] = people as [TestAccount, TestAccount, TestAccount]
    expect((await join(a, departure.id, 2)).statusCode).toBe(201)
    expect((await join(b, departure.id, 1)).statusCode).toBe(201)
    const again = await join(a, departure.id, 2)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ state: 'waiting', place: 1 })
    expect((await mine(b, departure.id)).place).toBe(2)

    const open = await createDeparture(t.database.db, {
      tourId: departure.tourId,
      capacity: 10,
    })
    const refused = await join(c, open.id, 2)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.details[0].path).toBe('/travellers')
    const bad = await call(c, 'POST', `/api/departures/${departure.id}/waitlist`, {
      travellers: 0,
      name: '',
      phone: 'x',
    })
    expect(bad.statusCode).toBe(400)
    expect((await call(c, 'DELETE', `/api/waitlist/${again.json()._id}`)).statusCode).toBe(403)
  })

  it('takes no larger party than the date could ever seat, as a booking would not', async () => {
    const { departure } = await soldOut(4)
    const refused = await join(people[0]!, departure.id, 5)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.details[0]).toEqual({
      path: '/travellers',
      message: 'This date seats 4 travellers at most: wait for fewer, or choose another date.',
    })
    expect((await join(people[0]!, departure.id, 4)).statusCode).toBe(201)
  })
})

describe('offers', () => {
  it('go to the first in line whose party fits, hold the seats 12 hours, and are mailed', async () => {
    const { departure, full } = await soldOut(3)
    const [a, b] = people as [TestAccount, TestAccount]
    await join(a, departure.id, 3)
    await join(b, departure.id, 1)
    // The booking that filled the date is cancelled: its 3 seats come free.
    await call(people[3]!, 'POST', `/api/orders/${full._id}/cancel`, {})
    await round()
    const first = await mine(a, departure.id)
    expect(first.state).toBe('offered')
    const held: Order = (await call(a, 'GET', `/api/orders/${first.offeredOrderId}`)).json()
    expect(held).toMatchObject({ status: 'unpaid', travellers: 3, departureId: departure.id })
    const hours = (Date.parse(held.holdExpiresAt!) - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(11.9)
    expect(hours).toBeLessThanOrEqual(12)
    // All 3 seats went to the first in line: the second waits on.
    expect(await mine(b, departure.id)).toMatchObject({ state: 'waiting', place: 1 })
    const [mail] = await t.database.db
      .select({ to: mailOutbox.to, text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'waitlist-offer'), eq(mailOutbox.ref, held._id)))
    expect(mail!.to).toBe(a.email)
    expect(mail!.text).toContain(`/Dashboard/Pay/${held._id}`)

    // Not paid in time: the offer lapses and the next in line is offered.
    await t.database.db
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, held._id))
    await round()
    expect((await mine(a, departure.id)).state).toBe('lapsed')
    const second = await mine(b, departure.id)
    expect(second.state).toBe('offered')
    await payOrder(t.database.db, second.offeredOrderId!)
    await round()
    expect((await mine(b, departure.id)).state).toBe('booked')
    const [seats] = await t.database.db
      .select({ taken: departures.seatsTaken })
      .from(departures)
      .where(eq(departures.id, departure.id))
    expect(seats!.taken).toBe(1)
  })

  it('are given up by leaving, and the seats go to the next', async () => {
    const { departure, full } = await soldOut(2)
    const [a, b] = people as [TestAccount, TestAccount]
    await join(a, departure.id, 2)
    await join(b, departure.id, 2)
    await call(people[3]!, 'POST', `/api/orders/${full._id}/cancel`, {})
    await round()
    const offered = await mine(a, departure.id)
    expect(offered.state).toBe('offered')
    const left = await call(a, 'DELETE', `/api/waitlist/${offered._id}`)
    expect(left.json().state).toBe('left')
    const gaveUp: Order = (await call(a, 'GET', `/api/orders/${offered.offeredOrderId}`)).json()
    expect(gaveUp.cancelled).toBe(true)
    await round()
    expect((await mine(b, departure.id)).state).toBe('offered')
  })

  it('never take seats that are not there, with three workers at once', async () => {
    const { departure, full } = await soldOut(4)
    for (const who of people.slice(0, 3)) await join(who, departure.id, 2)
    await call(people[3]!, 'POST', `/api/orders/${full._id}/cancel`, {})
    const others = [
      await createTestApp({ database: t.database, lifecycleEveryMs: 3_600_000 }),
      await createTestApp({ database: t.database, lifecycleEveryMs: 3_600_000 }),
    ]
    for (const app of [t, ...others]) app.app.lifecycle.nudge()
    await Promise.all([t, ...others].map((app) => app.app.lifecycle.idle()))
    for (const app of others) await app.close()
    const states = await Promise.all(
      people.slice(0, 3).map(async (who) => (await mine(who, departure.id)).state),
    )
    expect(states).toEqual(['offered', 'offered', 'waiting'])
    const [seats] = await t.database.db
      .select({ taken: departures.seatsTaken, capacity: departures.capacity })
      .from(departures)
      .where(eq(departures.id, departure.id))
    expect(seats).toEqual({ taken: 4, capacity: 4 })
  })
})

describe('on a site that prices in taka', () => {
  it('offer the seats in taka, at the taka price (decision 040)', async () => {
    // The helpers above work on `t`: for this test, a taka site of its own (the pricing currency
    // belongs to the database) with its own people.
    const dollarSite = { t, people, divisionId }
    t = await createTestApp({ lifecycleEveryMs: 3_600_000, config: { pricingCurrency: 'bdt' } })
    try {
      divisionId = (await createDivision(t.database.db)).id
      people = []
      for (let i = 0; i < 4; i++) people.push(await createAccount(t))
      const { departure, full } = await soldOut(2)
      expect(full.currency).toBe('bdt')
      await join(people[0]!, departure.id, 2)
      await call(people[3]!, 'POST', `/api/orders/${full._id}/cancel`, {})
      await round()
      const offer = await mine(people[0]!, departure.id)
      expect(offer.state).toBe('offered')
      const held: Order = (
        await call(people[0]!, 'GET', `/api/orders/${offer.offeredOrderId}`)
      ).json()
      expect(held).toMatchObject({ currency: 'bdt', tourPrice: 100 })
    } finally {
      await t.close()
      ;({ t, people, divisionId } = dollarSite)
    }
  })
})
