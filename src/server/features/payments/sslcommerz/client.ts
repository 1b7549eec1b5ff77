/**
 * SSLCommerz's hosted gateway (cards, bKash, Nagad, Rocket, internet banking), spoken over Node's
 * fetch: a session that gives the customer's payment page, the validation API that confirms a
 * payment (the browser's return and the IPN are hints only: each is confirmed here), the
 * transaction query by our tran_id for reconciliation, and refunds with their status. Every
 * answer is parsed with zod, its amounts into integer minor units
 * (features/payments/sslcommerz/amount.ts).
 *
 * Every failure is an SslCommerzError whose `kind` says what a caller can do about it:
 * - `declined`: the gateway answered and said no (a FAILED session, an APIConnect other than
 *   DONE, a refund `failed`, an HTTP 4xx). Asking again the same way will not help; `reason` is
 *   the gateway's own.
 * - `unavailable`: no answer worth reading (a network error, a reset connection, HTTP 5xx, 408 or
 *   429). Ask again later.
 * - `timeout`: no answer within `timeoutMs`. The request may still have gone through: read the
 *   state back (a payment by its tran_id), or ask again with the same refund_trans_id (a refund,
 *   whose refund_ref_id a lost answer never gave).
 * - `invalid-answer`: an answer that is not the documented one (not JSON, another shape, a
 *   malformed amount, a redirect).
 * The store password travels in the form or the query string, as SSLCommerz requires, and never
 * in an error: reasons are scrubbed of it, and no underlying error (whose text may hold the
 * request's URL) is kept as a cause.
 */
import { z } from 'zod'
import { formatMinor, parseMinor } from './amount.ts'

export interface SslCommerzClientOptions {
  /** The gateway's sandbox or live address (config.ts), or a local stand-in in tests. */
  baseUrl: string
  storeId: string
  storePassword: string
  /** How long one request may take, answer included (30 s unless told). */
  timeoutMs?: number
}

export type SslCommerzEndpoint =
  'session' | 'validation' | 'transaction-query' | 'refund' | 'refund-status'

export type SslCommerzErrorKind = 'declined' | 'invalid-answer' | 'unavailable' | 'timeout'

export class SslCommerzError extends Error {
  override name = 'SslCommerzError'
  constructor(
    readonly kind: SslCommerzErrorKind,
    readonly endpoint: SslCommerzEndpoint,
    /** The gateway's own words when it gave any (failedreason, errorReason), else ours. */
    readonly reason: string,
    /** The HTTP status when an answer came. */
    readonly httpStatus?: number,
  ) {
    super(`SSLCommerz ${endpoint}: ${kind}: ${reason}`)
  }
}

export interface SessionInput {
  /** Ours, unique per attempt (SSLCommerz takes up to 30 characters). */
  tranId: string
  /** Whole minor units: 9360000 paisa is ৳93,600.00. */
  amountMinor: number
  /** ISO 4217, upper case: BDT, or USD and the other currencies the store may take. */
  currency: string
  /** Where the customer's browser is sent back (a form POST), and where the IPN is posted. */
  urls: { success: string; fail: string; cancel: string; ipn: string }
  customer: {
    name: string
    email: string
    phone: string
    address: string
    city: string
    country: string
  }
  product: { name: string; category: string }
  /** value_a … value_d: echoed back in the return, the IPN and the validation. */
  values?: Partial<Record<'a' | 'b' | 'c' | 'd', string>>
}

export interface Session {
  sessionKey: string
  /** The hosted payment page to send the customer to. */
  gatewayPageUrl: string
}

/** What every payment-state answer may say about a transaction. */
export type TransactionStatus =
  'VALID' | 'VALIDATED' | 'FAILED' | 'CANCELLED' | 'EXPIRED' | 'UNATTEMPTED' | 'PENDING'

export interface Money {
  amountMinor: number
  currency: string
}

