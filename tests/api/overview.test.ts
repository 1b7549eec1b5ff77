/**
 * The admins' overview (GET /api/overview): its figures match the orders, payments, refunds and
 * departures made here — by Dhaka month (a payment at 00:30 in Dhaka on the 1st counts in that
 * month), by division, seats of the next 30 days, the next departures with seats left — and
 * only admins may read it. Both engines.
 */
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Overview } from '#shared/contracts/overview.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { OVERVIEW_CACHE_BOUNDS } from '#server/caches/overview-cache.ts'
import { moneyMovements, orders } from '#server/db/schema/index.ts'
import { lockOrder, planRefunds, recordPayment } from '#server/features/orders/ledger.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createOrder } from '#tests/factories/orders.ts'
import { payOrder } from '#tests/factories/payments.ts'
import { createAccount, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let admin: TestAccount
let customer: TestAccount & { id: string }

beforeAll(async () => {
  t = await createTestApp()
  admin = await createAccount(t, { role: 'admin' })
  customer = await createAccount(t)
})
afterAll(() => t.close())

async function overview(language?: string): Promise<Overview> {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/overview',
    headers: { cookie: admin.cookie, ...(language ? { 'accept-language': language } : {}) },
  })
  expect(answer.statusCode).toBe(200)
  return answer.json()
}

/** `YYYY-MM` of the month `back` months before this one in Dhaka. */
function monthBack(back: number): string {
  const [year, month] = dhakaToday().split('-').map(Number) as [number, number]
  const index = year * 12 + month - 1 - back
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}
/** Noon in Dhaka on the 15th of that month. */
const midMonth = (back: number) => new Date(`${monthBack(back)}-15T12:00:00+06:00`)

/** Moves an order and its ledger rows to a moment in the past. */
async function backdate(orderId: string, at: Date) {
  await t.database.db.update(orders).set({ createdAt: at }).where(eq(orders.id, orderId))
  await t.database.db
    .update(moneyMovements)
    .set({ createdAt: at })
    .where(eq(moneyMovements.orderId, orderId))
}

async function refund(orderId: string, amountCents: number) {
  await t.database.db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId)
    await planRefunds(tx, row!, { amountCents, purpose: 'cancellation', actor: null })
  })
}

