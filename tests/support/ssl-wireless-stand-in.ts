/**
 * A stand-in for SSL Wireless's iSMS API v3 (the gateway cannot be reached from here): a small
 * HTTP server on 127.0.0.1 answering `POST /api/v3/send-sms` as the gateway documents it — JSON
 * `{ api_token, sid, msisdn, sms, csms_id }` in, `{ status, status_code, error_message, smsinfo:
 * [{ sms_status, status_message, msisdn, sms_type, sms_body, csms_id, reference_id }] }` out. A
 * csms_id seen before is refused as a duplicate, as the gateway refuses it. Tests make it refuse
 * a number, throttle (429 with Retry-After), fail (500), and send the delivery reports and
 * inbound SMS the gateway would post to our webhooks.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { freePort } from './net.ts'

export interface ReceivedSms {
  msisdn: string
  sms: string
  csmsId: string
  referenceId: string
  /** EN (GSM) or UNICODE, as the gateway reports the text's encoding. */
  smsType: 'EN' | 'UNICODE'
}

export interface SslWirelessStandIn {
  url: string
  apiToken: string
  sid: string
  /** Messages accepted, in order. */
  received: ReceivedSms[]
  /** Send requests of any outcome (a test counts the throttled ones). */
  requests: number
  /** The next `n` requests answer this way. */
  failNext(kind: 'throttle' | 'server-error' | 'reject-number', n?: number): void
  /** Refuse every message to this number (an unknown or barred number). */
  rejectNumber(msisdn: string): void
  close(): Promise<void>
}

export async function startSslWirelessStandIn(): Promise<SslWirelessStandIn> {
  const apiToken = `token-${randomBytes(6).toString('hex')}`
  const sid = 'BANGLATOURS'
  const received: ReceivedSms[] = []
  const seen = new Set<string>()
  const rejected = new Set<string>()
  const failures: ('throttle' | 'server-error' | 'reject-number')[] = []
  let requests = 0

  const answer = (res: http.ServerResponse, status: number, body: unknown, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers })
    res.end(JSON.stringify(body))
  }
  const failed = (code: number, message: string, info?: object) => ({
    status: 'FAILED',
    status_code: code,
    error_message: message,
    ...(info ? { smsinfo: [info] } : {}),
  })

  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/api/v3/send-sms') {
        return answer(res, 404, failed(4040, 'Not found'))
      }
      requests += 1
      let body: Record<string, string>
      try {
        body = JSON.parse(raw)
      } catch {
        return answer(res, 400, failed(4000, 'Invalid JSON'))
      }
      const failure = failures.shift()
      if (failure === 'throttle') {
        return answer(res, 429, failed(4029, 'Too many requests'), { 'retry-after': '1' })
      }
      if (failure === 'server-error') return answer(res, 500, failed(5000, 'Internal error'))
      if (body.api_token !== apiToken || body.sid !== sid) {
        return answer(res, 200, failed(4001, 'Unauthorized: invalid api_token or sid'))
      }
      const { msisdn = '', sms = '', csms_id: csmsId = '' } = body
      if (!/^8801[3-9]\d{8}$/.test(msisdn) || failure === 'reject-number' || rejected.has(msisdn)) {
        return answer(
          res,
          200,
          failed(4022, 'Invalid Msisdn', {
            sms_status: 'FAILED',
            status_message: 'Invalid Msisdn',
            msisdn,
            csms_id: csmsId,
          }),
        )
      }
      if (!csmsId || !/^[A-Za-z0-9]{1,40}$/.test(csmsId)) {
        return answer(res, 200, failed(4023, 'Invalid csms_id'))
      }
      if (seen.has(csmsId)) return answer(res, 200, failed(4025, 'Duplicate csms_id'))
      seen.add(csmsId)
      const referenceId = `${Date.now()}${randomBytes(4).toString('hex')}`
      const smsType = /^[\x20-\x7e\n]*$/.test(sms) ? 'EN' : 'UNICODE'
      received.push({ msisdn, sms, csmsId, referenceId, smsType })
      answer(res, 200, {
        status: 'SUCCESS',
        status_code: 200,
        error_message: '',
        smsinfo: [
          {
            sms_status: 'SUCCESS',
            status_message: 'Success',
            msisdn,
            sms_type: smsType,
            sms_body: sms,
            csms_id: csmsId,
            reference_id: referenceId,
          },
        ],
      })
    })
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    apiToken,
    sid,
    received,
    get requests() {
      return requests
    },
    failNext(kind, n = 1) {
      for (let i = 0; i < n; i++) failures.push(kind)
    },
    rejectNumber(msisdn) {
      rejected.add(msisdn.replace(/^\+/, ''))
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
