/**
 * Messages to phones (issue 33, decision 051) against local stand-ins of SSL Wireless's iSMS and
 * WhatsApp's Cloud API: the customer's choice and its consent record; each message queued with
 * what caused it, only to consenting numbers, sent once across two instances and a restart mid-
 * send; failures retried with backoff, refusals failed at once, throttling honoured; the
 * webhooks' secrets and signatures checked, delivery reports recorded, STOP obeyed.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import type { Order } from '#shared/contracts/orders.ts'
import type { Config } from '#server/config.ts'
import { openDatabase, type Db } from '#server/db/client.ts'
import { orders, phoneConsents, phoneOutbox } from '#server/db/schema/index.ts'
import { queueDayBeforeReminders } from '#server/features/orders/index.ts'
import { markOrderPaid } from '#server/features/orders/payment-state.ts'
import { csmsIdOf } from '#server/features/phone-messages/ssl-wireless.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createAccount, ORIGIN, randomIp, type TestAccount } from '#tests/support/accounts.ts'
import { cancelViaApi } from '#tests/support/orders-api.ts'
import {
  startSslWirelessStandIn,
  type SslWirelessStandIn,
} from '#tests/support/ssl-wireless-stand-in.ts'
import { createTestApp, systemCtx, type TestApp } from '#tests/support/test-app.ts'
import {
  createTestDatabase,
  testDatabaseUrl,
  type TestDatabase,
} from '#tests/support/test-database.ts'
import { startWhatsAppStandIn, type WhatsAppStandIn } from '#tests/support/whatsapp-stand-in.ts'

const WEBHOOK_TOKEN = 'sms-webhook-token-0123456789'
const fast = { pollMs: 40, baseDelayMs: 60, leaseMs: 2_000 }

let sms: SslWirelessStandIn
let whatsapp: WhatsAppStandIn
const cleanups: (() => Promise<void>)[] = []

beforeAll(async () => {
  sms = await startSslWirelessStandIn()
  whatsapp = await startWhatsAppStandIn()
})
afterAll(async () => {
  await sms.close()
  await whatsapp.close()
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function phoneConfig(): Config['phone'] {
  return {
    sms: { baseUrl: sms.url, apiToken: sms.apiToken, sid: sms.sid, webhookToken: WEBHOOK_TOKEN },
    whatsapp: {
      baseUrl: whatsapp.url,
      token: whatsapp.token,
      phoneNumberId: whatsapp.phoneNumberId,
      appSecret: whatsapp.appSecret,
      verifyToken: whatsapp.verifyToken,
    },
  }
}

async function site(
  options: { database?: TestDatabase; phone?: Config['phone']; worker?: typeof fast } = {},
) {
  const t = await createTestApp({
    database: options.database,
    phoneWorker: options.worker ?? fast,
    config: { phone: options.phone ?? phoneConfig(), adminEmails: ['boss@example.com'] },
  })
  cleanups.push(() => t.close())
  return t
}

/** A tour with a dated departure (and a pickup point), on this site's database. */
async function tourOn(db: Db, date?: string) {
  const division = await createDivision(db)
  const tour = await createPlace(db, { divisionId: division.id })
  const departure = await createDeparture(db, {
    tourId: tour.id,
    ...(date && { date }),
    startTime: '07:30',
  })
  return { tour, departure }
}

/** A unique Bangladeshi mobile number, in the forms a customer types and as E.164. */
let serial = 0
function mobile() {
  serial += 1
  const digits = `17${String(Date.now() % 1_000_000).padStart(6, '0')}${String(serial % 100).padStart(2, '0')}`
  return { typed: `0${digits.slice(0, 4)}-${digits.slice(4)}`, e164: `+880${digits}` }
}

async function book(
  t: TestApp,
  account: TestAccount,
  tourId: string,
  departureId: string,
  extra: { phone?: string; phoneChannels?: string[]; locale?: string } = {},
): Promise<Order> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { cookie: account.cookie, 'accept-language': extra.locale ?? 'en' },
    payload: {
      tourId,
      departureId,
      travellers: 2,
      name: account.name,
      email: account.email,
      phone: extra.phone ?? '01712-345678',
      ...(extra.phoneChannels && { phoneChannels: extra.phoneChannels }),
    },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as Order
}

