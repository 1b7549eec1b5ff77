/**
 * The exchange rate pages show prices in taka with: everyone reads it (the starting 120 until an
 * admin sets one; served from the catalogue cache with an ETag), only admins set it, every rate
 * is kept with its date and who set it, the newest wins, the audit log records each change, and
 * a bad rate is refused with a 400 that names the field. What is charged never changes. Both
 * engines.
 */
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditPage } from '#shared/contracts/audit.ts'
import type { ExchangeRate } from '#shared/contracts/exchange-rate.ts'
import { auditLog, exchangeRates } from '#server/db/schema/index.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createAccount, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let admin: TestAccount & { id: string }
let customer: TestAccount

beforeAll(async () => {
  t = await createTestApp()
  admin = await createAccount(t, { role: 'admin' })
  customer = await createAccount(t)
})
afterAll(() => t.close())

function call(
  who: TestAccount | undefined,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...headers, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}

async function currentRate(): Promise<ExchangeRate> {
  const answer = await call(undefined, 'GET', '/api/exchange-rate')
  expect(answer.statusCode).toBe(200)
  return answer.json()
}

const setRate = (
  who: TestAccount | undefined,
  payload: unknown,
  headers?: Record<string, string>,
) => call(who, 'POST', '/api/exchange-rate', payload, headers)

async function rateEntries() {
  return t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'exchange-rate.set'))
    .orderBy(desc(auditLog.id))
}

// One file, one database: the tests run in random order, so each reads what it changed.
describe('reading the rate', () => {
  it('is public, answers the starting 120 before any admin set one, and is cached with an ETag', async () => {
    const [any] = await t.database.db.select().from(exchangeRates).limit(1)
    const answer = await call(undefined, 'GET', '/api/exchange-rate')
    expect(answer.statusCode).toBe(200)
    if (!any) expect(answer.json()).toEqual({ takaPerDollar: 120, setAt: null })
    const etag = answer.headers.etag as string
    expect(etag).toMatch(/^W\/"/)
    const again = await call(undefined, 'GET', '/api/exchange-rate', undefined, {
      'if-none-match': etag,
    })
    expect(again.statusCode).toBe(304)
  })
})

describe('setting the rate', () => {
  it('an admin sets it: kept with its date and setter, the newest wins, the cache follows at once', async () => {
    // Read first, so the cache holds the old rate.
    await currentRate()
    const first = await setRate(admin, { takaPerDollar: 121.5 })
    expect(first.statusCode).toBe(200)
    const saved: ExchangeRate = first.json()
    expect(saved.takaPerDollar).toBe(121.5)
    expect(Date.now() - Date.parse(saved.setAt!)).toBeLessThan(60_000)
    expect(await currentRate()).toEqual(saved)

    // A form's text is accepted too; the newer rate wins and the older one stays in the history.
    const second = await setRate(admin, { takaPerDollar: '119.75' })
    expect(second.statusCode).toBe(200)
    expect((await currentRate()).takaPerDollar).toBe(119.75)

    const rows = await t.database.db
      .select()
      .from(exchangeRates)
      .orderBy(desc(exchangeRates.id))
      .limit(2)
    expect(rows.map((row) => [row.paisaPerDollar, row.setBy])).toEqual([
      [11975, admin.id],
      [12150, admin.id],
    ])
  })

  it('records each change in the audit log with the rate before and after', async () => {
    const before = (await currentRate()).takaPerDollar
    const answer = await setRate(admin, { takaPerDollar: 117 })
    expect(answer.statusCode).toBe(200)
    const [entry] = await rateEntries()
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      subjectType: 'exchange-rate',
      before: { takaPerDollar: before },
      after: { takaPerDollar: 117 },
    })
    // Admins find it under its own area of the log.
    const log = await call(admin, 'GET', '/api/audit?action=exchange-rate')
    expect((log.json() as AuditPage).items[0]?.subjectId).toBe(entry!.subjectId)
  })

  it('refuses customers (403) and visitors (401), changing nothing', async () => {
    const before = await currentRate()
    const entries = (await rateEntries()).length
    expect((await setRate(customer, { takaPerDollar: 200 })).statusCode).toBe(403)
    expect((await setRate(undefined, { takaPerDollar: 200 })).statusCode).toBe(401)
    expect(await currentRate()).toEqual(before)
    expect(await rateEntries()).toHaveLength(entries)
  })

  it.each([
    ['missing', {}, 'Enter how many taka one US dollar buys.'],
    ['empty', { takaPerDollar: '' }, 'Enter how many taka one US dollar buys.'],
    ['not a number', { takaPerDollar: 'abc' }, 'Enter the rate as a number, e.g. 121.50.'],
    ['zero', { takaPerDollar: 0 }, 'Use a rate from 1 to 1,000 taka per US dollar.'],
    ['negative', { takaPerDollar: -120 }, 'Use a rate from 1 to 1,000 taka per US dollar.'],
    ['below 1', { takaPerDollar: 0.99 }, 'Use a rate from 1 to 1,000 taka per US dollar.'],
    ['above 1000', { takaPerDollar: 1000.01 }, 'Use a rate from 1 to 1,000 taka per US dollar.'],
    ['3 decimals', { takaPerDollar: 121.555 }, 'Use at most 2 decimals.'],
    ['a list', { takaPerDollar: [120] }, 'Enter the rate as a number, e.g. 121.50.'],
  ])('refuses a rate that is %s with a 400 naming the field', async (_, payload, problem) => {
    const before = await currentRate()
    const answer = await setRate(admin, payload)
    expect(answer.statusCode).toBe(400)
    const { error } = answer.json()
    expect(error.code).toBe('BAD_REQUEST')
    expect(error.message).toBe(`Invalid body field "takaPerDollar": ${problem}`)
    expect(error.details).toEqual([{ path: '/takaPerDollar', message: problem }])
    expect(await currentRate()).toEqual(before)
  })

  it('accepts the bounds themselves, 1 and 1000', async () => {
    expect((await setRate(admin, { takaPerDollar: 1 })).json().takaPerDollar).toBe(1)
    expect((await setRate(admin, { takaPerDollar: 1000 })).json().takaPerDollar).toBe(1000)
    expect((await setRate(admin, { takaPerDollar: 120 })).statusCode).toBe(200)
  })

  it('says what is wrong in Bangla to a Bangla page', async () => {
    const answer = await setRate(admin, { takaPerDollar: 5000 }, { 'accept-language': 'bn' })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().error.details).toEqual([
      {
        path: '/takaPerDollar',
        message: 'প্রতি মার্কিন ডলারে ১ থেকে ১,০০০ টাকার মধ্যে একটি হার দিন।',
      },
    ])
  })

  it('never changes what is charged: prices stay in dollars', async () => {
    const division = await createDivision(t.database.db)
    const plan = await createPlace(t.database.db, { divisionId: division.id, price: 150 })
    await setRate(admin, { takaPerDollar: 110.25 })
    const place = await call(undefined, 'GET', `/api/places/${plan.id}`)
    expect(place.json().price).toBe(150)
  })
})

describe('the table', () => {
  it('refuses a rate outside 1–1000 taka even when written directly', async () => {
    await expect(
      t.database.db.insert(exchangeRates).values({ paisaPerDollar: 99, setBy: null }),
    ).rejects.toThrow()
    await expect(
      t.database.db.insert(exchangeRates).values({ paisaPerDollar: 100_001, setBy: null }),
    ).rejects.toThrow()
  })
})
