/**
 * A stand-in for the WhatsApp Business Cloud API (Meta's Graph API cannot be reached from here):
 * a small HTTP server on 127.0.0.1 answering `POST /{phone-number-id}/messages` as documented —
 * a bearer token, `messaging_product: 'whatsapp'`, a template message (`type: 'template'`, an
 * approved template's name and language, body parameters) — with `{ messaging_product,
 * contacts: [{ input, wa_id }], messages: [{ id: 'wamid…' }] }`, and Graph's error shape
 * `{ error: { message, type, code, error_subcode?, fbtrace_id } }` for a template it does not
 * know (132001), a parameter count that does not match (132000), a number not on WhatsApp
 * (131026), throttling (130429, 131056) and a server fault (131000, HTTP 500). It also builds the
 * webhook events Meta posts (delivery statuses, a customer's reply), signed with the app secret
 * as X-Hub-Signature-256.
 */
import { createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'
import { freePort } from './net.ts'

/** The approved templates and how many body values each takes (decision 051's list). */
export const APPROVED_TEMPLATES: Record<string, number> = {
  booking: 4,
  booking_undated: 2,
  receipt: 2,
  refund: 2,
  cancelled: 2,
  departure_cancelled: 3,
  balance_reminder: 3,
  day_before_pickup: 3,
  day_before_start: 3,
  day_before: 2,
  waitlist_offer: 3,
}

export interface ReceivedWhatsApp {
  id: string
  to: string
  template: string
  language: string
  params: string[]
}

export interface WhatsAppStandIn {
  /** The Graph address with its version, as WHATSAPP_API_URL. */
  url: string
  token: string
  phoneNumberId: string
  appSecret: string
  verifyToken: string
  received: ReceivedWhatsApp[]
  requests: number
  failNext(kind: 'pair-rate' | 'throughput' | 'server-error' | 'not-on-whatsapp', n?: number): void
  /** A webhook event and its signature, as Meta posts them. */
  statusEvent(
    messageId: string,
    status: 'sent' | 'delivered' | 'read' | 'failed',
  ): { body: string; signature: string }
  replyEvent(from: string, text: string): { body: string; signature: string }
  close(): Promise<void>
}

export async function startWhatsAppStandIn(): Promise<WhatsAppStandIn> {
  const token = `EAAG${randomBytes(12).toString('hex')}`
  const phoneNumberId = '106540352242922'
  const appSecret = randomBytes(16).toString('hex')
  const verifyToken = `verify-${randomBytes(6).toString('hex')}`
  const received: ReceivedWhatsApp[] = []
  const failures: string[] = []
  let requests = 0

  const graphError = (code: number, message: string, status = 400) => ({
    status,
    body: {
      error: {
        message,
        type: 'OAuthException',
        code,
        fbtrace_id: randomBytes(8).toString('hex'),
      },
    },
  })

  function handle(body: Record<string, unknown>, auth: string | undefined) {
    if (auth !== `Bearer ${token}`) return graphError(190, 'Invalid OAuth access token', 401)
    const failure = failures.shift()
    if (failure === 'pair-rate') {
      return graphError(131056, '(Business Account, Consumer Account) pair rate limit hit')
    }
    if (failure === 'throughput') return graphError(130429, 'Rate limit hit', 429)
    if (failure === 'server-error') return graphError(131000, 'Something went wrong', 500)
    if (failure === 'not-on-whatsapp') return graphError(131026, 'Message undeliverable')
    if (body.messaging_product !== 'whatsapp' || body.type !== 'template') {
      return graphError(100, 'Invalid parameter')
    }
    const template = body.template as {
      name?: string
      language?: { code?: string }
      components?: { type: string; parameters: { type: string; text: string }[] }[]
    }
    const wanted = APPROVED_TEMPLATES[template.name ?? '']
    if (wanted === undefined || !['en', 'bn'].includes(template.language?.code ?? '')) {
      return graphError(132001, 'Template name does not exist in the translation')
    }
    const params = template.components?.find((c) => c.type === 'body')?.parameters ?? []
    if (params.length !== wanted) {
      return graphError(132000, 'Number of parameters does not match the expected number')
    }
    const to = String(body.to ?? '')
    if (!/^\d{8,15}$/.test(to)) return graphError(131009, 'Parameter value is not valid')
    const id = `wamid.${randomBytes(12).toString('base64url')}`
    received.push({
      id,
      to,
      template: template.name!,
      language: template.language!.code!,
      params: params.map((p) => p.text),
    })
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id }],
      },
    }
  }

  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      const send = ({ status, body }: { status: number; body: unknown }) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      if (req.method !== 'POST' || req.url !== `/v21.0/${phoneNumberId}/messages`) {
        return send(graphError(100, 'Unknown path', 404))
      }
      requests += 1
      try {
        send(handle(JSON.parse(raw), req.headers.authorization))
      } catch {
        send(graphError(100, 'Invalid JSON'))
      }
    })
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))

  const signed = (event: unknown) => {
    const body = JSON.stringify(event)
    return {
      body,
      signature: `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`,
    }
  }
  const envelope = (value: object) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '8809610000000', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  })

  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    token,
    phoneNumberId,
    appSecret,
    verifyToken,
    received,
    get requests() {
      return requests
    },
    failNext(kind, n = 1) {
      for (let i = 0; i < n; i++) failures.push(kind)
    },
    statusEvent(messageId, status) {
      const recipient = received.find((m) => m.id === messageId)?.to ?? '8801700000000'
      return signed(
        envelope({
          statuses: [
            {
              id: messageId,
              status,
              timestamp: String(Math.floor(Date.now() / 1000)),
              recipient_id: recipient,
              ...(status === 'failed'
                ? { errors: [{ code: 131026, title: 'Message undeliverable' }] }
                : {}),
            },
          ],
        }),
      )
    },
    replyEvent(from, text) {
      return signed(
        envelope({
          contacts: [{ profile: { name: 'Customer' }, wa_id: from }],
          messages: [
            {
              from,
              id: `wamid.${randomBytes(8).toString('hex')}`,
              timestamp: String(Math.floor(Date.now() / 1000)),
              type: 'text',
              text: { body: text },
            },
          ],
        }),
      )
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
