/**
 * Backups (`db:export` / `db:import`) on real databases: a site filled through its API moves to
 * the other engine and back with every byte of every row intact, keeps working there (old
 * passwords, old sessions, orders, fresh ids), and the import refuses a non-empty target, a bad
 * file or a locked DATA_DIR without changing anything.
 *
 * Engines: the site starts on the configured engine (PGlite in memory, or PostgreSQL with
 * DATABASE_URL) and moves to the OTHER one — PGlite when on PostgreSQL; on PGlite, the
 * PostgreSQL server at DATABASE_URL's default local address when it answers. Only when no
 * PostgreSQL answers does the move stay on PGlite, and the test's title says so.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Place, PlanValues } from '#shared/contracts/catalog.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { sandboxTestCards } from '#shared/contracts/payments.ts'
import type { Database } from '#server/db/client.ts'
import { BackupError } from '#server/db/backup/backup-error.ts'
import { exportToFile } from '#server/db/backup/export-database.ts'
import { checkImportable, importBackup } from '#server/db/backup/import-database.ts'
import { checkBackupFile } from '#server/db/backup/read-backup.ts'
import * as schema from '#server/db/schema/index.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createOrder } from '#tests/factories/orders.ts'
import { signIn, signUp, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { solidPng } from '#tests/support/png.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import {
  createTestDatabase,
  testDatabaseUrl,
  type TestDatabase,
} from '#tests/support/test-database.ts'

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres'
// Each test opens several databases and exports and imports whole sites: more than the default.
vi.setConfig({ testTimeout: 120_000 })

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_500 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/** Where "the other engine" lives: null is PGlite in memory. */
const otherServer: string | null = testDatabaseUrl
  ? null
  : (await answers(LOCAL_POSTGRES))
    ? LOCAL_POSTGRES
    : null
const here = testDatabaseUrl ? 'postgres' : 'pglite'
const there = otherServer || testDatabaseUrl ? (here === 'pglite' ? 'postgres' : 'pglite') : here
const otherDatabase = (seed: 'demo' | 'none' = 'none') =>
  createTestDatabase({ seed, server: otherServer })

const ADMIN_EMAIL = uniqueEmail('admin')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'))
const cleanups: (() => Promise<void>)[] = []
let site: TestApp
let alice: TestAccount
let bob: TestAccount
let admin: TestAccount
let ordersBefore: Record<string, Order[]>
/** The tour Alice reviewed after her trip, as visitors saw it before the move. */
let reviewedBefore: { _id: string; review: number; rating: number }
let backup: string
/** Every byte value once, behind a PNG signature: an upload that tests the bytea round trip. */
const imageBytes = Buffer.concat([
  solidPng([200, 120, 40]),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
])
let imageUrl: string

async function track<T extends { close(): Promise<void> }>(thing: Promise<T>): Promise<T> {
  const value = await thing
  cleanups.push(() => value.close())
  return value
}

function call(
  t: TestApp,
  who: TestAccount | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: { ...(who ? { cookie: who.cookie } : {}), ...headers },
  })
}

/** Every line between the header (engine, time) and the end line (checksum of both). */
function dataLines(file: string): string[] {
  const lines = fs.readFileSync(file, 'utf8').split('\n')
  expect(lines.at(-1)).toBe('')
  return lines.slice(1, -2)
}

function lines(file: string): string[] {
  return fs.readFileSync(file, 'utf8').split('\n').slice(0, -1)
}

/** Writes `body` (all lines but the end line) with a correct end line: a well-formed file. */
function seal(file: string, body: string[]): string {
  const text = body.map((l) => `${l}\n`).join('')
  const tables = body.filter((l) => l.startsWith('{"table"')).map((l) => JSON.parse(l))
  const end = {
    end: true,
    tables: tables.length,
    rows: tables.reduce((sum: number, t: { rows: number }) => sum + t.rows, 0),
    sha256: createHash('sha256').update(text).digest('hex'),
  }
  fs.writeFileSync(file, `${text}${JSON.stringify(end)}\n`)
  return file
}

