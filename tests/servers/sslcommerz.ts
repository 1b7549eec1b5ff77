/**
 * A stand-in for SSLCommerz's hosted gateway — the real sandbox cannot be reached from here. A
 * small HTTP server on 127.0.0.1 speaking the documented v4 API with in-memory state:
 * - POST /gwprocess/v4/api.php (form-encoded) makes a session and answers its GatewayPageURL;
 *   wrong store credentials answer as the real one does, HTTP 200 with status FAILED and
 *   "Store Credential Error Or Store is De-active"; a missing field or a malformed total_amount
 *   is FAILED too. A tran_id may be used again (a new attempt); the latest attempt is the one paid.
 * - GET /validator/api/validationserverAPI.php?val_id=…&format=json answers VALID the first time
 *   a val_id is validated, VALIDATED after, INVALID_TRANSACTION for an unknown one (and XML
 *   without format=json, as the real one does).
 * - GET /validator/api/merchantTransIDvalidationAPI.php answers, by its parameters, the
 *   transaction query (tran_id: every attempt), a refund (bank_tran_id, refund_trans_id,
 *   refund_amount, refund_remarks, refe_id: `success`, or `failed` with an errorReason — never
 *   more than is left of the payment; the same refund_trans_id with the same parameters gets the
 *   first answer again) and a refund's status (refund_ref_id: `processing`, then `refunded`).
 *   Wrong credentials answer APIConnect FAILED.
 * - GET /EasyCheckOut/<sessionkey> is the payment page a browser test can click through: Pay,
 *   Fail and Cancel buttons; each answers a page whose form posts the gateway's fields to the
 *   merchant's success, fail or cancel URL by itself (as the real gateway returns the customer).
 * Tests play the customer and the gateway's back office with `pay`, `sendIpn` (the IPN posted
 * to the session's ipn_url, 1–5 times, in any order with the browser's return), `expire`,
 * `settleRefund`, `failNextRefund`, and inject faults with `failNext` (an outage: 503 or a reset
 * connection; a timeout: the answer after a delay; garbage: a PHP error page instead of JSON).
 * Amounts are kept as the strings the gateway writes and computed on in BigInt, independently
 * of the client's own parser, so a mistake there cannot hide behind the same mistake here.
 */
import { createHash, randomBytes } from 'node:crypto'
import http from 'node:http'
import { freePort } from '#tests/support/net.ts'

export type StandInEndpoint =
  'session' | 'validation' | 'transaction-query' | 'refund' | 'refund-status'

export type Fault = 'outage' | 'timeout' | 'garbage'

export interface RecordedRequest {
  endpoint: StandInEndpoint | 'gateway-page' | 'unknown'
  method: string
  path: string
  /** The query string's and the form body's parameters together. */
  params: URLSearchParams
}

type Outcome = 'success' | 'fail' | 'cancel'

export interface StandInSession {
  sessionKey: string
  tranId: string
  /** total_amount normalised to two decimals, as the gateway writes it back. */
  amount: string
  currency: string
  urls: Record<Outcome, string> & { ipn: string | null }
  values: Record<'value_a' | 'value_b' | 'value_c' | 'value_d', string>
  productName: string
  state: 'open' | 'paid' | 'failed' | 'cancelled' | 'expired'
  /** Set when paid: what the validation answers. */
  valId: string | null
  bankTranId: string | null
  validations: number
  /** The fields the gateway posts to the merchant (browser return and IPN) once settled. */
  fields: Record<string, string> | null
}

export interface StandInRefund {
  refundRefId: string
  refundTransId: string
  bankTranId: string
  tranId: string
  amount: string
  remarks: string
  referenceId: string
  status: 'processing' | 'refunded' | 'cancelled'
  /** Status queries answered so far (it settles after `refundPollsUntilRefunded`). */
  polls: number
  initiatedOn: string
  refundedOn: string | null
  errorReason: string
}

