/**
 * bKash Tokenized Checkout as a payment provider (issue 30 item 3), on a taka site, against the
 * local stand-in of bKash's API (tests/servers/bkash.ts): POST /payment with `provider: bkash`
 * answers bKash's page; the customer's browser back at our callback (any number of times, at
 * once) is settled at bKash — executed once approved, whatever the callback's status says — and
 * recorded once; a forged callback records nothing; an execute whose answer is lost is settled
 * by the status query; a customer who approved and closed the tab is recorded by the
 * reconciler; a cancellation's refund goes through bKash's refund API and a lost answer is
 * followed to the end, sent again at most once however many sweeps of one process race; a dollar
 * site does not offer bKash.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import { moneyMovements, orders } from '#server/db/schema/index.ts'
import { createBkashClient, type BkashClient } from '#server/features/payments/bkash/client.ts'
import { bkashProvider } from '#server/features/payments/bkash/provider.ts'
import { chooseProviders } from '#server/features/payments/choose-provider.ts'
import { reconcilePayments } from '#server/features/payments/reconcile-payments.ts'
import { sendRefunds } from '#server/features/orders/send-refunds.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { startBkashStandIn, type BkashStandIn } from '#tests/servers/bkash.ts'
import { createAccount, randomIp, type TestAccount } from '#tests/support/accounts.ts'
import { bookViaApi, cancelViaApi, openRedirect, startPayment } from '#tests/support/orders-api.ts'
import { createTestApp, systemCtx, type TestApp } from '#tests/support/test-app.ts'

/** Long enough for a busy machine's first calls; short enough to wait for a lost answer. */
const TIMEOUT_MS = 2_000

let stand: BkashStandIn
let t: TestApp
let alice: TestAccount
let tourId: string
const paidCount = new Map<string, number>()

const bkashConfig = () => ({ baseUrl: stand.baseUrl, ...stand.credentials, timeoutMs: TIMEOUT_MS })

beforeAll(async () => {
  stand = await startBkashStandIn()
  t = await createTestApp({
    config: { pricingCurrency: 'bdt', bkash: bkashConfig() },
    onOrderPaid: (order) => void paidCount.set(order._id, (paidCount.get(order._id) ?? 0) + 1),
    // The tests run the reconciler and the refund sweep themselves.
    lifecycleEveryMs: 3_600_000,
  })
  const division = await createDivision(t.database.db)
  tourId = (await createPlace(t.database.db, { divisionId: division.id, price: 1_500 })).id
  alice = await createAccount(t, { name: 'Alice Rahman' })
})
afterAll(async () => {
  await t.close()
  await stand.close()
})

/** Opens bKash's page for an order; answers the paymentID it is for. */
async function openBkash(order: Order, locale = 'en'): Promise<string> {
  const page = await openRedirect(t, alice, order, {
    provider: 'bkash',
    currency: 'bdt',
    amount: 1_500,
    locale,
  })
  expect(`${page.origin}/v1.2.0-beta`).toBe(stand.baseUrl)
  const paymentID = page.searchParams.get('paymentID')!
  expect(stand.payments.get(paymentID)).toMatchObject({ amountMinor: 150_000 })
  return paymentID
}

/** The customer's browser following bKash's redirect to our callback. */
async function browserReturns(callbackUrl: string) {
  const url = new URL(callbackUrl)
  expect(`${url.origin}${url.pathname}`).toBe(`${t.config.publicUrl}/api/payment/bkash/callback`)
  const response = await t.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    remoteAddress: randomIp(),
  })
  expect(response.statusCode, response.body).toBe(303)
  return response.headers.location
}

