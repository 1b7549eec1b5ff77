/**
 * bKash Tokenized Checkout (API v1.2.0-beta, the checkout without agreement: mode "0011") over
 * fetch. The customer pays in bKash's page (`bkashURL`) and is sent back to our callback URL;
 * we then execute the payment, query it, refund it. Base URLs: sandbox
 * https://tokenized.sandbox.bka.sh/v1.2.0-beta, live https://tokenized.pay.bka.sh/v1.2.0-beta
 * (tests point it at the stand-in of tests/servers/bkash.ts).
 *
 * Tokens: an id_token is granted on first use with the merchant's credentials and kept in memory;
 * it is refreshed with the refresh token a little before `expires_in` runs out (bKash asks for a
 * refresh around the 50th–55th minute of the hour, and limits how often the token endpoints may be
 * called), and granted afresh when bKash refuses the refresh. However many calls race, one grant
 * or refresh is in flight. A call that bKash's gateway turns away for its token (HTTP 401/403
 * without a bKash status code: nothing reached bKash) gets a new token and is sent once more.
 *
 * Amounts go in and come out as integer paisa; on the wire they are decimal strings ("100.50"),
 * converted as text, never through floating point.
 *
 * Every failure is a `BkashError` with a `kind`:
 * - 'declined': bKash answered with a status code other than "0000" (often with HTTP 200: the
 *   status code decides, not the HTTP status), or refused our credentials; `statusCode` and
 *   `statusMessage` are bKash's.
 * - 'unavailable': no answer could be had (connection refused, HTTP 5xx, bKash's maintenance
 *   code 503).
 * - 'timeout': no answer within `timeoutMs` (30 s by default, the timeout bKash asks for).
 * - 'invalid-answer': an answer that is not what the API documents (not JSON, fields missing,
 *   an amount that is not a decimal with at most two places, another payment's answer).
 * Credentials and tokens never appear in an error's message.
 *
 * Execute and refund move money, and an answer that never came ('timeout') or could not be read
 * does not mean nothing happened: bKash may have completed the payment and only its answer got
 * lost. Never execute again on a guess: ask `queryPayment(paymentID)` what became of it (and
 * `refundStatus` for a refund). An execute sent twice is declined with 2117 ("already executed"),
 * which a query settles too. The `status` in the callback URL (success, failure, cancel) is never
 * trusted either: execute and query decide.
 */
import { z } from 'zod'

export interface BkashClientOptions {
  /** Up to and including the API version, without a trailing slash needed. */
  baseUrl: string
  /** The merchant's credentials, sent to the token endpoints only. */
  username: string
  password: string
  appKey: string
  appSecret: string
  /** How long one request may take before it fails with 'timeout' (30 s by default). */
  timeoutMs?: number
  /** Milliseconds since the epoch (tests move it to reach a token's expiry). */
  now?: () => number
}

export type BkashErrorKind = 'declined' | 'invalid-answer' | 'unavailable' | 'timeout'

/** Which request failed: a timeout in 'token/grant' means the execute was never sent. */
export type BkashCall =
  | 'token/grant'
  | 'token/refresh'
  | 'create'
  | 'execute'
  | 'payment/status'
  | 'payment/refund'
  | 'refund-status'

export class BkashError extends Error {
  readonly kind: BkashErrorKind
  readonly call: BkashCall
  /** bKash's own code ("2117"), when it answered with one. */
  readonly statusCode: string | undefined
  readonly statusMessage: string | undefined

  constructor(init: {
    kind: BkashErrorKind
    call: BkashCall
    message: string
    statusCode?: string | undefined
    statusMessage?: string | undefined
    cause?: unknown
  }) {
    super(`bKash ${init.call}: ${init.message}`, init.cause ? { cause: init.cause } : undefined)
    this.name = 'BkashError'
    this.kind = init.kind
    this.call = init.call
    this.statusCode = init.statusCode
    this.statusMessage = init.statusMessage
  }
}