function choose(t: TestApp, account: TestAccount, body: object) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/phone/choice',
    headers: { cookie: account.cookie },
    payload: body,
  })
}

const rowsOf = (db: Db, ref: string) =>
  db.select().from(phoneOutbox).where(eq(phoneOutbox.ref, ref))

async function allSettled(db: Db, ref: string, count: number) {
  await vi.waitFor(
    async () => {
      const rows = await rowsOf(db, ref)
      expect(rows).toHaveLength(count)
      expect(rows.every((row) => row.status === 'sent' || row.status === 'failed')).toBe(true)
    },
    { timeout: 10_000, interval: 50 },
  )
  return rowsOf(db, ref)
}

const smsTo = (e164: string) => sms.received.filter((m) => `+${m.msisdn}` === e164)
const whatsappTo = (e164: string) => whatsapp.received.filter((m) => `+${m.to}` === e164)

describe('the customer’s choice', () => {
  it('normalises the number (Bangla digits too), records consent and its changes', async () => {
    const t = await site()
    const account = await createAccount(t)
    const first = await choose(t, account, { phone: '০১৮১২-৩৪৫৬৭৮', sms: true, whatsapp: false })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({
      phone: '+8801812345678',
      sms: true,
      whatsapp: false,
      offered: ['sms', 'whatsapp'],
      stopped: [],
    })
    // Another number for SMS, WhatsApp added: the old consent ends, two new ones begin.
    const second = await choose(t, account, {
      phone: '+880 1912 345678',
      sms: true,
      whatsapp: true,
    })
    expect(second.json()).toMatchObject({ phone: '+8801912345678', sms: true, whatsapp: true })
    const rows = await t.database.db
      .select()
      .from(phoneConsents)
      .where(eq(phoneConsents.userId, account.id))
    expect(rows.map((r) => [r.channel, r.phone, r.grantedVia, r.withdrawnVia]).sort()).toEqual(
      [
        ['sms', '+8801812345678', 'profile', 'profile'],
        ['sms', '+8801912345678', 'profile', null],
        ['whatsapp', '+8801912345678', 'profile', null],
      ].sort(),
    )
    // All off: both end.
    const off = await choose(t, account, { phone: '', sms: false, whatsapp: false })
    expect(off.json()).toMatchObject({ sms: false, whatsapp: false })
    const open = await t.database.db
      .select()
      .from(phoneConsents)
      .where(and(eq(phoneConsents.userId, account.id)))
    expect(open.filter((r) => r.withdrawnAt === null)).toEqual([])
  })

  it.each([
    ['a landline', '02-9123456'],
    ['another country', '+44 7911 123456'],
    ['a digit short', '0171234567'],
  ])('refuses %s with the field named', async (_name, phone) => {
    const t = await site()
    const account = await createAccount(t)
    const response = await choose(t, account, { phone, sms: true, whatsapp: false })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.details).toEqual([expect.objectContaining({ path: '/phone' })])
  })

  it('ends the consents of a deleted account, keeping the record', async () => {
    const t = await site()
    const account = await createAccount(t)
    await choose(t, account, { phone: '01812-000111', sms: true, whatsapp: true })
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-user',
      headers: { origin: ORIGIN, cookie: account.cookie },
      payload: { password: account.password },
      remoteAddress: randomIp(),
    })
    expect(deleted.statusCode, deleted.body).toBe(200)
    const rows = await t.database.db
      .select()
      .from(phoneConsents)
      .where(eq(phoneConsents.phone, '+8801812000111'))
    expect(rows.map((r) => [r.channel, r.withdrawnVia, r.userId]).sort()).toEqual([
      ['sms', 'account', null],
      ['whatsapp', 'account', null],
    ])
  })

  it('is for the signed-in customer only', async () => {
    const t = await site()
    expect((await t.app.inject({ method: 'GET', url: '/api/phone/choice' })).statusCode).toBe(401)
  })
})