export interface PaidValidation {
  /** VALID the first time a val_id is validated, VALIDATED every time after; both are paid. */
  status: 'VALID' | 'VALIDATED'
  valId: string
  tranId: string
  /** What was settled, in the store's currency (taka: SSLCommerz converts other currencies). */
  amountMinor: number
  currency: string
  /** What the session asked for (currency_type / currency_amount): equal to the above in taka. */
  requested: Money
  /** What reaches the store after the gateway's fee, when the answer says. */
  storeAmountMinor: number | null
  /** The payment's reference at the bank or wallet; refunds name the payment by it. */
  bankTranId: string
  cardType: string | null
  /** 0: safe; 1: risky, and SSLCommerz leaves it to the merchant to serve it or not. */
  riskLevel: 0 | 1
  riskTitle: string | null
  /** Dhaka time as the gateway writes it ("2026-01-31 14:05:09"). */
  tranDate: string | null
  values: Partial<Record<'a' | 'b' | 'c' | 'd', string>>
}

export interface UnpaidValidation {
  status: Exclude<TransactionStatus, 'VALID' | 'VALIDATED'> | 'INVALID_TRANSACTION'
  valId: string | null
  tranId: string | null
}

export type Validation = PaidValidation | UnpaidValidation

export function isPaid(validation: Validation): validation is PaidValidation {
  return validation.status === 'VALID' || validation.status === 'VALIDATED'
}

/** One attempt at paying a tran_id, as the transaction query lists it. */
export interface Transaction {
  status: TransactionStatus
  tranId: string
  /** Null for attempts that were never paid (nothing to validate). */
  valId: string | null
  amountMinor: number
  currency: string
  /** What the session asked for (currency_type / currency_amount), as in a validation. */
  requested: Money
  bankTranId: string | null
  cardType: string | null
  riskLevel: 0 | 1 | null
  riskTitle: string | null
  tranDate: string | null
  /** Why a failed attempt failed, when the gateway says. */
  error: string | null
}

export interface RefundInput {
  /** The payment's bank_tran_id (from its validation). */
  bankTranId: string
  /** Ours, unique per refund (up to 30 characters): asking again with it is the retry. */
  refundTransId: string
  amountMinor: number
  remarks: string
  /** Our own reference shown beside the refund (refe_id). */
  referenceId?: string
}

export interface Refund {
  /** `success`: accepted; `processing`: accepted and under way. A refused one throws. */
  status: 'success' | 'processing'
  /** SSLCommerz's id for the refund, to ask its status with. */
  refundRefId: string
  bankTranId: string | null
  /** The trans_id SSLCommerz answers with (the refunded payment's tran_id). */
  transId: string | null
}

export interface RefundState {
  status: 'refunded' | 'processing' | 'cancelled'
  refundRefId: string
  bankTranId: string | null
  tranId: string | null
  initiatedOn: string | null
  refundedOn: string | null
  /** Why a refund was cancelled, when the gateway says. */
  errorReason: string | null
}

export interface SslCommerzClient {
  createSession(input: SessionInput): Promise<Session>
  validate(valId: string): Promise<Validation>
  queryByTranId(tranId: string): Promise<Transaction[]>
  refund(input: RefundInput): Promise<Refund>
  refundStatus(refundRefId: string): Promise<RefundState>
}

const paths: Record<SslCommerzEndpoint, string> = {
  session: '/gwprocess/v4/api.php',
  validation: '/validator/api/validationserverAPI.php',
  'transaction-query': '/validator/api/merchantTransIDvalidationAPI.php',
  refund: '/validator/api/merchantTransIDvalidationAPI.php',
  'refund-status': '/validator/api/merchantTransIDvalidationAPI.php',
}

/** The documented meanings of APIConnect, for the reason of a declined request. */
const apiConnectMeanings = new Map([
  ['INVALID_REQUEST', 'invalid data in the request'],
  ['FAILED', 'API authentication failed'],
  ['INACTIVE', 'the store is inactive'],
])

// ── The answers' shapes ──────────────────────────────────────────────────────────────────────