/** The states the API documents for a sale; anything else is 'other' (see `transactionStatus`). */
const documentedStatuses = ['Initiated', 'Completed', 'Failed', 'Cancelled', 'Expired'] as const
export type BkashPaymentStatus = (typeof documentedStatuses)[number] | 'other'

export interface BkashCreatedPayment {
  paymentID: string
  /** Where the customer's browser goes to pay. */
  bkashURL: string
  amountMinor: number
  currency: 'BDT'
  merchantInvoiceNumber: string
  status: BkashPaymentStatus
  /** bKash's word for the state, as it was sent ("Initiated"). */
  transactionStatus: string
  /** bKash's time stamp, as sent ("2019-08-07T11:12:34:978 GMT+0600"). */
  paymentCreateTime: string | undefined
}

export interface BkashExecutedPayment {
  paymentID: string
  /** bKash's transaction ID: what a refund names, and what the customer's SMS shows. */
  trxID: string
  status: BkashPaymentStatus
  transactionStatus: string
  amountMinor: number
  currency: 'BDT'
  merchantInvoiceNumber: string | undefined
  customerMsisdn: string | undefined
  paymentExecuteTime: string | undefined
}

export interface BkashPaymentState {
  paymentID: string
  /** Present once the payment completed. */
  trxID: string | undefined
  status: BkashPaymentStatus
  transactionStatus: string
  amountMinor: number
  currency: 'BDT'
  merchantInvoiceNumber: string | undefined
  /** "Complete" once the customer confirmed in bKash's page, before the execute. */
  verificationStatus: string | undefined
  customerMsisdn: string | undefined
}

export interface BkashRefund {
  refundTrxID: string
  originalTrxID: string
  /** "Completed" for a refund that went through. */
  transactionStatus: string
  amountMinor: number
  /** What bKash charged for the refund, when it says. */
  chargeMinor: number | undefined
  currency: 'BDT'
  completedTime: string | undefined
}

export interface BkashClient {
  createPayment(input: {
    amountMinor: number
    currency: 'BDT'
    /** Shown to the customer in bKash's page (a phone number prefills it). */
    payerReference: string
    callbackURL: string
    merchantInvoiceNumber: string
  }): Promise<BkashCreatedPayment>
  /** Takes the money the customer approved. A 'timeout' is settled by `queryPayment`. */
  executePayment(paymentID: string): Promise<BkashExecutedPayment>
  queryPayment(paymentID: string): Promise<BkashPaymentState>
  /** Returns part or all of a completed payment; bKash refuses more than was paid in total. */
  refund(input: {
    paymentID: string
    trxID: string
    amountMinor: number
    sku: string
    reason: string
  }): Promise<BkashRefund>
  /** The refund of a payment as bKash has it (the latest, when there were several). */
  refundStatus(input: { paymentID: string; trxID: string }): Promise<BkashRefund>
}

/** A decimal amount with at most two places: "100", "100.5", "100.50". */
const AMOUNT = /^(\d{1,13})(?:\.(\d{1,2}))?$/