const rowOf = async (orderId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!
const movementsOf = (orderId: string, kind: 'payment' | 'refund') =>
  t.database.db
    .select()
    .from(moneyMovements)
    .where(and(eq(moneyMovements.orderId, orderId), eq(moneyMovements.kind, kind)))
const executesOf = (paymentID: string) =>
  stand.requests.filter(
    (r) => r.endpoint === 'execute' && (r.body as { paymentID?: string }).paymentID === paymentID,
  )

const reconcile = () =>
  reconcilePayments({
    ctx: systemCtx(t),
    provider: chooseProviders(t.config, t.database.db),
    now: new Date(Date.now() + 60_000),
  })

describe('paying through bKash', () => {
  it('offers bKash beside the card form on a taka site', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payment/methods' })
    expect(response.json()).toEqual({ providers: ['sandbox', 'bkash'] })
  })

  it('records a payment once, however many callbacks arrive at once', async () => {
    const order = await bookViaApi(t, alice, tourId)
    const paymentID = await openBkash(order)
    // What bKash keeps: the order in the invoice number, the customer's wallet prefilled.
    const atBkash = stand.payments.get(paymentID)!
    expect(atBkash.merchantInvoiceNumber).toMatch(new RegExp(`^${order._id}-en-[0-9a-z]{7}-`))
    expect(atBkash.payerReference).toBe('01712345678')
    const callback = stand.approve(paymentID, 'success')
    const locations = await Promise.all([1, 2, 3].map(() => browserReturns(callback)))
    expect(locations).toEqual(Array(3).fill(`/Dashboard/Pay/${order._id}?gateway=success`))
    expect(stand.payments.get(paymentID)?.transactionStatus).toBe('Completed')
    const row = await rowOf(order._id)
    expect(row).toMatchObject({ isPaid: true, paidCents: 150_000, last4: null, paidWith: 'bKash' })
    expect(row.transactionRef).toBe(`bkash_${paymentID}`)
    expect(await movementsOf(order._id, 'payment')).toHaveLength(1)
    expect(paidCount.get(order._id)).toBe(1)
    // Callbacks at once in one process share one settlement: one execute.
    expect(executesOf(paymentID)).toHaveLength(1)
    // Once more, later: read back, nothing executed or recorded again.
    expect(await browserReturns(callback)).toBe(`/Dashboard/Pay/${order._id}?gateway=success`)
    expect(executesOf(paymentID)).toHaveLength(1)
    expect(await movementsOf(order._id, 'payment')).toHaveLength(1)
  })

  it('sends a Bangla customer back to the Bangla Pay page', async () => {
    const order = await bookViaApi(t, alice, tourId, { locale: 'bn' })
    const paymentID = await openBkash(order, 'bn')
    const location = await browserReturns(stand.approve(paymentID, 'cancel'))
    expect(location).toBe(`/bn/Dashboard/Pay/${order._id}?gateway=cancel`)
    expect((await rowOf(order._id)).isPaid).toBe(false)
  })

  it('believes no callback: a forged success for a cancelled payment records nothing', async () => {
    const order = await bookViaApi(t, alice, tourId)
    const paymentID = await openBkash(order)
    const real = new URL(stand.approve(paymentID, 'cancel'))
    real.searchParams.set('status', 'success')
    expect(await browserReturns(real.toString())).toBe(`/Dashboard/Pay/${order._id}?gateway=cancel`)
    expect(executesOf(paymentID)).toHaveLength(0)
    expect((await rowOf(order._id)).isPaid).toBe(false)
    expect(await movementsOf(order._id, 'payment')).toHaveLength(0)
    // A success for a payment the customer has not approved: not paid, nothing taken.
    const open = await openBkash(order)
    const forged = `${t.config.publicUrl}/api/payment/bkash/callback?paymentID=${open}&status=success`
    expect(await browserReturns(forged)).toBe(`/Dashboard/Pay/${order._id}?gateway=pending`)
    expect(stand.payments.get(open)?.transactionStatus).toBe('Initiated')
    expect((await rowOf(order._id)).isPaid).toBe(false)
    // A paymentID bKash does not know, one that is no paymentID, or none: the customer's
    // bookings, and nothing asked of bKash for the malformed ones.
    const asked = stand.requests.length
    for (const query of ['?paymentID=../../x&status=success', '?status=success', '']) {
      expect(await browserReturns(`${t.config.publicUrl}/api/payment/bkash/callback${query}`)).toBe(
        '/Dashboard/MyBooking',
      )
    }
    expect(stand.requests.length).toBe(asked)
    for (const query of ['?paymentID=TR0011NOSUCHPAYMENT&status=success']) {
      expect(await browserReturns(`${t.config.publicUrl}/api/payment/bkash/callback${query}`)).toBe(
        '/Dashboard/MyBooking',
      )
    }
  })

  it('an execute whose answer is lost is settled by the status query, never sent twice', async () => {
    for (const fault of ['timeout', 'garbage'] as const) {
      const order = await bookViaApi(t, alice, tourId)
      const paymentID = await openBkash(order)
      const callback = stand.approve(paymentID, 'success')
      // Done at bKash; the answer never comes (or comes cut short).
      stand.failNext('execute', fault)
      expect(await browserReturns(callback), fault).toBe(
        `/Dashboard/Pay/${order._id}?gateway=success`,
      )
      expect(executesOf(paymentID)).toHaveLength(1)
      expect((await rowOf(order._id)).isPaid).toBe(true)
      expect(await movementsOf(order._id, 'payment')).toHaveLength(1)
    }
  })

  it('an execute another instance sent first (2117) is settled by the query', async () => {
    const order = await bookViaApi(t, alice, tourId)
    const paymentID = await openBkash(order)
    stand.approve(paymentID, 'success')
    // Another instance executes between this one's query and its execute.
    const raw = createBkashClient({ ...bkashConfig() })
    let first = true
    const racing: BkashClient = {
      ...raw,
      async queryPayment(id) {
        const state = await raw.queryPayment(id)
        if (first) {
          first = false
          await raw.executePayment(id)
        }
        return state
      },
    }
    const provider = bkashProvider({ client: racing, publicUrl: t.config.publicUrl })
    const intent = await provider.retrieveIntent(`bkash_${paymentID}`)
    expect(intent).toMatchObject({ status: 'succeeded', orderId: order._id, lastError: null })
    expect(executesOf(paymentID)).toHaveLength(2)
    // The second was declined as executed before; bKash took the money once.
    expect(stand.payments.get(paymentID)?.transactionStatus).toBe('Completed')
  })

  it('bKash down at the callback: the Pay page says pending, and the reconciler records it', async () => {
    const order = await bookViaApi(t, alice, tourId, { locale: 'bn' })
    const paymentID = await openBkash(order, 'bn')
    const callback = stand.approve(paymentID, 'success')
    stand.failNext('payment/status', 'outage')
    // The order and its language from our own record: bKash could not be asked.
    expect(await browserReturns(callback)).toBe(`/bn/Dashboard/Pay/${order._id}?gateway=pending`)
    expect(executesOf(paymentID)).toHaveLength(0)
    expect((await rowOf(order._id)).isPaid).toBe(false)
    const outcome = await reconcile()
    expect(outcome.recorded).toBeGreaterThanOrEqual(1)
    expect((await rowOf(order._id)).isPaid).toBe(true)
    expect(await movementsOf(order._id, 'payment')).toHaveLength(1)
  })

  it('bKash down: starting a payment is a 503 with Retry-After, and then works', async () => {
    const order = await bookViaApi(t, alice, tourId)
    stand.failNext('create', 'outage')
    const start = await startPayment(t, alice, order, { provider: 'bkash' })
    expect(start.statusCode).toBe(503)
    expect(start.headers['retry-after']).toBe('30')
    expect(start.json().error.message).toBe(
      'The payment service is not answering. Please try again in a minute.',
    )
    await openBkash(order)
  })

  it('a customer who approved and closed the tab is recorded by the reconciler', async () => {
    const order = await bookViaApi(t, alice, tourId)
    const paymentID = await openBkash(order)
    stand.approve(paymentID, 'success') // no callback
    expect((await rowOf(order._id)).isPaid).toBe(false)
    const outcome = await reconcile()
    expect(outcome.recorded).toBeGreaterThanOrEqual(1)
    expect(executesOf(paymentID)).toHaveLength(1)
    const row = await rowOf(order._id)
    expect(row).toMatchObject({ isPaid: true, paidCents: 150_000, paidWith: 'bKash' })
    expect(await movementsOf(order._id, 'payment')).toHaveLength(1)
  })

  it('a customer who goes back to pay again gets a new bKash payment; switching to the card form works', async () => {
    const order = await bookViaApi(t, alice, tourId)
    const first = await openBkash(order)
    const second = await openBkash(order)
    expect(second).not.toBe(first)
    expect((await rowOf(order._id)).paymentIntentId).toBe(`bkash_${second}`)
    const card = await startPayment(t, alice, order, { provider: 'sandbox' })
    expect(card.statusCode, card.body).toBe(200)
    expect(card.json()).toMatchObject({ provider: 'sandbox', redirectUrl: null })
    expect((await rowOf(order._id)).paymentIntentId).not.toMatch(/^bkash_/)
  })

  it('refunds a cancelled booking through bKash, in paisa, once', async () => {
    const order = await bookViaApi(t, alice, tourId)
    const paymentID = await openBkash(order)
    await browserReturns(stand.approve(paymentID, 'success'))
    expect((await rowOf(order._id)).isPaid).toBe(true)
    await cancelViaApi(t, alice, order)
    const [row] = await movementsOf(order._id, 'refund')
    const refunds = stand.payments.get(paymentID)!.refunds
    expect(refunds).toHaveLength(1)
    // The whole price back; our ledger row's id travels as the refund's sku.
    expect(refunds[0]).toMatchObject({ amountMinor: 150_000, sku: row!.id })
    expect(row).toMatchObject({ status: 'succeeded', refundId: refunds[0]!.refundTrxID })
    // The sweep asks nothing new of bKash for it.
    const provider = chooseProviders(t.config, t.database.db)
    await sendRefunds({ db: t.database.db, provider, olderThanSeconds: 0 })
    expect(stand.payments.get(paymentID)!.refunds).toHaveLength(1)
  })

  it("a refund whose answer is lost is found in bKash's refund status, or sent again when bKash has none", async () => {
    for (const fault of ['timeout', 'outage'] as const) {
      const order = await bookViaApi(t, alice, tourId)
      const paymentID = await openBkash(order)
      await browserReturns(stand.approve(paymentID, 'success'))
      stand.failNext('payment/refund', fault)
      await cancelViaApi(t, alice, order)
      const refundRow = async () => (await movementsOf(order._id, 'refund'))[0]!
      if (fault === 'timeout') {
        // Done at bKash, the answer lost: the refund status shows it at once.
        expect(await refundRow(), fault).toMatchObject({ status: 'succeeded' })
      } else {
        // Nothing done (bKash down): pending, and the sweep follows it.
        expect(await refundRow(), fault).toMatchObject({ status: 'pending' })
        const provider = chooseProviders(t.config, t.database.db)
        await sendRefunds({ db: t.database.db, provider, olderThanSeconds: 0 })
        expect(await refundRow(), fault).toMatchObject({ status: 'succeeded' })
      }
      const refunds = stand.payments.get(paymentID)!.refunds
      expect(refunds, fault).toHaveLength(1)
      expect((await refundRow()).refundId).toBe(refunds[0]!.refundTrxID)
      const provider = chooseProviders(t.config, t.database.db)
      await sendRefunds({ db: t.database.db, provider, olderThanSeconds: 0 })
      expect(stand.payments.get(paymentID)!.refunds, fault).toHaveLength(1)
    }
  })

  it('sweeps racing, in one instance or two, send a refund left unsettled again once', async () => {
    const order = await bookViaApi(t, alice, tourId)
    const paymentID = await openBkash(order)
    await browserReturns(stand.approve(paymentID, 'success'))
    // bKash down: nothing refunded, and the row remembers what was latest before it.
    stand.failNext('payment/refund', 'outage')
    await cancelViaApi(t, alice, order)
    const [unsettled] = await movementsOf(order._id, 'refund')
    expect(unsettled).toMatchObject({
      status: 'pending',
      refundId: expect.stringMatching(/^unsettled:/),
    })
    // A request's sweep and the worker's in one instance, and another instance's worker, at
    // once: one claims the row and sends it again; the others leave it alone.
    const here = chooseProviders(t.config, t.database.db)
    const there = chooseProviders(t.config, t.database.db)
    const sweep = (provider: typeof here) =>
      sendRefunds({ db: t.database.db, provider, olderThanSeconds: 0 })
    const outcomes = await Promise.all([sweep(here), sweep(here), sweep(there)])
    expect(outcomes.map((o) => o.succeeded).sort()).toEqual([0, 0, 1])
    const refunds = stand.payments.get(paymentID)!.refunds
    expect(refunds.map((r) => r.amountMinor)).toEqual([150_000])
    const [row] = await movementsOf(order._id, 'refund')
    expect(row).toMatchObject({ status: 'succeeded', refundId: refunds[0]!.refundTrxID })
    expect(row!.claimedUntil).toBeNull()
  })
})

describe('a dollar site', () => {
  it('does not offer bKash, even configured', async () => {
    const dollars = await createTestApp({
      config: { pricingCurrency: 'usd', bkash: bkashConfig() },
    })
    try {
      const methods = await dollars.app.inject({ method: 'GET', url: '/api/payment/methods' })
      expect(methods.json()).toEqual({ providers: ['sandbox'] })
      const callback = await dollars.app.inject({
        method: 'GET',
        url: '/api/payment/bkash/callback?paymentID=TR0011X&status=success',
      })
      expect(callback.statusCode).toBe(404)
    } finally {
      await dollars.close()
    }
  })
})