/** A gateway amount ("93600.00") as integer minor units; a malformed one fails the parse. */
const minorUnits = z.string().transform((text, ctx) => {
  try {
    return parseMinor(text)
  } catch (error) {
    ctx.issues.push({ code: 'custom', message: (error as Error).message, input: text })
    return z.NEVER
  }
})
const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'not an ISO 4217 currency code')
const text = z.string().min(1)
/** Optional text: absent, null and "" all mean "not said". */
const maybe = z
  .string()
  .nullish()
  .transform((value) => (value ? value : null))
/** An optional amount or currency: absent or "" is null, anything else must be well formed. */
const maybeMinorUnits = maybe.pipe(minorUnits.nullable())
const maybeCurrencyCode = maybe.pipe(currencyCode.nullable())
/** "0" or "1" (or the numbers): anything else is not the documented risk level. */
const riskLevel = z
  .union([z.enum(['0', '1']), z.literal(0), z.literal(1)])
  .transform((level): 0 | 1 => (String(level) === '1' ? 1 : 0))
const unpaidStatuses = [
  'INVALID_TRANSACTION',
  'FAILED',
  'CANCELLED',
  'EXPIRED',
  'UNATTEMPTED',
  'PENDING',
] as const
const transactionStatuses = [
  'VALID',
  'VALIDATED',
  'FAILED',
  'CANCELLED',
  'EXPIRED',
  'UNATTEMPTED',
  'PENDING',
] as const
const values = {
  value_a: maybe,
  value_b: maybe,
  value_c: maybe,
  value_d: maybe,
}

const sessionAnswer = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('SUCCESS'),
    sessionkey: text,
    GatewayPageURL: z.url({ protocol: /^https?$/ }),
  }),
  z.object({ status: z.literal('FAILED'), failedreason: maybe }),
])

const validationAnswer = z.discriminatedUnion('status', [
  z.object({
    status: z.enum(['VALID', 'VALIDATED']),
    val_id: text,
    tran_id: text,
    amount: minorUnits,
    currency: currencyCode,
    currency_type: maybeCurrencyCode,
    currency_amount: maybeMinorUnits,
    store_amount: maybeMinorUnits,
    bank_tran_id: text,
    card_type: maybe,
    risk_level: riskLevel,
    risk_title: maybe,
    tran_date: maybe,
    ...values,
  }),
  z.object({ status: z.enum(unpaidStatuses), val_id: maybe, tran_id: maybe }),
])

const transactionElement = z.object({
  status: z.enum(transactionStatuses),
  tran_id: text,
  val_id: maybe,
  amount: minorUnits,
  currency: currencyCode,
  currency_type: maybeCurrencyCode,
  currency_amount: maybeMinorUnits,
  bank_tran_id: maybe,
  card_type: maybe,
  // Attempts that were never paid carry an empty risk level.
  risk_level: z.preprocess((level) => (level === '' ? null : level), riskLevel.nullish()),
  risk_title: maybe,
  tran_date: maybe,
  error: maybe,
})

const transactionQueryAnswer = z.object({
  APIConnect: z.literal('DONE'),
  element: z.array(transactionElement).nullish(),
})

const refundAnswer = z.object({
  APIConnect: z.literal('DONE'),
  status: z.enum(['success', 'processing', 'failed']),
  refund_ref_id: maybe,
  bank_tran_id: maybe,
  trans_id: maybe,
  errorReason: maybe,
})

const refundStatusAnswer = z.object({
  APIConnect: z.literal('DONE'),
  status: z.enum(['refunded', 'processing', 'cancelled']),
  refund_ref_id: text,
  bank_tran_id: maybe,
  tran_id: maybe,
  initiated_on: maybe,
  refunded_on: maybe,
  errorReason: maybe,
})

// ── The client ───────────────────────────────────────────────────────────────────────────────

