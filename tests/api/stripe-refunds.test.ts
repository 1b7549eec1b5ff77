/**
 * Refunds through the Stripe adapter, against the local stand-in for Stripe's API: what the
 * adapter sends (the payment, the amount, an idempotency key per ledger row), refunds that stay
 * pending until a signed `charge.refunded` webhook (and its redeliveries) settles them, an
 * outage that leaves a refund pending until the lifecycle worker's sweep sends it — once — and
 * a refund the bank refuses, whose money goes back on the order's books.
 */
import Stripe from 'stripe'
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { auditLog, moneyMovements } from '#server/db/schema/index.ts'
import { sendRefunds } from '#server/features/orders/send-refunds.ts'
import { stripeProvider } from '#server/features/payments/stripe-provider.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { startStripeStandIn, type StripeStandIn } from '#tests/servers/stripe-stand-in.ts'
import { createAccount, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const keys = {
  secretKey: 'sk_test_standin_refunds_0123',
  publishableKey: 'pk_test_standin_refunds_0123',
  webhookSecret: 'whsec_standin_refunds_abcdef',
}
const sdk = new Stripe(keys.secretKey)

let stand: StripeStandIn
let t: TestApp
let provider: ReturnType<typeof stripeProvider>
let customer: TestAccount
let tourId: string

beforeAll(async () => {
  stand = await startStripeStandIn()
  provider = stripeProvider({ ...keys, api: stand.api })
  t = await createTestApp({ paymentProvider: provider })
  const division = await createDivision(t.database.db)
  tourId = (await createPlace(t.database.db, { divisionId: division.id, price: 120 })).id
  customer = await createAccount(t)
})
afterAll(async () => {
  await t.close()
  await stand.close()
})
afterEach(() => {
  stand.refundStatus = 'succeeded'
  stand.failRefunds(0)
})

const auth = () => ({ cookie: customer.cookie })

/** A booking far enough ahead for a full refund (by default), paid by card at Stripe. */
let nextFarDay = 40
async function paidBooking(daysAhead = nextFarDay++): Promise<{ order: Order; intentId: string }> {
  // A date of its own for each booking (one departure a day per tour).
  const departure = await createDeparture(t.database.db, {
    tourId,
    date: addDays(dhakaToday(), daysAhead),
  })
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: auth(),
    payload: {
      tourId,
      departureId: departure.id,
      travellers: 2,
      name: 'Stripe Refund',
      email: customer.email,
      phone: '01812345678',
    },
  })
  const order: Order = booked.json()
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: auth(),
    payload: { orderId: order._id },
  })
  const intentId = (started.json().clientSecret as string).split('_secret_')[0]!
  stand.succeed(intentId)
  const paid = await t.app.inject({
    method: 'PUT',
    url: `/api/cartProducts/${order._id}`,
    headers: auth(),
    payload: { paymentIntentId: intentId },
  })
  expect(paid.json()).toMatchObject({ isPaid: true, status: 'paid' })
  return { order, intentId }
}

