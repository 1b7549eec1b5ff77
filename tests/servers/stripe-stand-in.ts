/**
 * A stand-in for Stripe's API — Stripe itself cannot be reached from here. It is a small HTTP
 * server on 127.0.0.1 speaking the documented PaymentIntents endpoints the SDK calls (create,
 * retrieve, cancel; form-encoded requests, JSON answers, 404 `resource_missing`) and Refunds
 * (create against a succeeded intent, never more than is left of it — 400 otherwise; list by
 * payment_intent; refunds answer `succeeded`, or `pending` until a test settles them), and records every
 * request so tests can check what our adapter sent. Idempotency keys work as Stripe documents
 * them: a POST repeated with a key gets the first answer replayed as it was (even if the intent
 * changed since), with `Idempotent-Replayed: true`; the same key on another path or with other
 * parameters is a 400 `idempotency_error`. Tests move intents to succeeded or failed, as a
 * customer's card would; a cancelled intent can no longer succeed.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { freePort } from '#tests/support/net.ts'

export interface RecordedRequest {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  form: URLSearchParams
}

interface StandInIntent {
  id: string
  object: 'payment_intent'
  amount: number
  currency: string
  status: string
  client_secret: string
  metadata: Record<string, string>
  created: number
  latest_charge: null | {
    id: string
    object: 'charge'
    payment_method_details: { card: { last4: string } }
  }
  last_payment_error: null | { message: string }
  cancellation_reason: string | null
  livemode: false
}

/** What Stripe lets a cancel through from (a card payment that is processing cannot be). */
const cancellable = new Set([
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
])

