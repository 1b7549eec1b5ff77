/**
 * Customers cancel bookings and get the refund their cancellation policy gives, exactly once:
 * the terms shown first are the terms applied, the money goes back through the provider (the
 * sandbox here), the seats return, a mail says so, and the audit log records each money event.
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import {
  auditLog,
  departures,
  mailOutbox,
  moneyMovements,
  orders,
  sandboxIntents,
  sandboxRefunds,
} from '#server/db/schema/index.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { payOrder } from '#tests/factories/payments.ts'
import { createAccount, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let alice: TestAccount
let bob: TestAccount
let admin: TestAccount
let divisionId: number

beforeAll(async () => {
  t = await createTestApp()
  divisionId = (await createDivision(t.database.db)).id
  alice = await createAccount(t)
  bob = await createAccount(t)
  admin = await createAccount(t, { role: 'admin' })
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT'
function call(who: TestAccount, method: Method, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: who.cookie },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  })
}

/** A tour ($100 a person) with a departure `daysAhead` days from today in Dhaka. */
async function tourWithDate(daysAhead: number, capacity = 10) {
  const tour = await createPlace(t.database.db, { divisionId, price: 100 })
  const departure = await createDeparture(t.database.db, {
    tourId: tour.id,
    date: addDays(dhakaToday(), daysAhead),
    capacity,
  })
  return { tour, departure }
}

async function book(who: TestAccount, tourId: string, departureId: string, travellers = 2) {
  const response = await call(who, 'POST', '/api/order', {
    tourId,
    departureId,
    travellers,
    name: 'Alice Traveller',
    email: who.email,
    phone: '01712345678',
  })
  expect(response.statusCode).toBe(201)
  return response.json() as Order
}

/** A plan's spec fields as the edit form would send them back. */
async function planOf(tourId: string) {
  const place = (await t.app.inject({ url: `/api/places/${tourId}` })).json()
  const { _id, review, rating, ...rest } = place
  return { ...rest, review, rating }
}

async function seatsTaken(departureId: string) {
  const [row] = await t.database.db
    .select({ taken: departures.seatsTaken })
    .from(departures)
    .where(eq(departures.id, departureId))
  return row!.taken
}

const refundsOf = (orderId: string) =>
  t.database.db
    .select()
    .from(moneyMovements)
    .where(and(eq(moneyMovements.orderId, orderId), eq(moneyMovements.kind, 'refund')))

const auditOf = (orderId: string) =>
  t.database.db
    .select({ action: auditLog.action, actorId: auditLog.actorId, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'order'), eq(auditLog.subjectId, orderId)))
    .orderBy(auditLog.id)

