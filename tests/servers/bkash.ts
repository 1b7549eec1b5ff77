/**
 * A stand-in for bKash's Tokenized Checkout API (v1.2.0-beta, without agreement: mode "0011") —
 * bKash itself cannot be reached from here. A small HTTP server on 127.0.0.1 that keeps its state
 * in memory and answers as bKash documents, including its habit of declining with HTTP 200 and a
 * `statusCode` other than "0000":
 *
 * - Tokens: grant (the merchant's username and password in headers, app key and secret in the
 *   body; a wrong username or password is declined with 9999, a wrong key or secret with 2001) and
 *   refresh (a refresh token it issued and has not revoked). id_tokens expire after
 *   `tokenLifetimeSeconds` (3600, as bKash's do; tests shorten it or move the clock); an expired or
 *   unknown one is turned away by the gateway before bKash: HTTP 401 `{ message }`, no status code.
 * - Payments: create (amount, currency, intent, mode, callback URL and invoice checked; amounts
 *   kept in paisa, read exactly) → the customer decides in bKash's page: `approve(paymentID,
 *   outcome)` does it from a test and returns the callback URL bKash would redirect to
 *   (`?paymentID=…&status=success|failure|cancel&signature=…`); a browser does it at `bkashURL`, a
 *   page with Approve, Fail and Cancel buttons → execute (Completed with a trxID; 2056 "Invalid
 *   Payment State" unless the customer approved; 2117 when executed before) → query at any stage.
 * - Refunds: against a completed payment's trxID, full or partial, several, never more than was
 *   paid in all (2026 beyond); refund status (the same path without an amount) answers the latest.
 * - Faults: `failNext(endpoint, fault)` — 'outage' (HTTP 503, nothing done), 'timeout' (done, but
 *   the answer never comes: an execute that completes at bKash while the caller gives up),
 *   'garbage' (done, the answer cut short), `{ statusCode, statusMessage }` (declined with that,
 *   nothing done), `{ answer }` (that body, nothing done), 'pass' (answered as usual: it holds a
 *   place, so the fault queued after it meets the request after). Faults queue per endpoint;
 *   `clearFaults()` drops those no request met (a schedule's outage is over).
 *
 * Amounts in answers after create are written the way bKash's own sample answers write them,
 * without trailing zeros ("15", "100.5"), so a client must read them as decimals. Every request is
 * recorded, so tests can count token calls and see what was sent.
 */
import { createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'
import { freePort } from '#tests/support/net.ts'

export type BkashStandInEndpoint =
  | 'token/grant'
  | 'token/refresh'
  | 'create'
  | 'execute'
  | 'payment/status'
  | 'payment/refund'
  | 'refund-status'

export type BkashStandInFault =
  | 'pass'
  | 'outage'
  | 'timeout'
  | 'garbage'
  | { statusCode: string; statusMessage: string }
  | { answer: Record<string, unknown> }

export type CustomerOutcome = 'success' | 'failure' | 'cancel'

export interface BkashStandInCredentials {
  username: string
  password: string
  appKey: string
  appSecret: string
}

export interface StandInRefund {
  refundTrxID: string
  amountMinor: number
  sku: string
  reason: string
  completedTime: string
}

export interface StandInPayment {
  paymentID: string
  amountMinor: number
  payerReference: string
  callbackURL: string
  merchantInvoiceNumber: string
  transactionStatus: 'Initiated' | 'Completed' | 'Failed' | 'Cancelled'
  /** The customer confirmed with their PIN in bKash's page (the execute may follow). */
  verified: boolean
  /** What bKash's page link carries, so the page serves only the payment it was made for. */
  hash: string
  paymentCreateTime: string
  paymentExecuteTime?: string
  trxID?: string
  customerMsisdn?: string
  refunds: StandInRefund[]
}

export interface RecordedBkashRequest {
  endpoint: BkashStandInEndpoint | undefined
  path: string
  headers: http.IncomingHttpHeaders
  body: unknown
}

export interface BkashStandIn {
  /** What a client takes as its base URL: http://127.0.0.1:port/v1.2.0-beta. */
  baseUrl: string
  credentials: BkashStandInCredentials
  requests: RecordedBkashRequest[]
  payments: Map<string, StandInPayment>
  /** Lifetime of the id_tokens granted from now on (`expires_in`). */
  tokenLifetimeSeconds: number
  /** The customer decides in bKash's page; returns where bKash sends their browser back. */
  approve(paymentID: string, outcome: CustomerOutcome, customerMsisdn?: string): string
  failNext(endpoint: BkashStandInEndpoint, fault: BkashStandInFault): void
  /** Every fault queued and not met yet is dropped. */
  clearFaults(): void
  /** Every id_token issued so far expires now (the gateway turns them away). */
  expireTokens(): void
  /** Every refresh token issued so far is refused from now on. */
  revokeRefreshTokens(): void
  close(): Promise<void>
}

/** Test credentials that look like a merchant's (none of them is a real bKash credential). */
export const bkashStandInCredentials: BkashStandInCredentials = {
  username: 'standinMerchantUser01',
  password: 'standin-Pa55word-0123',
  appKey: 'standinAppKey0123456789abcdef',
  appSecret: 'standinAppSecret0123456789abcdefghijklmnop',
}

/** bKash's documented messages for the codes this stand-in answers with. */
const messages: Record<string, string> = {
  '0000': 'Successful',
  '2001': 'Invalid App Key',
  '2002': 'Invalid Payment ID',
  '2006': 'Invalid amount',
  '2007': 'Invalid currency',
  '2008': 'Invalid intent',
  '2025': 'Invalid request body',
  '2026': 'The reversal amount cannot be greater than the original transaction amount',
  '2031': 'Invalid merchant invoice number',
  '2033': 'Transaction not found',
  '2049': 'Invalid Merchant Callback URL',
  '2056': 'Invalid Payment State',
  '2063': 'Mode is not valid as per request data',
  '2065': 'Mandatory field missing',
  // The documented list words it "The payment execution has already been completed"; the
  // sandbox answers with this.
  '2117': 'Payment execution already been called before',
}

type Reply = [status: number, body: Record<string, unknown>]
type Body = Record<string, unknown>

const declined = (code: string, message = messages[code] ?? 'Declined'): Reply => [
  200,
  { statusCode: code, statusMessage: message },
]

/** "100.5" → 10050 (at most two decimals, more than zero); undefined otherwise. */
function toMinor(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value)
  if (!match) return undefined
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return minor > 0 ? minor : undefined
}

