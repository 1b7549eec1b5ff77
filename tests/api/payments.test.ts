/**
 * Card payments on a real database: the sandbox flow end to end, the guards, and the rule that
 * an order becomes Paid only when the provider confirms it — once, whoever confirms first.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import { sandboxTestCards } from '#shared/contracts/payments.ts'
import { orders } from '#server/db/schema/index.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createOrder } from '#tests/factories/orders.ts'
import { createAccount, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
let t: TestApp
let alice: TestAccount
let bob: TestAccount
let admin: TestAccount
let tourId: string
const paidOrders: Order[] = []

beforeAll(async () => {
  t = await createTestApp({
    config: { adminEmails: [ADMIN_EMAIL] },
    onOrderPaid: (order) => void paidOrders.push(order),
  })
  const division = await createDivision(t.database.db)
  tourId = (await createPlace(t.database.db, { divisionId: division.id, price: 250.75 })).id
  ;[alice, bob, admin] = await Promise.all([
    createAccount(t, { name: 'Alice' }),
    createAccount(t, { name: 'Bob' }),
    createAccount(t, { email: ADMIN_EMAIL }),
  ])
})
afterAll(() => t.close())

function call(
  who: TestAccount | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} })
}

/** An unpaid order of `who` (booking is tests/api/orders.test.ts's subject, not this file's). */
function newOrder(who: TestAccount): Promise<Order> {
  return createOrder(t.database.db, { user: { ...who, id: who.id! }, tourId })
}

const card = (cardNumber: string) => ({ cardNumber, expiry: '12/34', cvc: '123' })

async function pay(who: TestAccount, order: Order, cardNumber: string = sandboxTestCards.success) {
  const intent = await call(who, 'POST', '/api/payment', { orderId: order._id, price: 1 })
  const { clientSecret } = intent.json()
  const confirmed = await call(who, 'POST', '/api/payment/sandbox/confirm', {
    clientSecret,
    ...card(cardNumber),
  })
  return { intent, confirmed }
}

describe('POST /api/payment', () => {
  it('answers a client secret for the order’s own amount, whatever the client sends', async () => {
    const order = await newOrder(alice)
    const response = await call(alice, 'POST', '/api/payment', { orderId: order._id, price: 1 })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ provider: 'sandbox', amount: 250.75, currency: 'usd' })
    expect(response.json().clientSecret).toMatch(/^pi_sandbox_.+_secret_/)
  })

  it("is 403 for someone else's order, 401 signed out, 404 unknown, 400 malformed", async () => {
    const order = await newOrder(alice)
    expect((await call(bob, 'POST', '/api/payment', { orderId: order._id })).statusCode).toBe(403)
    expect((await call(undefined, 'POST', '/api/payment', { orderId: order._id })).statusCode).toBe(
      401,
    )
    expect((await call(alice, 'POST', '/api/payment', { orderId: randomUUID() })).statusCode).toBe(
      404,
    )
    const malformed = await call(alice, 'POST', '/api/payment', { orderId: 'x' })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().error.message).toContain('orderId')
  })
})

