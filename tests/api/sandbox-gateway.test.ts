/**
 * The sandbox gateway (issue 30 item 4): offline, with no real gateway configured, the site
 * imitates a redirect gateway with a page of its own. POST /payment with `provider:
 * sandbox-gateway` answers that page; its Pay, Fail and Cancel finish the intent once; the
 * return route believes nothing but the intent's id, reads it back and records a payment once;
 * a forged return records nothing; a tab closed after Pay is recorded by the reconciler; a
 * cancellation's refund is recorded once; unknown and malformed intents are 404 and 400, never
 * a 5xx; a site with a real gateway (or Stripe) does not offer it.
 */
import { and, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorCodes } from '#shared/contracts/common.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { moneyMovements, orders, sandboxIntents, sandboxRefunds } from '#server/db/schema/index.ts'
import { chooseProviders } from '#server/features/payments/choose-provider.ts'
import { reconcilePayments } from '#server/features/payments/reconcile-payments.ts'
import { sendRefunds } from '#server/features/orders/send-refunds.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createAccount, randomIp, type TestAccount } from '#tests/support/accounts.ts'
import { bookViaApi, cancelViaApi, openRedirect, startPayment } from '#tests/support/orders-api.ts'
import { createTestApp, systemCtx, testConfig, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let alice: TestAccount
let tourId: string
const paidCount = new Map<string, number>()

beforeAll(async () => {
  t = await createTestApp({
    onOrderPaid: (order) => void paidCount.set(order._id, (paidCount.get(order._id) ?? 0) + 1),
    // The tests run the reconciler and the refund sweep themselves.
    lifecycleEveryMs: 3_600_000,
  })
  const division = await createDivision(t.database.db)
  tourId = (await createPlace(t.database.db, { divisionId: division.id, price: 120 })).id
  alice = await createAccount(t, { name: 'Alice Rahman' })
})
afterAll(() => t?.close())

const PAGE = /^\/api\/payment\/sandbox-gateway\/(sgw_[A-Za-z0-9_-]{24})$/

/** Opens the sandbox gateway's page for an order; answers the page's path and intent id. */
async function openGateway(order: Order, locale = 'en') {
  const url = await openRedirect(t, alice, order, {
    provider: 'sandbox-gateway',
    currency: 'usd',
    amount: 120,
    locale,
  })
  expect(url.origin).toBe(t.config.publicUrl)
  const [, intentId] = PAGE.exec(url.pathname)!
  return { path: url.pathname, intentId: intentId! }
}

const getPage = (path: string, remoteAddress = randomIp()) =>
  t.app.inject({ method: 'GET', url: path, remoteAddress })

/** A press of one of the page's buttons, as the browser posts the form. */
const press = (path: string, outcome: string, origin = t.config.publicUrl) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    payload: `outcome=${outcome}`,
    remoteAddress: randomIp(),
  })

/** The browser following a redirect of ours; answers where it is sent next. */
async function follow(location: string) {
  const response = await t.app.inject({ method: 'GET', url: location, remoteAddress: randomIp() })
  expect(response.statusCode, response.body).toBe(303)
  return response.headers.location as string
}

/** Presses a button and follows the way back to the site; answers the Pay page's address. */
async function pressAndReturn(path: string, outcome: string) {
  const pressed = await press(path, outcome)
  expect(pressed.statusCode, pressed.body).toBe(303)
  return follow(pressed.headers.location as string)
}

const rowOf = async (orderId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!
const movementsOf = (orderId: string, kind: 'payment' | 'refund') =>
  t.database.db
    .select()
    .from(moneyMovements)
    .where(and(eq(moneyMovements.orderId, orderId), eq(moneyMovements.kind, kind)))
const intentRow = async (id: string) =>
  (await t.database.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id)))[0]!

describe('offering the sandbox gateway', () => {
  it('is offered after the card form when no real gateway is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payment/methods' })
    expect(response.json()).toEqual({ providers: ['sandbox', 'sandbox-gateway'] })
  })

  it('is not offered beside a real gateway, nor with Stripe for cards', async () => {
    const sslcommerz = { storeId: 's', storePassword: 'p', baseUrl: 'http://127.0.0.1:9' }
    const bkash = {
      baseUrl: 'http://127.0.0.1:9/v1.2.0-beta',
      username: 'u',
      password: 'p',
      appKey: 'k',
      appSecret: 's',
    }
    const stripe = {
      provider: 'stripe' as const,
      secretKey: 'sk_test_x',
      publishableKey: 'pk_test_x',
      webhookSecret: 'whsec_x',
    }
    const { db } = t.database
    expect(chooseProviders(testConfig({ sslcommerz }), db).choices).toEqual([
      'sandbox',
      'sslcommerz',
    ])
    // Configured, even where a dollar site does not offer it.
    expect(chooseProviders(testConfig({ bkash }), db).choices).toEqual(['sandbox'])
    expect(chooseProviders(testConfig({ payments: stripe }), db).choices).toEqual(['stripe'])
  })
})