describe('messages queued with what causes them', () => {
  it('sends the booking confirmation once per consenting channel, in the booking’s language', async () => {
    const t = await site()
    const { tour, departure } = await tourOn(t.database.db)
    const account = await createAccount(t, { emailVerified: true })
    const number = mobile()
    const order = await book(t, account, tour.id, departure.id, {
      phone: number.typed,
      phoneChannels: ['sms', 'whatsapp'],
      locale: 'bn',
    })
    const rows = await allSettled(t.database.db, order._id, 2)
    expect(rows.map((r) => [r.kind, r.channel, r.to, r.status]).sort()).toEqual([
      ['booking', 'sms', number.e164, 'sent'],
      ['booking', 'whatsapp', number.e164, 'sent'],
    ])
    const [text] = smsTo(number.e164)
    expect(text!.sms).toContain(order.reference)
    expect(text!.sms).toContain('বুকিং')
    expect(text!.smsType).toBe('UNICODE')
    expect(text!.csmsId).toBe(csmsIdOf(rows.find((r) => r.channel === 'sms')!.id))
    const [template] = whatsappTo(number.e164)
    expect(template).toMatchObject({ template: 'booking', language: 'bn' })
    expect(template!.params[0]).toBe(order.reference)
    // Consent at booking is on record, from the booking.
    const consents = await t.database.db
      .select()
      .from(phoneConsents)
      .where(eq(phoneConsents.userId, account.id))
    expect(consents.map((c) => c.grantedVia)).toEqual(['booking', 'booking'])
  })

  it('queues nothing without consent, or for a channel with no provider', async () => {
    const t = await site({ phone: { sms: phoneConfig().sms, whatsapp: null } })
    const { tour, departure } = await tourOn(t.database.db)
    const silent = await createAccount(t, { emailVerified: true })
    const none = await book(t, silent, tour.id, departure.id)
    const smsOnly = await createAccount(t, { emailVerified: true })
    const number = mobile()
    const some = await book(t, smsOnly, tour.id, departure.id, {
      phone: number.typed,
      phoneChannels: ['sms', 'whatsapp'],
    })
    expect(await rowsOf(t.database.db, none._id)).toEqual([])
    const rows = await allSettled(t.database.db, some._id, 1)
    expect(rows[0]!.channel).toBe('sms')
    expect(whatsappTo(number.e164)).toEqual([])
  })

  it('with no provider configured, the site books as before and queues nothing', async () => {
    const t = await site({ phone: { sms: null, whatsapp: null } })
    const { tour, departure } = await tourOn(t.database.db)
    const account = await createAccount(t, { emailVerified: true })
    const order = await book(t, account, tour.id, departure.id, { phoneChannels: ['sms'] })
    expect(await rowsOf(t.database.db, order._id)).toEqual([])
    const choice = await t.app.inject({
      method: 'GET',
      url: '/api/phone/choice',
      headers: { cookie: account.cookie },
    })
    expect(choice.json()).toMatchObject({ sms: true, offered: [] })
  })

  it('sends the receipt, the cancellation and the day-before reminder with the pickup time', async () => {
    const t = await site()
    const tomorrow = addDays(dhakaToday(), 1)
    const { tour, departure } = await tourOn(t.database.db, tomorrow)
    const account = await createAccount(t)
    const number = mobile()
    const order = await book(t, account, tour.id, departure.id, {
      phone: number.typed,
      phoneChannels: ['sms'],
    })
    const ctx = { ...systemCtx(t), phoneChannels: ['sms', 'whatsapp'] as const }
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id))
    await markOrderPaid({
      ctx,
      orderId: order._id,
      payment: {
        amountCents: row!.tourPriceCents,
        paidAt: new Date(),
        last4: '4242',
        transaction: `pi_phone_${order._id.slice(0, 8)}`,
      },
    })
    expect(await queueDayBeforeReminders({ db: t.database.db, phoneChannels: ['sms'] })).toBe(1)
    // A second sweep (another instance, a restart) queues nothing more.
    expect(await queueDayBeforeReminders({ db: t.database.db, phoneChannels: ['sms'] })).toBe(0)
    const rows = await allSettled(t.database.db, order._id, 3)
    expect(rows.map((r) => r.kind).sort()).toEqual(['booking', 'day-before', 'receipt'])
    const reminder = rows.find((r) => r.kind === 'day-before')!
    expect(reminder.text).toMatch(/see you tomorrow/)
    expect(reminder.text).toContain('07:30')
    expect(smsTo(number.e164)).toHaveLength(3)

    const other = await book(t, account, tour.id, departure.id, { phone: number.typed })
    await cancelViaApi(t, account, other)
    const [cancelled] = await allSettled(t.database.db, other._id, 2).then((all) =>
      all.filter((r) => r.kind === 'cancellation'),
    )
    expect(cancelled!.text).toContain(other.reference)
  })
})

