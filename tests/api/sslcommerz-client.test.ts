/**
 * The SSLCommerz client (features/payments/sslcommerz/client.ts) against the local stand-in for
 * the gateway (tests/servers/sslcommerz.ts; the real sandbox cannot be reached from here): the
 * session's exact amounts, paying and validating, the IPN posted several times, refunds followed
 * to the end, and every way a request can fail, each a typed SslCommerzError that keeps the
 * store password out of its message. A small programmable server stands in for answers the
 * stand-in never gives (malformed amounts, redirects, a password echoed back).
 */
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  isPaid,
  sslCommerzClient,
  SslCommerzError,
  type PaidValidation,
  type SessionInput,
  type SslCommerzClient,
  type SslCommerzErrorKind,
  type Validation,
} from '#server/features/payments/sslcommerz/client.ts'
import { startSslCommerzStandIn, type SslCommerzStandIn } from '#tests/servers/sslcommerz.ts'
import { freePort } from '#tests/support/net.ts'

/** The merchant's side: records every form the gateway posts to it. */
interface Merchant {
  url: string
  posts: Array<{ path: string; fields: Record<string, string> }>
  close(): Promise<void>
}

async function startMerchant(): Promise<Merchant> {
  const port = await freePort()
  const posts: Merchant['posts'] = []
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      posts.push({
        path: new URL(req.url ?? '/', 'http://x').pathname,
        fields: Object.fromEntries(new URLSearchParams(body)),
      })
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.end('OK')
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    posts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A server that answers whatever the test says next, for answers the stand-in never gives. */
interface Scripted {
  url: string
  next: { status: number; body: string; headers?: Record<string, string> }
  close(): Promise<void>
}

async function startScripted(): Promise<Scripted> {
  const port = await freePort()
  const scripted: Scripted = {
    url: `http://127.0.0.1:${port}`,
    next: { status: 200, body: '{}' },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  const server = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      res.writeHead(scripted.next.status, {
        'content-type': 'application/json',
        ...scripted.next.headers,
      })
      res.end(scripted.next.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return scripted
}

let stand: SslCommerzStandIn
let merchant: Merchant
let scripted: Scripted
let client: SslCommerzClient

beforeAll(async () => {
  ;[stand, merchant, scripted] = await Promise.all([
    startSslCommerzStandIn(),
    startMerchant(),
    startScripted(),
  ])
  client = sslCommerzClient({
    baseUrl: stand.baseUrl,
    storeId: stand.storeId,
    storePassword: stand.storePassword,
  })
})
afterAll(async () => {
  await Promise.all([stand.close(), merchant.close(), scripted.close()])
})
beforeEach(() => {
  merchant.posts.length = 0
})

/** Up to 30 characters, as SSLCommerz takes, and new for every attempt. */
const newTranId = () => `BT-${randomUUID().replace(/-/g, '').slice(0, 20)}`

function sessionInput(overrides: Partial<SessionInput> = {}): SessionInput {
  return {
    tranId: newTranId(),
    amountMinor: 9_360_000,
    currency: 'BDT',
    urls: {
      success: `${merchant.url}/payment/success`,
      fail: `${merchant.url}/payment/fail`,
      cancel: `${merchant.url}/payment/cancel`,
      ipn: `${merchant.url}/payment/ipn`,
    },
    customer: {
      name: 'Rahima Akter',
      email: 'rahima@example.com',
      phone: '01712345678',
      address: 'House 12, Road 5, Dhanmondi',
      city: 'Dhaka',
      country: 'Bangladesh',
    },
    product: { name: 'Sundarbans 3 days, 2 nights', category: 'Tour' },
    values: { a: 'order-123' },
    ...overrides,
  }
}

/** A paid session, validated once: what the later steps start from. */
async function paidTransaction(
  overrides: Partial<SessionInput> = {},
): Promise<{ input: SessionInput; validation: PaidValidation }> {
  const input = sessionInput(overrides)
  await client.createSession(input)
  const { fields } = stand.pay(input.tranId, { outcome: 'success' })
  const validation = await client.validate(fields.val_id!)
  if (!isPaid(validation)) throw new Error(`not paid: ${validation.status}`)
  return { input, validation }
}

/** The rejection, checked to be an SslCommerzError of `kind`. */
async function failure(
  promise: Promise<unknown>,
  kind: SslCommerzErrorKind,
): Promise<SslCommerzError> {
  const error = await promise.then(
    () => {
      throw new Error(`expected an SslCommerzError (${kind}), got an answer`)
    },
    (error: unknown) => error,
  )
  expect(error).toBeInstanceOf(SslCommerzError)
  expect((error as SslCommerzError).kind).toBe(kind)
  return error as SslCommerzError
}

const lastRequest = (endpoint: string) =>
  stand.requests.filter((request) => request.endpoint === endpoint).at(-1)!

describe('sessions', () => {
  it.each([
    [1, '0.01'],
    [10, '0.10'],
    [10_050, '100.50'],
    [9_360_000, '93600.00'],
    [1_000_000_000, '10000000.00'],
  ])('%i paisa go to the gateway as "%s" and come back exactly', async (amountMinor, text) => {
    const input = sessionInput({ amountMinor })
    const session = await client.createSession(input)

    const sent = lastRequest('session').params
    expect(sent.get('total_amount')).toBe(text)
    expect(session.gatewayPageUrl).toBe(`${stand.baseUrl}/EasyCheckOut/${session.sessionKey}`)
    expect(stand.sessions.get(session.sessionKey)?.tranId).toBe(input.tranId)

    const { fields } = stand.pay(input.tranId, { outcome: 'success' })
    expect(fields.amount).toBe(text)
    const validation = await client.validate(fields.val_id!)
    expect(validation).toMatchObject({
      status: 'VALID',
      tranId: input.tranId,
      amountMinor,
      currency: 'BDT',
      requested: { amountMinor, currency: 'BDT' },
    })
  })

  it('sends the documented fields, form-encoded, with the store credentials', async () => {
    const input = sessionInput({ values: { a: 'order-123', d: 'bn' } })
    await client.createSession(input)
    const sent = lastRequest('session')
    expect(sent.method).toBe('POST')
    expect(Object.fromEntries(sent.params)).toEqual({
      store_id: stand.storeId,
      store_passwd: stand.storePassword,
      total_amount: '93600.00',
      currency: 'BDT',
      tran_id: input.tranId,
      success_url: input.urls.success,
      fail_url: input.urls.fail,
      cancel_url: input.urls.cancel,
      ipn_url: input.urls.ipn,
      cus_name: 'Rahima Akter',
      cus_email: 'rahima@example.com',
      cus_phone: '01712345678',
      cus_add1: 'House 12, Road 5, Dhanmondi',
      cus_city: 'Dhaka',
      cus_country: 'Bangladesh',
      shipping_method: 'NO',
      product_name: 'Sundarbans 3 days, 2 nights',
      product_category: 'Tour',
      product_profile: 'general',
      value_a: 'order-123',
      value_d: 'bn',
    })
  })

  it('refuses amounts and currencies it cannot send exactly, before sending anything', async () => {
    const before = stand.requests.length
    for (const amountMinor of [0, -100, 1.5, Number.NaN, 2 ** 53]) {
      await expect(client.createSession(sessionInput({ amountMinor }))).rejects.toThrow(RangeError)
    }
    await expect(client.createSession(sessionInput({ currency: 'bdt' }))).rejects.toThrow(
      RangeError,
    )
    expect(stand.requests.length).toBe(before)
  })

  it("surfaces the gateway's reason when it refuses an amount (the real limits)", async () => {
    const limited = await startSslCommerzStandIn({
      amountLimits: { min: '10.00', max: '500000.00' },
    })
    try {
      const limitedClient = sslCommerzClient({
        baseUrl: limited.baseUrl,
        storeId: limited.storeId,
        storePassword: limited.storePassword,
      })
      const error = await failure(
        limitedClient.createSession(sessionInput({ amountMinor: 999 })),
        'declined',
      )
      expect(error.reason).toBe(
        'Invalid Information: total_amount must be from 10.00 to 500000.00 BDT',
      )
      await expect(
        limitedClient.createSession(sessionInput({ amountMinor: 50_000_000 })),
      ).resolves.toMatchObject({ sessionKey: expect.any(String) })
    } finally {
      await limited.close()
    }
  })
})

describe('paying and validating', () => {
  it('validates VALID the first time and VALIDATED after, with the same payment each time', async () => {
    const input = sessionInput({ values: { a: 'order-123', b: 'customer-9' } })
    await client.createSession(input)
    const { url, fields } = stand.pay(input.tranId, { outcome: 'success' })
    expect(url).toBe(input.urls.success)
    expect(fields).toMatchObject({ status: 'VALID', tran_id: input.tranId, amount: '93600.00' })

    const first = await client.validate(fields.val_id!)
    const again = await client.validate(fields.val_id!)
    const expected = {
      valId: fields.val_id,
      tranId: input.tranId,
      amountMinor: 9_360_000,
      currency: 'BDT',
      requested: { amountMinor: 9_360_000, currency: 'BDT' },
      // The stand-in's fee is 2.5 %: ৳2,340.00.
      storeAmountMinor: 9_126_000,
      bankTranId: fields.bank_tran_id,
      cardType: 'BKASH-BKash',
      riskLevel: 0,
      riskTitle: 'Safe',
      values: { a: 'order-123', b: 'customer-9' },
    }
    expect(first).toMatchObject({ status: 'VALID', ...expected })
    expect(again).toMatchObject({ status: 'VALIDATED', ...expected })
    expect(isPaid(first)).toBe(true)
    expect(isPaid(again)).toBe(true)

    const validation = lastRequest('validation')
    expect(validation.method).toBe('GET')
    expect(Object.fromEntries(validation.params)).toEqual({
      val_id: fields.val_id,
      store_id: stand.storeId,
      store_passwd: stand.storePassword,
      format: 'json',
    })
  })

  it('surfaces a risky payment (risk_level 1): paid, and the merchant decides', async () => {
    const input = sessionInput()
    await client.createSession(input)
    const { fields } = stand.pay(input.tranId, { outcome: 'success', riskLevel: 1 })
    expect(fields.risk_level).toBe('1')
    const validation = await client.validate(fields.val_id!)
    expect(isPaid(validation)).toBe(true)
    expect(validation).toMatchObject({ riskLevel: 1, riskTitle: 'High risk' })
  })

  it('settles another currency in taka and says what was asked', async () => {
    const input = sessionInput({ amountMinor: 78_000, currency: 'USD' })
    await client.createSession(input)
    const { fields } = stand.pay(input.tranId, {
      outcome: 'success',
      cardType: 'VISA-Dutch Bangla',
    })
    const validation = await client.validate(fields.val_id!)
    expect(validation).toMatchObject({
      amountMinor: 9_360_000,
      currency: 'BDT',
      requested: { amountMinor: 78_000, currency: 'USD' },
      cardType: 'VISA-Dutch Bangla',
    })
  })

  it('answers an unknown val_id as INVALID_TRANSACTION: not paid, not an error', async () => {
    const validation: Validation = await client.validate('no-such-val-id')
    expect(validation).toEqual({
      status: 'INVALID_TRANSACTION',
      valId: 'no-such-val-id',
      tranId: null,
    })
    expect(isPaid(validation)).toBe(false)
  })

  it('lists every attempt of a tran_id, failed, cancelled, expired and paid', async () => {
    const input = sessionInput()
    await client.createSession(input)
    const failed = stand.pay(input.tranId, { outcome: 'fail' })
    expect(failed.url).toBe(input.urls.fail)
    expect(failed.fields).toMatchObject({ status: 'FAILED', tran_id: input.tranId })
    expect(failed.fields.val_id).toBeUndefined()
    await client.createSession(input)
    expect(stand.pay(input.tranId, { outcome: 'cancel' }).url).toBe(input.urls.cancel)
    await client.createSession(input)
    stand.expire(input.tranId)
    await client.createSession(input)
    expect((await client.queryByTranId(input.tranId)).map((t) => t.status)).toEqual([
      'FAILED',
      'CANCELLED',
      'EXPIRED',
      'UNATTEMPTED',
    ])

    const { fields } = stand.pay(input.tranId, { outcome: 'success' })
    let transactions = await client.queryByTranId(input.tranId)
    expect(transactions[0]).toMatchObject({
      status: 'FAILED',
      valId: null,
      amountMinor: 9_360_000,
      error: 'Transaction declined by the issuer',
    })
    expect(transactions[3]).toMatchObject({
      status: 'VALID',
      tranId: input.tranId,
      valId: fields.val_id,
      amountMinor: 9_360_000,
      currency: 'BDT',
      bankTranId: fields.bank_tran_id,
      riskLevel: 0,
    })
    await client.validate(fields.val_id!)
    transactions = await client.queryByTranId(input.tranId)
    expect(transactions[3]?.status).toBe('VALIDATED')
    expect(await client.queryByTranId(newTranId())).toEqual([])
  })
})

describe('the IPN', () => {
  it('arrives three times with the same fields as the browser, each confirmed by validation', async () => {
    const input = sessionInput()
    await client.createSession(input)
    const { url, fields } = stand.pay(input.tranId, { outcome: 'success' })

    // The gateway's IPN before, and after, the customer's browser comes back.
    expect((await stand.sendIpn(input.tranId, 1)).map((answer) => answer.status)).toEqual([200])
    const browser = await fetch(url, { method: 'POST', body: new URLSearchParams(fields) })
    expect(browser.status).toBe(200)
    expect((await stand.sendIpn(input.tranId, 2)).map((answer) => answer.status)).toEqual([
      200, 200,
    ])

    const ipns = merchant.posts.filter((post) => post.path === '/payment/ipn')
    expect(ipns).toHaveLength(3)
    for (const ipn of ipns) expect(ipn.fields).toEqual(fields)
    expect(merchant.posts.find((post) => post.path === '/payment/success')?.fields).toEqual(fields)
    expect(fields).toMatchObject({
      status: 'VALID',
      tran_id: input.tranId,
      amount: '93600.00',
      currency: 'BDT',
      value_a: 'order-123',
      verify_sign: expect.stringMatching(/^[0-9a-f]{32}$/),
      verify_key: expect.stringContaining('val_id'),
    })
    expect(JSON.stringify(fields)).not.toContain(stand.storePassword)

    const statuses = []
    for (const ipn of ipns) statuses.push((await client.validate(ipn.fields.val_id!)).status)
    expect(statuses).toEqual(['VALID', 'VALIDATED', 'VALIDATED'])
  })

  it('says FAILED, CANCELLED or EXPIRED for attempts that were not paid', async () => {
    for (const outcome of ['fail', 'cancel', 'expire'] as const) {
      const input = sessionInput()
      await client.createSession(input)
      if (outcome === 'expire') stand.expire(input.tranId)
      else stand.pay(input.tranId, { outcome })
      await stand.sendIpn(input.tranId)
    }
    expect(merchant.posts.map((post) => post.fields.status)).toEqual([
      'FAILED',
      'CANCELLED',
      'EXPIRED',
    ])
  })
})

describe('refunds', () => {
  it('follows a partial refund to refunded, replays a repeated request, and refuses too much', async () => {
    const { validation } = await paidTransaction()
    const refundTransId = `RF-${randomUUID().slice(0, 8)}`
    const request = {
      bankTranId: validation.bankTranId,
      refundTransId,
      amountMinor: 100_000,
      remarks: 'Customer cancelled 10 days before departure',
      referenceId: 'order-123',
    }
    const refund = await client.refund(request)
    expect(refund).toEqual({
      status: 'success',
      refundRefId: expect.any(String),
      bankTranId: validation.bankTranId,
      transId: validation.tranId,
    })
    expect(Object.fromEntries(lastRequest('refund').params)).toMatchObject({
      bank_tran_id: validation.bankTranId,
      refund_trans_id: refundTransId,
      refund_amount: '1000.00',
      refund_remarks: 'Customer cancelled 10 days before departure',
      refe_id: 'order-123',
      format: 'json',
    })

    // The same request again (a retry after a lost answer) is the same refund, not a second.
    expect(await client.refund(request)).toEqual(refund)
    expect(
      [...stand.refunds.values()].filter((r) => r.bankTranId === validation.bankTranId),
    ).toHaveLength(1)

    expect(await client.refundStatus(refund.refundRefId)).toMatchObject({
      status: 'processing',
      refundRefId: refund.refundRefId,
      refundedOn: null,
    })
    expect(await client.refundStatus(refund.refundRefId)).toMatchObject({
      status: 'refunded',
      refundRefId: refund.refundRefId,
      bankTranId: validation.bankTranId,
      tranId: validation.tranId,
      initiatedOn: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      refundedOn: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    })

    // What is left (৳92,600.00) can be refunded; not a paisa more.
    await client.refund({ ...request, refundTransId: `${refundTransId}-2`, amountMinor: 9_260_000 })
    const tooMuch = await failure(
      client.refund({ ...request, refundTransId: `${refundTransId}-3`, amountMinor: 1 }),
      'declined',
    )
    expect(tooMuch.reason).toBe('Refund amount 0.01 is more than the refundable 0.00')
  })

  it("surfaces a refused refund with the gateway's reason, and a cancelled one", async () => {
    const { validation } = await paidTransaction()
    const request = {
      bankTranId: validation.bankTranId,
      refundTransId: `RF-${randomUUID().slice(0, 8)}`,
      amountMinor: 9_360_000,
      remarks: 'Departure cancelled',
    }
    stand.failNextRefund('Refund is not allowed for this transaction')
    const refused = await failure(client.refund(request), 'declined')
    expect(refused.reason).toBe('Refund is not allowed for this transaction')
    expect(refused.endpoint).toBe('refund')

    // Refused is not kept: the same refund_trans_id goes through when asked again.
    const refund = await client.refund(request)
    stand.settleRefund(refund.refundRefId, 'cancelled', 'Account closed at the bank')
    expect(await client.refundStatus(refund.refundRefId)).toMatchObject({
      status: 'cancelled',
      errorReason: 'Account closed at the bank',
    })

    const unknown = await failure(client.refundStatus('no-such-refund'), 'declined')
    expect(unknown.reason).toBe('APIConnect INVALID_REQUEST (invalid data in the request)')
    const unpaid = await failure(
      client.refund({ ...request, refundTransId: 'RF-x', bankTranId: 'no-such-bank-tran' }),
      'declined',
    )
    expect(unpaid.reason).toBe('Invalid bank_tran_id')
  })
})

describe('failures', () => {
  it('declines wrong store credentials with the reason, never the password', async () => {
    const password = 'wrong-Pa55word/with&odd=chars'
    const wrong = sslCommerzClient({
      baseUrl: stand.baseUrl,
      storeId: stand.storeId,
      storePassword: password,
    })
    const session = await failure(wrong.createSession(sessionInput()), 'declined')
    expect(session.reason).toBe('Store Credential Error Or Store is De-active')
    expect(session.message).toBe(
      'SSLCommerz session: declined: Store Credential Error Or Store is De-active',
    )

    const { validation } = await paidTransaction()
    const errors = [
      session,
      await failure(wrong.validate(validation.valId), 'declined'),
      await failure(wrong.queryByTranId(validation.tranId), 'declined'),
      await failure(
        wrong.refund({
          bankTranId: validation.bankTranId,
          refundTransId: 'RF-wrong',
          amountMinor: 100,
          remarks: 'x',
        }),
        'declined',
      ),
      await failure(wrong.refundStatus('whatever'), 'declined'),
    ]
    expect(errors.slice(1).map((error) => error.reason)).toEqual(
      Array(4).fill('APIConnect FAILED (API authentication failed)'),
    )
    for (const error of errors) {
      expect(error.message).not.toContain(password)
      expect(error.message).not.toContain(encodeURIComponent(password))
      expect(JSON.stringify(error)).not.toContain(password)
      expect(String(error.stack)).not.toContain(password)
    }
  })

  it('reports an outage as unavailable (503 or a reset connection), then works again', async () => {
    const { validation } = await paidTransaction()
    stand.failNext('validation', 'outage')
    const outage = await failure(client.validate(validation.valId), 'unavailable')
    expect(outage.httpStatus).toBe(503)
    expect(outage.reason).toMatch(/^HTTP 503: .*Service Unavailable/)

    stand.failNext('session', 'outage', { reset: true })
    const reset = await failure(client.createSession(sessionInput()), 'unavailable')
    expect(reset.httpStatus).toBeUndefined()

    await expect(client.validate(validation.valId)).resolves.toMatchObject({
      status: 'VALIDATED',
    })
  })

  it('reports an answer that is not JSON as invalid-answer', async () => {
    stand.failNext('transaction-query', 'garbage')
    const error = await failure(client.queryByTranId(newTranId()), 'invalid-answer')
    expect(error.reason).toMatch(/^not JSON: <br \/> <b>Warning<\/b>/)
  })

  it('gives up on a hanging answer after its timeout, and says so', async () => {
    const impatient = sslCommerzClient({
      baseUrl: stand.baseUrl,
      storeId: stand.storeId,
      storePassword: stand.storePassword,
      timeoutMs: 300,
    })
    const { validation } = await paidTransaction()
    const refund = await client.refund({
      bankTranId: validation.bankTranId,
      refundTransId: `RF-${randomUUID().slice(0, 8)}`,
      amountMinor: 500,
      remarks: 'Partial',
    })
    stand.failNext('refund-status', 'timeout', { delayMs: 3_000 })
    const started = performance.now()
    const error = await failure(impatient.refundStatus(refund.refundRefId), 'timeout')
    const waited = performance.now() - started
    expect(waited).toBeGreaterThanOrEqual(250)
    expect(waited).toBeLessThan(2_000)
    expect(error.reason).toBe('no answer within 300 ms')
    expect(error.message).not.toContain(stand.storePassword)
  })

  it('reports a gateway nobody answers at as unavailable', async () => {
    const nowhere = sslCommerzClient({
      baseUrl: `http://127.0.0.1:${await freePort()}`,
      storeId: 'store',
      storePassword: 'secret-password',
    })
    const error = await failure(nowhere.validate('val'), 'unavailable')
    expect(error.reason).toMatch(/ECONNREFUSED/)
    expect(error.message).not.toContain('secret-password')
  })

  describe('answers the stand-in never gives', () => {
    let scriptedClient: SslCommerzClient
    const password = 'scripted-secret-99'
    beforeAll(() => {
      scriptedClient = sslCommerzClient({
        baseUrl: scripted.url,
        storeId: 'store',
        storePassword: password,
      })
    })
    const paidAnswer = {
      status: 'VALID',
      val_id: 'v1',
      tran_id: 't1',
      amount: '93600.00',
      currency: 'BDT',
      bank_tran_id: 'b1',
      risk_level: '0',
      APIConnect: 'DONE',
    }
    const answer = (body: unknown, status = 200, headers?: Record<string, string>) => {
      scripted.next = {
        status,
        body: typeof body === 'string' ? body : JSON.stringify(body),
        ...(headers ? { headers } : {}),
      }
    }

    it('reads the minimal documented answer', async () => {
      answer(paidAnswer)
      expect(await scriptedClient.validate('v1')).toEqual({
        status: 'VALID',
        valId: 'v1',
        tranId: 't1',
        amountMinor: 9_360_000,
        currency: 'BDT',
        requested: { amountMinor: 9_360_000, currency: 'BDT' },
        storeAmountMinor: null,
        bankTranId: 'b1',
        cardType: null,
        riskLevel: 0,
        riskTitle: null,
        tranDate: null,
        values: {},
      })
    })

    it.each([
      ['a grouped amount', { ...paidAnswer, amount: '93,600.00' }],
      ['a number for an amount', { ...paidAnswer, amount: 93600 }],
      ['a fraction of a paisa', { ...paidAnswer, amount: '93600.005' }],
      ['a negative amount', { ...paidAnswer, amount: '-1.00' }],
      ['no amount', { ...paidAnswer, amount: undefined }],
      ['a lower-case currency', { ...paidAnswer, currency: 'bdt' }],
      ['an unknown risk level', { ...paidAnswer, risk_level: '2' }],
      ['a paid answer without bank_tran_id', { ...paidAnswer, bank_tran_id: '' }],
      ['an undocumented status', { ...paidAnswer, status: 'PAID' }],
      ['an array', [paidAnswer]],
      ['null', null],
    ])('refuses %s as invalid-answer', async (_name, body) => {
      answer(body)
      await failure(scriptedClient.validate('v1'), 'invalid-answer')
    })

    it('names what was wrong with an answer it refuses', async () => {
      answer({ ...paidAnswer, amount: '93,600.00', risk_level: '2' })
      const error = await failure(scriptedClient.validate('v1'), 'invalid-answer')
      expect(error.reason).toMatch(/^amount: Not a decimal amount: "93,600.00"; risk_level: /)
    })

    it('refuses a session that succeeded without a page to send the customer to', async () => {
      answer({ status: 'SUCCESS', sessionkey: 'K', GatewayPageURL: '' })
      await failure(scriptedClient.createSession(sessionInput()), 'invalid-answer')
      answer({ status: 'SUCCESS', sessionkey: 'K', GatewayPageURL: 'javascript:alert(1)' })
      await failure(scriptedClient.createSession(sessionInput()), 'invalid-answer')
    })

    it('refuses an accepted refund without its refund_ref_id', async () => {
      answer({ APIConnect: 'DONE', status: 'success', refund_ref_id: '' })
      const error = await failure(
        scriptedClient.refund({
          bankTranId: 'b',
          refundTransId: 'r',
          amountMinor: 1,
          remarks: 'x',
        }),
        'invalid-answer',
      )
      expect(error.reason).toBe('a success refund without refund_ref_id')
    })

    it('classes HTTP errors: 4xx declined, 5xx/429 unavailable, a redirect invalid', async () => {
      answer('Forbidden: IP not whitelisted', 403)
      expect((await failure(scriptedClient.validate('v1'), 'declined')).reason).toBe(
        'HTTP 403: Forbidden: IP not whitelisted',
      )
      answer('', 429)
      expect((await failure(scriptedClient.validate('v1'), 'unavailable')).httpStatus).toBe(429)
      answer('', 502)
      await failure(scriptedClient.validate('v1'), 'unavailable')
      answer('', 302, { location: 'https://elsewhere.example/' })
      await failure(scriptedClient.validate('v1'), 'invalid-answer')
    })

    it('keeps the password out of a reason that echoes it', async () => {
      answer({ status: 'FAILED', failedreason: `Invalid store_passwd ${password} for store` })
      const error = await failure(scriptedClient.createSession(sessionInput()), 'declined')
      expect(error.reason).toBe('Invalid store_passwd [redacted] for store')
      expect(error.message).not.toContain(password)
    })
  })
})

describe('the payment page', () => {
  it('is a page a browser test can click through, posting back to the merchant', async () => {
    const withIpn = await startSslCommerzStandIn({ ipnFromPage: true })
    try {
      const pageClient = sslCommerzClient({
        baseUrl: withIpn.baseUrl,
        storeId: withIpn.storeId,
        storePassword: withIpn.storePassword,
      })
      const input = sessionInput()
      const session = await pageClient.createSession(input)
      const page = await fetch(session.gatewayPageUrl)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
      const html = await page.text()
      expect(html).toMatch(/^<!doctype html><html lang="en">/)
      expect(html).toContain('<main><h1>Pay BDT 93600.00</h1>')
      expect(html.match(/<button type="submit">(Pay|Fail|Cancel)<\/button>/g)).toHaveLength(3)

      const action = /<form method="post" action="([^"]+\/success)">/.exec(html)![1]!
      const back = await fetch(new URL(action, withIpn.baseUrl), { method: 'POST' })
      const returned = await back.text()
      expect(returned).toContain(`<form method="post" action="${input.urls.success}">`)
      expect(returned).toContain('<script>document.forms[0].submit()</script>')
      const valId = /name="val_id" value="([^"]+)"/.exec(returned)![1]!
      expect(merchant.posts.find((post) => post.path === '/payment/ipn')?.fields.val_id).toBe(valId)
      expect(await pageClient.validate(valId)).toMatchObject({
        status: 'VALID',
        tranId: input.tranId,
        amountMinor: 9_360_000,
      })

      // Paid: the page is closed, and cannot be paid twice.
      expect((await fetch(session.gatewayPageUrl)).status).toBe(410)
      expect((await fetch(new URL(action, withIpn.baseUrl), { method: 'POST' })).status).toBe(409)
    } finally {
      await withIpn.close()
    }
  })
})
