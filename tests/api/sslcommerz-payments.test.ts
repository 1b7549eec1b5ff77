/**
 * SSLCommerz as a payment provider (issue 30 items 2 and 4), against the local stand-in of its
 * gateway: POST /payment with `provider: sslcommerz` answers the gateway's page; the customer's
 * browser coming back and the IPN (1–5 times, in either order) each name a tran_id that is read
 * back through the transaction query and the validation API and recorded once; a forged
 * notification records nothing; a risky payment is held; a closed tab is settled by the
 * reconciler; a cancellation's refund goes through SSLCommerz's refund API, in taka, and is
 * followed until the gateway says it is refunded.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { auditLog, moneyMovements, orders, places } from '#server/db/schema/index.ts'
import { chooseProviders } from '#server/features/payments/choose-provider.ts'
import { reconcilePayments } from '#server/features/payments/reconcile-payments.ts'
import { sendRefunds } from '#server/features/orders/send-refunds.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { startSslCommerzStandIn, type SslCommerzStandIn } from '#tests/servers/sslcommerz.ts'
import { createAccount, randomIp, type TestAccount } from '#tests/support/accounts.ts'
import { bookViaApi, cancelViaApi, openRedirect, startPayment } from '#tests/support/orders-api.ts'
import { freePort } from '#tests/support/net.ts'
import { createTestApp, systemCtx, type TestApp } from '#tests/support/test-app.ts'
import { DEFAULT_GATEWAY_LIMITS } from '#server/features/payments/gateway-down.ts'

let stand: SslCommerzStandIn
let t: TestApp
let alice: TestAccount
let admin: TestAccount
let tourId: string
let divisionId: number
let baseUrl: string
const paidCount = new Map<string, number>()

beforeAll(async () => {
  stand = await startSslCommerzStandIn({ rates: { USD: '120.00' } })
  // The gateway posts its IPN to the site's public address: the app listens there.
  const port = await freePort()
  baseUrl = `http://127.0.0.1:${port}`
  t = await createTestApp({
    config: {
      publicUrl: baseUrl,
      sslcommerz: {
        storeId: stand.storeId,
        storePassword: stand.storePassword,
        baseUrl: stand.baseUrl,
      },
    },
    onOrderPaid: (order) => void paidCount.set(order._id, (paidCount.get(order._id) ?? 0) + 1),
  })
  await t.app.listen({ port, host: '127.0.0.1' })
  const division = await createDivision(t.database.db)
  divisionId = division.id
  tourId = (await createPlace(t.database.db, { divisionId: division.id, price: 150 })).id
  alice = await createAccount(t, { name: 'Alice Rahman' })
  admin = await createAccount(t, { role: 'admin' })
})
afterAll(async () => {
  await t.close()
  await stand.close()
})

/** Opens the gateway for an order; answers the tran_id its page is for. */
async function openGateway(order: Order, locale = 'en'): Promise<string> {
  const page = await openRedirect(t, alice, order, {
    provider: 'sslcommerz',
    currency: 'usd',
    locale,
  })
  expect(page.href).toMatch(new RegExp(`^${stand.baseUrl}/`))
  const session = [...stand.sessions.values()].at(-1)!
  expect(page.href).toContain(session.sessionKey)
  return session.tranId
}

/** The browser's form post back from the gateway's page, as the gateway builds it. */
async function browserReturns({ url, fields }: { url: string; fields: Record<string, string> }) {
  const response = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
    // A form posted from the gateway's page: another site's origin.
    headers: { origin: stand.baseUrl },
  })
  return { status: response.status, location: response.headers.get('location') }
}

const auditOf = (orderId: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, orderId), eq(auditLog.action, action)))