export interface StandInOptions {
  storeId?: string
  storePassword?: string
  /**
   * The real gateway takes ৳10.00 to ৳500,000.00 a transaction; the stand-in takes any positive
   * amount unless told, so the client's formatting can be tried at its extremes.
   */
  amountLimits?: { min: string; max: string }
  /** Taka per unit of each other currency the store takes (the gateway settles in taka). */
  rates?: Record<string, string>
  /** Status queries a refund answers `processing` to before it is `refunded` (1 unless told). */
  refundPollsUntilRefunded?: number
  /** The page's buttons also post the IPN (once, before the browser is sent back). */
  ipnFromPage?: boolean
}

export interface SslCommerzStandIn {
  /** Give this to the client as its baseUrl. */
  baseUrl: string
  storeId: string
  storePassword: string
  requests: RecordedRequest[]
  /** By session key. */
  sessions: Map<string, StandInSession>
  /** By refund_ref_id. */
  refunds: Map<string, StandInRefund>
  /**
   * The customer finishes on the gateway's page: the latest attempt of `tranId` is paid (or
   * fails, or is cancelled). Answers where the browser is sent and the fields it posts there.
   */
  pay(
    tranId: string,
    options: { outcome: Outcome; riskLevel?: 0 | 1; cardType?: string },
  ): { url: string; fields: Record<string, string> }
  /** The session times out unpaid (EXPIRED, and an IPN saying so when sent). */
  expire(tranId: string): void
  /** Posts the IPN of the latest settled attempt of `tranId` to its ipn_url, `times` times. */
  sendIpn(tranId: string, times?: number): Promise<Array<{ status: number; body: string }>>
  /** The next `times` requests to `endpoint` meet the fault instead of an answer. */
  failNext(
    endpoint: StandInEndpoint,
    fault: Fault,
    options?: { times?: number; delayMs?: number; reset?: boolean },
  ): void
  /** The bank answers a refund now. */
  settleRefund(refundRefId: string, status: 'refunded' | 'cancelled', reason?: string): void
  /** The next refund request is refused with this reason. */
  failNextRefund(reason?: string): void
  close(): Promise<void>
}

const SESSION_PATH = '/gwprocess/v4/api.php'
const VALIDATION_PATH = '/validator/api/validationserverAPI.php'
const MERCHANT_PATH = '/validator/api/merchantTransIDvalidationAPI.php'
const PAGE_PATH = /^\/EasyCheckOut\/([A-Za-z0-9]+)(?:\/(success|fail|cancel))?$/

const requiredSessionFields = [
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_email',
  'cus_phone',
  'cus_add1',
  'cus_city',
  'cus_country',
  'shipping_method',
  'product_name',
  'product_category',
  'product_profile',
]

/** The gateway's fee in basis points, for store_amount. */
const FEE_BASIS_POINTS = 250n