describe('the terms shown before cancelling', () => {
  it('follow the default policy by days to departure: 100 %, 50 %, nothing', async () => {
    for (const [days, percent, refund] of [
      [40, 100, 200],
      [30, 100, 200],
      [29, 50, 100],
      [14, 50, 100],
      [13, 0, 0],
      [1, 0, 0],
    ] as const) {
      const { tour, departure } = await tourWithDate(days)
      const order = await book(alice, tour.id, departure.id)
      await payOrder(t.database.db, order._id)
      const terms = (await call(alice, 'GET', `/api/orders/${order._id}/cancellation`)).json()
      expect(terms, `${days} days ahead`).toMatchObject({
        cancellable: true,
        daysBefore: days,
        refundPercent: percent,
        paid: 200,
        refund,
      })
    }
  })

  it("are the plan's own tiers as they were at booking, whatever the plan says later", async () => {
    const { tour, departure } = await tourWithDate(10)
    const policy = [
      { daysBefore: 7, refundPercent: 80 },
      { daysBefore: 0, refundPercent: 10 },
    ]
    const saved = await call(admin, 'PUT', `/api/place/${tour.id}`, {
      ...(await planOf(tour.id)),
      cancellationPolicy: policy,
    })
    expect(saved.statusCode).toBe(200)
    const terms = (await t.app.inject({ url: `/api/places/${tour.id}/terms` })).json()
    expect(terms.cancellationPolicy).toEqual(policy)
    const order = await book(alice, tour.id, departure.id)
    expect(order.cancellationPolicy).toEqual(policy)
    await payOrder(t.database.db, order._id)
    // The plan turns strict afterwards: the booking keeps what was accepted.
    await call(admin, 'PUT', `/api/place/${tour.id}`, {
      ...(await planOf(tour.id)),
      cancellationPolicy: [{ daysBefore: 0, refundPercent: 0 }],
    })
    const after = (await call(alice, 'GET', `/api/orders/${order._id}/cancellation`)).json()
    expect(after).toMatchObject({ refundPercent: 80, refund: 160 })
  })

  it('are for the customer and admins only', async () => {
    const { tour, departure } = await tourWithDate(40)
    const order = await book(alice, tour.id, departure.id)
    expect((await call(bob, 'GET', `/api/orders/${order._id}/cancellation`)).statusCode).toBe(403)
    expect((await call(admin, 'GET', `/api/orders/${order._id}/cancellation`)).statusCode).toBe(200)
    expect((await call(bob, 'POST', `/api/orders/${order._id}/cancel`, {})).statusCode).toBe(403)
    const missing = await call(
      alice,
      'GET',
      '/api/orders/00000000-0000-4000-8000-000000000000/cancellation',
    )
    expect(missing.statusCode).toBe(404)
    const bad = await call(alice, 'POST', `/api/orders/${order._id}/cancel`, { refund: 'all' })
    expect(bad.statusCode).toBe(400)
    const full = await call(alice, 'POST', `/api/orders/${order._id}/cancel`, { refund: 'full' })
    expect(full.statusCode).toBe(403)
    expect(full.json().error.message).toBe(
      'Only admins can give a refund beyond the cancellation policy.',
    )
  })
})

