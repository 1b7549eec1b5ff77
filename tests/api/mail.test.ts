/**
 * Contact messages and the mail outbox against a real SMTP server on 127.0.0.1: what arrives,
 * what happens when the mail server is down or the site restarts, several instances sharing one
 * outbox, and input that tries to become markup or headers.
 */
import { addDays, formatLongDate } from '#shared/dhaka-date.ts'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sandboxTestCards } from '#shared/contracts/payments.ts'
import { openDatabase, type Db } from '#server/db/client.ts'
import { contactMessages, mailOutbox } from '#server/db/schema/index.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createSmtpServer, type ReceivedMail, type SmtpTestServer } from '#tests/servers/smtp.ts'
import { createAccount, uniqueEmail } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import {
  createTestDatabase,
  testDatabaseUrl,
  type TestDatabase,
} from '#tests/support/test-database.ts'

const fast = { pollMs: 50, baseDelayMs: 100, leaseMs: 5_000 }
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function site(smtp: SmtpTestServer, extra: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp({
    mailWorker: fast,
    contactPerMinute: 1000,
    ...extra,
    config: {
      mail: {
        smtpUrl: smtp.url,
        from: 'Bangla Tours <tours@example.com>',
        contactTo: 'team@example.com',
      },
      adminEmails: ['boss@example.com'],
      ...extra.config,
    },
  })
  cleanups.push(() => t.close())
  return t
}

async function smtpServer(started = true) {
  const smtp = await createSmtpServer()
  if (started) await smtp.start()
  cleanups.push(() => smtp.stop())
  return smtp
}

function contact(t: TestApp, body: object, ip = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/contact', payload: body, remoteAddress: ip })
}

const message = (n: number) => ({
  user_name: `Visitor ${n}`,
  user_email: `visitor${n}@example.com`,
  message: `Hello number ${n}: can we visit the Sundarbans in March?`,
})

describe('what arrives', () => {
  it('a contact message reaches CONTACT_TO with the visitor’s name, email and text, reply-to the visitor', async () => {
    const smtp = await smtpServer()
    const t = await site(smtp)
    const response = await contact(t, message(1))
    expect(response.statusCode).toBe(202)
    const [mail] = await smtp.waitFor(1)
    expect(mail!.envelopeTo).toEqual(['team@example.com'])
    expect(mail!.parsed.replyTo?.text).toBe('visitor1@example.com')
    expect(mail!.parsed.subject).toBe('Contact form: Visitor 1')
    expect(mail!.parsed.text).toContain('Visitor 1 <visitor1@example.com> wrote:')
    expect(mail!.parsed.text).toContain('can we visit the Sundarbans in March?')
    expect(mail!.parsed.html).toContain('can we visit the Sundarbans in March?')
  })

  it('a booking of a date carries its reference, date and a calendar file of the trip', async () => {
    const smtp = await smtpServer()
    const t = await site(smtp)
    const division = await createDivision(t.database.db)
    const place = await createPlace(t.database.db, {
      divisionId: division.id,
      placeName: 'Sajek Valley',
      price: 95,
      durationDays: 3,
    })
    const departure = await createDeparture(t.database.db, { tourId: place.id })
    const customer = await createAccount(t, { name: 'Rafiq' })
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/order',
        headers: { cookie: customer.cookie },
        payload: {
          tourId: place.id,
          name: 'Rafiq',
          email: customer.email,
          phone: '01712345678',
          departureId: departure.id,
          travellers: 2,
        },
      })
    ).json()
    const [mail] = await smtp.waitFor(1)
    expect(mail!.parsed.text).toContain(`Booking reference: ${order.reference}`)
    expect(mail!.parsed.text).toContain(
      `Departure: ${formatLongDate(departure.date)}, 2 travellers`,
    )
    expect(mail!.parsed.text).toContain('$190')
    const [ics] = mail!.parsed.attachments
    expect(ics?.filename).toBe(`${order.reference}.ics`)
    expect(ics?.contentType).toBe('text/calendar')
    const calendar = ics!.content.toString('utf8')
    expect(calendar).toContain(`DTSTART;VALUE=DATE:${departure.date.replace(/-/g, '')}`)
    expect(calendar).toContain(`DTEND;VALUE=DATE:${addDays(departure.date, 3).replace(/-/g, '')}`)
    expect(calendar).toContain(`SUMMARY:Sajek Valley (${order.reference})`)
  })

  it('a booking sends its confirmation and a payment its receipt, with a link to My Booking', async () => {
    const smtp = await smtpServer()
    const t = await site(smtp)
    const division = await createDivision(t.database.db)
    const place = await createPlace(t.database.db, {
      divisionId: division.id,
      placeName: 'Kuakata Sea Beach',
      price: 180,
    })
    const customer = await createAccount(t, { name: 'Nadia', email: uniqueEmail('nadia') })
    const headers = { cookie: customer.cookie }
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/order',
        headers,
        payload: { tourId: place.id, name: 'Nadia', email: customer.email, phone: '01712345678' },
      })
    ).json()
    const subjectIs = (subject: string) => (mail: ReceivedMail) => mail.parsed.subject === subject
    const confirmation = (await smtp.waitFor(1)).find(
      subjectIs('Booking received: Kuakata Sea Beach'),
    )
    expect(confirmation!.envelopeTo).toEqual([customer.email])
    expect(confirmation!.parsed.subject).toBe('Booking received: Kuakata Sea Beach')
    expect(confirmation!.parsed.text).toContain('$180')
    expect(confirmation!.parsed.text).toContain('http://127.0.0.1/Dashboard/MyBooking')

    const { clientSecret } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/payment',
        headers,
        payload: { orderId: order._id },
      })
    ).json()
    await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/confirm',
      headers,
      payload: { clientSecret, cardNumber: sandboxTestCards.success, expiry: '12/34', cvc: '123' },
    })
    const receipt = (await smtp.waitFor(2)).find(subjectIs('Payment receipt: Kuakata Sea Beach'))!
    expect(receipt.parsed.text).toContain(
      'We received $180 for Kuakata Sea Beach, paid by card ending 4242',
    )
    expect(receipt.parsed.text).toContain(order._id)
  })
})

