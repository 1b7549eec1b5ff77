/**
 * Deposits: a tour may take a deposit; the customer chooses deposit or full at payment; the
 * balance falls due a set number of days before the departure, is paid from a mailed link, and
 * is reminded 7 and 2 days before — each reminder once, across sweeps, restarts and two
 * instances on one database. Both engines.
 */
import { and, eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { mailOutbox, orders, places } from '#server/db/schema/index.ts'
import { queueBalanceReminders } from '#server/features/orders/balance-reminders.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createAccount, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let alice: TestAccount
let divisionId: number

beforeAll(async () => {
  t = await createTestApp({ lifecycleEveryMs: 3_600_000 })
  divisionId = (await createDivision(t.database.db)).id
  alice = await createAccount(t)
})
afterAll(() => t.close())

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }

function call(app: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return app.app.inject({ method, url, headers: { cookie: alice.cookie }, payload })
}

/** A $100-a-person tour taking `deposit` % (balance due 14 days before), booked `daysAhead` on. */
async function booking(daysAhead: number, { deposit = 20 as number | null, travellers = 2 } = {}) {
  const tour = await createPlace(t.database.db, { divisionId, price: 100 })
  await t.database.db
    .update(places)
    .set({ depositPercent: deposit, balanceDueDays: 14 })
    .where(eq(places.id, tour.id))
  const departure = await createDeparture(t.database.db, {
    tourId: tour.id,
    date: addDays(dhakaToday(), daysAhead),
  })
  const booked = await call(t, 'POST', '/api/order', {
    tourId: tour.id,
    departureId: departure.id,
    travellers,
    name: 'Alice Deposit',
    email: alice.email,
    phone: '01712345678',
  })
  expect(booked.statusCode).toBe(201)
  return booked.json() as Order
}

async function pay(orderId: string, plan?: 'full' | 'deposit') {
  const started = await call(t, 'POST', '/api/payment', { orderId, ...(plan ? { plan } : {}) })
  if (started.statusCode !== 200) return { started, order: undefined }
  const confirmed = await call(t, 'POST', '/api/payment/sandbox/confirm', {
    clientSecret: started.json().clientSecret,
    ...card,
  })
  expect(confirmed.statusCode).toBe(200)
  const order: Order = (await call(t, 'GET', `/api/orders/${orderId}`)).json()
  return { started, order }
}

const mailsOf = (orderId: string) =>
  t.database.db
    .select({ kind: mailOutbox.kind, text: mailOutbox.text })
    .from(mailOutbox)
    .where(sql`${mailOutbox.ref} like ${`${orderId}%`}`)

describe('paying a deposit, then the balance', () => {
  it('charges the deposit now and the balance later, with a receipt and a pay link each time', async () => {
    const booked = await booking(40)
    const deposit = await pay(booked._id, 'deposit')
    expect(deposit.started.json().amount).toBe(40)
    const due = addDays(booked.departureDate!, -14)
    expect(deposit.order).toMatchObject({
      status: 'deposit_paid',
      isPaid: false,
      paidAmount: 40,
      depositAmount: 40,
      balanceDue: 160,
      balanceDueOn: due,
      balanceOverdue: false,
      holdExpiresAt: null,
    })
    const receipt = (await mailsOf(booked._id)).find((m) => m.kind === 'receipt')
    expect(receipt!.text).toContain('We received $40')
    expect(receipt!.text).toContain('The balance of $160 is due by')
    expect(receipt!.text).toContain(`/Dashboard/Pay/${booked._id}`)

    // The plan asked for is ignored now: what is due is the balance.
    const balance = await pay(booked._id, 'deposit')
    expect(balance.started.json(), balance.started.body).toMatchObject({ amount: 160 })
    expect(balance.order).toMatchObject({
      status: 'paid',
      isPaid: true,
      paidAmount: 200,
      balanceDue: 0,
    })
    const receipts = (await mailsOf(booked._id)).filter((m) => m.kind === 'receipt')
    expect(receipts).toHaveLength(2)
    expect(receipts.some((m) => m.text.includes('We received $160'))).toBe(true)
  })

  it('replaces the open payment when the customer changes between deposit and full', async () => {
    const booked = await booking(40)
    const first = await call(t, 'POST', '/api/payment', { orderId: booked._id, plan: 'deposit' })
    expect(first.json().amount).toBe(40)
    const full = await call(t, 'POST', '/api/payment', { orderId: booked._id, plan: 'full' })
    expect(full.json().amount).toBe(200)
    expect(full.json().clientSecret).not.toBe(first.json().clientSecret)
    // The deposit's card form is closed: paying it now is refused, nothing is charged.
    const stale = await call(t, 'POST', '/api/payment/sandbox/confirm', {
      clientSecret: first.json().clientSecret,
      ...card,
    })
    expect(stale.statusCode).toBe(409)
    const row = (await t.database.db.select().from(orders).where(eq(orders.id, booked._id)))[0]!
    expect([row.depositCents, row.balanceDueOn, row.paidCents]).toEqual([null, null, 0])
  })

  it('refuses a deposit with a 400 naming the plan where none can be taken', async () => {
    for (const [days, deposit, message] of [
      [40, null, 'This tour takes no deposits'],
      [10, 20, 'too close for a deposit'],
    ] as const) {
      const booked = await booking(days, { deposit })
      const answer = await call(t, 'POST', '/api/payment', { orderId: booked._id, plan: 'deposit' })
      expect(answer.statusCode).toBe(400)
      expect(answer.json().error.details).toEqual([
        { path: '/plan', message: expect.stringContaining(message) },
      ])
    }
  })

  it('cancelling after a deposit refunds by the policy, out of what was paid', async () => {
    const booked = await booking(40)
    await pay(booked._id, 'deposit')
    const cancelled = await call(t, 'POST', `/api/orders/${booked._id}/cancel`, {})
    expect(cancelled.json()).toMatchObject({
      refund: 40,
      order: { status: 'refunded', balanceDue: 0, balanceOverdue: false },
    })
  })
})