describe('the sandbox card flow', () => {
  it('4242… pays: the order is Paid with amount, last4, date and transaction; a receipt exists', async () => {
    const order = await newOrder(alice)
    const { confirmed } = await pay(alice, order)
    expect(confirmed.statusCode).toBe(200)
    const { paymentIntentId } = confirmed.json()

    const put = await call(alice, 'PUT', `/api/cartProducts/${order._id}`, {
      paymentIntentId,
      isPaid: true,
      amount: 1,
    })
    expect(put.statusCode).toBe(200)
    expect(put.json()).toMatchObject({
      isPaid: true,
      amount: 250.75,
      last4: '4242',
      transaction: paymentIntentId,
    })
    expect(Date.parse(put.json().created)).toBeGreaterThan(Date.now() - 60_000)

    const receipt = await call(alice, 'GET', `/api/receipt/${order._id}`)
    expect(receipt.json()).toMatchObject({
      reference: order.reference,
      departureDate: null,
      travellers: 1,
      amount: 250.75,
      last4: '4242',
      transaction: paymentIntentId,
    })
    expect((await call(bob, 'GET', `/api/receipt/${order._id}`)).statusCode).toBe(403)

    expect((await call(alice, 'POST', '/api/payment', { orderId: order._id })).statusCode).toBe(409)
    expect((await call(alice, 'DELETE', `/api/order/${order._id}`)).statusCode).toBe(409)
    expect(paidOrders.filter((o) => o._id === order._id)).toHaveLength(1)
  })

  // Stripe's sentence and, for the page to say it in its language, Stripe's code.
  it.each([
    [
      sandboxTestCards.declined,
      'Your card was declined.',
      { code: 'card_declined', declineCode: 'generic_decline' },
    ],
    [
      sandboxTestCards.insufficientFunds,
      'Your card has insufficient funds.',
      { code: 'card_declined', declineCode: 'insufficient_funds' },
    ],
    [sandboxTestCards.expired, 'Your card has expired.', { code: 'expired_card' }],
    ['4242 4242 4242 4241', 'Your card number is invalid.', { code: 'invalid_number' }],
  ])('%s fails with “%s” and the order stays unpaid', async (number, message, details) => {
    const order = await newOrder(alice)
    const { confirmed } = await pay(alice, order, number)
    expect(confirmed.statusCode).toBe(402)
    expect(confirmed.json().error).toEqual({ code: 'PAYMENT_FAILED', message, details })
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id))
    expect(row!.isPaid).toBe(false)
    // The customer may try again with a good card.
    const retry = await pay(alice, order)
    expect(retry.confirmed.statusCode).toBe(200)
  })
})

describe('PUT /api/cartProducts/:id never marks paid without a real success', () => {
  it('made-up data leaves the order unpaid', async () => {
    const order = await newOrder(alice)
    for (const body of [
      { paymentIntentId: 'pi_made_up' },
      { transsaction: 'pi_sandbox_nope', isPaid: true, amount: 250.75, last4: '4242' },
    ]) {
      const response = await call(alice, 'PUT', `/api/cartProducts/${order._id}`, body)
      expect(response.statusCode).toBe(400)
    }
    expect(
      (await call(alice, 'PUT', `/api/cartProducts/${order._id}`, { isPaid: true })).statusCode,
    ).toBe(400)
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id))
    expect(row!.isPaid).toBe(false)
  })

  it("another order's successful intent leaves this order unpaid", async () => {
    const paidOne = await newOrder(alice)
    const { confirmed } = await pay(alice, paidOne)
    const other = await newOrder(alice)
    const response = await call(alice, 'PUT', `/api/cartProducts/${other._id}`, {
      paymentIntentId: confirmed.json().paymentIntentId,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toMatch(/another order/)
  })

  it('a failed intent leaves the order unpaid', async () => {
    const order = await newOrder(alice)
    const { intent } = await pay(alice, order, sandboxTestCards.declined)
    const intentId = intent.json().clientSecret.split('_secret_')[0]
    const response = await call(alice, 'PUT', `/api/cartProducts/${order._id}`, {
      paymentIntentId: intentId,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toMatch(/not succeeded: Your card was declined/)
  })

  it("is 403 for someone else's order", async () => {
    const order = await newOrder(alice)
    const { confirmed } = await pay(alice, order)
    const response = await call(bob, 'PUT', `/api/cartProducts/${order._id}`, {
      paymentIntentId: confirmed.json().paymentIntentId,
    })
    expect(response.statusCode).toBe(403)
  })

  it('replaying the same success changes nothing', async () => {
    const order = await newOrder(alice)
    const { confirmed } = await pay(alice, order)
    const body = { paymentIntentId: confirmed.json().paymentIntentId }
    const first = (await call(alice, 'PUT', `/api/cartProducts/${order._id}`, body)).json()
    const second = (await call(alice, 'PUT', `/api/cartProducts/${order._id}`, body)).json()
    const byAdmin = (await call(admin, 'PUT', `/api/cartProducts/${order._id}`, body)).json()
    expect(second).toEqual(first)
    expect(byAdmin).toEqual(first)
    expect(paidOrders.filter((o) => o._id === order._id)).toHaveLength(1)
  })
})
