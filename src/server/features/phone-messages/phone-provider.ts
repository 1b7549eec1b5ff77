/**
 * What the phone worker needs of a provider (SSL Wireless for SMS, WhatsApp's Cloud API): send
 * one message, and say how a refusal should be treated.
 */
import type { PhoneChannel, PhoneTemplate } from '#server/db/schema/phone-messages.ts'

export interface PhoneMessage {
  /** The outbox row's id: the provider's idempotency key where it has one (csms_id). */
  id: string
  /** E.164. */
  to: string
  text: string
  template: PhoneTemplate | null
}

export interface PhoneProvider {
  channel: PhoneChannel
  /** Resolves with the provider's id of the message; throws `PhoneSendError` when refused. */
  send(message: PhoneMessage): Promise<{ providerId: string }>
}

/**
 * - `retry`: the provider or the network failed; try again with backoff.
 * - `throttled`: too many messages; wait (`retryAfterMs` when the provider says) and pause the
 *   channel meanwhile. Not counted as a failed attempt.
 * - `rejected`: this message can never go (a number the provider refuses, a template it lacks).
 */
export type PhoneFailure = 'retry' | 'throttled' | 'rejected'

export class PhoneSendError extends Error {
  constructor(
    message: string,
    readonly failure: PhoneFailure,
    readonly retryAfterMs?: number,
  ) {
    super(message)
    this.name = 'PhoneSendError'
  }
}

/** A Retry-After header's wait in milliseconds (seconds or an HTTP date), if any. */
export function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const at = Date.parse(header)
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now())
}

/** A request with a time limit: a provider that does not answer is a failure to retry. */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  timeoutMs = 15_000,
): Promise<{ status: number; json: unknown; retryAfter: string | null }> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    throw new PhoneSendError(`no answer: ${(error as Error).message}`, 'retry')
  }
  const json = await response.json().catch(() => null)
  return { status: response.status, json, retryAfter: response.headers.get('retry-after') }
}
