/**
 * A site priced in taka (PRICING_CURRENCY=bdt, decision 040): admins enter whole taka, the
 * server computes every total, deposit and refund in whole taka, charges exactly what it showed
 * in taka, and every answer, receipt, mail and CSV row says taka. A database keeps its currency:
 * a start in another one is refused while it holds prices. Both engines.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { mailOutbox, places, pricingCurrency } from '#server/db/schema/index.ts'
import { buildApp } from '#server/app.ts'
import { PricingCurrencyMismatch, settlePricingCurrency } from '#server/db/pricing-currency.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createOrder } from '#tests/factories/orders.ts'
import { createAccount, type TestAccount } from '#tests/support/accounts.ts'
import { bookViaApi, startPayment } from '#tests/support/orders-api.ts'
import { createTestApp, testConfig, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let alice: TestAccount
let admin: TestAccount
let divisionId: number
let divisionName: string

beforeAll(async () => {
  t = await createTestApp({ config: { pricingCurrency: 'bdt' }, lifecycleEveryMs: 3_600_000 })
  const division = await createDivision(t.database.db)
  divisionId = division.id
  divisionName = division.name
  alice = await createAccount(t)
  admin = await createAccount(t, { role: 'admin' })
})
afterAll(() => t.close())

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }

function call(
  who: TestAccount,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: { cookie: who.cookie }, payload })
}

/** A tour at `price` taka a person, with a date `daysAhead` on, booked for `travellers`. */
async function booking(
  price: number,
  daysAhead: number,
  travellers = 1,
  deposit: number | null = null,
) {
  const tour = await createPlace(t.database.db, { divisionId, price })
  await t.database.db
    .update(places)
    .set({ depositPercent: deposit, balanceDueDays: 7 })
    .where(eq(places.id, tour.id))
  const departure = await createDeparture(t.database.db, {
    tourId: tour.id,
    date: addDays(dhakaToday(), daysAhead),
  })
  const order = await bookViaApi(t, alice, tour.id, { departureId: departure.id, travellers })
  return { order, tour, departure }
}

async function pay(order: Order, plan?: 'full' | 'deposit') {
  const started = await startPayment(t, alice, order, { plan })
  expect(started.statusCode).toBe(200)
  const confirmed = await call(alice, 'POST', '/api/payment/sandbox/confirm', {
    clientSecret: started.json().clientSecret,
    ...card,
  })
  expect(confirmed.statusCode).toBe(200)
  return started.json() as { amount: number; currency: string }
}

const orderOf = async (id: string): Promise<Order> =>
  (await call(alice, 'GET', `/api/orders/${id}`)).json()

