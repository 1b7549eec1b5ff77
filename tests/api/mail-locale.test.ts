/**
 * Mails in the customer's language, as they arrive at a real SMTP server on 127.0.0.1: an
 * account speaks the language of the page it signed up on, then of its latest booking; an order
 * the one it was booked in. Each mail is written in its recipient's language — texts, dates and
 * links (`/bn/...`) — whoever sends it: the customer's own request, a request in another
 * language (an English admin cancelling a departure), or a worker outside any request (balance
 * reminders, waitlist offers). Both engines.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import { sandboxTestCards } from '#shared/contracts/payments.ts'
import { addDays, dhakaToday, formatLongDate } from '#shared/dhaka-date.ts'
import { formatMoney, fromMajor } from '#shared/money.ts'
import { messages, withLocale, type Locale } from '#shared/messages.ts'
import { orders, places, users } from '#server/db/schema/index.ts'
import { queueBalanceReminders } from '#server/features/orders/balance-reminders.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { payOrder } from '#tests/factories/payments.ts'
import { createSmtpServer, type ReceivedMail, type SmtpTestServer } from '#tests/servers/smtp.ts'
import {
  createAccount,
  ORIGIN,
  randomIp,
  sessionCookie,
  uniqueEmail,
  type TestAccount,
} from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let smtp: SmtpTestServer
let t: TestApp
let divisionId: number

beforeAll(async () => {
  smtp = await createSmtpServer()
  await smtp.start()
  t = await createTestApp({
    mailWorker: { pollMs: 50, baseDelayMs: 100, leaseMs: 5_000 },
    // The lifecycle worker runs when a test nudges it (or a route does).
    lifecycleEveryMs: 3_600_000,
    config: {
      mail: {
        smtpUrl: smtp.url,
        from: 'Bangla Tours <tours@example.com>',
        contactTo: 'team@example.com',
      },
    },
  })
  divisionId = (await createDivision(t.database.db)).id
})
afterAll(async () => {
  await t.close()
  await smtp.stop()
})

/** A text of the catalogue in Bangla (as a Bangla mail must say it). */
const bangla = <T>(render: () => T): T => withLocale('bn', render)
const mail = messages.mail

/** The page's language, as the web app names it in every API call. */
const speaking = (locale: Locale | undefined) => (locale ? { 'accept-language': locale } : {})

function call(
  who: Pick<TestAccount, 'cookie'>,
  method: 'GET' | 'POST',
  url: string,
  { payload, locale }: { payload?: object; locale?: Locale } = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: who.cookie, ...speaking(locale) },
    payload,
  })
}

/** The mail to `email` whose subject is `subject`, once it has arrived. */
async function arrived(email: string, subject: string): Promise<ReceivedMail> {
  const find = () =>
    smtp.mails.find((m) => m.envelopeTo.includes(email) && m.parsed.subject === subject)
  await expect
    .poll(find, { timeout: 15_000, interval: 50, message: `"${subject}" to ${email}` })
    .toBeDefined()
  return find()!
}

const textOf = (received: ReceivedMail) => received.parsed.text ?? ''
const htmlOf = (received: ReceivedMail) => String(received.parsed.html || '')

/** Signs up over HTTP from a page in `locale`, as the web app does (Accept-Language). */
async function signUpFrom(locale: Locale | undefined): Promise<TestAccount> {
  const account = {
    name: 'Rafiq Hasan',
    email: uniqueEmail('rafiq'),
    password: 'correct horse battery',
  }
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN, ...speaking(locale) },
    payload: account,
    remoteAddress: randomIp(),
  })
  expect(response.statusCode, response.body).toBe(200)
  return { ...account, cookie: sessionCookie(response.headers['set-cookie']) }
}

/** Opens the link of a verification mail; answers where it leads. */
async function openVerificationLink(received: ReceivedMail): Promise<string> {
  const link = /https?:\/\/\S+verify-email\S+/.exec(textOf(received))?.[0]
  expect(link).toBeDefined()
  const url = new URL(link!)
  const opened = await t.app.inject({
    method: 'GET',
    url: url.pathname + url.search,
    remoteAddress: randomIp(),
  })
  expect(opened.statusCode).toBe(302)
  return String(opened.headers.location)
}

async function tourWithDate(
  name: string,
  {
    capacity = 15,
    daysAhead = 0,
    nameBn,
  }: { capacity?: number; daysAhead?: number; nameBn?: string } = {},
) {
  const tour = await createPlace(t.database.db, {
    divisionId,
    placeName: name,
    ...(nameBn ? { placeNameBn: nameBn } : {}),
    price: 95,
  })
  const departure = await createDeparture(t.database.db, {
    tourId: tour.id,
    capacity,
    ...(daysAhead ? { date: addDays(dhakaToday(), daysAhead) } : {}),
  })
  return { tour, departure }
}

