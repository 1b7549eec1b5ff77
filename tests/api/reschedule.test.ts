/**
 * Rescheduling: a booking moves to another open date of its tour with seats; the new date's
 * price applies — less refunds the difference through the provider, more leaves it to pay —
 * and a move never oversells a date, however many race for its last seats. Both engines.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import { sandboxTestCards } from '#shared/contracts/payments.ts'
import {
  departures,
  mailOutbox,
  moneyMovements,
  orders,
  sandboxIntents,
} from '#server/db/schema/index.ts'
import { expireHolds } from '#server/features/orders/index.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { payOrder } from '#tests/factories/payments.ts'
import { createAccount, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let alice: TestAccount
let bob: TestAccount
let divisionId: number

beforeAll(async () => {
  t = await createTestApp()
  divisionId = (await createDivision(t.database.db)).id
  alice = await createAccount(t)
  bob = await createAccount(t)
})
afterAll(() => t.close())

function call(who: TestAccount, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: who.cookie }, payload })
}

async function book(who: TestAccount, tourId: string, departureId: string, travellers: number) {
  const answer = await call(who, 'POST', '/api/order', {
    tourId,
    departureId,
    travellers,
    name: 'Mover',
    email: who.email,
    phone: '01712345678',
  })
  expect(answer.statusCode).toBe(201)
  return answer.json() as Order
}

const move = (who: TestAccount, orderId: string, departureId: string) =>
  call(who, 'POST', `/api/orders/${orderId}/reschedule`, { departureId })

async function taken(id: string) {
  const [row] = await t.database.db
    .select({ taken: departures.seatsTaken })
    .from(departures)
    .where(eq(departures.id, id))
  return row!.taken
}

/** A $60 booking whose Pay page is open (its intent made), and a $40 date of the same tour. */
async function payingOnAnOpenPage() {
  const tour = await createPlace(t.database.db, { divisionId, price: 60 })
  const first = await createDeparture(t.database.db, { tourId: tour.id })
  const cheaper = await createDeparture(t.database.db, { tourId: tour.id, priceCents: 4_000 })
  const order = await book(bob, tour.id, first.id, 1)
  const opened = await call(bob, 'POST', '/api/payment', { orderId: order._id })
  return { order, cheaper, opened }
}

