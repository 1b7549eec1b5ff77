/**
 * WhatsApp Business Cloud API (decision 051): `POST {graph}/{phone-number-id}/messages` with a
 * bearer token and a template message (`type: 'template'`, an approved template's name, its
 * language `en` or `bn`, the body's values). The answer carries the message's `wamid`; errors are
 * `{ error: { code, message, error_subcode? } }`, sorted here by Meta's documented codes.
 */
import type { WhatsAppConfig } from '#server/config.ts'
import {
  PhoneSendError,
  postJson,
  retryAfterMs,
  type PhoneFailure,
  type PhoneProvider,
} from './phone-provider.ts'

/** Throughput (130429), pair rate (131056), the app's and account's call limits (4, 80007). */
const THROTTLED = new Set([4, 80007, 130429, 131056])
/** Temporary faults worth a retry: unknown (1), service (2), "something went wrong" (131000). */
const TEMPORARY = new Set([1, 2, 131000, 131016])

export function failureOf(code: number | undefined, status: number): PhoneFailure {
  if (code !== undefined && THROTTLED.has(code)) return 'throttled'
  if (status === 429) return 'throttled'
  if ((code !== undefined && TEMPORARY.has(code)) || status >= 500) return 'retry'
  // An expired token (190) or a permission (10, 200) is the operator's to fix: keep trying.
  if (code === 190 || code === 10 || code === 200) return 'retry'
  return 'rejected'
}

export function whatsAppProvider(config: WhatsAppConfig): PhoneProvider {
  return {
    channel: 'whatsapp',
    async send(message) {
      const template = message.template
      if (!template) throw new PhoneSendError('no template', 'rejected')
      const { status, json, retryAfter } = await postJson(
        `${config.baseUrl}/${config.phoneNumberId}/messages`,
        {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: template.name,
            language: { code: template.language },
            components: [
              {
                type: 'body',
                parameters: template.params.map((text) => ({ type: 'text', text })),
              },
            ],
          },
        },
        { authorization: `Bearer ${config.token}` },
      )
      const answer = (json ?? {}) as {
        messages?: { id?: string }[]
        error?: { code?: number; message?: string }
      }
      const id = answer.messages?.[0]?.id
      if (status === 200 && id) return { providerId: id }
      const code = answer.error?.code
      const failure = failureOf(code, status)
      throw new PhoneSendError(
        `${code ?? status}: ${answer.error?.message ?? 'no message id'}`,
        failure,
        failure === 'throttled' ? retryAfterMs(retryAfter) : undefined,
      )
    },
  }
}