describe('a taka-priced site', () => {
  it('says so to every page, and the database remembers it', async () => {
    const company = (await t.app.inject('/api/company')).json()
    expect(company.currency).toBe('bdt')
    const [row] = await t.database.db.select().from(pricingCurrency)
    expect(row?.currency).toBe('bdt')
  })

  it("keeps an order inserted without its currency in taka (the database's own)", async () => {
    const tour = await createPlace(t.database.db, { divisionId, price: 4_500 })
    const order = await createOrder(t.database.db, {
      user: { ...alice, id: alice.id! },
      tourId: tour.id,
    })
    expect(order).toMatchObject({ currency: 'bdt', tourPrice: 4_500 })
  })

  it('takes whole taka from admins and refuses paisa, naming the field', async () => {
    const plan = {
      placeId: 9901,
      placeName: 'Sajek Valley',
      description: 'Two days above the clouds.',
      price: 6_500.5,
      review: 10,
      duration: 2,
      rating: 4.5,
      parentID: divisionId,
      divisionName,
      image: 'https://example.com/sajek.jpg',
    }
    const refused = await call(admin, 'POST', '/api/place', plan)
    expect(refused.statusCode).toBe(400)
    const wholeTaka = { path: '/price', message: expect.stringContaining('whole taka') }
    expect(refused.json().error.details).toEqual([wholeTaka])
    const made = await call(admin, 'POST', '/api/place', { ...plan, price: 6_500 })
    expect(made.statusCode).toBe(200)
    expect(made.json().price).toBe(6_500)

    const tour = await createPlace(t.database.db, { divisionId, price: 4_000 })
    const date = addDays(dhakaToday(), 30)
    const url = `/api/places/${tour.id}/departures`
    const paisa = await call(admin, 'POST', url, { date, capacity: 10, price: 3_999.99 })
    expect(paisa.statusCode).toBe(400)
    expect(paisa.json().error.details).toEqual([wholeTaka])
    const whole = await call(admin, 'POST', url, { date, capacity: 10, price: 3_999 })
    expect(whole.statusCode).toBe(201)
    expect(whole.json().price).toBe(3_999)
  })

  it('books, charges and receipts exactly the taka it showed', async () => {
    const { order } = await booking(9_999, 40, 3)
    expect(order).toMatchObject({ currency: 'bdt', tourPrice: 29_997, balanceDue: 29_997 })
    const intent = await pay(order)
    expect(intent).toMatchObject({ amount: 29_997, currency: 'bdt' })
    const paid = await orderOf(order._id)
    expect(paid).toMatchObject({ isPaid: true, paidAmount: 29_997, balanceDue: 0 })

    const receipt = (await call(alice, 'GET', `/api/receipt/${order._id}`)).json()
    expect(receipt).toMatchObject({ currency: 'bdt', price: 29_997, paidAmount: 29_997 })
    const mails = await t.database.db
      .select({ kind: mailOutbox.kind, text: mailOutbox.text })
      .from(mailOutbox)
      .where(sql`${mailOutbox.ref} like ${`${order._id}%`}`)
    const texts = mails.map((mail) => mail.text).join('\n')
    expect(texts).toContain('৳29,997')
    expect(texts).not.toContain('$')
  })

  it('rounds a deposit up and a refund down to whole taka', async () => {
    // 25% of ৳9,999 is ৳2,499.75: the deposit asks ৳2,500.
    const { order } = await booking(9_999, 40, 1, 25)
    const deposit = await pay(order, 'deposit')
    expect(deposit).toMatchObject({ amount: 2_500, currency: 'bdt' })
    expect(await orderOf(order._id)).toMatchObject({ paidAmount: 2_500, balanceDue: 7_499 })

    // 50% back 20 days before (the default policy) of ৳9,999 is ৳4,999.50: ৳4,999 goes back.
    const full = await booking(9_999, 20)
    await pay(full.order)
    const terms = (await call(alice, 'GET', `/api/orders/${full.order._id}/cancellation`)).json()
    expect(terms).toMatchObject({ refundPercent: 50, paid: 9_999, refund: 4_999 })
    const cancelled = await call(alice, 'POST', `/api/orders/${full.order._id}/cancel`, {})
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().refund).toBe(4_999)
    expect(await orderOf(full.order._id)).toMatchObject({ refundedAmount: 4_999 })
  })

  it('writes the currency in the orders CSV', async () => {
    const { order } = await booking(3_000, 30)
    const csv = await call(admin, 'GET', `/api/manageorder/export.csv?ids=${order._id}`)
    expect(csv.statusCode).toBe(200)
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(header).toContain('Price (BDT)')
    expect(header).toContain('Currency')
    expect(row).toContain(',BDT,')
  })

  it('prices the tour page in taka for search engines', async () => {
    const tour = await createPlace(t.database.db, { divisionId, price: 12_500 })
    const page = await t.app.inject(`/tour-details/${tour.id}`)
    expect(page.body).toContain('"priceCurrency":"BDT"')
  })

  it('refuses to start in dollars on a database of taka prices, and says why', async () => {
    await expect(settlePricingCurrency(t.database.db, 'usd')).rejects.toThrow(
      PricingCurrencyMismatch,
    )
    await expect(
      buildApp({
        config: testConfig({ pricingCurrency: 'usd' }),
        database: { ...t.database, close: async () => {} },
        logger: false,
      }),
    ).rejects.toThrow(/PRICING_CURRENCY is usd, but this database's prices and orders are in bdt/)
    // Nothing was changed by the refusal.
    const [row] = await t.database.db.select().from(pricingCurrency)
    expect(row?.currency).toBe('bdt')
  })
})

describe('a new database', () => {
  it('takes the currency of its first start, and a dollar demo is in dollars', async () => {
    const fresh = await createTestApp({ config: { pricingCurrency: 'usd' } })
    try {
      await settlePricingCurrency(fresh.database.db, 'bdt')
      const [row] = await fresh.database.db.select().from(pricingCurrency)
      expect(row?.currency).toBe('bdt')
    } finally {
      await fresh.close()
    }
    const demo = await createTestApp({ seed: 'demo' })
    try {
      const [row] = await demo.database.db.select().from(pricingCurrency)
      expect(row?.currency).toBe('usd')
      await expect(settlePricingCurrency(demo.database.db, 'bdt')).rejects.toThrow(
        PricingCurrencyMismatch,
      )
    } finally {
      await demo.close()
    }
  })
})