const rowOf = async (orderId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!
const paymentsOf = (orderId: string) =>
  t.database.db
    .select()
    .from(moneyMovements)
    .where(and(eq(moneyMovements.orderId, orderId), eq(moneyMovements.kind, 'payment')))

describe('paying through SSLCommerz', () => {
  it('offers SSLCommerz beside the card form', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payment/methods' })
    expect(response.json()).toEqual({ providers: ['sandbox', 'sslcommerz'] })
  })

  it('refuses a provider the site does not offer, naming the field', async () => {
    const order = await bookViaApi(t, alice, tourId)
    const response = await startPayment(t, alice, order, { provider: 'paypal' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.details[0]).toMatchObject({
      path: '/provider',
      message: 'Choose one of the ways to pay this site offers.',
    })
  })

  it('records a payment once, whatever the order and number of the return and the IPNs', async () => {
    // Ten schedules: the browser first or last, the IPN 1 to 5 times, some of them concurrent.
    for (let round = 0; round < 10; round++) {
      const order = await bookViaApi(t, alice, tourId)
      const tranId = await openGateway(order)
      const paid = stand.pay(tranId, { outcome: 'success' })
      const ipns = 1 + (round % 5)
      const returnFirst = round % 2 === 0
      let back: Awaited<ReturnType<typeof browserReturns>>
      if (returnFirst) {
        back = await browserReturns(paid)
        await Promise.all([stand.sendIpn(tranId, ipns), stand.sendIpn(tranId, 1)])
      } else {
        const answers = await stand.sendIpn(tranId, ipns)
        expect(answers.map((a) => a.status)).toEqual(Array(ipns).fill(200))
        back = await browserReturns(paid)
      }
      expect(back.status).toBe(303)
      expect(back.location).toBe(`/Dashboard/Pay/${order._id}?gateway=success`)
      const row = await rowOf(order._id)
      expect(row.isPaid, `round ${round}`).toBe(true)
      expect(row.paidCents).toBe(15_000)
      // What it was paid with, as the gateway's validation says (bKash), for the receipt.
      expect(row).toMatchObject({ last4: null, paidWith: 'bKash' })
      expect(await paymentsOf(order._id)).toHaveLength(1)
      expect(paidCount.get(order._id)).toBe(1)
    }
  })

  it('sends a Bangla customer back to the Bangla Pay page', async () => {
    const order = await bookViaApi(t, alice, tourId)
    const tranId = await openGateway(order, 'bn')
    const back = await browserReturns(stand.pay(tranId, { outcome: 'cancel' }))
    expect(back.location).toBe(`/bn/Dashboard/Pay/${order._id}?gateway=cancel`)
    expect((await rowOf(order._id)).isPaid).toBe(false)
  })

  it('a failed payment leaves the order payable, and the same intent gets a new page', async () => {
    const order = await bookViaApi(t, alice, tourId)
    const tranId = await openGateway(order)
    const back = await browserReturns(stand.pay(tranId, { outcome: 'fail' }))
    expect(back.location).toBe(`/Dashboard/Pay/${order._id}?gateway=fail`)
    expect((await rowOf(order._id)).isPaid).toBe(false)
    // Pay again: a new session of the same tran_id, which is then paid.
    expect(await openGateway(order)).toBe(tranId)
    await browserReturns(stand.pay(tranId, { outcome: 'success' }))
    expect((await rowOf(order._id)).isPaid).toBe(true)
  })

  it('believes no notification: a forged IPN and a forged return record nothing', async () => {
    const order = await bookViaApi(t, alice, tourId)
    const tranId = await openGateway(order)
    const forged = {
      tran_id: tranId,
      val_id: '2611281234567abcdefgh',
      status: 'VALID',
      amount: '150.00',
      currency: 'USD',
      value_a: order._id,
    }
    const ipn = await fetch(`${baseUrl}/api/payment/sslcommerz/ipn`, {
      method: 'POST',
      body: new URLSearchParams(forged),
    })
    expect(ipn.status).toBe(200)
    const back = await browserReturns({
      url: `${baseUrl}/api/payment/sslcommerz/return/success`,
      fields: forged,
    })
    // Not paid as far as the gateway says: the page says the payment is being checked.
    expect(back.location).toBe(`/Dashboard/Pay/${order._id}?gateway=pending`)
    expect((await rowOf(order._id)).isPaid).toBe(false)
    expect(await paymentsOf(order._id)).toHaveLength(0)
    // Another shop's tran_id, or none: answered, nothing done.
    for (const tran_id of ['', 'SSLCZ_TEST_1234', `${tranId}x`]) {
      const other = await fetch(`${baseUrl}/api/payment/sslcommerz/ipn`, {
        method: 'POST',
        body: new URLSearchParams({ ...forged, tran_id }),
      })
      expect(other.status).toBe(200)
    }
    expect((await rowOf(order._id)).isPaid).toBe(false)
  })

  it('a flood of notifications from one address is cut off before it reaches the gateway', async () => {
    const flooder = randomIp()
    const ipn = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/sslcommerz/ipn',
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ tran_id: 'not-ours', status: 'VALID' }).toString(),
      })
    for (let i = 0; i < DEFAULT_GATEWAY_LIMITS.notifications; i++)
      expect((await ipn(flooder)).statusCode).toBe(200)
    const cut = await ipn(flooder)
    expect(cut.statusCode).toBe(429)
    expect(Number(cut.headers['retry-after'])).toBeGreaterThan(0)
    // Another address (the gateway's own) is heard.
    expect((await ipn(randomIp())).statusCode).toBe(200)
  })

  it('holds a risky payment (risk_level 1) for an admin, who accepts it', async () => {
    const order = await bookViaApi(t, alice, tourId)
    const tranId = await openGateway(order)
    const paid = stand.pay(tranId, { outcome: 'success', riskLevel: 1 })
    await stand.sendIpn(tranId, 2)
    const back = await browserReturns(paid)
    expect(back.location).toBe(`/Dashboard/Pay/${order._id}?gateway=pending`)
    expect((await rowOf(order._id)).isPaid).toBe(false)
    // Paying again is refused while it is held: the money moved.
    expect((await startPayment(t, alice, order, { provider: 'sslcommerz' })).statusCode).toBe(409)
    // The reconciler puts it on the admins' audit log, once, with the reason.
    const reconcile = () =>
      reconcilePayments({
        ctx: systemCtx(t),
        provider: chooseProviders(t.config, t.database.db),
        now: new Date(Date.now() + 60_000),
      })
    await reconcile()
    await reconcile()
    const flagged = await auditOf(order._id, 'payment.unreconciled')
    expect(flagged).toHaveLength(1)
    expect(flagged[0]!.after).toMatchObject({
      intentId: tranId,
      reason: messages.errors.paymentHeld,
    })
    expect((await rowOf(order._id)).isPaid).toBe(false)

    const accept = (who: TestAccount, paymentIntentId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/accept-held',
        headers: { cookie: who.cookie },
        payload: { orderId: order._id, paymentIntentId },
      })
    // Not the customer's to accept; and only a held payment can be accepted.
    expect((await accept(alice, tranId)).statusCode).toBe(403)
    const other = await openGateway(await bookViaApi(t, alice, tourId))
    const notHeld = await accept(admin, other)
    expect(notHeld.statusCode).toBe(400)
    expect(notHeld.json().error.details[0].path).toBe('/paymentIntentId')

    const accepted = await accept(admin, tranId)
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json()).toMatchObject({ _id: order._id, isPaid: true })
    expect(await paymentsOf(order._id)).toHaveLength(1)
    expect(paidCount.get(order._id)).toBe(1)
    expect(await auditOf(order._id, 'payment.accepted')).toHaveLength(1)
    // Twice is once.
    expect((await accept(admin, tranId)).statusCode).toBe(200)
    expect(await paymentsOf(order._id)).toHaveLength(1)
    expect(await auditOf(order._id, 'payment.accepted')).toHaveLength(1)
  })

  it('the gateway down: starting a payment and an IPN are 503 with Retry-After; the return still lands', async () => {
    const order = await bookViaApi(t, alice, tourId)
    stand.failNext('session', 'outage')
    const start = await startPayment(t, alice, order, { provider: 'sslcommerz' })
    expect(start.statusCode).toBe(503)
    expect(start.headers['retry-after']).toBe('30')
    expect(start.json().error.message).toBe(
      'The payment service is not answering. Please try again in a minute.',
    )
    const tranId = await openGateway(order)
    const paid = stand.pay(tranId, { outcome: 'success' })
    stand.failNext('transaction-query', 'outage', { times: 2 })
    // SSLCommerz posts the IPN again later; the customer is told the payment is being checked.
    expect((await stand.sendIpn(tranId, 1))[0]!.status).toBe(503)
    expect((await browserReturns(paid)).location).toBe(
      `/Dashboard/Pay/${order._id}?gateway=pending`,
    )
    expect((await rowOf(order._id)).isPaid).toBe(false)
    // The gateway back: the next IPN records it.
    expect((await stand.sendIpn(tranId, 1))[0]!.status).toBe(200)
    expect((await rowOf(order._id)).isPaid).toBe(true)
  })

  it('a customer who closed the tab after paying is settled by the reconciler', async () => {
    const order = await bookViaApi(t, alice, tourId)
    const tranId = await openGateway(order)
    stand.pay(tranId, { outcome: 'success' }) // no return, no IPN
    expect((await rowOf(order._id)).isPaid).toBe(false)
    const outcome = await reconcilePayments({
      ctx: systemCtx(t),
      provider: chooseProviders(t.config, t.database.db),
      now: new Date(Date.now() + 60_000),
    })
    expect(outcome.recorded).toBeGreaterThanOrEqual(1)
    expect((await rowOf(order._id)).isPaid).toBe(true)
    expect(await paymentsOf(order._id)).toHaveLength(1)
  })

  it('a card intent left open is closed when the customer switches to SSLCommerz', async () => {
    const order = await bookViaApi(t, alice, tourId)
    const card = await startPayment(t, alice, order, { provider: 'sandbox' })
    expect(card.json()).toMatchObject({ provider: 'sandbox', redirectUrl: null })
    const tranId = await openGateway(order)
    expect((await rowOf(order._id)).paymentIntentId).toBe(tranId)
    // The old card form can no longer pay.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/confirm',
      headers: { cookie: alice.cookie },
      payload: {
        clientSecret: card.json().clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
      },
    })
    expect(refused.statusCode).toBe(409)
  })

  it('takes a deposit through the gateway, then the balance through it again', async () => {
    const tour = await createPlace(t.database.db, { divisionId, price: 100 })
    await t.database.db
      .update(places)
      .set({ depositPercent: 20, balanceDueDays: 14 })
      .where(eq(places.id, tour.id))
    const departure = await createDeparture(t.database.db, {
      tourId: tour.id,
      date: addDays(dhakaToday(), 40),
    })
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { cookie: alice.cookie },
      payload: {
        tourId: tour.id,
        departureId: departure.id,
        travellers: 2,
        name: 'Alice Rahman',
        email: alice.email,
        phone: '01712345678',
      },
    })
    const order: Order = booked.json()
    const open = (plan: 'deposit' | 'full') =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment',
        headers: { cookie: alice.cookie },
        payload: { orderId: order._id, provider: 'sslcommerz', plan },
      })
    const deposit = await open('deposit')
    expect(deposit.json()).toMatchObject({ amount: 40, provider: 'sslcommerz' })
    const depositTran = [...stand.sessions.values()].at(-1)!
    expect(depositTran.amount).toBe('40.00')
    await browserReturns(stand.pay(depositTran.tranId, { outcome: 'success' }))
    await stand.sendIpn(depositTran.tranId, 2)
    const afterDeposit = await rowOf(order._id)
    expect([afterDeposit.paidCents, afterDeposit.isPaid]).toEqual([4_000, false])

    // The balance: a tran_id of its own, for what is left.
    const balance = await open('full')
    expect(balance.json()).toMatchObject({ amount: 160, provider: 'sslcommerz' })
    const balanceTran = [...stand.sessions.values()].at(-1)!
    expect(balanceTran.tranId).not.toBe(depositTran.tranId)
    expect(balanceTran.amount).toBe('160.00')
    await browserReturns(stand.pay(balanceTran.tranId, { outcome: 'success' }))
    await stand.sendIpn(balanceTran.tranId, 3)
    const paid = await rowOf(order._id)
    expect([paid.paidCents, paid.isPaid]).toEqual([20_000, true])
    expect(await paymentsOf(order._id)).toHaveLength(2)
    // A receipt for each payment, each once, whatever the IPNs repeated.
    expect(paidCount.get(order._id)).toBe(2)
  })

  it("refunds a cancelled booking through SSLCommerz's refund API, in taka, to the end", async () => {
    const order = await bookViaApi(t, alice, tourId)
    const tranId = await openGateway(order)
    await browserReturns(stand.pay(tranId, { outcome: 'success' }))
    expect((await rowOf(order._id)).isPaid).toBe(true)
    await cancelViaApi(t, alice, order)
    const refundRow = async () =>
      (
        await t.database.db
          .select()
          .from(moneyMovements)
          .where(and(eq(moneyMovements.orderId, order._id), eq(moneyMovements.kind, 'refund')))
      )[0]!
    const sent = await refundRow()
    // Asked of the gateway once, in taka: the whole price ($150 at ৳120) back.
    const refunds = [...stand.refunds.values()]
    expect(refunds).toHaveLength(1)
    expect(refunds[0]).toMatchObject({ amount: '18000.00' })
    expect(sent.status).toBe('pending')
    expect(sent.refundId).toBe(refunds[0]!.refundRefId)
    // Followed until the gateway says refunded (the stand-in answers `processing` once).
    const provider = chooseProviders(t.config, t.database.db)
    for (let i = 0; i < 3 && (await refundRow()).status === 'pending'; i++) {
      await sendRefunds({ db: t.database.db, provider, olderThanSeconds: 0 })
    }
    expect((await refundRow()).status).toBe('succeeded')
    // A retry of the same refund asks nothing new of the gateway.
    expect(stand.refunds.size).toBe(1)
  })
})