describe('paying through the sandbox gateway', () => {
  it("pays on its page and comes back paid, recorded once as the gateway's", async () => {
    const order = await bookViaApi(t, alice, tourId)
    const { path, intentId } = await openGateway(order)
    expect((await rowOf(order._id)).paymentIntentId).toBe(intentId)

    const page = await getPage(path)
    expect(page.statusCode, page.body).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.body).toContain('<html lang="en">')
    expect(page.body).toContain('Sandbox payment page — nothing is charged')
    expect(page.body).toContain('Pay $120')
    expect(page.body).toContain(`action="${path}"`)
    for (const outcome of ['pay', 'fail', 'cancel'])
      expect(page.body).toContain(`name="outcome" value="${outcome}"`)
    // No script at all; its one style by hash; forms to our own address only.
    expect(page.body).not.toMatch(/<script/i)
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toMatch(/default-src 'none'/)
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/)
    expect(csp).toMatch(/form-action 'self'/)
    expect(csp).toMatch(/frame-ancestors 'none'/)
    expect(csp).not.toMatch(/unsafe-inline|script-src (?!-)/)
    expect(page.headers['cache-control']).toBe('no-store')
    // The browser sends our origin with the form, as the cross-site guard asks.
    expect(page.headers['referrer-policy']).toBe('same-origin')

    const pressed = await press(path, 'pay')
    expect(pressed.statusCode, pressed.body).toBe(303)
    expect(pressed.headers.location).toBe(
      `/api/payment/sandbox-gateway/return?intent=${intentId}&status=success`,
    )
    const back = await follow(pressed.headers.location as string)
    expect(back).toBe(`/Dashboard/Pay/${order._id}?gateway=success`)
    const row = await rowOf(order._id)
    expect(row).toMatchObject({ isPaid: true, paidCents: 12_000, last4: null })
    expect(row).toMatchObject({ paidWith: 'Sandbox gateway', transactionRef: intentId })
    expect(await movementsOf(order._id, 'payment')).toHaveLength(1)
    expect(paidCount.get(order._id)).toBe(1)

    // Back again, three at once and once more: read back, recorded once.
    const again = await Promise.all([1, 2, 3].map(() => follow(pressed.headers.location as string)))
    expect(again).toEqual(Array(3).fill(`/Dashboard/Pay/${order._id}?gateway=success`))
    expect(await movementsOf(order._id, 'payment')).toHaveLength(1)
    expect(paidCount.get(order._id)).toBe(1)

    // The page of a finished payment says so, with the way back instead of the buttons.
    const finished = await getPage(path)
    expect(finished.body).toContain('This payment is done: it was paid.')
    expect(finished.body).not.toContain('name="outcome"')
    expect(finished.body).toContain(`href="/api/payment/sandbox-gateway/return?intent=${intentId}"`)
  })

  it('shows a Bangla customer the page in Bangla, and sends them back to the Bangla Pay page', async () => {
    const order = await bookViaApi(t, alice, tourId, { locale: 'bn' })
    const { path } = await openGateway(order, 'bn')
    const page = await getPage(path)
    expect(page.body).toContain('<html lang="bn">')
    expect(page.body).toContain('স্যান্ডবক্স পেমেন্ট পাতা — কোনো টাকা কাটা হবে না')
    // The amount in the page's digits.
    expect(page.body).toContain('$১২০ পরিশোধ করুন')
    expect(await pressAndReturn(path, 'pay')).toBe(`/bn/Dashboard/Pay/${order._id}?gateway=success`)
    expect((await rowOf(order._id)).isPaid).toBe(true)
  })

  it('a failed payment is not paid, and paying again opens a new page that can be paid', async () => {
    const order = await bookViaApi(t, alice, tourId)
    const first = await openGateway(order)
    expect(await pressAndReturn(first.path, 'fail')).toBe(
      `/Dashboard/Pay/${order._id}?gateway=fail`,
    )
    expect((await rowOf(order._id)).isPaid).toBe(false)
    expect(await intentRow(first.intentId)).toMatchObject({ status: 'failed' })
    const second = await openGateway(order)
    expect(second.intentId).not.toBe(first.intentId)
    expect(await pressAndReturn(second.path, 'pay')).toBe(
      `/Dashboard/Pay/${order._id}?gateway=success`,
    )
    expect((await rowOf(order._id)).isPaid).toBe(true)
    expect(await movementsOf(order._id, 'payment')).toHaveLength(1)
  })

  it('a cancelled payment is not paid, and the customer is told so', async () => {
    const order = await bookViaApi(t, alice, tourId)
    const { path, intentId } = await openGateway(order)
    expect(await pressAndReturn(path, 'cancel')).toBe(`/Dashboard/Pay/${order._id}?gateway=cancel`)
    expect((await rowOf(order._id)).isPaid).toBe(false)
    expect(await intentRow(intentId)).toMatchObject({ status: 'canceled' })
    expect(await movementsOf(order._id, 'payment')).toHaveLength(0)
  })

  it('finishes a payment once: a second press changes nothing', async () => {
    const order = await bookViaApi(t, alice, tourId)
    const { path, intentId } = await openGateway(order)
    const both = await Promise.all([press(path, 'pay'), press(path, 'pay')])
    expect(both.map((r) => r.statusCode)).toEqual([303, 303])
    // Fail and Cancel after Pay: still paid, as it was.
    expect(await pressAndReturn(path, 'fail')).toBe(`/Dashboard/Pay/${order._id}?gateway=success`)
    expect(await pressAndReturn(path, 'cancel')).toBe(`/Dashboard/Pay/${order._id}?gateway=success`)
    expect(await intentRow(intentId)).toMatchObject({ status: 'succeeded', lastError: null })
    expect(await movementsOf(order._id, 'payment')).toHaveLength(1)
    expect(paidCount.get(order._id)).toBe(1)

    // And the other way round: Pay after Cancel takes nothing.
    const other = await bookViaApi(t, alice, tourId)
    const opened = await openGateway(other)
    await pressAndReturn(opened.path, 'cancel')
    expect(await pressAndReturn(opened.path, 'pay')).toBe(
      `/Dashboard/Pay/${other._id}?gateway=cancel`,
    )
    expect((await rowOf(other._id)).isPaid).toBe(false)
  })

  it('believes no return: one for a payment not made records nothing', async () => {
    const order = await bookViaApi(t, alice, tourId)
    const { intentId } = await openGateway(order)
    const forged = `/api/payment/sandbox-gateway/return?intent=${intentId}&status=success`
    expect(await follow(forged)).toBe(`/Dashboard/Pay/${order._id}?gateway=cancel`)
    expect((await rowOf(order._id)).isPaid).toBe(false)
    expect(await movementsOf(order._id, 'payment')).toHaveLength(0)
    expect(await intentRow(intentId)).toMatchObject({ status: 'requires_payment_method' })
    // No intent, a malformed one, or one nobody made: the customer's bookings.
    for (const query of ['', '?status=success', '?intent=../../x', `?intent=sgw_${'A'.repeat(24)}`])
      expect(await follow(`/api/payment/sandbox-gateway/return${query}`)).toBe(
        '/Dashboard/MyBooking',
      )
  })

  it('hands the same page out again while it is open; the card form closes it', async () => {
    const order = await bookViaApi(t, alice, tourId)
    const first = await openGateway(order)
    const again = await openGateway(order, 'bn')
    expect(again.intentId).toBe(first.intentId)
    // Opened again from a Bangla page: the page speaks Bangla now.
    expect((await getPage(first.path)).body).toContain('<html lang="bn">')
    const card = await startPayment(t, alice, order, { provider: 'sandbox' })
    expect(card.json()).toMatchObject({ provider: 'sandbox', redirectUrl: null })
    expect(await intentRow(first.intentId)).toMatchObject({ status: 'canceled' })
    // Pay on the page left open: nothing taken, the customer told it was cancelled.
    expect(await pressAndReturn(first.path, 'pay')).toBe(
      `/bn/Dashboard/Pay/${order._id}?gateway=cancel`,
    )
    expect((await rowOf(order._id)).isPaid).toBe(false)
  })

  it('a tab closed after Pay is recorded by the reconciler', async () => {
    const order = await bookViaApi(t, alice, tourId)
    const { path } = await openGateway(order)
    // Paid on the page; the browser never comes back.
    expect((await press(path, 'pay')).statusCode).toBe(303)
    expect((await rowOf(order._id)).isPaid).toBe(false)
    await reconcilePayments({
      ctx: systemCtx(t),
      provider: chooseProviders(t.config, t.database.db),
      now: new Date(Date.now() + 60_000),
    })
    expect(await rowOf(order._id)).toMatchObject({ isPaid: true, paidWith: 'Sandbox gateway' })
    expect(await movementsOf(order._id, 'payment')).toHaveLength(1)
  })

  it('refunds a cancelled booking once', async () => {
    const order = await bookViaApi(t, alice, tourId)
    const { path, intentId } = await openGateway(order)
    await pressAndReturn(path, 'pay')
    await cancelViaApi(t, alice, order)
    const provider = chooseProviders(t.config, t.database.db)
    for (let i = 0; i < 3; i++) {
      await sendRefunds({ db: t.database.db, provider, olderThanSeconds: 0 })
    }
    const refunds = await movementsOf(order._id, 'refund')
    expect(refunds).toHaveLength(1)
    const sent = await t.database.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.intentId, intentId))
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ amountCents: 12_000, status: 'succeeded' })
    expect(refunds[0]).toMatchObject({
      status: 'succeeded',
      amountCents: 12_000,
      refundId: sent[0]!.id,
    })
  })
})