/**
 * Waits until every outbox row is marked sent: from then on no worker sends again, so counting
 * the mails the server received says whether any went twice (no fixed wait).
 */
async function allSent(db: Db) {
  await expect
    .poll(async () => (await db.select().from(mailOutbox)).every((m) => m.status === 'sent'), {
      timeout: 10_000,
      interval: 20,
    })
    .toBe(true)
}

describe('when the mail server is down', () => {
  it('accepts and stores 20 messages, then delivers each exactly once when it comes up', async () => {
    const smtp = await smtpServer(false)
    const t = await site(smtp)
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) => contact(t, message(n))),
    )
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(202))
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(20)
    // The worker has tried and failed at least once.
    await expect
      .poll(async () =>
        (await t.database.db.select().from(mailOutbox)).every((m) => m.attempts > 0 && m.lastError),
      )
      .toBe(true)

    await smtp.start()
    await smtp.waitFor(20)
    await allSent(t.database.db)
    const subjects = smtp.mails.map((m) => m.parsed.subject)
    expect(new Set(subjects).size).toBe(20)
    expect(subjects).toHaveLength(20)
    await expect
      .poll(async () =>
        (await t.database.db.select().from(mailOutbox)).every((m) => m.status === 'sent'),
      )
      .toBe(true)
  })

  it('a restart in between loses nothing', async () => {
    const smtp = await smtpServer(false)
    const database = await createTestDatabase()
    cleanups.push(() => database.close())
    const first = await createTestApp({
      database,
      mailWorker: fast,
      contactPerMinute: 1000,
      config: {
        mail: { smtpUrl: smtp.url, from: 'Tours <t@example.com>', contactTo: 'team@example.com' },
      },
    })
    for (let n = 0; n < 10; n++) expect((await contact(first, message(n))).statusCode).toBe(202)
    await first.close()

    await smtp.start()
    const second = await createTestApp({
      database,
      mailWorker: fast,
      config: {
        mail: { smtpUrl: smtp.url, from: 'Tours <t@example.com>', contactTo: 'team@example.com' },
      },
    })
    cleanups.push(() => second.close())
    await second.app.ready()
    await smtp.waitFor(10)
    await allSent(database.db)
    expect(new Set(smtp.mails.map((m) => m.parsed.subject)).size).toBe(10)
    expect(smtp.mails).toHaveLength(10)
  })
})

describe.skipIf(!testDatabaseUrl)('two instances on one PostgreSQL', () => {
  it('deliver each mail of one outbox exactly once', async () => {
    const smtp = await smtpServer()
    const database: TestDatabase = await createTestDatabase()
    cleanups.push(() => database.close())
    // The second instance has its own connection pool, as a separate process would.
    const otherConnection = await openDatabase({ kind: 'postgres', url: database.url! })
    cleanups.push(() => otherConnection.close())
    const config = {
      mail: { smtpUrl: smtp.url, from: 'Tours <t@example.com>', contactTo: 'team@example.com' },
    }
    const a = await createTestApp({ database, mailWorker: fast, contactPerMinute: 1000, config })
    const b = await createTestApp({
      database: { ...otherConnection, url: database.url },
      mailWorker: fast,
      contactPerMinute: 1000,
      config,
    })
    cleanups.push(
      () => a.close(),
      () => b.close(),
    )
    await Promise.all([a.app.ready(), b.app.ready()])
    await Promise.all(Array.from({ length: 30 }, (_, n) => contact(n % 2 ? a : b, message(n))))
    await smtp.waitFor(30)
    await allSent(database.db)
    expect(smtp.mails).toHaveLength(30)
    expect(new Set(smtp.mails.map((m) => m.parsed.messageId)).size).toBe(30)
  })
})