describe('sent exactly once', () => {
  it('across two instances sharing one outbox', async () => {
    const database = await createTestDatabase()
    cleanups.push(() => database.close())
    // On PostgreSQL the second instance has its own connection pool, as another process would.
    const other = testDatabaseUrl
      ? await openDatabase({ kind: 'postgres', url: database.url! })
      : undefined
    if (other) cleanups.push(() => other.close())
    const a = await site({ database })
    const b = await site({ database: other ? { ...other, url: database.url } : database })
    const { tour, departure } = await tourOn(database.db)
    departure.capacity = 200
    const booked: Order[] = []
    for (let n = 0; n < 6; n++) {
      const account = await createAccount(a)
      const number = mobile()
      booked.push(
        await book(n % 2 ? a : b, account, tour.id, departure.id, {
          phone: number.typed,
          phoneChannels: ['sms', 'whatsapp'],
        }),
      )
    }
    // Both instances' workers go at once as well.
    await Promise.all([a.app.phoneWorker.runOnce(), b.app.phoneWorker.runOnce()])
    for (const order of booked) {
      const rows = await allSettled(database.db, order._id, 2)
      expect(rows.every((r) => r.status === 'sent')).toBe(true)
      const sentSms = sms.received.filter((m) => m.sms.includes(order.reference))
      expect(sentSms).toHaveLength(1)
      expect(whatsapp.received.filter((m) => m.params[0] === order.reference)).toHaveLength(1)
    }
  })

  it('after an instance died mid-send: the lease runs out, the gateway refuses the duplicate', async () => {
    const t = await site({ worker: { ...fast, pollMs: 60_000 } })
    const account = await createAccount(t)
    const number = mobile()
    await choose(t, account, { phone: number.typed, sms: true, whatsapp: false })
    // The dead instance had claimed it and the gateway had accepted it, then nothing was recorded.
    const [row] = await t.database.db
      .insert(phoneOutbox)
      .values({
        kind: 'booking',
        ref: `crash-${number.e164}`,
        channel: 'sms',
        to: number.e164,
        text: 'Bangla Tours: booking BT-CRASH1 is made.',
        status: 'sending',
        attempts: 1,
        lockedUntil: new Date(Date.now() + 60_000),
      })
      .returning()
    await fetch(`${sms.url}/api/v3/send-sms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        api_token: sms.apiToken,
        sid: sms.sid,
        msisdn: number.e164.slice(1),
        sms: row!.text,
        csms_id: csmsIdOf(row!.id),
      }),
    })
    // Its lease still runs: nobody takes it.
    expect(await t.app.phoneWorker.runOnce()).toBe(0)
    await t.database.db
      .update(phoneOutbox)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(phoneOutbox.id, row!.id))
    expect(await t.app.phoneWorker.runOnce()).toBe(1)
    const [after] = await rowsOf(t.database.db, row!.ref)
    expect(after).toMatchObject({ status: 'sent', attempts: 2 })
    expect(smsTo(number.e164)).toHaveLength(1)
  })
})

describe('failures', () => {
  async function queued(t: TestApp, channels: ('sms' | 'whatsapp')[] = ['sms']) {
    const account = await createAccount(t)
    const number = mobile()
    await choose(t, account, {
      phone: number.typed,
      sms: channels.includes('sms'),
      whatsapp: channels.includes('whatsapp'),
    })
    const ref = `test-${number.e164}`
    for (const channel of channels) {
      await t.database.db.insert(phoneOutbox).values({
        kind: 'receipt',
        ref,
        channel,
        to: number.e164,
        text: 'Bangla Tours: we received Tk 500 for booking BT-TEST01. Thank you!',
        template:
          channel === 'whatsapp'
            ? { name: 'receipt', language: 'en', params: ['Tk 500', 'BT-TEST01'] }
            : null,
      })
    }
    return { ref, number }
  }

  it('retries a server error with a growing wait, then sends', async () => {
    const t = await site({ worker: { ...fast, pollMs: 60_000 } })
    const { ref, number } = await queued(t)
    sms.failNext('server-error', 2)
    const firstTry = Date.now()
    expect(await t.app.phoneWorker.runOnce()).toBe(0)
    const [first] = await rowsOf(t.database.db, ref)
    expect(first).toMatchObject({ status: 'pending', attempts: 1 })
    expect(first!.lastError).toMatch(/500/)
    // Waits the base delay (60 ms here), then twice that.
    expect(first!.nextAttemptAt.getTime() - firstTry).toBeGreaterThanOrEqual(60)
    await new Promise((resolve) => setTimeout(resolve, 80))
    const secondTry = Date.now()
    expect(await t.app.phoneWorker.runOnce()).toBe(0)
    const [second] = await rowsOf(t.database.db, ref)
    expect(second!.attempts).toBe(2)
    expect(second!.nextAttemptAt.getTime() - secondTry).toBeGreaterThanOrEqual(120)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(await t.app.phoneWorker.runOnce()).toBe(1)
    expect(smsTo(number.e164)).toHaveLength(1)
  })

  it('fails a number the gateway refuses at once, and an admin sees it and retries it', async () => {
    const t = await site({ worker: { ...fast, pollMs: 60_000 } })
    const { ref, number } = await queued(t)
    sms.rejectNumber(number.e164)
    await t.app.phoneWorker.runOnce()
    const [row] = await rowsOf(t.database.db, ref)
    expect(row).toMatchObject({ status: 'failed', attempts: 1 })
    expect(row!.lastError).toMatch(/Invalid Msisdn/)

    const admin = await createAccount(t, { email: 'boss@example.com' })
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/phone/outbox',
      headers: { cookie: admin.cookie },
    })
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json().items).toContainEqual(
      expect.objectContaining({
        _id: row!.id,
        channel: 'sms',
        status: 'failed',
        attempts: 1,
        lastError: expect.stringMatching(/Msisdn/),
      }),
    )
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/phone/outbox/${row!.id}/retry`,
      headers: { cookie: admin.cookie },
    })
    expect(retry.statusCode, retry.body).toBe(200)
    expect(retry.json()).toMatchObject({ status: 'pending', attempts: 0 })
  })

  it('honours throttling: waits what the gateway asks, pauses the channel, counts no attempt', async () => {
    const t = await site({ worker: { ...fast, pollMs: 60_000 } })
    const one = await queued(t)
    const two = await queued(t)
    sms.failNext('throttle')
    const before = sms.requests
    expect(await t.app.phoneWorker.runOnce()).toBe(0)
    // One request, answered 429: the other message was not tried in the same round.
    expect(sms.requests - before).toBe(1)
    const rows = [
      ...(await rowsOf(t.database.db, one.ref)),
      ...(await rowsOf(t.database.db, two.ref)),
    ]
    expect(rows.every((r) => r.status === 'pending' && r.attempts === 0)).toBe(true)
    // Retry-After: 1 — nothing goes before a second has passed.
    expect(await t.app.phoneWorker.runOnce()).toBe(0)
    expect(sms.requests - before).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 1_050))
    expect(await t.app.phoneWorker.runOnce()).toBe(2)
  })

  it('treats WhatsApp’s pair rate limit (131056) as throttling, and a number not on WhatsApp as final', async () => {
    const t = await site({ worker: { ...fast, pollMs: 60_000 } })
    const { ref } = await queued(t, ['whatsapp'])
    whatsapp.failNext('pair-rate')
    await t.app.phoneWorker.runOnce()
    const [throttled] = await rowsOf(t.database.db, ref)
    expect(throttled).toMatchObject({ status: 'pending', attempts: 0 })
    expect(throttled!.lastError).toMatch(/131056/)
    const other = await queued(t, ['whatsapp'])
    await new Promise((resolve) => setTimeout(resolve, 100))
    whatsapp.failNext('not-on-whatsapp')
    await t.app.phoneWorker.runOnce()
    const all = [...(await rowsOf(t.database.db, ref)), ...(await rowsOf(t.database.db, other.ref))]
    expect(all.map((r) => r.status).sort()).toEqual(['failed', 'sent'])
    expect(all.find((r) => r.status === 'failed')!.lastError).toMatch(/131026/)
  })
})