async function book(
  who: TestAccount,
  {
    tourId,
    departureId,
    travellers = 2,
  }: { tourId: string; departureId: string; travellers?: number },
  locale?: Locale,
): Promise<Order> {
  const booked = await call(who, 'POST', '/api/order', {
    locale,
    payload: {
      tourId,
      departureId,
      travellers,
      name: who.name,
      email: who.email,
      phone: '01712345678',
    },
  })
  expect(booked.statusCode, booked.body).toBe(201)
  return booked.json()
}

/** Pays by the sandbox's card form, from a page in `locale`. */
async function payByCard(who: TestAccount, orderId: string, locale?: Locale, plan?: 'deposit') {
  const started = await call(who, 'POST', '/api/payment', {
    locale,
    payload: { orderId, ...(plan ? { plan } : {}) },
  })
  expect(started.statusCode, started.body).toBe(200)
  const confirmed = await call(who, 'POST', '/api/payment/sandbox/confirm', {
    locale,
    payload: {
      clientSecret: started.json().clientSecret,
      cardNumber: sandboxTestCards.success,
      expiry: '12/34',
      cvc: '123',
    },
  })
  expect(confirmed.statusCode, confirmed.body).toBe(200)
}

const localeOfAccount = async (email: string) =>
  (
    await t.database.db.select({ locale: users.locale }).from(users).where(eq(users.email, email))
  )[0]?.locale

const localeOfOrder = async (id: string) =>
  (await t.database.db.select({ locale: orders.locale }).from(orders).where(eq(orders.id, id)))[0]
    ?.locale

describe('a customer on the Bangla site', () => {
  it('signs up and books in Bangla, and gets every mail in Bangla with /bn links', async () => {
    const customer = await signUpFrom('bn')
    expect(await localeOfAccount(customer.email)).toBe('bn')

    // The verification mail: Bangla, and its link ends on the Bangla profile page.
    const verify = await arrived(
      customer.email,
      bangla(() => mail.verifySubject),
    )
    expect(textOf(verify)).toContain(bangla(() => mail.verifyPlease))
    expect(textOf(verify)).toContain(bangla(() => mail.dear({ name: 'Rafiq Hasan' })))
    expect(textOf(verify)).not.toContain(mail.verifyPlease)
    expect(await openVerificationLink(verify)).toBe('/bn/Dashboard/Profile?verified=1')

    const { tour, departure } = await tourWithDate('Sajek Valley', { nameBn: 'সাজেক ভ্যালি' })
    const order = await book(customer, { tourId: tour.id, departureId: departure.id }, 'bn')
    expect(await localeOfOrder(order._id)).toBe('bn')
    // The order keeps both names: each page shows its own, the mails the order's language's.
    expect(order.tourName).toBe('সাজেক ভ্যালি')
    const mine = async (locale: Locale) =>
      (
        (await call(customer, 'GET', `/api/order/${customer.email}`, { locale })).json() as Order[]
      ).map((o) => o.tourName)
    expect(await mine('bn')).toEqual(['সাজেক ভ্যালি'])
    expect(await mine('en')).toEqual(['Sajek Valley'])

    const confirmation = await arrived(
      customer.email,
      bangla(() => mail.bookingSubject({ tour: 'সাজেক ভ্যালি' })),
    )
    const text = textOf(confirmation)
    expect(text).toContain(bangla(() => mail.bookingReference({ reference: order.reference })))
    // The date as Bangla writes it (bn-BD), the travellers in Bangla digits.
    expect(text).toContain(
      bangla(() => mail.departure({ date: formatLongDate(departure.date, 'bn'), travellers: 2 })),
    )
    expect(formatLongDate(departure.date, 'bn')).toMatch(/[০-৯]/)
    expect(text).toContain(bangla(() => mail.bookingUnpaid))
    expect(text).toContain('http://127.0.0.1/bn/Dashboard/MyBooking')
    expect(htmlOf(confirmation)).toContain('href="http://127.0.0.1/bn/Dashboard/MyBooking"')
    expect(htmlOf(confirmation)).toContain(bangla(() => mail.openMyBooking))
    expect(text).not.toContain('Booking reference')

    // Paid from an English page: the receipt is the order's, so still Bangla.
    await payByCard(customer, order._id, 'en')
    const receipt = await arrived(
      customer.email,
      bangla(() => mail.receiptSubject({ tour: 'সাজেক ভ্যালি' })),
    )
    expect(textOf(receipt)).toContain(bangla(() => mail.cardEnding({ last4: '4242' })))
    expect(textOf(receipt)).toContain(
      bangla(() => mail.line({ label: mail.order, value: order._id })),
    )
    expect(textOf(receipt)).toContain('http://127.0.0.1/bn/Dashboard/MyBooking')
    expect(textOf(receipt)).not.toContain('We received')
    // Paid from an English page, read on a Bangla one: still its Bangla name.
    const one = await call(customer, 'GET', `/api/orders/${order._id}`, { locale: 'bn' })
    expect((one.json() as Order).tourName).toBe('সাজেক ভ্যালি')
  })
})

