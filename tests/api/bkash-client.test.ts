/**
 * The bKash Tokenized Checkout client against the local stand-in of tests/servers/bkash.ts (bKash
 * cannot be reached from here): its tokens (one grant for many calls, a refresh near the expiry,
 * a new grant when the refresh is refused), a payment's whole way with exact amounts, bKash's
 * declines, an execute whose answer is lost and a query that settles it, refunds, each kind of
 * failure, and the payment page a browser test will click through. The client and the stand-in
 * share one clock, which the tests move instead of waiting for tokens to expire.
 */
import { inspect } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  BkashError,
  createBkashClient,
  type BkashClient,
  type BkashClientOptions,
} from '#server/features/payments/bkash/client.ts'
import {
  startBkashStandIn,
  type BkashStandIn,
  type BkashStandInEndpoint,
} from '#tests/servers/bkash.ts'
import { freePort } from '#tests/support/net.ts'

const MINUTE = 60_000
let stand: BkashStandIn
let time: number
const now = () => time

beforeEach(async () => {
  time = Date.UTC(2025, 0, 15, 6, 0, 0)
  stand = await startBkashStandIn({ now })
})
afterEach(() => stand.close())

/**
 * A client on the stand-in. Its timeout is generous: a cold worker on a busy machine took over
 * 300 ms to answer 20 concurrent first calls. The test of a lost answer sets 300 ms itself.
 */
function client(overrides: Partial<BkashClientOptions> = {}): BkashClient {
  return createBkashClient({
    baseUrl: stand.baseUrl,
    ...stand.credentials,
    timeoutMs: 10_000,
    now,
    ...overrides,
  })
}

const requestsTo = (endpoint: BkashStandInEndpoint) =>
  stand.requests.filter((request) => request.endpoint === endpoint)

let invoices = 0
const callbackURL = 'https://tours.example/api/payment/bkash/callback?order=42'
const newPayment = (bkash: BkashClient, amountMinor = 10050) =>
  bkash.createPayment({
    amountMinor,
    currency: 'BDT',
    payerReference: '01770618575',
    callbackURL,
    merchantInvoiceNumber: `INV-${++invoices}`,
  })

async function paid(bkash: BkashClient, amountMinor: number) {
  const created = await newPayment(bkash, amountMinor)
  stand.approve(created.paymentID, 'success')
  return bkash.executePayment(created.paymentID)
}

async function rejection(promise: Promise<unknown>): Promise<BkashError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(BkashError)
  return error as BkashError
}

describe('tokens', () => {
  it('grants one token for many concurrent calls and keeps using it', async () => {
    const bkash = client()
    const created = await Promise.all(Array.from({ length: 20 }, () => newPayment(bkash)))
    await bkash.queryPayment(created[0]!.paymentID)

    expect(requestsTo('token/grant')).toHaveLength(1)
    expect(new Set(created.map((payment) => payment.paymentID)).size).toBe(20)
    const [grant] = requestsTo('token/grant')
    expect(grant!.headers).toMatchObject({
      username: stand.credentials.username,
      password: stand.credentials.password,
    })
    expect(grant!.body).toEqual({
      app_key: stand.credentials.appKey,
      app_secret: stand.credentials.appSecret,
    })
    const tokens = new Set(stand.requests.slice(1).map((request) => request.headers.authorization))
    expect(tokens.size).toBe(1)
    expect(requestsTo('create')[0]!.headers['x-app-key']).toBe(stand.credentials.appKey)
  })

  it('refreshes the token a little before it runs out, once for concurrent calls', async () => {
    const bkash = client()
    await newPayment(bkash)
    time += 50 * MINUTE
    await newPayment(bkash)
    expect(requestsTo('token/refresh')).toHaveLength(0)

    time += 6 * MINUTE // 56 minutes into an hour's token
    await Promise.all(Array.from({ length: 5 }, () => newPayment(bkash)))
    const refreshes = requestsTo('token/refresh')
    expect(refreshes).toHaveLength(1)
    expect(requestsTo('token/grant')).toHaveLength(1)
    const granted = requestsTo('create')[0]!.headers.authorization
    const refreshed = requestsTo('create').at(-1)!.headers.authorization
    expect(refreshed).not.toBe(granted)
    expect(refreshes[0]!.body).toMatchObject({
      app_key: stand.credentials.appKey,
      refresh_token: expect.any(String),
    })

    time += 56 * MINUTE
    await newPayment(bkash)
    expect(requestsTo('token/refresh')).toHaveLength(2)
    expect(requestsTo('token/grant')).toHaveLength(1)
  })

  it.each([
    ['revoked', () => stand.revokeRefreshTokens()],
    ['unreadable', () => stand.failNext('token/refresh', 'garbage')],
  ])('grants afresh when the refresh is refused (%s)', async (_, refuse) => {
    const bkash = client()
    await newPayment(bkash)
    refuse()
    time += 61 * MINUTE
    const created = await newPayment(bkash)
    expect(created.status).toBe('Initiated')
    expect(requestsTo('token/refresh')).toHaveLength(1)
    expect(requestsTo('token/grant')).toHaveLength(2)
  })

  it('keeps the token in hand while a refresh cannot reach bKash, until it runs out', async () => {
    const bkash = client()
    await newPayment(bkash)
    stand.failNext('token/refresh', 'outage')
    time += 56 * MINUTE
    await newPayment(bkash)
    expect(requestsTo('token/refresh')).toHaveLength(1)
    expect(requestsTo('token/grant')).toHaveLength(1)

    time += 5 * MINUTE // past the hour: the old token no longer serves
    stand.failNext('token/refresh', 'outage')
    const error = await rejection(newPayment(bkash))
    expect(error).toMatchObject({ kind: 'unavailable', call: 'token/refresh' })
    await newPayment(bkash)
  })

  it('renews a token the gateway turns away and sends the call once more', async () => {
    const bkash = client()
    await newPayment(bkash)
    stand.expireTokens()
    const created = await newPayment(bkash)
    expect(created.status).toBe('Initiated')
    expect(requestsTo('create')).toHaveLength(3)
    expect(requestsTo('token/refresh')).toHaveLength(1)
  })
})

