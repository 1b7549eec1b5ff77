/**
 * The Stripe adapter against a local stand-in for Stripe's API (Stripe cannot be reached from
 * here): what it sends when creating intents, signed webhooks, and exactly-once payment when the
 * webhook (delivered 1–5 times) races the browser's confirmation in 200 random schedules.
 */
import Stripe from 'stripe'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import { orders } from '#server/db/schema/index.ts'
import { stripeProvider } from '#server/features/payments/stripe-provider.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { startStripeStandIn, type StripeStandIn } from '#tests/servers/stripe-stand-in.ts'
import { createAccount, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const keys = {
  secretKey: 'sk_test_standin_0123456789',
  publishableKey: 'pk_test_standin_0123456789',
  webhookSecret: 'whsec_standin_0123456789abcdef',
}
const sdk = new Stripe(keys.secretKey)

let stand: StripeStandIn
let t: TestApp
let customer: TestAccount
let tourId: string
const paidCount = new Map<string, number>()

beforeAll(async () => {
  stand = await startStripeStandIn()
  t = await createTestApp({
    paymentProvider: stripeProvider({ ...keys, api: stand.api }),
    onOrderPaid: (order) => void paidCount.set(order._id, (paidCount.get(order._id) ?? 0) + 1),
  })
  const division = await createDivision(t.database.db)
  tourId = (await createPlace(t.database.db, { divisionId: division.id, price: 199.99 })).id
  customer = await createAccount(t)
})
afterAll(async () => {
  await t.close()
  await stand.close()
})

const auth = () => ({ cookie: customer.cookie })

async function newOrder(): Promise<Order> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: auth(),
    payload: { tourId, name: 'Stripe Customer', email: customer.email, phone: '01812345678' },
  })
  return response.json()
}

async function startPayment(order: Order): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: auth(),
    payload: { orderId: order._id },
  })
  expect(response.statusCode).toBe(200)
  return response.json().clientSecret.split('_secret_')[0]
}

function webhook(type: string, intentId: string, signature?: string) {
  const payload = JSON.stringify({
    id: `evt_${intentId}`,
    object: 'event',
    type,
    data: { object: { id: intentId, object: 'payment_intent' } },
  })
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature':
        signature ?? sdk.webhooks.generateTestHeaderString({ payload, secret: keys.webhookSecret }),
    },
    payload,
  })
}

describe('creating an intent', () => {
  it('sends the order’s amount in cents, USD, the order id and an idempotency key', async () => {
    const order = await newOrder()
    const before = stand.requests.length
    const intentId = await startPayment(order)
    const sent = stand.requests.slice(before).find((r) => r.method === 'POST')!
    expect(sent.path).toBe('/v1/payment_intents')
    expect(sent.form.get('amount')).toBe('19999')
    expect(sent.form.get('currency')).toBe('usd')
    expect(sent.form.get('metadata[orderId]')).toBe(order._id)
    expect(sent.headers['idempotency-key']).toBe(`order-${order._id}-19999`)
    expect(sent.headers.authorization).toBe(`Bearer ${keys.secretKey}`)
    // Asking again for the same order gets the same intent.
    expect(await startPayment(order)).toBe(intentId)
  })

  it('answers the publishable key for the card form', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: auth(),
      payload: { orderId: (await newOrder())._id },
    })
    expect(response.json()).toMatchObject({
      provider: 'stripe',
      publishableKey: keys.publishableKey,
    })
  })
})

describe('the webhook', () => {
  it('rejects a bad signature and changes nothing', async () => {
    const order = await newOrder()
    const intentId = await startPayment(order)
    stand.succeed(intentId)
    for (const signature of ['t=1,v1=deadbeef', '']) {
      expect((await webhook('payment_intent.succeeded', intentId, signature)).statusCode).toBe(400)
    }
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id))
    expect(row!.isPaid).toBe(false)
  })

  it('accepts a signed payment_intent.succeeded and marks the order Paid', async () => {
    const order = await newOrder()
    const intentId = await startPayment(order)
    stand.succeed(intentId, '1881')
    const response = await webhook('payment_intent.succeeded', intentId)
    expect(response.statusCode).toBe(200)
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id))
    expect(row).toMatchObject({
      isPaid: true,
      last4: '1881',
      transactionRef: intentId,
      amountCents: 19999,
    })
  })

  it('leaves the order unpaid for payment_intent.payment_failed', async () => {
    const order = await newOrder()
    const intentId = await startPayment(order)
    stand.fail(intentId, 'Your card was declined.')
    expect((await webhook('payment_intent.payment_failed', intentId)).statusCode).toBe(200)
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id))
    expect(row!.isPaid).toBe(false)
  })

  it('does not trust a succeeded event whose intent has not succeeded', async () => {
    const order = await newOrder()
    const intentId = await startPayment(order)
    expect((await webhook('payment_intent.succeeded', intentId)).statusCode).toBe(200)
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id))
    expect(row!.isPaid).toBe(false)
  })
})

describe('exactly once', () => {
  it('webhook deliveries (1–5) racing the browser in 200 random schedules pay once', async () => {
    const random = seeded(20261122)
    for (let schedule = 0; schedule < 200; schedule++) {
      const order = await newOrder()
      const intentId = await startPayment(order)
      stand.succeed(intentId)
      const deliveries = 1 + Math.floor(random() * 5)
      const calls: (() => Promise<unknown>)[] = [
        ...Array.from(
          { length: deliveries },
          () => () => webhook('payment_intent.succeeded', intentId),
        ),
        () =>
          t.app.inject({
            method: 'PUT',
            url: `/api/cartProducts/${order._id}`,
            headers: auth(),
            payload: { paymentIntentId: intentId },
          }),
      ]
      shuffle(calls, random)
      const responses = (await Promise.all(
        calls.map(async (call) => {
          // Random small delays interleave them differently each time.
          if (random() < 0.5) await new Promise((r) => setTimeout(r, Math.floor(random() * 3)))
          return call()
        }),
      )) as { statusCode: number }[]
      expect(responses.every((r) => r.statusCode === 200)).toBe(true)
      expect(paidCount.get(order._id)).toBe(1)
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id))
      expect(row).toMatchObject({ isPaid: true, transactionRef: intentId })
    }
  }, 120_000)
})

function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

function shuffle<T>(items: T[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
}
