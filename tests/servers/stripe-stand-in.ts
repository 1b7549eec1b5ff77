/**
 * A stand-in for Stripe's API — Stripe itself cannot be reached from here. It is a small HTTP
 * server on 127.0.0.1 speaking the documented PaymentIntents endpoints the SDK calls (form-encoded
 * requests, JSON answers, Idempotency-Key replay, 404 `resource_missing`), and records every
 * request so tests can check what our adapter sent. Tests move intents to succeeded or failed,
 * as a customer's card would.
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
  livemode: false
}

export interface StripeStandIn {
  api: { host: string; port: number; protocol: 'http' }
  requests: RecordedRequest[]
  intents: Map<string, StandInIntent>
  succeed(id: string, last4?: string): StandInIntent
  fail(id: string, message: string): StandInIntent
  close(): Promise<void>
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const port = await freePort()
  const requests: RecordedRequest[] = []
  const intents = new Map<string, StandInIntent>()
  const byIdempotencyKey = new Map<string, string>()

  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
      const form = new URLSearchParams(body)
      requests.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, form })
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${token()}`,
        })
        res.end(JSON.stringify(payload))
      }
      if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
        return send(401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        })
      }
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const key = req.headers['idempotency-key']
        const replay = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined
        if (replay) return send(200, intents.get(replay))
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
          livemode: false,
        }
        intents.set(id, intent)
        if (typeof key === 'string') byIdempotencyKey.set(key, id)
        return send(200, intent)
      }
      const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname)
      if (req.method === 'GET' && match) {
        const intent = intents.get(match[1]!)
        if (!intent) {
          return send(404, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such payment_intent: '${match[1]}'`,
            },
          })
        }
        return send(200, intent)
      }
      send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } })
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))

  function update(id: string, change: Partial<StandInIntent>): StandInIntent {
    const intent = intents.get(id)
    if (!intent) throw new Error(`no intent ${id}`)
    Object.assign(intent, change)
    return intent
  }

  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    intents,
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