async function load(database: Database, file: string, replace = false) {
  const contents = await checkBackupFile(file)
  checkImportable(contents)
  return importBackup(database, contents, { replace })
}

async function exported(database: Database, name: string): Promise<string> {
  const file = path.join(dir, name)
  await exportToFile(database, file)
  return file
}

async function placeCount(database: Database): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from places`,
  )) as unknown as {
    rows: { n: number }[]
  }
  return Number(result.rows[0]!.n)
}

beforeAll(async () => {
  site = await createTestApp({ seed: 'demo', config: { adminEmails: [ADMIN_EMAIL] } })
  cleanups.push(() => site.close())
  ;[alice, bob, admin] = await Promise.all([
    signUp(site.app, { name: 'Alice Rahman' }),
    signUp(site.app, { name: 'Bob Chowdhury' }),
    signUp(site.app, { name: 'Site Admin', email: ADMIN_EMAIL }),
  ])
  const places = (await call(site, undefined, 'GET', '/api/places')).json() as { _id: string }[]
  const book = async (who: TestAccount, tourId: string, key?: string) => {
    const response = await call(
      site,
      who,
      'POST',
      '/api/order',
      { tourId, name: who.name, email: who.email, phone: '+880 1712-345678' },
      key ? { 'idempotency-key': key } : {},
    )
    expect(response.statusCode).toBe(201)
    return response.json() as Order
  }
  const pay = async (who: TestAccount, order: Order, cardNumber: string) => {
    const intent = await call(site, who, 'POST', '/api/payment', { orderId: order._id })
    const confirmed = await call(site, who, 'POST', '/api/payment/sandbox/confirm', {
      clientSecret: intent.json().clientSecret,
      cardNumber,
      expiry: '12/34',
      cvc: '123',
    })
    if (confirmed.statusCode === 200) {
      const put = await call(site, who, 'PUT', `/api/cartProducts/${order._id}`, {
        paymentIntentId: confirmed.json().paymentIntentId,
      })
      expect(put.json().isPaid).toBe(true)
    }
  }
  const paid = await book(alice, places[0]!._id, 'alice-first-booking')
  await pay(alice, paid, sandboxTestCards.success)
  await book(alice, places[5]!._id)
  // A promo code and a booking with it: the order's copy of the code and its discount travel too.
  const promo = await call(site, admin, 'POST', '/api/admin/promo-codes', {
    code: 'BACKUP10',
    kind: 'percent',
    percent: 10,
  })
  expect(promo.statusCode, promo.body).toBe(201)
  const discounted = await call(site, alice, 'POST', '/api/order', {
    tourId: places[6]!._id,
    name: alice.name,
    email: alice.email,
    phone: '+880 1712-345678',
    promoCode: 'backup10',
  })
  expect(discounted.json()).toMatchObject({ promoCode: 'BACKUP10' })
  // A departure with a hold on it: its seat count travels with the backup, counted once.
  const departure = await call(site, admin, 'POST', `/api/places/${places[3]!._id}/departures`, {
    date: addDays(dhakaToday(), 30),
    capacity: 6,
  })
  expect(departure.statusCode).toBe(201)
  // With an extra of the demo tour's (departure_extras counts it, recounted on import).
  const [extra] = (await call(site, undefined, 'GET', `/api/places/${places[3]!._id}`)).json()
    .tourPricing.extras
  const held = await call(site, bob, 'POST', '/api/order', {
    tourId: places[3]!._id,
    name: bob.name,
    email: bob.email,
    phone: '+880 1712-345678',
    departureId: departure.json()._id,
    travellers: 2,
    extras: [{ id: extra.id, quantity: 1 }],
  })
  expect(held.statusCode, held.body).toBe(201)
  // Its travellers by name (no endpoint yet: rows as order_travellers keeps them).
  await site.database.db.insert(schema.orderTravellers).values([
    { orderId: held.json()._id, position: 0, name: bob.name },
    { orderId: held.json()._id, position: 1, name: 'Bob’s brother', nationality: 'BD' },
  ])
  // A paid booking cancelled with its refund: the ledger and the sandbox's refund travel too.
  const refunded = await book(alice, places[7]!._id)
  await pay(alice, refunded, sandboxTestCards.success)
  const cancelled = await call(site, alice, 'POST', `/api/orders/${refunded._id}/cancel`, {})
  expect(cancelled.json().refund).toBeGreaterThan(0)
  // Bob waits for seats on the departure (no endpoint yet: a row as the waitlist keeps it).
  await site.database.db.insert(schema.waitlistEntries).values({
    departureId: departure.json()._id,
    userId: (
      await site.database.db.select().from(schema.users).where(eq(schema.users.email, bob.email))
    )[0]!.id,
    // More than the 4 seats left: it waits (an instance started on the copy offers nothing).
    travellers: 5,
    name: bob.name,
    email: bob.email,
    phone: '+880 1712-345678',
  })
  const declined = await book(bob, places[10]!._id)
  await pay(bob, declined, sandboxTestCards.declined)
  expect(
    (await call(site, alice, 'POST', '/api/review', { description: 'Sajek at dawn!', rating: 5 }))
      .statusCode,
  ).toBe(201)
  // A trip that has happened (a past departure, paid) and Alice's verified review of it: the
  // tour's kept figures travel with the backup, recounted once, not doubled by the trigger.
  const { db } = site.database
  const [aliceId] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(sql`${schema.users.email} = ${alice.email}`)
  const trip = await createDeparture(db, {
    tourId: places[1]!._id,
    date: addDays(dhakaToday(), -20),
  })
  await createOrder(db, {
    user: { id: aliceId!.id, name: alice.name, email: alice.email },
    tourId: places[1]!._id,
    departure: trip,
    paid: true,
    // Booked before the trip (and before her other bookings, which the tests below find first).
    createdAt: new Date(Date.now() - 40 * 86_400_000),
  })
  expect(
    (
      await call(site, alice, 'POST', `/api/places/${places[1]!._id}/reviews`, {
        rating: 1,
        text: 'Rain all week, but the guides were kind.',
      })
    ).statusCode,
  ).toBe(201)
  reviewedBefore = (await call(site, undefined, 'GET', `/api/places/${places[1]!._id}`)).json()
  for (const n of [1, 2]) {
    const contact = await site.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        user_name: `Visitor ${n}`,
        user_email: `visitor${n}@example.com`,
        message: `Hello ${n}: is the Sundarbans trip on in March? "Quotes", \\ and ünïcødé 🌿`,
      },
    })
    expect(contact.statusCode).toBe(202)
  }
  // An admin's reply to one of them (the thread's table).
  const [firstMessage] = (await call(site, admin, 'GET', '/api/messages')).json()
  expect(
    (
      await call(site, admin, 'POST', `/api/messages/${firstMessage._id}/replies`, {
        body: 'Yes, every Thursday in March.',
      })
    ).statusCode,
  ).toBe(201)
  // A plan image: bytea travels as PostgreSQL's hex text and must come back byte for byte.
  const uploaded = await site.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { cookie: admin.cookie, 'content-type': 'image/png' },
    payload: imageBytes,
  })
  expect(uploaded.statusCode).toBe(201)
  imageUrl = uploaded.json().url
  // The upload as a plan's picture (plan_images), with its copies (upload_variants).
  const [pictured] = (await call(site, undefined, 'GET', '/api/places')).json() as Place[]
  const {
    _id: planId,
    gallery: _,
    ...values
  } = (await call(site, admin, 'GET', `/api/place/${pictured!._id}/edit`)).json() as PlanValues
  const pictures = await call(site, admin, 'PUT', `/api/place/${planId}`, {
    ...values,
    images: [{ url: imageUrl, alt: 'Every byte value once' }],
  })
  expect(pictures.statusCode, pictures.body).toBe(200)
  // An admin's Refund policy, in both languages, through its endpoint.
  const policy = await call(site, admin, 'PUT', '/api/admin/pages/refunds', {
    bodyEn: 'Refunds go back to the card or wallet you paid with.',
    bodyBn: 'যে কার্ড বা ওয়ালেটে পরিশোধ করেছেন, রিফান্ড সেখানেই যায়।',
  })
  expect(policy.statusCode, policy.body).toBe(200)
  // No endpoint writes a verification yet (email and password only); a factory row covers it.
  await site.database.db.insert(schema.verifications).values({
    id: 'verification-1',
    identifier: `reset-password:${alice.email}`,
    value: 'token-value',
    expiresAt: new Date('2030-01-02T03:04:05.678Z'),
  })
  // Alice's consent to SMS (phone_consents) and a message in the phone outbox (no provider is
  // configured here, so a factory row stands for a queued one, its template as jsonb).
  const phoneChoice = await call(site, alice, 'PUT', '/api/phone/choice', {
    phone: '০১৭১২-৩৪৫৬৭৮',
    sms: true,
    whatsapp: false,
  })
  expect(phoneChoice.statusCode, phoneChoice.body).toBe(200)
  await db.insert(schema.phoneOutbox).values({
    kind: 'booking',
    ref: 'backup-phone-1',
    channel: 'whatsapp',
    to: '+8801712345678',
    text: 'বাংলা ট্যুরস: বুকিং BT-BACKUP হয়েছে।',
    template: { name: 'booking_undated', language: 'bn', params: ['BT-BACKUP', 'সুন্দরবন'] },
  })
  // A gift voucher Bob bought and paid for (its sale's payment writes the ledger's first
  // entry), part of it spent on Alice's booking: the vouchers and their ledger travel too.
  const bought = await call(site, bob, 'POST', '/api/gift-vouchers', {
    amount: site.config.pricingCurrency === 'bdt' ? 1000 : 50,
    recipientName: 'Rina',
    deliverBy: 'email',
    recipientEmail: 'rina@example.com',
  })
  expect(bought.statusCode, bought.body).toBe(201)
  const sale = (await call(site, bob, 'GET', `/api/orders/${bought.json().orderId}`)).json()
  await pay(bob, sale, sandboxTestCards.success)
  const [voucher] = await db
    .select({ code: schema.giftVouchers.code })
    .from(schema.giftVouchers)
    .where(eq(schema.giftVouchers.id, bought.json().voucherId))
  const spending = await book(alice, places[5]!._id)
  const spent = await call(site, alice, 'POST', `/api/orders/${spending._id}/gift-voucher`, {
    code: voucher!.code,
  })
  expect(spent.statusCode, spent.body).toBe(200)
  ordersBefore = {}
  for (const who of [alice, bob]) {
    ordersBefore[who.email] = (await call(site, who, 'GET', `/api/order/${who.email}`)).json()
  }
  backup = await exported(site.database, 'site.jsonl')
}, 120_000)

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe(`a site moves ${here} → ${there} → ${here}`, () => {
  let moved: TestDatabase
  let movedBackup: string

  beforeAll(async () => {
    moved = await track(otherDatabase())
    await load(moved, backup)
    movedBackup = await exported(moved, 'moved.jsonl')
  }, 120_000)

  it('the backup holds every table of the schema, each with rows', async () => {
    const contents = await checkBackupFile(backup)
    const tables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table))
    expect(contents.tables.map((t) => t.table).sort()).toEqual([...tables].sort())
    expect(contents.tables.filter((t) => t.rows === 0).map((t) => t.table)).toEqual([])
    expect(JSON.parse(lines(backup)[0]!)).toMatchObject({
      format: 'bangla-tours-backup',
      version: 1,
      migration: contents.header.migration,
      engine: here,
    })
  })

  it(`exports from ${there} and back on ${here} are the same, byte for byte`, async () => {
    expect(JSON.parse(lines(movedBackup)[0]!).engine).toBe(there)
    expect(dataLines(movedBackup)).toEqual(dataLines(backup))

    const back = await track(createTestDatabase())
    await load(back, movedBackup)
    const again = await exported(back, 'back.jsonl')
    expect(dataLines(again)).toEqual(dataLines(backup))
    // Cents, booleans and nulls as the database holds them, not as a driver maps them.
    const order = dataLines(backup).find((l) => l.includes('alice-first-booking'))!
    expect(order).toMatch(/, true, "alice-first-booking", "[^"]+", \d+, "[^"]+", "4242", "pi_/)
  })

  it('on the new engine: old passwords and sessions work, orders are there, new ids are fresh', async () => {
    const t = await track(
      createTestApp({ database: moved, config: { adminEmails: [ADMIN_EMAIL] } }),
    )
    const signedIn = await signIn(t.app, alice.email, alice.password)
    expect(signedIn.statusCode).toBe(200)
    expect((await signIn(t.app, alice.email, 'not the password')).statusCode).toBe(401)

    for (const who of [alice, bob]) {
      const orders = await call(t, who, 'GET', `/api/order/${who.email}`)
      expect(orders.statusCode).toBe(200)
      expect(orders.json()).toEqual(ordersBefore[who.email])
    }
    const paid = ordersBefore[alice.email]!.find((o) => o.isPaid)!
    expect(paid).toMatchObject({ last4: '4242', amount: paid.tourPrice })
    const receipt = await call(t, alice, 'GET', `/api/receipt/${paid._id}`)
    expect(receipt.json()).toMatchObject({ amount: paid.tourPrice, last4: '4242' })

    const oldIds = Object.values(ordersBefore).flatMap((orders) => orders.map((o) => o._id))
    const fresh = await call(t, bob, 'POST', '/api/order', {
      tourId: paid.tourId,
      name: bob.name,
      email: bob.email,
      phone: '01712345678',
    })
    expect(fresh.statusCode).toBe(201)
    expect(oldIds).not.toContain(fresh.json()._id)
    // The idempotency key came along: the same retried booking lands on the old order.
    const retried = await call(
      t,
      alice,
      'POST',
      '/api/order',
      { tourId: paid.tourId, name: alice.name, email: alice.email, phone: '+880 1712-345678' },
      { 'idempotency-key': 'alice-first-booking' },
    )
    expect(retried.statusCode).toBe(200)
    expect(retried.json()._id).toBe(paid._id)

    // Indexes came with the schema: still one review per account per day.
    expect(
      (await call(t, alice, 'POST', '/api/review', { description: 'Again!', rating: 4 }))
        .statusCode,
    ).toBe(409)
    const reviews = (await call(t, undefined, 'GET', '/api/review')).json() as {
      description: string
    }[]
    expect(reviews.map((r) => r.description)).toContain('Sajek at dawn!')

    // The tour's figures came along once, and the review still counts once per traveller.
    const reviewed = (await call(t, undefined, 'GET', `/api/places/${reviewedBefore._id}`)).json()
    expect(reviewed).toMatchObject({
      review: reviewedBefore.review,
      rating: reviewedBefore.rating,
    })
    const tourReviews = (
      await call(t, undefined, 'GET', `/api/places/${reviewedBefore._id}/reviews`)
    ).json()
    expect(tourReviews).toMatchObject({ total: 1, items: [{ name: 'Alice Rahman', rating: 1 }] })
    expect(
      (
        await call(t, alice, 'POST', `/api/places/${reviewedBefore._id}/reviews`, {
          rating: 5,
          text: 'Again!',
        })
      ).statusCode,
    ).toBe(409)

    const messages = await call(t, admin, 'GET', '/api/messages')
    expect(messages.statusCode).toBe(200)
    expect(JSON.stringify(messages.json())).toContain('ünïcødé 🌿')
    const outbox = await call(t, admin, 'GET', '/api/outbox')
    expect(outbox.statusCode).toBe(200)
    expect(JSON.stringify(outbox.json()).length).toBeGreaterThan(100)
    expect((await call(t, bob, 'GET', '/api/messages')).statusCode).toBe(403)

    const image = await call(t, undefined, 'GET', imageUrl)
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.rawPayload.equals(imageBytes)).toBe(true)
  })
})

describe('types are exact across engines', () => {
  const probe = sql`create table backup_probe (
    id bigint generated always as identity primary key,
    big bigint, amount numeric(14, 2), doc jsonb, tags text[], data bytea, f4 real,
    f8 double precision, at timestamptz, day date, span interval, flag boolean, note text,
    small smallint)`

  it(`bigint, numeric, jsonb, arrays, bytea, floats, timestamps and nulls survive ${here} → ${there}`, async () => {
    const source = await track(createTestDatabase())
    const target = await track(otherDatabase())
    for (const database of [source, target]) await database.db.execute(probe)
    await source.db.execute(sql`insert into backup_probe
      (big, amount, doc, tags, data, f4, f8, at, day, span, flag, note, small) values
      (9007199254740993, 123456789012.34, '{"b": [1, 2.50, null], "a": "x"}',
       array['a b', 'c,d', null, '"q"'], '\\x00ff10', 4.7, 0.1::float8 + 0.2,
       '2024-02-29 23:59:59.123456+06', '2024-02-29', '1 year 2 mons 3 days 04:05:06.789',
       true, E'line\\nnext\\t"quoted" \\\\ é 😀 \\u2028', -32768),
      (-9223372036854775808, -0.01, 'null', '{}', '', 'NaN', '-Infinity', 'infinity',
       '0044-03-15 BC', '-1 days', false, '', 32767),
      (null, null, null, null, null, null, null, null, null, null, null, null, null),
      (1, 1, '"a string"', '{}', '\\x', 1e-45, 1.7976931348623157e308, '1970-01-01 00:00:00+00',
       '1970-01-01', '0', false, 'last', 0)`)
    await source.db.execute(sql`delete from backup_probe where id = 4`)

    const file = await exported(source, 'probe.jsonl')
    await load(target, file)
    const rows = async (database: Database) =>
      (
        (await database.db.execute(
          sql`select t::text as r from backup_probe t order by id`,
        )) as unknown as { rows: { r: string }[] }
      ).rows.map((row) => row.r)
    expect(await rows(target)).toEqual(await rows(source))
    expect(dataLines(await exported(target, 'probe-back.jsonl'))).toEqual(dataLines(file))
    // A bigint travels as a string: no JSON reader rounds it to 9007199254740992.
    expect(
      dataLines(file).find((l) => l.startsWith('["1", "9007199254740993", "123456789012.34"')),
    ).toBeDefined()

    // Identity and serial columns continue after the imported rows.
    const inserted = (await target.db.execute(
      sql`insert into backup_probe (note) values ('new') returning id::int as id`,
    )) as unknown as { rows: { id: number }[] }
    expect(inserted.rows[0]!.id).toBe(4)
  })
})

describe('refusals change nothing', () => {
  it('a non-empty target is refused without --replace, and replaced with it', async () => {
    const target = await track(createTestDatabase({ seed: 'demo' }))
    const before = await exported(target, 'demo-before.jsonl')
    const refusal = load(target, backup)
    await expect(refusal).rejects.toThrow(BackupError)
    await expect(refusal).rejects.toThrow(
      /not empty \(rows in (audit_log, )?divisions, .*places.*--replace/,
    )
    expect(dataLines(await exported(target, 'demo-after.jsonl'))).toEqual(dataLines(before))

    const summary = await load(target, backup, true)
    expect(summary.replaced).toBe(true)
    expect(dataLines(await exported(target, 'replaced.jsonl'))).toEqual(dataLines(backup))
  })

  it('a missing, foreign, truncated or edited file is refused before any database is opened', async () => {
    const all = lines(backup)
    const cases: [string, string | (() => string), RegExp][] = [
      ['missing', path.join(dir, 'nope.jsonl'), /No backup file at .*nope\.jsonl/],
      ['foreign', path.resolve('package.json'), /not valid JSON|not a Bangla Tours backup/],
      [
        'empty',
        () => (fs.writeFileSync(path.join(dir, 'empty'), ''), path.join(dir, 'empty')),
        /is empty/,
      ],
      ['truncated', () => write('truncated', all.slice(0, -4)), /incomplete: it stops at line/],
      [
        'cut mid-line',
        () => write('cut', [...all.slice(0, 20), all[20]!.slice(0, 30)]),
        /line 21 is not valid JSON/,
      ],
      [
        'edited',
        () =>
          write(
            'edited',
            all.map((l) => l.replace('"Dhaka"', '"Dhakx"')),
          ),
        /checksum does not match/,
      ],
      [
        'row of wrong width',
        () =>
          seal(
            path.join(dir, 'wide'),
            all.slice(0, -1).map((l, i) => (i === 2 ? l.replace(/^\[/, '[0, ') : l)),
          ),
        /line 3 should be a row of audit_log with 9 values/,
      ],
    ]
    for (const [, given, message] of cases) {
      const file = typeof given === 'string' ? given : given()
      await expect(checkBackupFile(file)).rejects.toThrow(message)
    }

    const header = JSON.parse(all[0]!)
    const older = seal(path.join(dir, 'older'), [
      JSON.stringify({ ...header, migration: '0003_payments' }),
      ...all.slice(1, -1),
    ])
    const contents = await checkBackupFile(older)
    expect(() => checkImportable(contents)).toThrow(
      /at migration 0003_payments, this code is at \d{4}_\w+/,
    )

    function write(name: string, body: string[]) {
      const file = path.join(dir, name)
      fs.writeFileSync(file, body.map((l) => `${l}\n`).join(''))
      return file
    }
  })

  it('a row the database rejects rolls the whole import back, --replace included', async () => {
    const all = lines(backup)
    // A well-formed file (good checksum) whose last place breaks a check constraint.
    const heading = all.findIndex((l) => l.startsWith('{"table":"places"'))
    const last = heading + (JSON.parse(all[heading]!) as { rows: number }).rows
    // rating, then division_id, then the image path.
    const broken = all[last]!.replace(/, \d(\.\d+)?, (\d+), "\//, ', 9, $2, "/')
    expect(broken).not.toBe(all[last])
    const bad = seal(
      path.join(dir, 'bad-rating.jsonl'),
      all.slice(0, -1).map((l, i) => (i === last ? broken : l)),
    )

    const empty = await track(createTestDatabase())
    await expect(load(empty, bad)).rejects.toThrow(
      /refused a row of places \(.*places_rating_range.*\); nothing was imported/,
    )
    expect(await placeCount(empty)).toBe(0)
    // The same database still takes a good file afterwards: nothing half-loaded is in the way.
    await load(empty, backup)

    const full = await track(createTestDatabase({ seed: 'demo' }))
    const before = await exported(full, 'full-before.jsonl')
    await expect(load(full, bad, true)).rejects.toThrow(
      /refused a row of places \(.*places_rating_range.*\); nothing was imported/,
    )
    expect(dataLines(await exported(full, 'full-after.jsonl'))).toEqual(dataLines(before))
  })
})

describe('the npm scripts', () => {
  const root = path.resolve('.')
  function run(command: 'export' | 'import', args: string[], env: Record<string, string>) {
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(
        path.join(root, 'node_modules/.bin/tsx'),
        [`scripts/db-${command}.ts`, ...args],
        { cwd: root, env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env } },
      )
      let stdout = ''
      let stderr = ''
      // Decoded as a stream: a Bangla letter split between two chunks stays one letter.
      child.stdout.setEncoding('utf8')
      child.stderr.setEncoding('utf8')
      child.stdout.on('data', (chunk: string) => (stdout += chunk))
      child.stderr.on('data', (chunk: string) => (stderr += chunk))
      child.on('close', (code) => resolve({ code, stdout, stderr }))
    })
  }

  it('move an embedded DATA_DIR, refuse while a server holds it, write stdout with --out -', async () => {
    const dataDir = path.join(dir, 'site-data')
    const env = { DATA_DIR: dataDir }
    const truncated = path.join(dir, 'cli-truncated.jsonl')
    fs.writeFileSync(truncated, lines(backup).slice(0, 30).join('\n'))

    // Failures that need no database, side by side: one line each, status 1.
    const missingFile = path.join(dir, 'nope.jsonl')
    const [nothing, missing, cut, unknownOption] = await Promise.all([
      run('export', ['--out', path.join(dir, 'x.jsonl')], env),
      run('import', ['--in', missingFile], env),
      run('import', ['--in', truncated], env),
      run('export', ['--outfile', 'x'], env),
    ])
    expect([nothing, missing, cut, unknownOption].map((r) => r.code)).toEqual([1, 1, 1, 1])
    expect(nothing.stderr).toBe(
      `db:export: No embedded database in ${dataDir}: check DATA_DIR (or set DATABASE_URL to export from PostgreSQL).\n`,
    )
    expect(missing.stderr).toBe(`db:import: No backup file at ${missingFile}.\n`)
    expect(cut.stderr).toBe(
      `db:import: ${truncated} is incomplete: it stops at line 30 without the end line (cut short or truncated).\n`,
    )
    expect(unknownOption.stderr).toMatch(
      /^db:export: Unknown option '--outfile'.*\nusage: npm run db:export/,
    )
    expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(false)

    const imported = await run('import', ['--in', backup], env)
    expect(imported.stderr).toBe('')
    expect(imported.code).toBe(0)
    expect(imported.stdout).toMatch(
      /^Imported \d+ rows in \d+ tables from .* into the embedded database in .*site-data in \d+ ms\.\n$/,
    )

    const out = path.join(dir, 'cli.jsonl')
    const exportedFile = await run('export', ['--out', out], env)
    expect(exportedFile.code).toBe(0)
    expect(exportedFile.stderr).toMatch(
      /^Exported \d+ rows in \d+ tables \(migration \d{4}_\w+\) from the embedded database in .*site-data to .*cli\.jsonl: [\d.]+ KiB in \d+ ms\.\n$/,
    )
    expect(dataLines(out)).toEqual(dataLines(backup))
    expect(fs.statSync(out).mode & 0o777).toBe(0o600)
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([])

    // A running server holds the folder (its pid in server.lock): both commands refuse.
    const lock = path.join(dataDir, 'server.lock')
    fs.writeFileSync(lock, `${process.pid}\n`)
    const locked = await Promise.all([
      run('export', ['--out', path.join(dir, 'locked.jsonl')], env),
      run('import', ['--in', backup, '--replace'], env),
    ])
    for (const [i, command] of (['export', 'import'] as const).entries()) {
      expect(locked[i]!.code).toBe(1)
      expect(locked[i]!.stderr).toBe(
        `db:${command}: DATA_DIR ${dataDir} is in use by another server (pid ${process.pid}). ` +
          'Stop it first, or give this one its own DATA_DIR.\n',
      )
    }
    expect(fs.existsSync(path.join(dir, 'locked.jsonl'))).toBe(false)
    fs.rmSync(lock)

    // Stdout carries the backup alone; a second import finds the folder full.
    const [toStdout, again] = [
      await run('export', ['--out', '-'], env),
      await run('import', ['--in', backup], env),
    ]
    expect(toStdout.code).toBe(0)
    fs.writeFileSync(path.join(dir, 'stdout.jsonl'), toStdout.stdout)
    expect(dataLines(path.join(dir, 'stdout.jsonl'))).toEqual(dataLines(backup))
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(
      /^db:import: The target database is not empty \(rows in [a-z_, ]+\): import into an empty database, or add --replace to delete everything in it first\.\n$/,
    )
  }, 240_000)

  it.skipIf(!testDatabaseUrl && !otherServer)(
    'import into and export from PostgreSQL with DATABASE_URL',
    async () => {
      const target = await track(createTestDatabase({ server: testDatabaseUrl ?? otherServer }))
      const env = { DATABASE_URL: target.url!, DATA_DIR: path.join(dir, 'unused') }
      const imported = await run('import', ['--in', backup], env)
      expect(imported.stderr).toBe('')
      expect(imported.stdout).toMatch(/into PostgreSQL 127\.0\.0\.1:5432\/test_/)
      const out = path.join(dir, 'cli-pg.jsonl')
      expect((await run('export', ['--out', out], env)).code).toBe(0)
      expect(JSON.parse(lines(out)[0]!).engine).toBe('postgres')
      expect(dataLines(out)).toEqual(dataLines(backup))
    },
    120_000,
  )
})