/** "100.5" → 10050; undefined when it is not such an amount. */
function toMinor(text: string): number | undefined {
  const match = AMOUNT.exec(text)
  if (!match) return undefined
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** 9360000 → "93600.00", by string: no floating-point arithmetic touches an amount. */
function toAmount(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor <= 0) {
    throw new RangeError(`an amount is a positive whole number of paisa, not ${minor}`)
  }
  const digits = String(minor).padStart(3, '0')
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`
}

// The API documents amounts as strings; a JSON number is read as the decimal it was written as.
const amount = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const minor = toMinor(String(value))
  if (minor === undefined) {
    ctx.addIssue({ code: 'custom', message: 'not an amount with at most two decimal places' })
    return z.NEVER
  }
  return minor
})
const text = z.string().optional()

const tokenAnswer = z.object({
  id_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive(),
  refresh_token: z.string().min(1).optional(),
})
const createAnswer = z.object({
  paymentID: z.string().min(1),
  bkashURL: z.url(),
  amount,
  currency: z.literal('BDT'),
  merchantInvoiceNumber: z.string(),
  transactionStatus: z.string().min(1),
  paymentCreateTime: text,
})
const executeAnswer = z.object({
  paymentID: z.string().min(1),
  trxID: z.string().min(1),
  transactionStatus: z.string().min(1),
  amount,
  currency: z.literal('BDT'),
  merchantInvoiceNumber: text,
  customerMsisdn: text,
  paymentExecuteTime: text,
})
const queryAnswer = z.object({
  paymentID: z.string().min(1),
  trxID: text,
  transactionStatus: z.string().min(1),
  amount,
  currency: z.literal('BDT'),
  merchantInvoiceNumber: text,
  verificationStatus: text,
  customerMsisdn: text,
})
const refundAnswer = z.object({
  originalTrxID: z.string().min(1),
  refundTrxID: z.string().min(1),
  transactionStatus: z.string().min(1),
  amount,
  charge: amount.optional(),
  currency: z.literal('BDT'),
  completedTime: text,
})

interface Token {
  idToken: string
  refreshToken: string | undefined
  /** Milliseconds since the epoch, counted from just before the request that got it. */
  expiresAt: number
  lifetimeMs: number
}

interface Answer {
  httpStatus: number
  /** The parsed body; undefined when it was not JSON. */
  json: unknown
}

const fold = (status: string): BkashPaymentStatus =>
  (documentedStatuses as readonly string[]).includes(status)
    ? (status as BkashPaymentStatus)
    : 'other'

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

export function createBkashClient(options: BkashClientOptions): BkashClient {
  const base = options.baseUrl.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? 30_000
  const clock = options.now ?? Date.now
  let token: Token | undefined
  /** The one grant or refresh under way, which every caller waiting for a token shares. */
  let renewing: Promise<Token> | undefined
  /** The last few tokens issued, kept out of error messages with the credentials. */
  const issued: string[] = []

  function redact(value: string): string {
    const secrets = [
      options.username,
      options.password,
      options.appKey,
      options.appSecret,
      ...issued,
    ]
    let result = value
    for (const secret of secrets) {
      if (secret.length >= 4) result = result.split(secret).join('[redacted]')
    }
    return result
  }

  function fail(init: ConstructorParameters<typeof BkashError>[0]): BkashError {
    return new BkashError({
      ...init,
      message: redact(init.message),
      statusMessage: init.statusMessage === undefined ? undefined : redact(init.statusMessage),
    })
  }

  async function send(
    call: BkashCall,
    path: string,
    headers: Record<string, string>,
    body: object,
  ): Promise<Answer> {
    let response: Response
    let raw: string
    try {
      response = await fetch(`${base}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
      raw = await response.text()
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'TimeoutError') {
        throw fail({ kind: 'timeout', call, message: `no answer within ${timeoutMs} ms` })
      }
      throw fail({ kind: 'unavailable', call, message: 'bKash could not be reached', cause: error })
    }
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      json = undefined
    }
    return { httpStatus: response.status, json }
  }

  /** bKash's status code in an answer ("0000" is success), in either of its error envelopes. */
  function codeOf(json: unknown): { code: string; message: string | undefined } | undefined {
    if (typeof json !== 'object' || json === null) return undefined
    const body = json as Record<string, unknown>
    const code = str(body.statusCode) ?? str(body.errorCode)
    if (code === undefined) return undefined
    return {
      code,
      message: str(body.statusMessage) ?? str(body.errorMessage) ?? str(body.errorMessageEn),
    }
  }

  /** The answer read against its documented shape, or the BkashError it amounts to. */
  function judge<T>(call: BkashCall, answer: Answer, schema: z.ZodType<T>): T {
    const status = codeOf(answer.json)
    if (status && status.code !== '0000') {
      throw fail({
        // 503 is bKash's "System is undergoing maintenance. Please try again later."
        kind: status.code === '503' ? 'unavailable' : 'declined',
        call,
        statusCode: status.code,
        statusMessage: status.message,
        message: `declined with ${status.code}${status.message ? ` (${status.message})` : ''}`,
      })
    }
    if (answer.httpStatus >= 500) {
      throw fail({ kind: 'unavailable', call, message: `HTTP ${answer.httpStatus}` })
    }
    if (answer.httpStatus === 401 || answer.httpStatus === 403) {
      const said = str((answer.json as { message?: unknown } | undefined)?.message)
      throw fail({
        kind: 'declined',
        call,
        statusMessage: said,
        message: `the credentials or token were refused (HTTP ${answer.httpStatus}${said ? `: ${said}` : ''})`,
      })
    }
    if (answer.httpStatus < 200 || answer.httpStatus >= 300) {
      throw fail({
        kind: 'invalid-answer',
        call,
        message: `HTTP ${answer.httpStatus} without a bKash status code`,
      })
    }
    if (answer.json === undefined) {
      throw fail({ kind: 'invalid-answer', call, message: 'an answer that is not JSON' })
    }
    const parsed = schema.safeParse(answer.json)
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(answer)')
      throw fail({
        kind: 'invalid-answer',
        call,
        message: `an answer not as documented (${[...new Set(fields)].join(', ')})`,
      })
    }
    return parsed.data
  }

  async function obtain(
    call: 'token/grant' | 'token/refresh',
    body: Record<string, string>,
    previousRefreshToken?: string,
  ): Promise<Token> {
    const askedAt = clock()
    const answer = await send(
      call,
      `tokenized/checkout/${call}`,
      { username: options.username, password: options.password },
      { app_key: options.appKey, app_secret: options.appSecret, ...body },
    )
    const parsed = judge(call, answer, tokenAnswer)
    const lifetimeMs = parsed.expires_in * 1000
    token = {
      idToken: parsed.id_token,
      refreshToken: parsed.refresh_token ?? previousRefreshToken,
      expiresAt: askedAt + lifetimeMs,
      lifetimeMs,
    }
    issued.push(token.idToken, ...(token.refreshToken ? [token.refreshToken] : []))
    issued.splice(0, Math.max(0, issued.length - 6))
    return token
  }

  async function renew(current: Token | undefined): Promise<Token> {
    if (current?.refreshToken) {
      try {
        return await obtain(
          'token/refresh',
          { refresh_token: current.refreshToken },
          current.refreshToken,
        )
      } catch (error) {
        if (!(error instanceof BkashError)) throw error
        if (error.kind === 'timeout' || error.kind === 'unavailable') {
          // bKash is out of reach: a grant would fare no better (and bKash counts token calls).
          // The token in hand still serves until it runs out.
          if (clock() < current.expiresAt) return current
          throw error
        }
        // Refused or unreadable: the refresh token is no good; grant afresh.
      }
    }
    return obtain('token/grant', {})
  }

  async function idToken(): Promise<string> {
    // Renewed when less than a tenth of its life is left, five minutes at most (an hour's
    // token: at its 55th minute).
    const margin = (t: Token) => Math.min(5 * 60_000, t.lifetimeMs / 10)
    if (token && clock() < token.expiresAt - margin(token)) return token.idToken
    if (!renewing) {
      renewing = renew(token).finally(() => {
        renewing = undefined
      })
    }
    return (await renewing).idToken
  }

  /** A request with the id_token; sent once more with a new token when the gateway refuses it. */
  async function authorized<T>(
    call: BkashCall,
    path: string,
    body: object,
    schema: z.ZodType<T>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const used = await idToken()
      const answer = await send(
        call,
        path,
        { authorization: used, 'x-app-key': options.appKey },
        body,
      )
      const refused = answer.httpStatus === 401 || answer.httpStatus === 403
      if (refused && !codeOf(answer.json) && attempt === 1) {
        // Expired early or revoked: bKash's gateway stopped it, so nothing was done. Unless a
        // concurrent call already replaced it, the token is renewed before the second try.
        if (token?.idToken === used) token = { ...token, expiresAt: -Infinity }
        continue
      }
      return judge(call, answer, schema)
    }
  }

  function samePayment(call: BkashCall, asked: string, answered: string) {
    if (asked !== answered) {
      throw fail({ kind: 'invalid-answer', call, message: 'an answer about another payment' })
    }
  }

  function toRefund(call: BkashCall, trxID: string, answer: z.output<typeof refundAnswer>) {
    if (answer.originalTrxID !== trxID) {
      throw fail({ kind: 'invalid-answer', call, message: 'an answer about another transaction' })
    }
    return {
      refundTrxID: answer.refundTrxID,
      originalTrxID: answer.originalTrxID,
      transactionStatus: answer.transactionStatus,
      amountMinor: answer.amount,
      chargeMinor: answer.charge,
      currency: answer.currency,
      completedTime: answer.completedTime,
    }
  }

  return {
    async createPayment(input) {
      const answer = await authorized(
        'create',
        'tokenized/checkout/create',
        {
          mode: '0011',
          payerReference: input.payerReference,
          callbackURL: input.callbackURL,
          amount: toAmount(input.amountMinor),
          currency: input.currency,
          intent: 'sale',
          merchantInvoiceNumber: input.merchantInvoiceNumber,
        },
        createAnswer,
      )
      if (answer.amount !== input.amountMinor) {
        throw fail({ kind: 'invalid-answer', call: 'create', message: 'another amount answered' })
      }
      return {
        paymentID: answer.paymentID,
        bkashURL: answer.bkashURL,
        amountMinor: answer.amount,
        currency: answer.currency,
        merchantInvoiceNumber: answer.merchantInvoiceNumber,
        status: fold(answer.transactionStatus),
        transactionStatus: answer.transactionStatus,
        paymentCreateTime: answer.paymentCreateTime,
      }
    },
    async executePayment(paymentID) {
      const answer = await authorized(
        'execute',
        'tokenized/checkout/execute',
        { paymentID },
        executeAnswer,
      )
      samePayment('execute', paymentID, answer.paymentID)
      return {
        paymentID: answer.paymentID,
        trxID: answer.trxID,
        status: fold(answer.transactionStatus),
        transactionStatus: answer.transactionStatus,
        amountMinor: answer.amount,
        currency: answer.currency,
        merchantInvoiceNumber: answer.merchantInvoiceNumber,
        customerMsisdn: answer.customerMsisdn,
        paymentExecuteTime: answer.paymentExecuteTime,
      }
    },
    async queryPayment(paymentID) {
      const answer = await authorized(
        'payment/status',
        'tokenized/checkout/payment/status',
        { paymentID },
        queryAnswer,
      )
      samePayment('payment/status', paymentID, answer.paymentID)
      return {
        paymentID: answer.paymentID,
        trxID: answer.trxID || undefined,
        status: fold(answer.transactionStatus),
        transactionStatus: answer.transactionStatus,
        amountMinor: answer.amount,
        currency: answer.currency,
        merchantInvoiceNumber: answer.merchantInvoiceNumber,
        verificationStatus: answer.verificationStatus,
        customerMsisdn: answer.customerMsisdn,
      }
    },
    async refund(input) {
      const answer = await authorized(
        'payment/refund',
        'tokenized/checkout/payment/refund',
        {
          paymentID: input.paymentID,
          amount: toAmount(input.amountMinor),
          trxID: input.trxID,
          sku: input.sku,
          reason: input.reason,
        },
        refundAnswer,
      )
      const refund = toRefund('payment/refund', input.trxID, answer)
      if (refund.amountMinor !== input.amountMinor) {
        throw fail({
          kind: 'invalid-answer',
          call: 'payment/refund',
          message: 'another amount answered',
        })
      }
      return refund
    },
    async refundStatus({ paymentID, trxID }) {
      // The same path as a refund: without an amount, bKash answers the refund it has.
      const answer = await authorized(
        'refund-status',
        'tokenized/checkout/payment/refund',
        { paymentID, trxID },
        refundAnswer,
      )
      return toRefund('refund-status', trxID, answer)
    },
  }
}