describe('bad input', () => {
  let smtp: SmtpTestServer
  let t: TestApp
  const stored = async () => (await t.database.db.select().from(contactMessages)).length
  beforeAll(async () => {
    smtp = await createSmtpServer()
    await smtp.start()
    t = await createTestApp({
      mailWorker: fast,
      contactPerMinute: 1000,
      config: {
        mail: { smtpUrl: smtp.url, from: 'Tours <t@example.com>', contactTo: 'team@example.com' },
      },
    })
  })
  afterAll(async () => {
    await t.close()
    await smtp.stop()
  })

  it.each([
    ['a missing name', { user_name: undefined }, 'user_name'],
    ['a missing message', { message: undefined }, 'message'],
    ['a bad email', { user_email: 'nobody' }, 'user_email'],
    [
      'a name with a header injection',
      { user_name: 'Bob\r\nBcc: victim@example.com' },
      'user_name',
    ],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'message'],
  ])('%s is a 400 naming the field', async (_, change, field) => {
    const before = await stored()
    const response = await contact(t, { ...message(1), ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toContain(field)
    expect(await stored()).toBe(before)
  })

  it('a 1 MB message is refused with a 4xx, not a 500', async () => {
    const response = await contact(t, { ...message(1), message: 'x'.repeat(1_048_576) })
    expect(response.statusCode).toBe(413)
  })

  it('HTML in the name and message arrives as text, never as markup or a header', async () => {
    const before = smtp.mails.length
    await contact(t, {
      user_name: '<img src=x onerror=alert(1)> Eve',
      user_email: 'eve@example.com',
      message: '<script>alert("x")</script>\nBcc: victim@example.com',
    })
    const mail = (await smtp.waitFor(before + 1)).at(-1)
    expect(mail!.parsed.html).not.toContain('<script>')
    expect(mail!.parsed.html).not.toContain('<img src=x')
    expect(mail!.parsed.html).toContain('&#60;script&#62;')
    expect(mail!.envelopeTo).toEqual(['team@example.com'])
    expect(mail!.parsed.bcc).toBeUndefined()
  })

  it('a filled honeypot is answered like a person but nothing is kept', async () => {
    const before = await stored()
    const response = await contact(t, { ...message(1), website: 'http://spam.example' })
    expect(response.statusCode).toBe(202)
    expect(await stored()).toBe(before)
  })

  it('is rate-limited per client', async () => {
    const smtp = await smtpServer()
    const t = await site(smtp, { contactPerMinute: 5 })
    const statuses = []
    for (let n = 0; n < 6; n++) statuses.push((await contact(t, message(n), '10.5.5.5')).statusCode)
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429])
    expect((await contact(t, message(9), '10.5.5.6')).statusCode).toBe(202)
  })
})

describe('the admin’s Messages API', () => {
  it('lists messages with their mail status and retries failed mail', async () => {
    const smtp = await smtpServer(false)
    const t = await site(smtp, { mailWorker: { ...fast, maxAttempts: 1 } })
    const admin = await createAccount(t, { email: 'boss@example.com' })
    const customer = await createAccount(t)
    await contact(t, message(7))
    // The contact message's mail (the sign-ups' verification mails fail beside it).
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'contact')))[0]
            ?.status,
      )
      .toBe('failed')

    expect(
      (await t.app.inject({ url: '/api/messages', headers: { cookie: customer.cookie } }))
        .statusCode,
    ).toBe(403)
    const messages = (
      await t.app.inject({ url: '/api/messages', headers: { cookie: admin.cookie } })
    ).json()
    expect(messages[0]).toMatchObject({ user_name: 'Visitor 7', mailStatus: 'failed' })

    const outbox = (
      await t.app.inject({ url: '/api/outbox', headers: { cookie: admin.cookie } })
    ).json()
    expect(outbox[0]).toMatchObject({ status: 'failed', kind: 'contact' })
    await smtp.start()
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/outbox/${outbox[0]._id}/retry`,
      headers: { cookie: admin.cookie },
    })
    expect(retry.statusCode).toBe(200)
    await smtp.waitFor(1)
    await expect
      .poll(async () => {
        const [row] = await t.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.id, outbox[0]._id))
        return row?.status
      })
      .toBe('sent')
  })
})