describe('a customer on the English site', () => {
  it('signs up and books in English, and gets every mail in English with English links', async () => {
    const customer = await signUpFrom(undefined)
    expect(await localeOfAccount(customer.email)).toBe('en')
    const verify = await arrived(customer.email, mail.verifySubject)
    expect(textOf(verify)).toContain(mail.verifyPlease)
    expect(await openVerificationLink(verify)).toBe('/Dashboard/Profile?verified=1')

    const { tour, departure } = await tourWithDate('Kuakata Sea Beach')
    const order = await book(customer, { tourId: tour.id, departureId: departure.id }, 'en')
    expect(await localeOfOrder(order._id)).toBe('en')
    const confirmation = await arrived(
      customer.email,
      mail.bookingSubject({ tour: 'Kuakata Sea Beach' }),
    )
    expect(textOf(confirmation)).toContain(
      `Departure: ${formatLongDate(departure.date)}, 2 travellers`,
    )
    expect(textOf(confirmation)).toContain('http://127.0.0.1/Dashboard/MyBooking')
    expect(textOf(confirmation)).not.toContain('/bn/')

    // Paid from a Bangla page: the order was booked in English, so is its receipt.
    await payByCard(customer, order._id, 'bn')
    const receipt = await arrived(
      customer.email,
      mail.receiptSubject({ tour: 'Kuakata Sea Beach' }),
    )
    expect(textOf(receipt)).toContain('We received $190 for Kuakata Sea Beach')
    expect(textOf(receipt)).not.toContain('/bn/')
  })

  it('whose latest booking is in Bangla gets the account’s mails in Bangla, even asked in English', async () => {
    const customer = await createAccount(t, { name: 'Nadia' })
    expect(await localeOfAccount(customer.email)).toBe('en')
    const { tour, departure } = await tourWithDate('Srimangal Tea Gardens')
    await book(customer, { tourId: tour.id, departureId: departure.id }, 'bn')
    expect(await localeOfAccount(customer.email)).toBe('bn')

    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ORIGIN, 'accept-language': 'en' },
      payload: { email: customer.email },
      remoteAddress: randomIp(),
    })
    expect(asked.statusCode, asked.body).toBe(200)
    const reset = await arrived(
      customer.email,
      bangla(() => mail.resetSubject),
    )
    expect(textOf(reset)).toContain(bangla(() => mail.resetAsked))
    const link = new URL(/https?:\/\/\S+reset-password\S+/.exec(textOf(reset))![0])
    expect(link.searchParams.get('callbackURL')).toBe('/bn/reset-password')
  })
})