export async function startSslCommerzStandIn(
  options: StandInOptions = {},
): Promise<SslCommerzStandIn> {
  const storeId = options.storeId ?? 'bangl0000000000001'
  const storePassword = options.storePassword ?? 'bangl0000000000001@ssl'
  const rates = options.rates ?? { USD: '120.00' }
  const refundPolls = options.refundPollsUntilRefunded ?? 1
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const requests: RecordedRequest[] = []
  const sessions = new Map<string, StandInSession>()
  const refunds = new Map<string, StandInRefund>()
  /** refund_trans_id → the parameters first asked with and the answer given. */
  const refundsByTransId = new Map<string, { params: string; answer: unknown }>()
  const faults = new Map<
    StandInEndpoint,
    Array<{ fault: Fault; delayMs: number; reset: boolean }>
  >()
  const timers = new Set<NodeJS.Timeout>()
  let refusal: string | undefined

  const latest = (tranId: string) => {
    const attempts = [...sessions.values()].filter((session) => session.tranId === tranId)
    const session = attempts.at(-1)
    if (!session) throw new Error(`no session for tran_id ${tranId}`)
    return session
  }
  const byBankTranId = (bankTranId: string) =>
    [...sessions.values()].find((session) => session.bankTranId === bankTranId)
  const credentialsOk = (params: URLSearchParams) =>
    params.get('store_id') === storeId && params.get('store_passwd') === storePassword

  function createSession(params: URLSearchParams): unknown {
    const refuse = (failedreason: string) => ({
      status: 'FAILED',
      failedreason,
      sessionkey: '',
      gw: [],
      redirectGatewayURL: '',
      directPaymentURLBank: '',
      directPaymentURLCard: '',
      directPaymentURL: '',
      redirectGatewayURLFailed: '',
      GatewayPageURL: '',
      storeBanner: '',
      storeLogo: '',
      desc: [],
      is_direct_pay_enable: '0',
    })
    if (!credentialsOk(params)) return refuse('Store Credential Error Or Store is De-active')
    for (const field of requiredSessionFields) {
      if (!params.get(field)) return refuse(`Invalid Information: ${field} is missing`)
    }
    const amount = toPaisa(params.get('total_amount')!)
    if (amount === undefined || amount <= 0n) {
      return refuse('Invalid Information: total_amount is not valid')
    }
    const limits = options.amountLimits
    if (limits && (amount < toPaisa(limits.min)! || amount > toPaisa(limits.max)!)) {
      return refuse(
        `Invalid Information: total_amount must be from ${limits.min} to ${limits.max} BDT`,
      )
    }
    const currency = params.get('currency')!
    if (currency !== 'BDT' && !(currency in rates)) {
      return refuse('Invalid Information: currency is not supported')
    }
    const sessionKey = token(32).toUpperCase()
    sessions.set(sessionKey, {
      sessionKey,
      tranId: params.get('tran_id')!,
      amount: fromPaisa(amount),
      currency,
      urls: {
        success: params.get('success_url')!,
        fail: params.get('fail_url')!,
        cancel: params.get('cancel_url')!,
        ipn: params.get('ipn_url') || null,
      },
      values: {
        value_a: params.get('value_a') ?? '',
        value_b: params.get('value_b') ?? '',
        value_c: params.get('value_c') ?? '',
        value_d: params.get('value_d') ?? '',
      },
      productName: params.get('product_name')!,
      state: 'open',
      valId: null,
      bankTranId: null,
      validations: 0,
      fields: null,
    })
    return {
      status: 'SUCCESS',
      failedreason: '',
      sessionkey: sessionKey,
      gw: { visa: 'city_visa,ebl_visa', master: 'city_master', mobilebanking: 'bkash,nagad' },
      redirectGatewayURL: `${baseUrl}/gwprocess/v4/bankgw/indexhtml.php?SESSIONKEY=${sessionKey}`,
      directPaymentURLBank: '',
      directPaymentURLCard: '',
      directPaymentURL: '',
      redirectGatewayURLFailed: `${baseUrl}/EasyCheckOut/${sessionKey}`,
      GatewayPageURL: `${baseUrl}/EasyCheckOut/${sessionKey}`,
      storeBanner: `${baseUrl}/stores/logos/demo.png`,
      storeLogo: `${baseUrl}/stores/logos/demo.png`,
      desc: [],
      is_direct_pay_enable: '0',
    }
  }

  /** The settled amount in taka and what the session asked for, as the gateway writes them. */
  function money(session: StandInSession) {
    const rate = session.currency === 'BDT' ? '1.00' : rates[session.currency]!
    const requested = toPaisa(session.amount)!
    // Rounded half up to the paisa: amount × (rate in paisa) / 100.
    const settled = (requested * toPaisa(rate)! + 50n) / 100n
    const fee = (settled * FEE_BASIS_POINTS + 5_000n) / 10_000n
    return {
      amount: fromPaisa(settled),
      store_amount: fromPaisa(settled - fee),
      currency: 'BDT',
      currency_type: session.currency,
      currency_amount: session.amount,
      currency_rate: `${rate}00`,
    }
  }

  function settle(
    session: StandInSession,
    outcome: Outcome | 'expire',
    riskLevel: 0 | 1,
    cardType: string,
  ) {
    if (session.state !== 'open') {
      throw new Error(`the session of ${session.tranId} is already ${session.state}`)
    }
    const common = {
      tran_id: session.tranId,
      tran_date: dhakaNow(),
      ...money(session),
      ...session.values,
    }
    if (outcome === 'success') {
      session.state = 'paid'
      session.valId = `${compactNow()}${token(8)}`
      session.bankTranId = `${compactNow()}${token(10)}`
      session.fields = sign(
        {
          status: 'VALID',
          val_id: session.valId,
          bank_tran_id: session.bankTranId,
          card_type: cardType,
          card_no: cardType.startsWith('VISA') ? '432149XXXXXX0667' : '',
          card_issuer: cardType.split('-')[1] ?? cardType,
          card_brand: cardType.startsWith('VISA') ? 'VISA' : 'MOBILEBANKING',
          card_issuer_country: 'Bangladesh',
          card_issuer_country_code: 'BD',
          base_fair: '0.00',
          risk_level: String(riskLevel),
          risk_title: riskLevel === 1 ? 'High risk' : 'Safe',
          ...common,
        },
        storePassword,
      )
    } else {
      session.state = outcome === 'fail' ? 'failed' : outcome === 'cancel' ? 'cancelled' : 'expired'
      session.fields = sign(
        {
          status: { fail: 'FAILED', cancel: 'CANCELLED', expire: 'EXPIRED' }[outcome],
          error: {
            fail: 'Transaction declined by the issuer',
            cancel: 'Cancelled by the customer',
            expire: 'Session expired',
          }[outcome],
          card_type: outcome === 'fail' ? cardType : '',
          ...common,
        },
        storePassword,
      )
    }
    return session.fields
  }

  function validate(params: URLSearchParams): unknown {
    if (!credentialsOk(params)) return { APIConnect: 'FAILED' }
    const valId = params.get('val_id') ?? ''
    const session = [...sessions.values()].find((candidate) => candidate.valId === valId)
    if (!session || !session.fields) {
      return { status: 'INVALID_TRANSACTION', APIConnect: 'DONE', val_id: valId }
    }
    session.validations++
    const { verify_sign: _sign, verify_key: _key, ...fields } = session.fields
    return {
      ...fields,
      status: session.validations === 1 ? 'VALID' : 'VALIDATED',
      emi_instalment: '0',
      emi_amount: '0.00',
      emi_description: '',
      emi_issuer: '',
      account_details: '',
      APIConnect: 'DONE',
      validated_on: dhakaNow(),
      gw_version: '',
    }
  }

  function queryByTranId(params: URLSearchParams): unknown {
    const tranId = params.get('tran_id') ?? ''
    const element = [...sessions.values()]
      .filter((session) => session.tranId === tranId)
      .map((session) => {
        const status =
          session.state === 'paid'
            ? session.validations > 0
              ? 'VALIDATED'
              : 'VALID'
            : { open: 'UNATTEMPTED', failed: 'FAILED', cancelled: 'CANCELLED', expired: 'EXPIRED' }[
                session.state
              ]
        const fields = session.fields ?? { tran_id: tranId, ...money(session), tran_date: '' }
        return {
          val_id: session.valId ?? '',
          status,
          validated_on: '',
          currency_type: fields.currency_type,
          currency_amount: fields.currency_amount,
          currency_rate: fields.currency_rate,
          base_fair: '0.00',
          value_a: session.values.value_a,
          value_b: session.values.value_b,
          value_c: session.values.value_c,
          value_d: session.values.value_d,
          tran_date: fields.tran_date,
          tran_id: tranId,
          amount: fields.amount,
          store_amount: fields.store_amount,
          bank_tran_id: session.bankTranId ?? '',
          card_type: fields.card_type ?? '',
          risk_title: fields.risk_title ?? '',
          risk_level: fields.risk_level ?? '',
          currency: fields.currency,
          bank_gw: fields.card_type ?? '',
          card_no: fields.card_no ?? '',
          card_issuer: fields.card_issuer ?? '',
          card_brand: fields.card_brand ?? '',
          card_issuer_country: fields.card_issuer_country ?? '',
          card_issuer_country_code: fields.card_issuer_country_code ?? '',
          gw_version: '',
          emi_instalment: '0',
          emi_amount: '0.00',
          emi_description: '',
          emi_issuer: '',
          error: fields.error ?? '',
        }
      })
    return { APIConnect: 'DONE', no_of_trans_found: element.length, element }
  }

  function refund(params: URLSearchParams): unknown {
    const bankTranId = params.get('bank_tran_id') ?? ''
    const refundTransId = params.get('refund_trans_id') ?? ''
    const failed = (errorReason: string) => ({
      APIConnect: 'DONE',
      bank_tran_id: bankTranId,
      trans_id: '',
      refund_ref_id: '',
      status: 'failed',
      errorReason,
    })
    if (!refundTransId) return failed('refund_trans_id is required')
    const asked = ['bank_tran_id', 'refund_amount', 'refund_remarks', 'refe_id']
      .map((name) => `${name}=${params.get(name) ?? ''}`)
      .join('&')
    const first = refundsByTransId.get(refundTransId)
    if (first) {
      return first.params === asked ? first.answer : failed('refund_trans_id is already used')
    }
    const answer = newRefund(params, bankTranId, refundTransId, failed)
    // A refused request is not kept: the same refund_trans_id may be tried again.
    if ((answer as { status: string }).status !== 'failed') {
      refundsByTransId.set(refundTransId, { params: asked, answer })
    }
    return answer
  }

  function newRefund(
    params: URLSearchParams,
    bankTranId: string,
    refundTransId: string,
    failed: (reason: string) => unknown,
  ): unknown {
    if (refusal !== undefined) {
      const reason = refusal
      refusal = undefined
      return failed(reason)
    }
    const session = byBankTranId(bankTranId)
    if (!session || session.state !== 'paid') return failed('Invalid bank_tran_id')
    const amount = toPaisa(params.get('refund_amount') ?? '')
    if (amount === undefined || amount <= 0n) return failed('Invalid refund_amount')
    if (!params.get('refund_remarks')) return failed('refund_remarks is required')
    const paid = toPaisa(money(session).amount)!
    const refunded = [...refunds.values()]
      .filter((r) => r.bankTranId === bankTranId && r.status !== 'cancelled')
      .reduce((sum, r) => sum + toPaisa(r.amount)!, 0n)
    if (amount > paid - refunded) {
      return failed(
        `Refund amount ${fromPaisa(amount)} is more than the refundable ${fromPaisa(paid - refunded)}`,
      )
    }
    const refundRefId = `${compactNow()}${token(6)}`
    refunds.set(refundRefId, {
      refundRefId,
      refundTransId,
      bankTranId,
      tranId: session.tranId,
      amount: fromPaisa(amount),
      remarks: params.get('refund_remarks')!,
      referenceId: params.get('refe_id') ?? '',
      status: 'processing',
      polls: 0,
      initiatedOn: dhakaNow(),
      refundedOn: null,
      errorReason: '',
    })
    return {
      APIConnect: 'DONE',
      bank_tran_id: bankTranId,
      trans_id: session.tranId,
      refund_ref_id: refundRefId,
      status: 'success',
      errorReason: '',
    }
  }

  function refundStatus(params: URLSearchParams): unknown {
    const found = refunds.get(params.get('refund_ref_id') ?? '')
    if (!found) return { APIConnect: 'INVALID_REQUEST' }
    found.polls++
    if (found.status === 'processing' && found.polls > refundPolls) {
      found.status = 'refunded'
      found.refundedOn = dhakaNow()
    }
    return {
      APIConnect: 'DONE',
      bank_tran_id: found.bankTranId,
      tran_id: found.tranId,
      refund_ref_id: found.refundRefId,
      initiated_on: found.initiatedOn,
      refunded_on: found.refundedOn ?? '',
      status: found.status,
      errorReason: found.errorReason,
    }
  }

  function merchantApi(params: URLSearchParams): { endpoint: StandInEndpoint; run: () => unknown } {
    if (params.has('refund_ref_id')) {
      return { endpoint: 'refund-status', run: () => refundStatus(params) }
    }
    if (params.has('bank_tran_id') || params.has('refund_amount')) {
      return { endpoint: 'refund', run: () => refund(params) }
    }
    return { endpoint: 'transaction-query', run: () => queryByTranId(params) }
  }

  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', baseUrl)
      const params = new URLSearchParams(url.search)
      for (const [name, value] of new URLSearchParams(body)) params.append(name, value)
      const method = req.method ?? 'GET'
      const json = (payload: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify(payload))
      }
      let route: { endpoint: StandInEndpoint; run: () => unknown } | undefined
      if (method === 'POST' && url.pathname === SESSION_PATH) {
        route = { endpoint: 'session', run: () => createSession(params) }
      } else if (method === 'GET' && url.pathname === VALIDATION_PATH) {
        route = { endpoint: 'validation', run: () => validate(params) }
      } else if (method === 'GET' && url.pathname === MERCHANT_PATH) {
        route = merchantApi(params)
      }
      const page = PAGE_PATH.exec(url.pathname)
      requests.push({
        endpoint: route?.endpoint ?? (page ? 'gateway-page' : 'unknown'),
        method,
        path: url.pathname,
        params,
      })
      if (page) return gatewayPage(res, method, page[1]!, page[2] as Outcome | undefined)
      if (!route) {
        res.writeHead(404, { 'content-type': 'text/html' })
        return res.end('<html><body><h1>404 Not Found</h1></body></html>')
      }
      const { endpoint, run } = route
      const answer = () => {
        if (endpoint !== 'session' && !credentialsOk(params)) return json({ APIConnect: 'FAILED' })
        if (endpoint !== 'session' && params.get('format') !== 'json') {
          res.writeHead(200, { 'content-type': 'text/xml' })
          return res.end(`<?xml version="1.0"?><response><APIConnect>DONE</APIConnect></response>`)
        }
        json(run())
      }
      const fault = faults.get(endpoint)?.shift()
      if (!fault) return answer()
      if (fault.fault === 'outage') {
        if (fault.reset) return req.socket.destroy()
        res.writeHead(503, { 'content-type': 'text/html' })
        return res.end('<html><body><h1>503 Service Unavailable</h1></body></html>')
      }
      if (fault.fault === 'garbage') {
        res.writeHead(200, { 'content-type': 'text/html' })
        return res.end(
          '<br />\n<b>Warning</b>:  mysqli_connect(): (HY000/2002): Connection refused in <b>/var/www/gw/api.php</b> on line <b>12</b><br />\n',
        )
      }
      // A slow gateway: the answer comes, but late (the client has given up by then).
      const timer = setTimeout(() => {
        timers.delete(timer)
        if (!res.destroyed) answer()
      }, fault.delayMs)
      timers.add(timer)
    })
  })

  function gatewayPage(
    res: http.ServerResponse,
    method: string,
    sessionKey: string,
    outcome: Outcome | undefined,
  ) {
    const session = sessions.get(sessionKey)
    const html = (status: number, content: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
      res.end(content)
    }
    if (!session) return html(404, pageHtml('Payment session not found', '<p>No such session.</p>'))
    if (method === 'GET' && !outcome) {
      if (session.state !== 'open') {
        return html(410, pageHtml('This payment is closed', `<p>It is ${session.state}.</p>`))
      }
      const action = (to: Outcome, label: string) =>
        `<form method="post" action="/EasyCheckOut/${sessionKey}/${to}"><button type="submit">${label}</button></form>`
      return html(
        200,
        pageHtml(
          `Pay ${escapeHtml(session.currency)} ${escapeHtml(session.amount)}`,
          `<p>${escapeHtml(session.productName)} — transaction ${escapeHtml(session.tranId)}</p>` +
            action('success', 'Pay') +
            action('fail', 'Fail') +
            action('cancel', 'Cancel'),
        ),
      )
    }
    if (method !== 'POST' || !outcome) return html(405, pageHtml('Method not allowed', ''))
    if (session.state !== 'open') {
      return html(409, pageHtml('This payment is closed', `<p>It is ${session.state}.</p>`))
    }
    const fields = settle(session, outcome, 0, 'BKASH-BKash')
    const sendBack = () => {
      const inputs = Object.entries(fields)
        .map(
          ([name, value]) =>
            `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
        )
        .join('')
      html(
        200,
        pageHtml(
          'Returning to the merchant',
          `<form method="post" action="${escapeHtml(session.urls[outcome])}">${inputs}<button type="submit">Continue</button></form>` +
            '<script>document.forms[0].submit()</script>',
        ),
      )
    }
    if (!options.ipnFromPage || !session.urls.ipn) return sendBack()
    void postForm(session.urls.ipn, fields)
      .catch(() => undefined)
      .then(sendBack)
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))

  return {
    baseUrl,
    storeId,
    storePassword,
    requests,
    sessions,
    refunds,
    pay(tranId, { outcome, riskLevel = 0, cardType = 'BKASH-BKash' }) {
      const session = latest(tranId)
      const fields = settle(session, outcome, riskLevel, cardType)
      return { url: session.urls[outcome], fields: { ...fields } }
    },
    expire(tranId) {
      settle(latest(tranId), 'expire', 0, '')
    },
    async sendIpn(tranId, times = 1) {
      if (!Number.isInteger(times) || times < 1 || times > 5) {
        throw new RangeError(`the gateway posts an IPN 1 to 5 times, not ${times}`)
      }
      const session = latest(tranId)
      if (!session.fields) throw new Error(`${tranId} is not settled yet: no IPN to send`)
      if (!session.urls.ipn) throw new Error(`the session of ${tranId} has no ipn_url`)
      const answers = []
      for (let i = 0; i < times; i++) answers.push(await postForm(session.urls.ipn, session.fields))
      return answers
    },
    failNext(endpoint, fault, { times = 1, delayMs = 2_000, reset = false } = {}) {
      const queue = faults.get(endpoint) ?? []
      for (let i = 0; i < times; i++) queue.push({ fault, delayMs, reset })
      faults.set(endpoint, queue)
    },
    settleRefund(refundRefId, status, reason = '') {
      const found = refunds.get(refundRefId)
      if (!found) throw new Error(`no refund ${refundRefId}`)
      found.status = status
      found.errorReason = reason
      found.refundedOn = status === 'refunded' ? dhakaNow() : null
    },
    failNextRefund(reason = 'Refund request declined by the bank') {
      refusal = reason
    },
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer)
        timers.clear()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** POSTs a form the way the gateway's back office does; answers the merchant's reply. */
async function postForm(
  url: string,
  fields: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const response = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    signal: AbortSignal.timeout(10_000),
  })
  return { status: response.status, body: await response.text() }
}

/**
 * SSLCommerz's signature over what it posts: verify_key lists the fields signed; verify_sign is
 * the MD5 of those fields and store_passwd (itself MD5-hashed), sorted by name, as `k=v&…`.
 */
function sign(fields: Record<string, string>, storePassword: string): Record<string, string> {
  const keys = Object.keys(fields)
  const signed: Record<string, string> = {
    ...fields,
    store_passwd: md5(storePassword),
  }
  const text = Object.keys(signed)
    .sort()
    .map((key) => `${key}=${signed[key]}`)
    .join('&')
  return { ...fields, verify_sign: md5(text), verify_key: keys.join(',') }
}

function md5(text: string): string {
  return createHash('md5').update(text).digest('hex')
}

/** "93600.00" → 9360000n; undefined for anything but digits with up to two decimals. */
function toPaisa(text: string): bigint | undefined {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) return undefined
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
}

function fromPaisa(paisa: bigint): string {
  const digits = paisa.toString().padStart(3, '0')
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`
}

/** Dhaka time (UTC+6, no daylight saving) as the gateway writes it: "2026-01-31 14:05:09". */
function dhakaNow(): string {
  return new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')
}

function compactNow(): string {
  return dhakaNow().replace(/\D/g, '').slice(2)
}

function token(length: number): string {
  return randomBytes(length).toString('base64url').replace(/[-_]/g, '0').slice(0, length)
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )
}

function pageHtml(heading: string, content: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    // No icon to fetch: a browser would ask for /favicon.ico and log the 404.
    '<link rel="icon" href="data:,">' +
    `<title>${heading} — SSLCommerz stand-in</title></head>` +
    `<body><main><h1>${heading}</h1>${content}</main></body></html>`
  )
}