describe('balance reminders', () => {
  /** A deposit paid on a booking whose balance is due `dueIn` days from today. */
  async function depositDueIn(dueIn: number) {
    const booked = await booking(dueIn + 30)
    await pay(booked._id, 'deposit')
    // The balance's date, moved as a test clock would move today.
    await t.database.db
      .update(orders)
      .set({ balanceDueOn: addDays(dhakaToday(), dueIn) })
      .where(eq(orders.id, booked._id))
    return booked
  }

  const reminders = (orderId: string) =>
    t.database.db
      .select({ kind: mailOutbox.kind, text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.ref, orderId), like(mailOutbox.kind, 'balance-reminder-%')))

  it('sends the 7-day reminder once, then the 2-day one once, and flags an overdue balance', async () => {
    const booked = await depositDueIn(6)
    const sweep = () => queueBalanceReminders({ db: t.database.db, publicUrl: t.config.publicUrl })
    await sweep()
    await sweep()
    expect((await reminders(booked._id)).map((m) => m.kind)).toEqual(['balance-reminder-7'])
    const [mail] = await reminders(booked._id)
    expect(mail!.text).toContain('The balance of $160 is due by')
    expect(mail!.text).toContain(`/Dashboard/Pay/${booked._id}`)

    await t.database.db
      .update(orders)
      .set({ balanceDueOn: addDays(dhakaToday(), 2) })
      .where(eq(orders.id, booked._id))
    await Promise.all([sweep(), sweep(), sweep()])
    expect((await reminders(booked._id)).map((m) => m.kind).sort()).toEqual([
      'balance-reminder-2',
      'balance-reminder-7',
    ])

    await t.database.db
      .update(orders)
      .set({ balanceDueOn: addDays(dhakaToday(), -1) })
      .where(eq(orders.id, booked._id))
    const overdue: Order = (await call(t, 'GET', `/api/orders/${booked._id}`)).json()
    expect(overdue).toMatchObject({ status: 'deposit_paid', balanceOverdue: true })
  })

  it('a deposit paid 2 days before the due date gets only the 2-day reminder', async () => {
    const booked = await depositDueIn(2)
    await queueBalanceReminders({ db: t.database.db, publicUrl: t.config.publicUrl })
    expect((await reminders(booked._id)).map((m) => m.kind)).toEqual(['balance-reminder-2'])
  })

  it('once across two instances on one database and across a restart', async () => {
    const booked = await depositDueIn(5)
    // Two more instances of the site on the same database, each with its lifecycle worker.
    const second = await createTestApp({ database: t.database, lifecycleEveryMs: 3_600_000 })
    const third = await createTestApp({ database: t.database, lifecycleEveryMs: 3_600_000 })
    second.app.lifecycle.nudge()
    third.app.lifecycle.nudge()
    t.app.lifecycle.nudge()
    await Promise.all([
      second.app.lifecycle.idle(),
      third.app.lifecycle.idle(),
      t.app.lifecycle.idle(),
    ])
    expect((await reminders(booked._id)).map((m) => m.kind)).toEqual(['balance-reminder-7'])
    // A restart: the instances go, a new one starts and sweeps at once.
    await second.close()
    await third.close()
    const restarted = await createTestApp({ database: t.database, lifecycleEveryMs: 3_600_000 })
    await restarted.app.lifecycle.idle()
    restarted.app.lifecycle.nudge()
    await restarted.app.lifecycle.idle()
    await restarted.close()
    expect((await reminders(booked._id)).map((m) => m.kind)).toEqual(['balance-reminder-7'])
  })
})