describe('moving a paid booking', () => {
  it('to a cheaper date refunds the difference; to a dearer one leaves it to pay', async () => {
    const tour = await createPlace(t.database.db, { divisionId, price: 100 })
    const first = await createDeparture(t.database.db, { tourId: tour.id })
    const cheaper = await createDeparture(t.database.db, { tourId: tour.id, priceCents: 8_000 })
    const dearer = await createDeparture(t.database.db, { tourId: tour.id, priceCents: 13_000 })
    const order = await book(alice, tour.id, first.id, 2)
    await payOrder(t.database.db, order._id)

    const down = await move(alice, order._id, cheaper.id)
    expect(down.statusCode).toBe(200)
    expect(down.json()).toMatchObject({
      refund: 40,
      due: 0,
      order: { status: 'paid', tourPrice: 160, departureDate: cheaper.date, refundedAmount: 40 },
    })
    expect([await taken(first.id), await taken(cheaper.id)]).toEqual([0, 2])
    const refunds = await t.database.db
      .select()
      .from(moneyMovements)
      .where(and(eq(moneyMovements.orderId, order._id), eq(moneyMovements.kind, 'refund')))
    expect(refunds.map((r) => [r.purpose, r.amountCents, r.status])).toEqual([
      ['reschedule', 4_000, 'succeeded'],
    ])

    const up = await move(alice, order._id, dearer.id)
    expect(up.json()).toMatchObject({
      refund: 0,
      due: 100,
      order: { isPaid: false, tourPrice: 260 },
    })
    expect([await taken(cheaper.id), await taken(dearer.id)]).toEqual([0, 2])
    // The difference is paid like a balance.
    const pay = await call(alice, 'POST', '/api/payment', { orderId: order._id })
    expect(pay.json().amount).toBe(100)
    const mails = await t.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'reschedule'))
    expect(mails.some((m) => m.text.includes('$40 is on its way back'))).toBe(true)
    expect(mails.some((m) => m.text.includes('$100 is still to pay'))).toBe(true)
    // The same move again changes nothing.
    expect((await move(alice, order._id, dearer.id)).json()).toMatchObject({ refund: 0, due: 100 })
  })

  it('closes the payment opened for the old price: a Pay page left open cannot charge it', async () => {
    const { order, cheaper, opened } = await payingOnAnOpenPage()
    expect(opened.json().amount).toBe(60)
    expect((await move(bob, order._id, cheaper.id)).statusCode).toBe(200)
    // The old page's card form: its intent was cancelled with the move.
    const stale = await call(bob, 'POST', '/api/payment/sandbox/confirm', {
      clientSecret: opened.json().clientSecret,
      cardNumber: sandboxTestCards.success,
      expiry: '12/34',
      cvc: '123',
    })
    expect(stale.statusCode).toBe(409)
    // Paying again opens one for the new amount.
    const again = await call(bob, 'POST', '/api/payment', { orderId: order._id })
    expect(again.json().amount).toBe(40)
  })

  it('records money charged on an intent for more than the booking now costs, and returns the rest', async () => {
    const { order, cheaper, opened } = await payingOnAnOpenPage()
    const intentId = String(opened.json().clientSecret).split('_secret_')[0]!
    // Charged at the provider in the moment between the move's commit and its cancel.
    await t.database.db
      .update(sandboxIntents)
      .set({ status: 'succeeded', last4: '4242' })
      .where(eq(sandboxIntents.id, intentId))
    expect((await move(bob, order._id, cheaper.id)).statusCode).toBe(200)
    const confirmed = await call(bob, 'PUT', `/api/cartProducts/${order._id}`, {
      paymentIntentId: intentId,
    })
    expect(confirmed.statusCode).toBe(200)
    const ledger = await t.database.db
      .select()
      .from(moneyMovements)
      .where(eq(moneyMovements.orderId, order._id))
    expect(ledger.map((m) => [m.kind, m.purpose, m.amountCents]).sort()).toEqual([
      ['payment', 'full', 6_000],
      ['refund', 'overpayment', 2_000],
    ])
    expect(confirmed.json()).toMatchObject({ isPaid: true })
  })

  it('refuses, naming the date, a full date, another tour’s date and a closed one', async () => {
    const tour = await createPlace(t.database.db, { divisionId })
    const other = await createPlace(t.database.db, { divisionId })
    const from = await createDeparture(t.database.db, { tourId: tour.id })
    const full = await createDeparture(t.database.db, { tourId: tour.id, capacity: 2 })
    const closed = await createDeparture(t.database.db, { tourId: tour.id, state: 'closed' })
    const elsewhere = await createDeparture(t.database.db, { tourId: other.id })
    await book(bob, tour.id, full.id, 1)
    const order = await book(alice, tour.id, from.id, 2)
    for (const target of [full, closed, elsewhere]) {
      const answer = await move(alice, order._id, target.id)
      expect(answer.statusCode).toBe(400)
      expect(answer.json().error.details[0].path).toBe('/departureId')
    }
    expect((await move(bob, order._id, closed.id)).statusCode).toBe(403)
    expect(await taken(from.id)).toBe(2)
  })

  it('never oversells: of 10 paid bookings racing for 4 seats, as many move as fit', async () => {
    const tour = await createPlace(t.database.db, { divisionId })
    const target = await createDeparture(t.database.db, { tourId: tour.id, capacity: 4 })
    const moving: Order[] = []
    for (let i = 0; i < 10; i++) {
      const from = await createDeparture(t.database.db, { tourId: tour.id })
      const order = await book(i % 2 ? alice : bob, tour.id, from.id, 2)
      await payOrder(t.database.db, order._id)
      moving.push(order)
    }
    const answers = await Promise.all(
      moving.map((order, i) => move(i % 2 ? alice : bob, order._id, target.id)),
    )
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2)
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(8)
    expect(await taken(target.id)).toBe(4)
  })
})

describe('moving an unpaid booking that had no date', () => {
  it('holds its seats for the hold time there, so the sweep can give them back', async () => {
    const tour = await createPlace(t.database.db, { divisionId, price: 30 })
    const date = await createDeparture(t.database.db, { tourId: tour.id, capacity: 8 })
    const booked = await call(alice, 'POST', '/api/order', {
      tourId: tour.id,
      travellers: 3,
      name: 'Dateless',
      email: alice.email,
      phone: '01712345678',
    })
    expect(booked.statusCode, booked.body).toBe(201)
    const order = booked.json() as Order
    expect(order.holdExpiresAt).toBeNull()
    const before = Date.now()
    const moved = await move(alice, order._id, date.id)
    expect(moved.statusCode, moved.body).toBe(200)
    expect(await taken(date.id)).toBe(3)
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id))
    const hours = (row!.holdExpiresAt!.getTime() - before) / 3_600_000
    expect(hours).toBeGreaterThan(t.config.holdHours - 0.01)
    expect(hours).toBeLessThan(t.config.holdHours + 0.01)
    // When the hold runs out, the sweep gives its seats back.
    await t.database.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order._id))
    expect(await expireHolds({ db: t.database.db, departureId: date.id })).toBe(1)
    expect(await taken(date.id)).toBe(0)
  })
})
