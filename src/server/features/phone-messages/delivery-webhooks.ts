/**
 * The providers' calls to us: WhatsApp's webhook (signed with the app secret: X-Hub-Signature-256
 * is `sha256=` and the HMAC-SHA256 of the exact body) carries delivery statuses and customers'
 * replies; SSL Wireless's delivery reports and inbound SMS come to addresses holding our secret
 * token. A status updates the message it names; a STOP reply ends that channel for that number.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { toBdMobile } from '#shared/bd-mobile.ts'
import type { Db } from '#server/db/client.ts'
import { phoneOutbox, type PhoneChannel } from '#server/db/schema/index.ts'
import { isStopWord, stopPhoneChannel } from './stop-phone-channel.ts'

/** Equal secrets, compared in constant time. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function whatsAppSignatureValid(
  body: Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  if (!header?.startsWith('sha256=')) return false
  const expected = createHmac('sha256', appSecret).update(body).digest('hex')
  return sameSecret(header.slice('sha256='.length).toLowerCase(), expected)
}

interface WhatsAppEvent {
  entry?: {
    changes?: {
      value?: {
        statuses?: { id?: string; status?: string; errors?: { code?: number; title?: string }[] }[]
        messages?: { from?: string; type?: string; text?: { body?: string } }[]
      }
    }[]
  }[]
}

/** Applies a WhatsApp webhook's statuses and replies. */
export async function applyWhatsAppEvent(db: Db, event: WhatsAppEvent): Promise<void> {
  for (const change of (event.entry ?? []).flatMap((entry) => entry.changes ?? [])) {
    for (const status of change.value?.statuses ?? []) {
      if (!status.id || !status.status) continue
      const error = status.errors?.[0]
      await recordDelivery(
        db,
        'whatsapp',
        status.id,
        status.status.slice(0, 40),
        error ? `${error.code ?? ''}: ${error.title ?? ''}`.slice(0, 500) : undefined,
      )
    }
    for (const reply of change.value?.messages ?? []) {
      const phone = reply.from ? toBdMobile(`+${reply.from}`) : null
      const text = reply.type === 'text' ? reply.text?.body : undefined
      if (phone && text && isStopWord(text)) {
        await stopPhoneChannel(db, { phone, channel: 'whatsapp' })
      }
    }
  }
}

/** An SMS the customer sent to our number: STOP ends SMS to it. */
export async function applyInboundSms(db: Db, sms: { msisdn: string; sms: string }) {
  const phone = toBdMobile(sms.msisdn)
  if (phone && isStopWord(sms.sms)) await stopPhoneChannel(db, { phone, channel: 'sms' })
}

/**
 * A delivery report: the message's latest state (`delivered`, `read`, `failed`, …). Reports
 * arrive out of order; `read` is never replaced by `delivered`.
 */
export async function recordDelivery(
  db: Db,
  channel: PhoneChannel,
  providerId: string,
  state: string,
  error?: string,
): Promise<void> {
  const delivery = state.toLowerCase()
  const [row] = await db
    .select({ id: phoneOutbox.id, delivery: phoneOutbox.delivery })
    .from(phoneOutbox)
    .where(and(eq(phoneOutbox.providerId, providerId), eq(phoneOutbox.channel, channel)))
  if (!row || (row.delivery === 'read' && delivery !== 'failed')) return
  await db
    .update(phoneOutbox)
    .set({ delivery, ...(error ? { lastError: error } : {}) })
    .where(eq(phoneOutbox.id, row.id))
}