export function sslCommerzClient(options: SslCommerzClientOptions): SslCommerzClient {
  const base = new URL(options.baseUrl).href.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? 30_000
  const secrets = [options.storePassword, encodeURIComponent(options.storePassword)].filter(
    (secret) => secret.length > 0,
  )
  const scrub = (words: string) =>
    secrets.reduce((result, secret) => result.split(secret).join('[redacted]'), words)
  const fail = (
    kind: SslCommerzErrorKind,
    endpoint: SslCommerzEndpoint,
    reason: string,
    httpStatus?: number,
  ) => new SslCommerzError(kind, endpoint, scrub(reason), httpStatus)

  /** One request: the store's credentials added, the answer's JSON back, or an SslCommerzError. */
  async function call(
    endpoint: SslCommerzEndpoint,
    params: Record<string, string>,
    method: 'GET' | 'POST',
  ): Promise<unknown> {
    const url = new URL(base + paths[endpoint])
    const all = { ...params, store_id: options.storeId, store_passwd: options.storePassword }
    const body = method === 'POST' ? new URLSearchParams(all) : undefined
    if (method === 'GET') {
      for (const [name, value] of Object.entries({ ...all, format: 'json' })) {
        url.searchParams.set(name, value)
      }
    }
    const signal = AbortSignal.timeout(timeoutMs)
    let response: Response
    let answer: string
    try {
      // A redirect is not followed: it would carry the password in the query string elsewhere.
      response = await fetch(url, {
        method,
        body,
        signal,
        redirect: 'manual',
        headers: { accept: 'application/json' },
      })
      answer = await response.text()
    } catch (error) {
      if (signal.aborted) {
        throw fail('timeout', endpoint, `no answer within ${timeoutMs} ms`)
      }
      throw fail('unavailable', endpoint, describeNetworkError(error))
    }
    const status = response.status
    if (status < 200 || status > 299) {
      const reason = `HTTP ${status}${answer.trim() ? `: ${excerpt(answer)}` : ''}`
      if (status === 408 || status === 429 || status >= 500) {
        throw fail('unavailable', endpoint, reason, status)
      }
      throw fail(status >= 400 ? 'declined' : 'invalid-answer', endpoint, reason, status)
    }
    let json: unknown
    try {
      json = JSON.parse(answer)
    } catch {
      throw fail('invalid-answer', endpoint, `not JSON: ${excerpt(answer)}`, status)
    }
    // APIConnect says whether the API took the request at all (the credentials, the store).
    if (typeof json === 'object' && json !== null && 'APIConnect' in json) {
      const connect = (json as { APIConnect: unknown }).APIConnect
      if (connect !== 'DONE') {
        const meaning = typeof connect === 'string' ? apiConnectMeanings.get(connect) : undefined
        throw fail(
          'declined',
          endpoint,
          `APIConnect ${String(connect)}${meaning ? ` (${meaning})` : ''}`,
          status,
        )
      }
    }
    return json
  }

  function read<T extends z.ZodType>(
    endpoint: SslCommerzEndpoint,
    schema: T,
    json: unknown,
  ): z.output<T> {
    const parsed = schema.safeParse(json)
    if (!parsed.success) {
      const issues = parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'the answer'}: ${issue.message}`,
      )
      throw fail('invalid-answer', endpoint, issues.join('; '))
    }
    return parsed.data
  }

  return {
    async createSession(input) {
      if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
        throw new RangeError(`Not a positive whole number of minor units: ${input.amountMinor}`)
      }
      if (!/^[A-Z]{3}$/.test(input.currency)) {
        throw new RangeError(`Not an ISO 4217 currency code: ${input.currency}`)
      }
      const params: Record<string, string> = {
        total_amount: formatMinor(input.amountMinor),
        currency: input.currency,
        tran_id: input.tranId,
        success_url: input.urls.success,
        fail_url: input.urls.fail,
        cancel_url: input.urls.cancel,
        ipn_url: input.urls.ipn,
        cus_name: input.customer.name,
        cus_email: input.customer.email,
        cus_phone: input.customer.phone,
        cus_add1: input.customer.address,
        cus_city: input.customer.city,
        cus_country: input.customer.country,
        shipping_method: 'NO',
        product_name: input.product.name,
        product_category: input.product.category,
        product_profile: 'general',
      }
      for (const [key, value] of Object.entries(input.values ?? {})) {
        if (value !== undefined) params[`value_${key}`] = value
      }
      const answer = read('session', sessionAnswer, await call('session', params, 'POST'))
      if (answer.status === 'FAILED') {
        throw fail('declined', 'session', answer.failedreason ?? 'no reason given')
      }
      return { sessionKey: answer.sessionkey, gatewayPageUrl: answer.GatewayPageURL }
    },

    async validate(valId) {
      const answer = read(
        'validation',
        validationAnswer,
        await call('validation', { val_id: valId }, 'GET'),
      )
      if (answer.status !== 'VALID' && answer.status !== 'VALIDATED') {
        return { status: answer.status, valId: answer.val_id, tranId: answer.tran_id }
      }
      const paidValues: PaidValidation['values'] = {}
      for (const key of ['a', 'b', 'c', 'd'] as const) {
        const value = answer[`value_${key}`]
        if (value !== null) paidValues[key] = value
      }
      return {
        status: answer.status,
        valId: answer.val_id,
        tranId: answer.tran_id,
        amountMinor: answer.amount,
        currency: answer.currency,
        requested: {
          amountMinor: answer.currency_amount ?? answer.amount,
          currency: answer.currency_type ?? answer.currency,
        },
        storeAmountMinor: answer.store_amount,
        bankTranId: answer.bank_tran_id,
        cardType: answer.card_type,
        riskLevel: answer.risk_level,
        riskTitle: answer.risk_title,
        tranDate: answer.tran_date,
        values: paidValues,
      }
    },

    async queryByTranId(tranId) {
      const answer = read(
        'transaction-query',
        transactionQueryAnswer,
        await call('transaction-query', { tran_id: tranId }, 'GET'),
      )
      return (answer.element ?? []).map((element) => ({
        status: element.status,
        tranId: element.tran_id,
        valId: element.val_id,
        amountMinor: element.amount,
        currency: element.currency,
        requested: {
          amountMinor: element.currency_amount ?? element.amount,
          currency: element.currency_type ?? element.currency,
        },
        bankTranId: element.bank_tran_id,
        cardType: element.card_type,
        riskLevel: element.risk_level ?? null,
        riskTitle: element.risk_title,
        tranDate: element.tran_date,
        error: element.error,
      }))
    },

    async refund(input) {
      if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
        throw new RangeError(`Not a positive whole number of minor units: ${input.amountMinor}`)
      }
      const params: Record<string, string> = {
        bank_tran_id: input.bankTranId,
        refund_trans_id: input.refundTransId,
        refund_amount: formatMinor(input.amountMinor),
        refund_remarks: input.remarks,
      }
      if (input.referenceId !== undefined) params.refe_id = input.referenceId
      const answer = read('refund', refundAnswer, await call('refund', params, 'GET'))
      if (answer.status === 'failed') {
        throw fail('declined', 'refund', answer.errorReason ?? 'no reason given')
      }
      if (!answer.refund_ref_id) {
        throw fail('invalid-answer', 'refund', `a ${answer.status} refund without refund_ref_id`)
      }
      return {
        status: answer.status,
        refundRefId: answer.refund_ref_id,
        bankTranId: answer.bank_tran_id,
        transId: answer.trans_id,
      }
    },

    async refundStatus(refundRefId) {
      const answer = read(
        'refund-status',
        refundStatusAnswer,
        await call('refund-status', { refund_ref_id: refundRefId }, 'GET'),
      )
      return {
        status: answer.status,
        refundRefId: answer.refund_ref_id,
        bankTranId: answer.bank_tran_id,
        tranId: answer.tran_id,
        initiatedOn: answer.initiated_on,
        refundedOn: answer.refunded_on,
        errorReason: answer.errorReason,
      }
    },
  }
}

/** fetch's "fetch failed" says little; its cause says what happened (ECONNRESET, ECONNREFUSED). */
function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause
  const parts = [cause?.code, cause?.message ?? (error as Error | null)?.message].filter(
    (part): part is string => typeof part === 'string' && part.length > 0,
  )
  return parts.length > 0 ? parts.join(': ') : 'network error'
}

/** The start of an answer on one line, for a reason (an HTML error page can be long). */
function excerpt(answer: string): string {
  const line = answer.replace(/\s+/g, ' ').trim()
  return line.length > 200 ? `${line.slice(0, 200)}…` : line
}