describe('what the routes refuse', () => {
  const unknown = `/api/payment/sandbox-gateway/sgw_${'B'.repeat(24)}`

  it('answers 404 for a payment nobody made and 400 for one that is no id, never a 5xx', async () => {
    const page = await getPage(unknown)
    expect(page.statusCode).toBe(404)
    expect(page.json().error.code).toBe('NOT_FOUND')
    const pressed = await press(unknown, 'pay')
    expect(pressed.statusCode).toBe(404)
    expect(pressed.json().error.code).toBe('NOT_FOUND')
    for (const bad of ['pi_sandbox_x', 'sgw_short', '..%2F..%2Fx', `sgw_${'<'.repeat(24)}`]) {
      const response = await getPage(`/api/payment/sandbox-gateway/${bad}`)
      expect(response.statusCode, bad).toBe(400)
      expect(response.json().error.code).toBe('BAD_REQUEST')
    }
    const order = await bookViaApi(t, alice, tourId)
    const { path } = await openGateway(order)
    for (const outcome of ['', 'refund', 'pay&outcome=fail'.repeat(200)]) {
      const response = await press(path, outcome)
      expect(response.statusCode, outcome.slice(0, 20)).toBeGreaterThanOrEqual(400)
      expect(response.statusCode).toBeLessThan(500)
    }
    expect((await rowOf(order._id)).isPaid).toBe(false)
  })

  it('never answers a 5xx, and every error is the envelope, whatever arrives', async () => {
    const order = await bookViaApi(t, alice, tourId)
    const { intentId } = await openGateway(order)
    const request = fc.record({
      method: fc.constantFrom('GET' as const, 'POST' as const),
      segment: fc.oneof(
        fc.constantFrom(intentId, 'return', `sgw_${'C'.repeat(24)}`, ''),
        fc.string({ maxLength: 40 }).map(encodeURIComponent),
      ),
      query: fc.string({ maxLength: 60 }).map((q) => `?intent=${encodeURIComponent(q)}&${q}`),
      body: fc.oneof(
        fc.constantFrom('outcome=cancel', 'outcome=refund', 'outcome=', '{"outcome":"cancel"}'),
        fc.string({ maxLength: 80 }),
      ),
      contentType: fc.constantFrom(
        'application/x-www-form-urlencoded',
        'application/json',
        'text/plain',
        'multipart/form-data; boundary=x',
      ),
    })
    await fc.assert(
      fc.asyncProperty(request, async ({ method, segment, query, body, contentType }) => {
        // No press pays here (Cancel and Fail may take effect): nothing is recorded.
        const payload = body.replace(/pay/g, 'cancel')
        const response = await t.app.inject({
          method,
          url: `/api/payment/sandbox-gateway/${segment}${query}`,
          headers: { origin: t.config.publicUrl, 'content-type': contentType },
          ...(method === 'POST' && { payload }),
          remoteAddress: randomIp(),
        })
        expect(response.statusCode, response.body).toBeLessThan(500)
        if (response.statusCode >= 400) {
          expect(errorCodes).toContain(response.json().error?.code)
        }
      }),
      { seed: 20_261_128, numRuns: 150 },
    )
    expect(await movementsOf(order._id, 'payment')).toHaveLength(0)
  })

  it('refuses a press posted from another website', async () => {
    const order = await bookViaApi(t, alice, tourId)
    const { path, intentId } = await openGateway(order)
    const response = await press(path, 'pay', 'https://evil.example')
    expect(response.statusCode).toBe(403)
    expect(await intentRow(intentId)).toMatchObject({ status: 'requires_payment_method' })
  })

  it('limits what one address may ask a minute, as the gateways do', async () => {
    const address = randomIp()
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await getPage(unknown, address)).statusCode)
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(404))
    expect(statuses[30]).toBe(429)
  })
})
