/**
 * SSL Wireless iSMS (API v3), the SMS gateway (decision 051): `POST {base}/api/v3/send-sms` with
 * JSON `{ api_token, sid, msisdn, sms, csms_id }`. `csms_id` is ours and unique per message: the
 * outbox row's id, so a message re-sent after a crash between "accepted" and "marked sent" is
 * refused by the gateway as a duplicate instead of reaching the phone twice. The answer is
 * `{ status: 'SUCCESS' | 'FAILED', status_code, error_message, smsinfo: [{ sms_status,
 * status_message, msisdn, csms_id, reference_id }] }`; Bangla text is sent as Unicode by the
 * gateway itself (`sms_type`).
 */
import type { SmsGatewayConfig } from '#server/config.ts'
import { PhoneSendError, postJson, retryAfterMs, type PhoneProvider } from './phone-provider.ts'

interface IsmsAnswer {
  status?: string
  status_code?: number
  error_message?: string
  smsinfo?: { sms_status?: string; status_message?: string; reference_id?: string }[]
}

/** Our row id as a csms_id: its 32 hex digits, letters and digits only. */
export const csmsIdOf = (rowId: string) => rowId.replaceAll('-', '')

export function sslWirelessProvider(config: SmsGatewayConfig): PhoneProvider {
  return {
    channel: 'sms',
    async send(message) {
      const { status, json, retryAfter } = await postJson(`${config.baseUrl}/api/v3/send-sms`, {
        api_token: config.apiToken,
        sid: config.sid,
        // The gateway takes the number without the plus: 8801XXXXXXXXX.
        msisdn: message.to.replace(/^\+/, ''),
        sms: message.text,
        csms_id: csmsIdOf(message.id),
      })
      const answer = (json ?? {}) as IsmsAnswer
      if (status === 429) {
        throw new PhoneSendError('throttled (429)', 'throttled', retryAfterMs(retryAfter))
      }
      if (status >= 500 || !json) throw new PhoneSendError(`gateway error ${status}`, 'retry')
      const info = answer.smsinfo?.[0]
      const reason = answer.error_message || info?.status_message || `status ${status}`
      if (answer.status === 'SUCCESS' && info?.sms_status === 'SUCCESS') {
        return { providerId: info.reference_id ?? csmsIdOf(message.id) }
      }
      // Sent before a crash, refused now as a duplicate: it went.
      if (/duplicate/i.test(reason)) return { providerId: csmsIdOf(message.id) }
      // This number refused: no retry will change it. Anything else (credentials, balance, a
      // gateway fault) may pass later.
      if (info?.sms_status === 'FAILED' || /msisdn|number/i.test(reason)) {
        throw new PhoneSendError(`refused: ${reason}`, 'rejected')
      }
      throw new PhoneSendError(`gateway refused: ${reason}`, 'retry')
    },
  }
}