/** 10050 → "100.5", 9360000 → "93600", 1 → "0.01": bKash's samples drop trailing zeros. */
function toAmount(minor: number): string {
  const digits = String(minor).padStart(3, '0')
  const whole = digits.slice(0, -2)
  const fraction = digits.slice(-2).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

function token(bytes: number): string {
  return randomBytes(bytes).toString('base64url')
}

/** Upper-case letters and digits, like bKash's trxIDs ("6H7801QFYM"). */
function code(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
  return [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('')
}

export async function startBkashStandIn(
  options: {
    credentials?: Partial<BkashStandInCredentials>
    tokenLifetimeSeconds?: number
    /** Milliseconds since the epoch; share it with the client to move both clocks at once. */
    now?: () => number
  } = {},
): Promise<BkashStandIn> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const apiPath = '/v1.2.0-beta'
  const credentials = { ...bkashStandInCredentials, ...options.credentials }
  const now = options.now ?? Date.now
  const state = { tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 3600 }
  const requests: RecordedBkashRequest[] = []
  const payments = new Map<string, StandInPayment>()
  const idTokens = new Map<string, { expiresAt: number }>()
  const refreshTokens = new Set<string>()
  const faults = new Map<BkashStandInEndpoint, BkashStandInFault[]>()
  const hanging = new Set<http.ServerResponse>()

  /** bKash's time stamps: Dhaka time, milliseconds after a colon ("2019-08-07T11:12:34:978 GMT+0600"). */
  const stamp = () =>
    new Date(now() + 6 * 3_600_000).toISOString().replace('.', ':').replace('Z', ' GMT+0600')

  function callback(payment: StandInPayment, status: CustomerOutcome, signed: boolean): string {
    const url = new URL(payment.callbackURL)
    url.searchParams.set('paymentID', payment.paymentID)
    url.searchParams.set('status', status)
    if (signed) {
      // Opaque to the merchant (and never to be trusted: execute and query decide).
      const signature = createHmac('sha256', credentials.appSecret)
        .update(`${payment.paymentID}|${status}`)
        .digest('base64url')
      url.searchParams.set('signature', signature)
      url.searchParams.set('apiVersion', '1.2.0-beta')
    }
    return url.toString()
  }

  function decide(
    paymentID: string,
    outcome: CustomerOutcome,
    customerMsisdn = '01770618575',
  ): string {
    const payment = payments.get(paymentID)
    if (!payment) throw new Error(`no payment ${paymentID}`)
    if (payment.transactionStatus !== 'Initiated' || payment.verified) {
      throw new Error(`payment ${paymentID} was already decided (${payment.transactionStatus})`)
    }
    if (outcome === 'success') {
      payment.verified = true
      payment.customerMsisdn = customerMsisdn
    } else {
      payment.transactionStatus = outcome === 'failure' ? 'Failed' : 'Cancelled'
    }
    return callback(payment, outcome, true)
  }

  function issueToken(refreshToken: string): Reply {
    const idToken = `eyJ${token(48)}`
    idTokens.set(idToken, { expiresAt: now() + state.tokenLifetimeSeconds * 1000 })
    return [
      200,
      {
        statusCode: '0000',
        statusMessage: 'Successful',
        id_token: idToken,
        token_type: 'Bearer',
        expires_in: state.tokenLifetimeSeconds,
        refresh_token: refreshToken,
      },
    ]
  }

  /** The merchant's credentials on a token request; a reply when they are wrong. */
  function checkCredentials(headers: http.IncomingHttpHeaders, body: Body): Reply | undefined {
    // What the sandbox answers (the portal documents no code for it).
    if (headers.username !== credentials.username)
      return declined('9999', 'Username does not exist')
    if (headers.password !== credentials.password) return declined('9999', 'Invalid password')
    if (body.app_key !== credentials.appKey || body.app_secret !== credentials.appSecret) {
      return declined('2001')
    }
    return undefined
  }

  /** What bKash's gateway says before bKash sees the request; a reply when it stops it. */
  function checkToken(headers: http.IncomingHttpHeaders): Reply | undefined {
    const given = headers.authorization
    const issued = typeof given === 'string' ? idTokens.get(given) : undefined
    if (!issued) return [401, { message: 'Unauthorized' }]
    if (now() >= issued.expiresAt) return [401, { message: 'The incoming token has expired' }]
    if (headers['x-app-key'] !== credentials.appKey) return declined('2001')
    return undefined
  }

  const strings = (body: Body, names: string[]) =>
    names.every((name) => typeof body[name] === 'string')

  const handlers: Record<
    BkashStandInEndpoint,
    (headers: http.IncomingHttpHeaders, body: Body) => Reply
  > = {
    'token/grant': (headers, body) => {
      const refused = checkCredentials(headers, body)
      if (refused) return refused
      const refreshToken = token(48)
      refreshTokens.add(refreshToken)
      return issueToken(refreshToken)
    },
    'token/refresh': (headers, body) => {
      const refused = checkCredentials(headers, body)
      if (refused) return refused
      const refreshToken = body.refresh_token
      if (typeof refreshToken !== 'string' || !refreshTokens.has(refreshToken)) {
        // The portal documents no code for a refused refresh token either.
        return declined('9999', 'Invalid refresh token')
      }
      return issueToken(refreshToken)
    },
    create: (headers, body) => {
      const refused = checkToken(headers)
      if (refused) return refused
      const fields = [
        'mode',
        'payerReference',
        'callbackURL',
        'amount',
        'currency',
        'intent',
        'merchantInvoiceNumber',
      ]
      if (!strings(body, fields)) return declined('2065')
      const input = body as Record<string, string>
      if (input.mode !== '0011') return declined('2063')
      const amountMinor = toMinor(input.amount)
      if (amountMinor === undefined) return declined('2006')
      if (input.currency !== 'BDT') return declined('2007')
      if (input.intent !== 'sale') return declined('2008')
      let callbackURL: URL
      try {
        callbackURL = new URL(input.callbackURL!)
      } catch {
        return declined('2049')
      }
      if (callbackURL.protocol !== 'http:' && callbackURL.protocol !== 'https:') {
        return declined('2049')
      }
      const invoice = input.merchantInvoiceNumber!
      if (invoice.length === 0 || invoice.length > 255) return declined('2031')
      const payment: StandInPayment = {
        paymentID: `TR0011${code(14)}`,
        amountMinor,
        payerReference: input.payerReference!,
        callbackURL: callbackURL.toString(),
        merchantInvoiceNumber: invoice,
        transactionStatus: 'Initiated',
        verified: false,
        hash: token(24),
        paymentCreateTime: stamp(),
        refunds: [],
      }
      payments.set(payment.paymentID, payment)
      const page = new URL('/redirect/tokenized/', origin)
      page.searchParams.set('paymentID', payment.paymentID)
      page.searchParams.set('hash', payment.hash)
      page.searchParams.set('mode', '0011')
      page.searchParams.set('apiVersion', 'v1.2.0-beta')
      return [
        200,
        {
          paymentID: payment.paymentID,
          bkashURL: page.toString(),
          callbackURL: payment.callbackURL,
          successCallbackURL: callback(payment, 'success', false),
          failureCallbackURL: callback(payment, 'failure', false),
          cancelledCallbackURL: callback(payment, 'cancel', false),
          // Create echoes the amount as it was sent.
          amount: input.amount,
          intent: 'sale',
          currency: 'BDT',
          paymentCreateTime: payment.paymentCreateTime,
          transactionStatus: 'Initiated',
          merchantInvoiceNumber: invoice,
          statusCode: '0000',
          statusMessage: 'Successful',
        },
      ]
    },
    execute: (headers, body) => {
      const refused = checkToken(headers)
      if (refused) return refused
      if (!strings(body, ['paymentID'])) return declined('2065')
      const payment = payments.get(body.paymentID as string)
      if (!payment) return declined('2002')
      if (payment.transactionStatus === 'Completed') return declined('2117')
      if (payment.transactionStatus !== 'Initiated' || !payment.verified) return declined('2056')
      payment.transactionStatus = 'Completed'
      payment.trxID = code(10)
      payment.paymentExecuteTime = stamp()
      return [
        200,
        {
          paymentID: payment.paymentID,
          customerMsisdn: payment.customerMsisdn,
          payerReference: payment.payerReference,
          paymentExecuteTime: payment.paymentExecuteTime,
          trxID: payment.trxID,
          transactionStatus: 'Completed',
          amount: toAmount(payment.amountMinor),
          currency: 'BDT',
          intent: 'sale',
          merchantInvoiceNumber: payment.merchantInvoiceNumber,
          statusCode: '0000',
          statusMessage: 'Successful',
        },
      ]
    },
    'payment/status': (headers, body) => {
      const refused = checkToken(headers)
      if (refused) return refused
      if (!strings(body, ['paymentID'])) return declined('2065')
      const payment = payments.get(body.paymentID as string)
      if (!payment) return declined('2002')
      return [
        200,
        {
          paymentID: payment.paymentID,
          mode: '0011',
          paymentCreateTime: payment.paymentCreateTime,
          ...(payment.paymentExecuteTime ? { paymentExecuteTime: payment.paymentExecuteTime } : {}),
          amount: toAmount(payment.amountMinor),
          currency: 'BDT',
          intent: 'sale',
          merchantInvoiceNumber: payment.merchantInvoiceNumber,
          transactionStatus: payment.transactionStatus,
          verificationStatus:
            payment.verified || payment.transactionStatus === 'Completed'
              ? 'Complete'
              : 'Incomplete',
          payerReference: payment.payerReference,
          ...(payment.customerMsisdn ? { customerMsisdn: payment.customerMsisdn } : {}),
          ...(payment.trxID ? { trxID: payment.trxID } : {}),
          statusCode: '0000',
          statusMessage: 'Successful',
        },
      ]
    },
    'payment/refund': (headers, body) => {
      const refused = checkToken(headers)
      if (refused) return refused
      if (!strings(body, ['paymentID', 'amount', 'trxID', 'sku', 'reason'])) {
        return declined('2065')
      }
      const input = body as Record<string, string>
      const payment = payments.get(input.paymentID!)
      if (!payment) return declined('2002')
      if (payment.transactionStatus !== 'Completed') return declined('2056')
      if (payment.trxID !== input.trxID) return declined('2033')
      const amountMinor = toMinor(input.amount)
      if (amountMinor === undefined) return declined('2006')
      const refunded = payment.refunds.reduce((sum, refund) => sum + refund.amountMinor, 0)
      if (amountMinor > payment.amountMinor - refunded) return declined('2026')
      const refund: StandInRefund = {
        refundTrxID: code(10),
        amountMinor,
        sku: input.sku!,
        reason: input.reason!,
        completedTime: stamp(),
      }
      payment.refunds.push(refund)
      return [200, refundAnswer(payment, refund)]
    },
    'refund-status': (headers, body) => {
      const refused = checkToken(headers)
      if (refused) return refused
      if (!strings(body, ['paymentID', 'trxID'])) return declined('2065')
      const payment = payments.get(body.paymentID as string)
      if (!payment) return declined('2002')
      const latest = payment.refunds.at(-1)
      if (payment.trxID !== body.trxID || !latest) return declined('2033')
      return [200, refundAnswer(payment, latest)]
    },
  }

  function refundAnswer(payment: StandInPayment, refund: StandInRefund) {
    return {
      completedTime: refund.completedTime,
      transactionStatus: 'Completed',
      originalTrxID: payment.trxID,
      refundTrxID: refund.refundTrxID,
      amount: toAmount(refund.amountMinor),
      currency: 'BDT',
      charge: '0.00',
      statusCode: '0000',
      statusMessage: 'Successful',
    }
  }

  function endpointOf(route: string, body: unknown): BkashStandInEndpoint | undefined {
    switch (route) {
      case 'token/grant':
      case 'token/refresh':
      case 'create':
      case 'execute':
      case 'payment/status':
        return route
      case 'payment/refund':
        // One path for both: a request without an amount asks for the refund's status.
        return typeof body === 'object' && body !== null && 'amount' in body
          ? 'payment/refund'
          : 'refund-status'
      default:
        return undefined
    }
  }

  const send = (res: http.ServerResponse, [status, body]: Reply) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  function html(res: http.ServerResponse, status: number, title: string, content: string) {
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    })
    res.end(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${content}
</main>
</body>
</html>
`)
  }

  /** bKash's payment page: the customer approves (PIN and OTP, here one button), fails or cancels. */
  function page(res: http.ServerResponse, url: URL) {
    const payment = payments.get(url.searchParams.get('paymentID') ?? '')
    if (!payment || payment.hash !== url.searchParams.get('hash')) {
      return html(res, 404, 'No such payment', '<p>This payment link is not valid.</p>')
    }
    if (payment.transactionStatus !== 'Initiated' || payment.verified) {
      return html(res, 409, 'Payment already decided', '<p>This payment is no longer open.</p>')
    }
    const field = (name: string, value: string) =>
      `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`
    html(
      res,
      200,
      'Pay with bKash (stand-in)',
      `<p>Merchant invoice <strong>${escapeHtml(payment.merchantInvoiceNumber)}</strong></p>
<p>Amount: <strong>BDT ${escapeHtml(toAmount(payment.amountMinor))}</strong></p>
<form method="post" action="/redirect/tokenized/decide">
${field('paymentID', payment.paymentID)}
${field('hash', payment.hash)}
<button type="submit" name="status" value="success">Approve</button>
<button type="submit" name="status" value="failure">Fail</button>
<button type="submit" name="status" value="cancel">Cancel</button>
</form>`,
    )
  }

  function pageDecision(res: http.ServerResponse, raw: string) {
    const form = new URLSearchParams(raw)
    const payment = payments.get(form.get('paymentID') ?? '')
    const status = form.get('status')
    if (!payment || payment.hash !== form.get('hash')) {
      return html(res, 404, 'No such payment', '<p>This payment link is not valid.</p>')
    }
    if (status !== 'success' && status !== 'failure' && status !== 'cancel') {
      return html(res, 400, 'Choose an action', '<p>Approve, fail or cancel the payment.</p>')
    }
    let location: string
    try {
      location = decide(payment.paymentID, status)
    } catch {
      return html(res, 409, 'Payment already decided', '<p>This payment is no longer open.</p>')
    }
    res.writeHead(302, { location, 'cache-control': 'no-store' })
    res.end()
  }

  function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', origin)
    if (req.method === 'GET' && url.pathname === '/redirect/tokenized/') return page(res, url)
    if (req.method === 'POST' && url.pathname === '/redirect/tokenized/decide') {
      return pageDecision(res, raw)
    }
    const prefix = `${apiPath}/tokenized/checkout/`
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      body = undefined
    }
    const endpoint =
      req.method === 'POST' && url.pathname.startsWith(prefix)
        ? endpointOf(url.pathname.slice(prefix.length), body)
        : undefined
    requests.push({ endpoint, path: url.pathname, headers: req.headers, body })
    if (!endpoint) return send(res, [404, { message: 'Not Found' }])
    const fault = faults.get(endpoint)?.shift()
    if (fault === 'outage') return send(res, [503, { message: 'Service Unavailable' }])
    if (typeof fault === 'object') {
      return send(
        res,
        'answer' in fault ? [200, fault.answer] : declined(fault.statusCode, fault.statusMessage),
      )
    }
    const reply =
      typeof body === 'object' && body !== null && !Array.isArray(body)
        ? handlers[endpoint](req.headers, body as Body)
        : declined('2025')
    if (fault === 'timeout') {
      // Done at bKash; the answer is lost on the way. The caller gives up and closes the socket.
      hanging.add(res)
      res.on('close', () => hanging.delete(res))
      return
    }
    if (fault === 'garbage') {
      const text = JSON.stringify(reply[1])
      res.writeHead(reply[0], { 'content-type': 'application/json' })
      return res.end(text.slice(0, Math.ceil(text.length / 2)))
    }
    send(res, reply)
  }

  const server = http.createServer((req, res) => {
    let raw = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (raw += chunk))
    req.on('end', () => handle(req, res, raw))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))

  return {
    baseUrl: `${origin}${apiPath}`,
    credentials,
    requests,
    payments,
    get tokenLifetimeSeconds() {
      return state.tokenLifetimeSeconds
    },
    set tokenLifetimeSeconds(seconds) {
      state.tokenLifetimeSeconds = seconds
    },
    approve: decide,
    failNext(endpoint, fault) {
      const queue = faults.get(endpoint) ?? []
      queue.push(fault)
      faults.set(endpoint, queue)
    },
    clearFaults: () => faults.clear(),
    expireTokens() {
      for (const issued of idTokens.values()) issued.expiresAt = -Infinity
    },
    revokeRefreshTokens: () => refreshTokens.clear(),
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