const missing = (id: string) => ({
  error: {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such payment_intent: '${id}'`,
  },
})

interface StandInRefund {
  id: string
  object: 'refund'
  amount: number
  currency: string
  payment_intent: string
  status: 'pending' | 'succeeded' | 'failed' | 'canceled'
  metadata: Record<string, string>
  created: number
}

export interface StripeStandIn {
  api: { host: string; port: number; protocol: 'http' }
  requests: RecordedRequest[]
  intents: Map<string, StandInIntent>
  refunds: Map<string, StandInRefund>
  /** The status new refunds answer with ('succeeded' by default; 'pending' like a slow bank). */
  refundStatus: 'succeeded' | 'pending'
  /** Answers the next `n` refund requests with a 500, as an outage would (nothing is made). */
  failRefunds(n: number): void
  /** A pending refund goes through (or fails), as the bank answers later. */
  settleRefund(id: string, status: 'succeeded' | 'failed'): StandInRefund
  /** The customer's card pays the intent; throws when it was cancelled (nothing is charged). */
  succeed(id: string, last4?: string): StandInIntent
  fail(id: string, message: string): StandInIntent
  close(): Promise<void>
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const port = await freePort()
  const requests: RecordedRequest[] = []
  const intents = new Map<string, StandInIntent>()
  const refunds = new Map<string, StandInRefund>()
  let refundOutages = 0
  const state = { refundStatus: 'succeeded' as 'succeeded' | 'pending' }
  /** Stripe keeps a key's first answer (and what it was asked) for 24 hours. */
  const byIdempotencyKey = new Map<
    string,
    { path: string; body: string; status: number; payload: string }
  >()

  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
      const form = new URLSearchParams(body)
      requests.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, form })
      const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined
      const reply = (status: number, payload: string, replayed: boolean) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${token()}`,
          ...(typeof key === 'string' ? { 'idempotency-key': key } : {}),
          ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
        })
        res.end(payload)
      }
      const send = (status: number, payload: unknown) => {
        const text = JSON.stringify(payload)
        // Only answers that ran are kept for replay (Stripe does not keep a 401 or a 400 of
        // invalid parameters).
        if (typeof key === 'string' && status < 400) {
          byIdempotencyKey.set(key, { path: url.pathname, body, status, payload: text })
        }
        reply(status, text, false)
      }
      if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
        return send(401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        })
      }
      if (typeof key === 'string') {
        const first = byIdempotencyKey.get(key)
        if (first && (first.path !== url.pathname || first.body !== body)) {
          return reply(
            400,
            JSON.stringify({
              error: {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
              },
            }),
            false,
          )
        }
        if (first) return reply(first.status, first.payload, true)
      }
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const id = `pi_${token()}`
        const metadata: Record<string, string> = {}
        for (const [name, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(name)
          if (match) metadata[match[1]!] = value
        }
        const intent: StandInIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? 'usd',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${token()}`,
          metadata,
          created: Math.floor(Date.now() / 1000),
          latest_charge: null,
          last_payment_error: null,
          cancellation_reason: null,
          livemode: false,
        }
        intents.set(id, intent)
        return send(200, intent)
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        if (refundOutages > 0) {
          refundOutages--
          return reply(
            500,
            JSON.stringify({ error: { type: 'api_error', message: 'Outage' } }),
            false,
          )
        }
        const intentId = form.get('payment_intent') ?? ''
        const intent = intents.get(intentId)
        if (!intent) return send(400, missing(intentId))
        if (intent.status !== 'succeeded') {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'charge_not_refundable',
              message: `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
            },
          })
        }
        const already = [...refunds.values()]
          .filter(
            (r) =>
              r.payment_intent === intentId && r.status !== 'failed' && r.status !== 'canceled',
          )
          .reduce((sum, r) => sum + r.amount, 0)
        const amount = form.has('amount') ? Number(form.get('amount')) : intent.amount - already
        if (!Number.isInteger(amount) || amount <= 0 || amount > intent.amount - already) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((intent.amount - already) / 100).toFixed(2)})`,
            },
          })
        }
        const metadata: Record<string, string> = {}
        for (const [name, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(name)
          if (match) metadata[match[1]!] = value
        }
        const refund: StandInRefund = {
          id: `re_${token()}`,
          object: 'refund',
          amount,
          currency: intent.currency,
          payment_intent: intentId,
          status: state.refundStatus,
          metadata,
          created: Math.floor(Date.now() / 1000),
        }
        refunds.set(refund.id, refund)
        return send(200, refund)
      }
      if (req.method === 'GET' && url.pathname === '/v1/refunds') {
        const intentId = url.searchParams.get('payment_intent')
        const data = [...refunds.values()].filter((r) => !intentId || r.payment_intent === intentId)
        return send(200, { object: 'list', data, has_more: false, url: '/v1/refunds' })
      }
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname)
      if (req.method === 'POST' && cancel) {
        const intent = intents.get(cancel[1]!)
        if (!intent) return send(404, missing(cancel[1]!))
        if (!cancellable.has(intent.status)) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${[...cancellable].join(', ')}.`,
            },
          })
        }
        intent.status = 'canceled'
        intent.cancellation_reason = form.get('cancellation_reason')
        return send(200, intent)
      }
      const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname)
      if (req.method === 'GET' && match) {
        const intent = intents.get(match[1]!)
        if (!intent) return send(404, missing(match[1]!))
        return send(200, intent)
      }
      send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } })
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))

  function update(id: string, change: Partial<StandInIntent>): StandInIntent {
    const intent = intents.get(id)
    if (!intent) throw new Error(`no intent ${id}`)
    // Stripe refuses to confirm a cancelled intent: the card is not charged.
    if (intent.status === 'canceled') throw new Error(`intent ${id} is canceled`)
    Object.assign(intent, change)
    return intent
  }

  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    intents,
    refunds,
    get refundStatus() {
      return state.refundStatus
    },
    set refundStatus(status) {
      state.refundStatus = status
    },
    failRefunds: (n) => void (refundOutages = n),
    settleRefund: (id, status) => {
      const refund = refunds.get(id)
      if (!refund) throw new Error(`no refund ${id}`)
      refund.status = status
      return refund
    },
    succeed: (id, last4 = '4242') =>
      update(id, {
        status: 'succeeded',
        latest_charge: {
          id: `ch_${token()}`,
          object: 'charge',
          payment_method_details: { card: { last4 } },
        },
      }),
    fail: (id, message) =>
      update(id, { status: 'requires_payment_method', last_payment_error: { message } }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function token(): string {
  return randomBytes(9).toString('base64url')
}