function cancel(orderId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/cancel`,
    headers: auth(),
    payload: {},
  })
}

function chargeRefunded(intentId: string, eventId = `evt_${Math.random()}`) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'charge.refunded',
    data: { object: { id: `ch_${intentId}`, object: 'charge', payment_intent: intentId } },
  })
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': sdk.webhooks.generateTestHeaderString({
        payload,
        secret: keys.webhookSecret,
      }),
    },
    payload,
  })
}

const ledgerOf = (orderId: string) =>
  t.database.db
    .select()
    .from(moneyMovements)
    .where(and(eq(moneyMovements.orderId, orderId), eq(moneyMovements.kind, 'refund')))

const refundsAtStripe = (intentId: string) =>
  [...stand.refunds.values()].filter((r) => r.payment_intent === intentId)

describe('refunds at Stripe', () => {
  it('sends the payment, the amount in cents and the ledger row as idempotency key', async () => {
    const { order, intentId } = await paidBooking()
    const before = stand.requests.length
    const answer = await cancel(order._id)
    expect(answer.json()).toMatchObject({ refund: 240, order: { status: 'refunded' } })
    const sent = stand.requests.slice(before).filter((r) => r.path === '/v1/refunds')
    expect(sent).toHaveLength(1)
    const [row] = await ledgerOf(order._id)
    expect(sent[0]!.form.get('payment_intent')).toBe(intentId)
    expect(sent[0]!.form.get('amount')).toBe('24000')
    expect(sent[0]!.form.get('metadata[orderId]')).toBe(order._id)
    expect(sent[0]!.headers['idempotency-key']).toBe(`refund-${row!.id}`)
    expect(row).toMatchObject({ status: 'succeeded', amountCents: 24_000 })
    expect(row!.refundId).toBe(refundsAtStripe(intentId)[0]!.id)
  })

  it('refunds part of a payment when the policy gives part, leaving the rest at Stripe', async () => {
    const { order, intentId } = await paidBooking(20)
    const answer = await cancel(order._id)
    expect(answer.json()).toMatchObject({ refund: 120, order: { status: 'partly_refunded' } })
    expect(refundsAtStripe(intentId).map((r) => [r.amount, r.status])).toEqual([
      [12_000, 'succeeded'],
    ])
    // What is left at Stripe is exactly what the booking kept: a full refund asked by hand now
    // is refused by Stripe beyond it (the stand-in checks like Stripe).
    const more = await provider
      .refund({ intentId, amountCents: 12_001, key: 'by-hand', orderId: order._id })
      .then(
        () => 'refunded',
        (error: Error) => error.message,
      )
    expect(more).toMatch(/greater than unrefunded amount/)
  })

  it('keeps a pending refund pending until charge.refunded settles it, once, however often redelivered', async () => {
    stand.refundStatus = 'pending'
    const { order, intentId } = await paidBooking()
    await cancel(order._id)
    const [pending] = await ledgerOf(order._id)
    expect(pending).toMatchObject({ status: 'pending', refundId: refundsAtStripe(intentId)[0]!.id })

    // Before the bank answers, the event changes nothing.
    expect((await chargeRefunded(intentId)).statusCode).toBe(200)
    expect((await ledgerOf(order._id))[0]!.status).toBe('pending')

    stand.settleRefund(pending!.refundId!, 'succeeded')
    const deliveries = await Promise.all(
      Array.from({ length: 5 }, () => chargeRefunded(intentId, 'evt_same_delivery')),
    )
    expect(deliveries.map((d) => d.statusCode)).toEqual([200, 200, 200, 200, 200])
    const settled = await ledgerOf(order._id)
    expect(settled.map((r) => r.status)).toEqual(['succeeded'])
    expect(refundsAtStripe(intentId)).toHaveLength(1)
  })

  it('refuses an unsigned charge.refunded', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: JSON.stringify({ type: 'charge.refunded' }),
    })
    expect(response.statusCode).toBe(400)
  })

  it('survives an outage: the refund stays pending, the sweep sends it once, with the same key', async () => {
    const { order, intentId } = await paidBooking()
    // More failures than the SDK's own retries: the request gives up.
    stand.failRefunds(10)
    const answer = await cancel(order._id)
    expect(answer.statusCode).toBe(200)
    expect(answer.json().order.status).toBe('refunded')
    const [pending] = await ledgerOf(order._id)
    expect(pending).toMatchObject({ status: 'pending', refundId: null })
    expect(pending!.attempts).toBeGreaterThan(0)
    expect(refundsAtStripe(intentId)).toHaveLength(0)

    stand.failRefunds(0)
    // Two workers sweep at the same moment (two instances): one refund at Stripe.
    await Promise.all([
      sendRefunds({ db: t.database.db, provider, olderThanSeconds: 0 }),
      sendRefunds({ db: t.database.db, provider, olderThanSeconds: 0 }),
    ])
    expect(refundsAtStripe(intentId)).toHaveLength(1)
    expect((await ledgerOf(order._id)).map((r) => r.status)).toEqual(['succeeded'])
    const keysSent = stand.requests
      .filter((r) => r.path === '/v1/refunds' && r.method === 'POST')
      .filter((r) => r.form.get('payment_intent') === intentId)
      .map((r) => r.headers['idempotency-key'])
    expect(new Set(keysSent)).toEqual(new Set([`refund-${pending!.id}`]))
  })

  it('gives the money back to the books when the bank refuses the refund', async () => {
    stand.refundStatus = 'pending'
    const { order, intentId } = await paidBooking()
    await cancel(order._id)
    const [pending] = await ledgerOf(order._id)
    stand.settleRefund(pending!.refundId!, 'failed')
    await chargeRefunded(intentId)
    const [failed] = await ledgerOf(order._id)
    expect(failed!.status).toBe('failed')
    const now: Order = (
      await t.app.inject({ url: `/api/orders/${order._id}`, headers: auth() })
    ).json()
    expect(now).toMatchObject({ refundedAmount: 0, paidAmount: 240, status: 'cancelled' })
    const entries = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectId, order._id))
    expect(entries.map((e) => e.action)).toContain('refund.failed')
  })
})