describe('mails sent by someone else, or by no one', () => {
  it('an admin on the English site cancels a departure: each customer is mailed in their own language', async () => {
    const admin = await createAccount(t, { role: 'admin' })
    const rafiq = await createAccount(t, { name: 'Rafiq' })
    const emma = await createAccount(t, { name: 'Emma' })
    const { tour, departure } = await tourWithDate('Sundarbans Cruise')
    const inBangla = await book(rafiq, { tourId: tour.id, departureId: departure.id }, 'bn')
    const inEnglish = await book(emma, { tourId: tour.id, departureId: departure.id }, 'en')
    await payOrder(t.database.db, inBangla._id)
    await payOrder(t.database.db, inEnglish._id)

    const cancelled = await call(admin, 'POST', `/api/departures/${departure.id}/cancel`, {
      locale: 'en',
      payload: {},
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    // The bookings are cancelled by the lifecycle worker, outside the admin's request.
    await t.app.lifecycle.idle()

    const withdrawn = (locale: Locale) =>
      withLocale(locale, () =>
        messages.errors.departureWithdrawn({ date: formatLongDate(departure.date, locale) }),
      )
    const toRafiq = await arrived(
      rafiq.email,
      bangla(() => mail.cancellationSubject({ tour: 'Sundarbans Cruise' })),
    )
    expect(textOf(toRafiq)).toContain(
      bangla(() => mail.cancelledByCompany({ tour: 'Sundarbans Cruise' })),
    )
    expect(textOf(toRafiq)).toContain(withdrawn('bn'))
    // Amounts in the reader's digits too ($১৯০ in Bangla).
    expect(textOf(toRafiq)).toContain(
      bangla(() => mail.refundOnItsWay({ amount: formatMoney(fromMajor(190, 'usd')) })),
    )
    expect(textOf(toRafiq)).toContain('http://127.0.0.1/bn/Dashboard/MyBooking')

    const toEmma = await arrived(
      emma.email,
      mail.cancellationSubject({ tour: 'Sundarbans Cruise' }),
    )
    expect(textOf(toEmma)).toContain(withdrawn('en'))
    expect(textOf(toEmma)).toContain(mail.refundOnItsWay({ amount: '$190' }))
    expect(textOf(toEmma)).not.toContain('/bn/')

    // The company's books keep the reason in its own language, whichever the customer's.
    const reasons = await t.database.db
      .select({ reason: orders.cancelReason })
      .from(orders)
      .where(eq(orders.departureId, departure.id))
    expect(reasons.map((r) => r.reason)).toEqual([withdrawn('en'), withdrawn('en')])
  })

  it('a balance reminder, queued by the worker with no request, is in the order’s language', async () => {
    const customer = await createAccount(t, { name: 'Rafiq' })
    const { tour, departure } = await tourWithDate('Cox’s Bazar Beach', { daysAhead: 40 })
    await t.database.db
      .update(places)
      .set({ depositPercent: 20, balanceDueDays: 14 })
      .where(eq(places.id, tour.id))
    const order = await book(customer, { tourId: tour.id, departureId: departure.id }, 'bn')
    await payByCard(customer, order._id, 'bn', 'deposit')
    // The balance falls due in 5 days, as a test clock would have it.
    const due = addDays(dhakaToday(), 5)
    await t.database.db.update(orders).set({ balanceDueOn: due }).where(eq(orders.id, order._id))

    const queued = await queueBalanceReminders({ db: t.database.db, publicUrl: t.config.publicUrl })
    expect(queued).toBe(1)
    t.app.mailWorker.nudge()
    const reminder = await arrived(
      customer.email,
      bangla(() => mail.reminderSubject({ tour: 'Cox’s Bazar Beach' })),
    )
    expect(textOf(reminder)).toContain(
      bangla(() =>
        mail.reminderDue({
          tour: 'Cox’s Bazar Beach',
          amount: formatMoney(fromMajor(152, 'usd')),
          date: formatLongDate(due, 'bn'),
        }),
      ),
    )
    expect(textOf(reminder)).toContain(`http://127.0.0.1/bn/Dashboard/Pay/${order._id}`)
  })

  it('a waitlist offer, booked and mailed by the worker, is in the language its customer joined in', async () => {
    const first = await createAccount(t, { name: 'Emma' })
    const waiting = await createAccount(t, { name: 'Rafiq' })
    const { tour, departure } = await tourWithDate('Ratargul Swamp Forest', { capacity: 2 })
    const full = await book(first, { tourId: tour.id, departureId: departure.id }, 'en')
    const joined = await call(waiting, 'POST', `/api/departures/${departure.id}/waitlist`, {
      locale: 'bn',
      payload: { travellers: 2, name: 'Rafiq', phone: '+880 1712-345678' },
    })
    expect(joined.statusCode, joined.body).toBe(201)
    expect(await localeOfAccount(waiting.email)).toBe('bn')

    // The seats come free (cancelled on an English page); the worker offers them.
    expect(
      (await call(first, 'POST', `/api/orders/${full._id}/cancel`, { locale: 'en', payload: {} }))
        .statusCode,
    ).toBe(200)
    t.app.lifecycle.nudge()
    await t.app.lifecycle.idle()

    const offer = await arrived(
      waiting.email,
      bangla(() => mail.offerSubject({ tour: 'Ratargul Swamp Forest' })),
    )
    const [held] = await t.database.db
      .select({ id: orders.id, locale: orders.locale })
      .from(orders)
      .where(eq(orders.userId, waiting.id))
    expect(held!.locale).toBe('bn')
    expect(textOf(offer)).toContain(
      bangla(() => mail.offerHeld({ tour: 'Ratargul Swamp Forest', hours: 12 })),
    )
    expect(textOf(offer)).toContain(`http://127.0.0.1/bn/Dashboard/Pay/${held!.id}`)
  })
})

describe('the company’s own mail', () => {
  it('a Contact message from the Bangla site reaches the company in English, naming the language', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'accept-language': 'bn' },
      payload: {
        user_name: 'Rafiq',
        user_email: 'rafiq@example.com',
        message: 'সুন্দরবনে কবে যাওয়া যায়?',
      },
    })
    expect(sent.statusCode).toBe(202)
    const received = await arrived('team@example.com', mail.contactSubject({ name: 'Rafiq' }))
    expect(textOf(received)).toContain(
      messages.mailLanguage.contactWrittenIn({ language: messages.mailLanguage.names.bn }),
    )
    expect(textOf(received)).toContain('সুন্দরবনে কবে যাওয়া যায়?')
    expect(received.parsed.replyTo?.text).toBe('rafiq@example.com')
  })
})