describe('webhooks', () => {
  it('answers WhatsApp’s verification handshake only with our verify token', async () => {
    const t = await site()
    const ask = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/phone/whatsapp/webhook',
        query: {
          'hub.mode': 'subscribe',
          'hub.verify_token': token,
          'hub.challenge': '1158201444',
        },
      })
    const right = await ask(whatsapp.verifyToken)
    expect(right.statusCode).toBe(200)
    expect(right.body).toBe('1158201444')
    expect((await ask('guess')).statusCode).toBe(403)
  })

  it('refuses an event without the right signature, records delivery, obeys a STOP reply', async () => {
    const t = await site()
    const { tour, departure } = await tourOn(t.database.db)
    const account = await createAccount(t)
    const number = mobile()
    const order = await book(t, account, tour.id, departure.id, {
      phone: number.typed,
      phoneChannels: ['whatsapp'],
    })
    const [row] = await allSettled(t.database.db, order._id, 1)
    const post = (body: string, signature?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/phone/whatsapp/webhook',
        headers: {
          'content-type': 'application/json',
          ...(signature && { 'x-hub-signature-256': signature }),
        },
        payload: body,
      })
    const delivered = whatsapp.statusEvent(row!.providerId!, 'delivered')
    expect((await post(delivered.body)).statusCode).toBe(400)
    expect((await post(delivered.body, `sha256=${'0'.repeat(64)}`)).statusCode).toBe(400)
    // Signed for other bytes: refused.
    expect((await post(`${delivered.body} `, delivered.signature)).statusCode).toBe(400)
    expect((await post(delivered.body, delivered.signature)).statusCode).toBe(200)
    expect((await rowsOf(t.database.db, order._id))[0]!.delivery).toBe('delivered')

    const stop = whatsapp.replyEvent(number.e164.slice(1), 'STOP')
    expect((await post(stop.body, stop.signature)).statusCode).toBe(200)
    const [consent] = await t.database.db
      .select()
      .from(phoneConsents)
      .where(eq(phoneConsents.userId, account.id))
    expect(consent).toMatchObject({ channel: 'whatsapp', withdrawnVia: 'stop' })
    expect(consent!.withdrawnAt).not.toBeNull()
    const later = await book(t, account, tour.id, departure.id, { phone: number.typed })
    expect(await rowsOf(t.database.db, later._id)).toEqual([])
    const choice = await t.app.inject({
      method: 'GET',
      url: '/api/phone/choice',
      headers: { cookie: account.cookie },
    })
    expect(choice.json()).toMatchObject({ whatsapp: false, stopped: ['whatsapp'] })
  })

  it('takes SSL Wireless’s delivery reports and inbound STOP (বন্ধ) only with our token', async () => {
    const t = await site()
    const { tour, departure } = await tourOn(t.database.db)
    const account = await createAccount(t)
    const number = mobile()
    const order = await book(t, account, tour.id, departure.id, {
      phone: number.typed,
      phoneChannels: ['sms'],
    })
    const [row] = await allSettled(t.database.db, order._id, 1)
    const report = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/phone/sms/report',
        query: { token },
        payload: { reference_id: row!.providerId, status: 'DELIVERED' },
      })
    expect((await report('wrong-token-0123456789')).statusCode).toBe(404)
    expect((await report(WEBHOOK_TOKEN)).statusCode).toBe(200)
    expect((await rowsOf(t.database.db, order._id))[0]!.delivery).toBe('delivered')

    const inbound = (token: string, text: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/phone/sms/inbound',
        query: { token },
        payload: { msisdn: number.e164.slice(1), sms: text },
      })
    expect((await inbound('wrong-token-0123456789', 'বন্ধ')).statusCode).toBe(404)
    expect((await inbound(WEBHOOK_TOKEN, 'hello')).statusCode).toBe(200)
    expect(
      (
        await t.database.db.select().from(phoneConsents).where(eq(phoneConsents.userId, account.id))
      )[0]!.withdrawnAt,
    ).toBeNull()
    expect((await inbound(WEBHOOK_TOKEN, ' বন্ধ ')).statusCode).toBe(200)
    const [consent] = await t.database.db
      .select()
      .from(phoneConsents)
      .where(eq(phoneConsents.userId, account.id))
    expect(consent).toMatchObject({ channel: 'sms', withdrawnVia: 'stop' })
  })
})