describe('GET /api/overview', () => {
  it('refuses visitors and customers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/overview' })).statusCode).toBe(401)
    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/overview',
      headers: { cookie: customer.cookie },
    })
    expect(asCustomer.statusCode).toBe(403)
  })

  it('a new site: twelve months of zeros ending this month, and nothing else', async () => {
    // Its own database: the other tests (in any order) fill this file's.
    const fresh = await createTestApp()
    const freshAdmin = await createAccount(fresh, { role: 'admin' })
    const answer = await fresh.app.inject({
      method: 'GET',
      url: '/api/overview',
      headers: { cookie: freshAdmin.cookie },
    })
    await fresh.close()
    expect(answer.statusCode).toBe(200)
    const empty: Overview = answer.json()
    expect(empty.today).toBe(dhakaToday())
    expect(empty.months.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => monthBack(11 - i)),
    )
    expect(empty.months.every((m) => m.bookings === 0 && m.revenue === 0)).toBe(true)
    expect(empty).toMatchObject({ divisions: [], occupancy: [], nextDepartures: [] })
  })

  it('money and bookings by Dhaka month and by division match the orders made', async () => {
    const db = t.database.db
    const dhaka = await createDivision(db, { divisionName: 'Dhaka', divisionNameBn: 'ঢাকা' })
    const sylhet = await createDivision(db, { divisionName: 'Sylhet' })
    const planA = await createPlace(db, { divisionId: dhaka.id, price: 100 })
    const planB = await createPlace(db, { divisionId: sylhet.id, price: 200 })
    const planGone = await createPlace(db, { divisionId: sylhet.id, price: 50 })
    const user = { id: customer.id, name: 'Rahim', email: customer.email }

    // Two months ago: paid in full.
    const full = await createOrder(db, { user, tourId: planA.id, paid: true })
    await backdate(full._id, midMonth(2))
    // Last month, 00:30 on the 1st in Dhaka (still the month before in UTC): paid, then
    // $40 refunded this month, and a $10 refund that failed (its money went back).
    const refunded = await createOrder(db, { user, tourId: planA.id, paid: true })
    await backdate(refunded._id, new Date(`${monthBack(1)}-01T00:30:00+06:00`))
    await refund(refunded._id, 4000)
    await refund(refunded._id, 1000)
    const [failed] = await db
      .update(moneyMovements)
      .set({ status: 'failed' })
      .where(
        sql`${moneyMovements.orderId} = ${refunded._id} and ${moneyMovements.amountCents} = 1000`,
      )
      .returning()
    expect(failed).toBeDefined()
    await db.update(orders).set({ refundedCents: 4000 }).where(eq(orders.id, refunded._id))
    // This month: a $30 deposit on a $200 plan, an unpaid booking (no booking yet), and a paid
    // one whose plan was deleted since.
    const deposit = await createOrder(db, { user, tourId: planB.id })
    await payOrder(db, deposit._id, { amountCents: 3000 })
    await createOrder(db, { user, tourId: planB.id })
    const orphan = await createOrder(db, { user, tourId: planGone.id, paid: true })
    await db.update(orders).set({ tourId: null }).where(eq(orders.id, orphan._id))
    // Thirteen months ago: outside the window.
    const old = await createOrder(db, { user, tourId: planB.id, paid: true })
    await backdate(old._id, midMonth(13))

    // The sums are kept until money moves: the last change's notification empties them.
    const { months, divisions } = await vi.waitFor(async () => {
      const answer = await overview()
      expect(answer.divisions).toHaveLength(3)
      return answer
    })
    const byMonth = Object.fromEntries(months.map((m) => [m.month, m]))
    expect(byMonth[monthBack(2)]).toMatchObject({
      bookings: 1,
      travellers: 1,
      received: 100,
      refunded: 0,
      revenue: 100,
    })
    expect(byMonth[monthBack(1)]).toMatchObject({
      bookings: 1,
      received: 100,
      refunded: 0,
      revenue: 100,
    })
    expect(byMonth[monthBack(0)]).toMatchObject({
      bookings: 2,
      travellers: 2,
      received: 80,
      refunded: 40,
      revenue: 40,
    })
    const others = months.filter((m) => ![0, 1, 2].map(monthBack).includes(m.month))
    expect(others.every((m) => m.bookings === 0 && m.received === 0)).toBe(true)

    expect(divisions).toEqual([
      { divisionId: dhaka.id, divisionName: 'Dhaka', bookings: 2, revenue: 160 },
      { divisionId: null, divisionName: null, bookings: 1, revenue: 50 },
      { divisionId: sylhet.id, divisionName: 'Sylhet', bookings: 1, revenue: 30 },
    ])
    // Division names in the page's language (Sylhet has no Bangla name: its English one).
    const bangla = await overview('bn')
    expect(bangla.divisions.map((d) => d.divisionName)).toEqual(['ঢাকা', null, 'Sylhet'])

    // Kept until money moves: another payment this month shows (on every instance, notified).
    const another = await createOrder(db, { user, tourId: planB.id })
    await payOrder(db, another._id)
    await vi.waitFor(async () => {
      const now = await overview()
      expect(now.months.at(-1)).toMatchObject({ bookings: 3, received: 280, revenue: 240 })
      expect(now.divisions.find((d) => d.divisionId === sylhet.id)?.revenue).toBe(230)
    })
  })

  it("counts a voucher's money once, at its sale, and a private group by its party", async () => {
    const db = t.database.db
    const division = await createDivision(db, { divisionName: 'Khulna' })
    const plan = await createPlace(db, { divisionId: division.id, price: 200 })
    const user = { id: customer.id, name: 'Rahim', email: customer.email }
    const before = (await overview()).months.at(-1)!

    // A $50 gift voucher sold and paid by card: money received, not a booking.
    const sale = await createOrder(db, { user, tourId: plan.id })
    await db
      .update(orders)
      .set({ sale: 'gift-voucher', tourId: null, tourPriceCents: 5000 })
      .where(eq(orders.id, sale._id))
    await payOrder(db, sale._id)
    // A $200 booking paid by a voucher, then $50 of it refunded onto the voucher: a booking
    // earning its division $150, and no money in or out.
    const spent = await createOrder(db, { user, tourId: plan.id })
    await db.transaction(async (tx) => {
      const row = await lockOrder(tx, spent._id)
      await recordPayment(
        tx,
        row!,
        { intentId: `gv_${randomUUID()}`, amountCents: 20000, paidAt: new Date(), last4: null },
        null,
      )
    })
    await refund(spent._id, 5000)
    // A private group: its whole date of 40 seats held, three travelling, $300 paid by card.
    const group = await createOrder(db, { user, tourId: plan.id })
    await db
      .update(orders)
      .set({
        privatePriceCents: 30000,
        tourPriceCents: 30000,
        travellers: 40,
        party: [{ kind: 'adult', count: 3, unitMinor: 0, seat: true }],
      })
      .where(eq(orders.id, group._id))
    await payOrder(db, group._id)

    await vi.waitFor(async () => {
      const answer = await overview()
      expect(answer.months.at(-1)).toEqual({
        ...before,
        bookings: before.bookings + 2,
        travellers: before.travellers + 1 + 3,
        received: before.received + 50 + 300,
        refunded: before.refunded,
        revenue: before.revenue + 350,
      })
      expect(answer.divisions.find((d) => d.divisionId === division.id)).toEqual({
        divisionId: division.id,
        divisionName: 'Khulna',
        bookings: 2,
        revenue: 150 + 300,
      })
    })
  })

  it('seats of the next 30 days by day, and the next departures with seats left', async () => {
    const db = t.database.db
    const division = await createDivision(db)
    const plan = await createPlace(db, {
      divisionId: division.id,
      placeName: 'Sajek Valley',
      placeNameBn: 'সাজেক ভ্যালি',
    })
    const other = await createPlace(db, { divisionId: division.id, placeName: 'Sundarbans' })
    const today = dhakaToday()
    const seats = (id: string, seatsTaken: number) =>
      db.execute(sql`update departures set seats_taken = ${seatsTaken} where id = ${id}`)
    const soon = await createDeparture(db, {
      tourId: plan.id,
      date: addDays(today, 3),
      capacity: 10,
    })
    await seats(soon.id, 4)
    const sameDay = await createDeparture(db, {
      tourId: other.id,
      date: addDays(today, 3),
      capacity: 5,
    })
    await seats(sameDay.id, 5)
    await createDeparture(db, { tourId: plan.id, date: addDays(today, 5), state: 'cancelled' })
    const closed = await createDeparture(db, {
      tourId: other.id,
      date: addDays(today, 6),
      capacity: 8,
      state: 'closed',
    })
    await seats(closed.id, 2)
    const todays = await createDeparture(db, { tourId: other.id, date: today, capacity: 12 })
    const later = await createDeparture(db, { tourId: plan.id, date: addDays(today, 40) })
    await createDeparture(db, { tourId: plan.id, date: addDays(today, -2) })

    const { occupancy, nextDepartures } = await overview()
    expect(occupancy).toEqual([
      { date: today, departures: 1, seatsTaken: 0, capacity: 12 },
      { date: addDays(today, 3), departures: 2, seatsTaken: 9, capacity: 15 },
      { date: addDays(today, 6), departures: 1, seatsTaken: 2, capacity: 8 },
    ])
    // Soonest first; the full one, the closed and the cancelled ones and past ones left out.
    expect(nextDepartures.map((d) => [d._id, d.seatsLeft])).toEqual([
      [todays.id, 12],
      [soon.id, 6],
      [later.id, 15],
    ])
    expect(nextDepartures[1]).toMatchObject({
      tourId: plan.id,
      tourName: 'Sajek Valley',
      date: addDays(today, 3),
      capacity: 10,
      seatsTaken: 4,
    })
    expect((await overview('bn')).nextDepartures[1]!.tourName).toBe('সাজেক ভ্যালি')
  })

  it('keeps one set of sums, whatever the request says', async () => {
    for (const url of ['/api/overview?months=999', '/api/overview?x=1&y=2', '/api/overview']) {
      for (const language of ['en', 'bn', 'xx']) {
        const answer = await t.app.inject({
          method: 'GET',
          url,
          headers: { cookie: admin.cookie, 'accept-language': language },
        })
        expect(answer.statusCode).toBe(200)
      }
    }
    expect(t.app.overviewCache.size).toBeLessThanOrEqual(1)
    expect(t.app.overviewCache.bytes).toBeLessThan(OVERVIEW_CACHE_BOUNDS.maxBytes)
  })
})