describe('a payment', () => {
  it.each([
    [1, '0.01'],
    [99, '0.99'],
    [10050, '100.50'],
    [9360000, '93600.00'],
    [1_000_000_000, '10000000.00'],
  ])('of %i paisa goes create → approve → execute → query, exactly', async (minor, sent) => {
    const bkash = client()
    const created = await newPayment(bkash, minor)
    expect(requestsTo('create').at(-1)!.body).toMatchObject({
      mode: '0011',
      amount: sent,
      currency: 'BDT',
      intent: 'sale',
      callbackURL,
    })
    expect(created).toMatchObject({ amountMinor: minor, currency: 'BDT', status: 'Initiated' })
    expect(created.bkashURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/redirect\/tokenized\//)

    expect(await bkash.queryPayment(created.paymentID)).toMatchObject({
      status: 'Initiated',
      verificationStatus: 'Incomplete',
      trxID: undefined,
      amountMinor: minor,
    })

    const back = new URL(stand.approve(created.paymentID, 'success', '01929918378'))
    expect(`${back.origin}${back.pathname}`).toBe(
      'https://tours.example/api/payment/bkash/callback',
    )
    expect(back.searchParams.get('order')).toBe('42')
    expect(back.searchParams.get('paymentID')).toBe(created.paymentID)
    expect(back.searchParams.get('status')).toBe('success')
    expect(back.searchParams.get('signature')).toMatch(/^[\w-]{20,}$/)
    expect(await bkash.queryPayment(created.paymentID)).toMatchObject({
      status: 'Initiated',
      verificationStatus: 'Complete',
    })

    const executed = await bkash.executePayment(created.paymentID)
    expect(executed).toMatchObject({
      paymentID: created.paymentID,
      status: 'Completed',
      transactionStatus: 'Completed',
      amountMinor: minor,
      currency: 'BDT',
      merchantInvoiceNumber: created.merchantInvoiceNumber,
      customerMsisdn: '01929918378',
    })
    expect(executed.trxID).toMatch(/^[A-Z0-9]{10}$/)
    expect(await bkash.queryPayment(created.paymentID)).toMatchObject({
      status: 'Completed',
      trxID: executed.trxID,
      amountMinor: minor,
    })
  })

  it('takes only whole positive paisa, and asks bKash nothing otherwise', async () => {
    const bkash = client()
    for (const minor of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      await expect(newPayment(bkash, minor)).rejects.toThrow(RangeError)
    }
    expect(stand.requests).toHaveLength(0)
  })

  it("executed twice is declined with bKash's 2117, and stays completed", async () => {
    const bkash = client()
    const executed = await paid(bkash, 150000)
    const error = await rejection(bkash.executePayment(executed.paymentID))
    expect(error).toMatchObject({ kind: 'declined', call: 'execute', statusCode: '2117' })
    expect(error.message).toContain('2117')
    expect(await bkash.queryPayment(executed.paymentID)).toMatchObject({
      status: 'Completed',
      trxID: executed.trxID,
    })
  })

  it('executed before the customer approved is declined (2056)', async () => {
    const bkash = client()
    const created = await newPayment(bkash)
    const error = await rejection(bkash.executePayment(created.paymentID))
    expect(error).toMatchObject({ kind: 'declined', statusCode: '2056' })
  })

  it.each([
    ['cancel', 'Cancelled'],
    ['failure', 'Failed'],
  ] as const)(
    'that the customer ends with %s cannot be executed; the query says %s',
    async (outcome, status) => {
      const bkash = client()
      const created = await newPayment(bkash)
      const back = new URL(stand.approve(created.paymentID, outcome))
      expect(back.searchParams.get('status')).toBe(outcome)
      const error = await rejection(bkash.executePayment(created.paymentID))
      expect(error).toMatchObject({ kind: 'declined', call: 'execute', statusCode: '2056' })
      expect(await bkash.queryPayment(created.paymentID)).toMatchObject({
        status,
        transactionStatus: status,
        trxID: undefined,
      })
    },
  )

  it('whose execute answer is lost fails with timeout, and the query says it completed', async () => {
    const bkash = client({ timeoutMs: 300 })
    const created = await newPayment(bkash, 9360000)
    stand.approve(created.paymentID, 'success')
    stand.failNext('execute', 'timeout')
    const started = performance.now()
    const error = await rejection(bkash.executePayment(created.paymentID))
    const waited = performance.now() - started
    expect(error).toMatchObject({ kind: 'timeout', call: 'execute', statusCode: undefined })
    expect(waited).toBeGreaterThanOrEqual(250)
    expect(waited).toBeLessThan(5000)

    const state = await bkash.queryPayment(created.paymentID)
    expect(state).toMatchObject({ status: 'Completed', amountMinor: 9360000 })
    expect(state.trxID).toBe(stand.payments.get(created.paymentID)!.trxID)
    const again = await rejection(bkash.executePayment(created.paymentID))
    expect(again.statusCode).toBe('2117')
  })

  it('declined with HTTP 200 is declined, and nothing moved (insufficient balance)', async () => {
    const bkash = client()
    const created = await newPayment(bkash)
    stand.approve(created.paymentID, 'success')
    stand.failNext('execute', { statusCode: '2023', statusMessage: 'Insufficient Balance' })
    const error = await rejection(bkash.executePayment(created.paymentID))
    expect(error).toMatchObject({
      kind: 'declined',
      statusCode: '2023',
      statusMessage: 'Insufficient Balance',
    })
    expect((await bkash.queryPayment(created.paymentID)).status).toBe('Initiated')
  })

  const answer = (paymentID: string, amount: unknown) => ({
    answer: {
      paymentID,
      transactionStatus: 'Completed',
      trxID: 'ABCDE12345',
      amount,
      currency: 'BDT',
      statusCode: '0000',
      statusMessage: 'Successful',
    },
  })

  it.each([
    ['100.5', 10050],
    ['100', 10000],
    ['0.01', 1],
    [100.5, 10050],
    ['10000000.00', 1_000_000_000],
  ])('reads the amount %j as %i paisa', async (amount, minor) => {
    const bkash = client()
    const created = await newPayment(bkash)
    stand.failNext('payment/status', answer(created.paymentID, amount))
    expect((await bkash.queryPayment(created.paymentID)).amountMinor).toBe(minor)
  })

  it.each(['100.505', '1e3', '-5', '', 'abc', '100.', ' 100', null])(
    'takes no amount written %j (invalid-answer)',
    async (amount) => {
      const bkash = client()
      const created = await newPayment(bkash)
      stand.failNext('payment/status', answer(created.paymentID, amount))
      const error = await rejection(bkash.queryPayment(created.paymentID))
      expect(error).toMatchObject({ kind: 'invalid-answer', call: 'payment/status' })
      expect(error.message).toContain('amount')
    },
  )

  it("takes no answer about another payment, nor a create's other amount", async () => {
    const bkash = client()
    const created = await newPayment(bkash)
    stand.failNext('payment/status', answer('TR0011SOMEONEELSE', '100.50'))
    expect(await rejection(bkash.queryPayment(created.paymentID))).toMatchObject({
      kind: 'invalid-answer',
    })
    stand.failNext('create', {
      answer: {
        paymentID: 'TR0011X',
        bkashURL: 'https://example.test/pay',
        amount: '100.51',
        currency: 'BDT',
        merchantInvoiceNumber: 'INV',
        transactionStatus: 'Initiated',
        statusCode: '0000',
      },
    })
    expect(await rejection(newPayment(bkash, 10050))).toMatchObject({
      kind: 'invalid-answer',
      call: 'create',
    })
  })
})

describe('refunds', () => {
  it('return a whole payment, then nothing more', async () => {
    const bkash = client()
    const executed = await paid(bkash, 9360000)
    const refund = await bkash.refund({
      paymentID: executed.paymentID,
      trxID: executed.trxID,
      amountMinor: 9360000,
      sku: 'tour-42',
      reason: 'Departure cancelled',
    })
    expect(requestsTo('payment/refund')[0]!.body).toEqual({
      paymentID: executed.paymentID,
      trxID: executed.trxID,
      amount: '93600.00',
      sku: 'tour-42',
      reason: 'Departure cancelled',
    })
    expect(refund).toMatchObject({
      originalTrxID: executed.trxID,
      transactionStatus: 'Completed',
      amountMinor: 9360000,
      chargeMinor: 0,
      currency: 'BDT',
    })
    expect(refund.refundTrxID).toMatch(/^[A-Z0-9]{10}$/)

    const more = await rejection(
      bkash.refund({
        paymentID: executed.paymentID,
        trxID: executed.trxID,
        amountMinor: 1,
        sku: 'tour-42',
        reason: 'again',
      }),
    )
    expect(more).toMatchObject({ kind: 'declined', call: 'payment/refund', statusCode: '2026' })
    expect(
      await bkash.refundStatus({ paymentID: executed.paymentID, trxID: executed.trxID }),
    ).toEqual(refund)
  })

  it('return parts of a payment up to what was paid, never beyond', async () => {
    const bkash = client()
    const executed = await paid(bkash, 10050)
    const refund = (amountMinor: number) =>
      bkash.refund({
        paymentID: executed.paymentID,
        trxID: executed.trxID,
        amountMinor,
        sku: 'tour-42',
        reason: 'One traveller fewer',
      })
    expect((await refund(1)).amountMinor).toBe(1)
    expect((await refund(5024)).amountMinor).toBe(5024)
    // 5025 paisa are left.
    expect(await rejection(refund(5026))).toMatchObject({ kind: 'declined', statusCode: '2026' })
    const last = await refund(5025)
    expect(last.amountMinor).toBe(5025)
    expect(await rejection(refund(1))).toMatchObject({ kind: 'declined', statusCode: '2026' })
    expect(
      requestsTo('payment/refund').map((request) => (request.body as { amount: string }).amount),
    ).toEqual(['0.01', '50.24', '50.26', '50.25', '0.01'])
    expect(stand.payments.get(executed.paymentID)!.refunds.map((r) => r.amountMinor)).toEqual([
      1, 5024, 5025,
    ])
    const status = await bkash.refundStatus({
      paymentID: executed.paymentID,
      trxID: executed.trxID,
    })
    expect(status).toMatchObject({ refundTrxID: last.refundTrxID, amountMinor: 5025 })
  })

  it('are declined for a payment that never completed, and have no status before one', async () => {
    const bkash = client()
    const created = await newPayment(bkash)
    const error = await rejection(
      bkash.refund({
        paymentID: created.paymentID,
        trxID: 'ABCDE12345',
        amountMinor: 100,
        sku: 'tour-42',
        reason: 'never paid',
      }),
    )
    expect(error).toMatchObject({ kind: 'declined', statusCode: '2056' })
    const executed = await paid(bkash, 5000)
    expect(
      await rejection(bkash.refundStatus({ paymentID: executed.paymentID, trxID: executed.trxID })),
    ).toMatchObject({ kind: 'declined', call: 'refund-status', statusCode: '2033' })
  })
})

describe('failures', () => {
  it.each([
    ['password', { password: 'not-the-password-987' }, '9999'],
    ['username', { username: 'someOtherMerchant55' }, '9999'],
    ['app secret', { appSecret: 'not-the-app-secret-123456' }, '2001'],
  ])('a wrong %s is declined, and no credential is in the error', async (_, wrong, statusCode) => {
    const options = { ...stand.credentials, ...wrong }
    const error = await rejection(newPayment(client(options)))
    expect(error).toMatchObject({ kind: 'declined', call: 'token/grant', statusCode })
    const shown = [inspect(error), String(error), JSON.stringify(error), error.stack].join('\n')
    for (const secret of Object.values(options)) expect(shown).not.toContain(secret)
    expect(requestsTo('create')).toHaveLength(0)
  })

  it('keeps tokens and credentials out of an error even when bKash echoes them', async () => {
    const bkash = client()
    const created = await newPayment(bkash)
    const idToken = requestsTo('create')[0]!.headers.authorization as string
    stand.failNext('execute', {
      statusCode: '2001',
      statusMessage: `Key ${stand.credentials.appKey} does not match token ${idToken}`,
    })
    const error = await rejection(bkash.executePayment(created.paymentID))
    expect(error.statusMessage).toBe('Key [redacted] does not match token [redacted]')
    expect(inspect(error)).not.toContain(idToken)
    expect(inspect(error)).not.toContain(stand.credentials.appKey)
  })

  it('an outage is unavailable, and the next call goes through', async () => {
    const bkash = client()
    stand.failNext('create', 'outage')
    expect(await rejection(newPayment(bkash))).toMatchObject({
      kind: 'unavailable',
      call: 'create',
      statusCode: undefined,
    })
    expect(stand.payments.size).toBe(0)
    await newPayment(bkash)
    expect(stand.payments.size).toBe(1)
  })

  it("bKash's maintenance code 503 is unavailable", async () => {
    stand.failNext('create', {
      statusCode: '503',
      statusMessage: 'System is undergoing maintenance. Please try again later.',
    })
    expect(await rejection(newPayment(client()))).toMatchObject({
      kind: 'unavailable',
      statusCode: '503',
    })
  })

  it('nothing listening is unavailable', async () => {
    const bkash = client({ baseUrl: `http://127.0.0.1:${await freePort()}/v1.2.0-beta` })
    const error = await rejection(newPayment(bkash))
    expect(error).toMatchObject({ kind: 'unavailable', call: 'token/grant' })
    expect(error.cause).toBeDefined()
  })

  it.each(['token/grant', 'create', 'payment/status'] as const)(
    'a garbled answer to %s is an invalid answer',
    async (endpoint) => {
      const bkash = client()
      if (endpoint === 'payment/status') await newPayment(bkash)
      const paymentID = [...stand.payments.keys()][0] ?? 'TR0011NONE'
      stand.failNext(endpoint, 'garbage')
      const call = endpoint === 'payment/status' ? bkash.queryPayment(paymentID) : newPayment(bkash)
      expect(await rejection(call)).toMatchObject({ kind: 'invalid-answer', call: endpoint })
    },
  )
})

describe("bKash's payment page (the stand-in's)", () => {
  it('offers Approve, Fail and Cancel, and sends the browser back to the callback', async () => {
    const bkash = client()
    const created = await newPayment(bkash)
    const page = await fetch(created.bkashURL)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toMatch(/<html lang="en">/)
    expect(html).toMatch(/<main>[\s\S]*<h1>[^<]+<\/h1>[\s\S]*<\/main>/)
    const buttons = [...html.matchAll(/<button type="submit" name="status" value="(\w+)">(\w+)</g)]
    expect(buttons.map(([, value, label]) => [value, label])).toEqual([
      ['success', 'Approve'],
      ['failure', 'Fail'],
      ['cancel', 'Cancel'],
    ])
    expect(html).toContain('100.5')

    const form = new URLSearchParams()
    for (const [, name, value] of html.matchAll(
      /<input type="hidden" name="(\w+)" value="([^"]*)">/g,
    )) {
      form.set(name!, value!)
    }
    form.set('status', 'success')
    const action = new URL('/redirect/tokenized/decide', created.bkashURL)
    const decided = await fetch(action, { method: 'POST', body: form, redirect: 'manual' })
    expect(decided.status).toBe(302)
    const back = new URL(decided.headers.get('location')!)
    expect(back.searchParams.get('paymentID')).toBe(created.paymentID)
    expect(back.searchParams.get('status')).toBe('success')
    expect(back.searchParams.get('signature')).toBeTruthy()

    expect((await fetch(created.bkashURL)).status).toBe(409)
    expect((await bkash.executePayment(created.paymentID)).status).toBe('Completed')
  })
})