describe('a customer cancels', () => {
  it('gets the refund shown, once, with the seats back, a mail and audit entries', async () => {
    const { tour, departure } = await tourWithDate(20)
    const order = await book(alice, tour.id, departure.id, 3)
    const paid = await payOrder(t.database.db, order._id)
    expect(await seatsTaken(departure.id)).toBe(3)

    const shown = (await call(alice, 'GET', `/api/orders/${order._id}/cancellation`)).json()
    const answer = await call(alice, 'POST', `/api/orders/${order._id}/cancel`, {
      reason: 'Family wedding moved',
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.json().refund).toBe(shown.refund)
    expect(answer.json().refund).toBe(150)
    expect(answer.json().order).toMatchObject({
      status: 'partly_refunded',
      cancelled: true,
      isPaid: false,
      cancelledBy: 'customer',
      paidAmount: 300,
      refundedAmount: 150,
    })
    expect(await seatsTaken(departure.id)).toBe(0)

    const refunds = await refundsOf(order._id)
    expect(refunds.map((r) => [r.amountCents, r.status, r.intentId])).toEqual([
      [15_000, 'succeeded', paid.intentId],
    ])
    const atProvider = await t.database.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.intentId, paid.intentId))
    expect(atProvider.map((r) => [r.amountCents, r.idempotencyKey])).toEqual([
      [15_000, refunds[0]!.id],
    ])
    const [mail] = await t.database.db
      .select({ to: mailOutbox.to, text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'cancellation'), eq(mailOutbox.ref, order._id)))
    expect(mail!.to).toBe(alice.email)
    expect(mail!.text).toContain('is cancelled, as you asked')
    expect(mail!.text).toContain('A refund of $150 is on its way')
    expect((await auditOf(order._id)).map((a) => a.action)).toEqual([
      'payment.received',
      'refund.issued',
      'order.cancelled',
    ])
  })

  it('cancels once under 20 concurrent requests: one refund, the rest answer refund 0', async () => {
    const { tour, departure } = await tourWithDate(45)
    const order = await book(alice, tour.id, departure.id)
    await payOrder(t.database.db, order._id)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(alice, 'POST', `/api/orders/${order._id}/cancel`, {})),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200))
    expect(answers.map((a) => a.json().refund).sort((a, b) => b - a)).toEqual([
      200,
      ...Array(19).fill(0),
    ])
    expect(await refundsOf(order._id)).toHaveLength(1)
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id))
    expect([row!.paidCents, row!.refundedCents]).toEqual([20_000, 20_000])
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'cancellation'), eq(mailOutbox.ref, order._id)))
    expect(mails).toHaveLength(1)
  })

  it('of an unpaid hold frees the seats and refunds nothing', async () => {
    const { tour, departure } = await tourWithDate(3)
    const order = await book(alice, tour.id, departure.id, 4)
    expect(await seatsTaken(departure.id)).toBe(4)
    const answer = await call(alice, 'POST', `/api/orders/${order._id}/cancel`, {})
    expect(answer.json()).toMatchObject({ refund: 0, order: { status: 'cancelled' } })
    expect(await seatsTaken(departure.id)).toBe(0)
    expect(await refundsOf(order._id)).toHaveLength(0)
    // A cancelled booking can no longer be paid.
    expect((await call(alice, 'POST', '/api/payment', { orderId: order._id })).statusCode).toBe(409)
  })

  it('is refused once the departure has taken place', async () => {
    const tour = await createPlace(t.database.db, { divisionId, price: 100 })
    const departure = await createDeparture(t.database.db, {
      tourId: tour.id,
      date: addDays(dhakaToday(), -2),
    })
    const [row] = await t.database.db
      .insert(orders)
      .values({
        userId: alice.id,
        tourId: tour.id,
        tourName: 'Past trip',
        tourPriceCents: 10_000,
        name: 'Alice',
        email: alice.email,
        phone: '01712345678',
        reference: 'BT-PAST22',
        departureId: departure.id,
        departureDate: departure.date,
      })
      .returning()
    await payOrder(t.database.db, row!.id)
    const order: Order = (await call(alice, 'GET', `/api/orders/${row!.id}`)).json()
    expect(order.status).toBe('completed')
    const answer = await call(alice, 'POST', `/api/orders/${row!.id}/cancel`, {})
    expect(answer.statusCode).toBe(409)
    expect(answer.json().error.message).toMatch(/already taken place/)
  })

  it('by an admin may refund in full where the policy gives nothing', async () => {
    const { tour, departure } = await tourWithDate(2)
    const order = await book(alice, tour.id, departure.id)
    await payOrder(t.database.db, order._id)
    const answer = await call(admin, 'POST', `/api/orders/${order._id}/cancel`, { refund: 'full' })
    expect(answer.json()).toMatchObject({
      refund: 200,
      order: { status: 'refunded', cancelledBy: 'admin' },
    })
    const entries = await auditOf(order._id)
    expect(entries.find((e) => e.action === 'order.cancelled')!.actorId).toBe(admin.id)
  })
})

describe('a payment that lands on a cancelled booking', () => {
  it('is recorded and refunded in full at once: money taken is never kept', async () => {
    const { tour, departure } = await tourWithDate(60)
    const order = await book(alice, tour.id, departure.id)
    const started = await call(alice, 'POST', '/api/payment', { orderId: order._id })
    const intentId = (started.json().clientSecret as string).split('_secret_')[0]!
    // The card went through at the provider, but the browser's confirmation is still on its
    // way when the customer cancels in another tab.
    await t.database.db
      .update(sandboxIntents)
      .set({ status: 'succeeded', last4: '4242' })
      .where(eq(sandboxIntents.id, intentId))
    const cancelled = await call(alice, 'POST', `/api/orders/${order._id}/cancel`, {})
    expect(cancelled.json()).toMatchObject({ refund: 0, order: { status: 'cancelled' } })
    const confirmed = await call(alice, 'PUT', `/api/cartProducts/${order._id}`, {
      paymentIntentId: intentId,
    })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toMatchObject({
      status: 'refunded',
      paidAmount: 200,
      refundedAmount: 200,
    })
    const refunds = await refundsOf(order._id)
    expect(refunds.map((r) => [r.purpose, r.amountCents, r.status])).toEqual([
      ['late-payment', 20_000, 'succeeded'],
    ])
    // The confirmation again (a retry, the webhook): nothing more is recorded or refunded.
    await call(alice, 'PUT', `/api/cartProducts/${order._id}`, { paymentIntentId: intentId })
    expect(await refundsOf(order._id)).toHaveLength(1)
    expect(await seatsTaken(departure.id)).toBe(0)
  })
})
