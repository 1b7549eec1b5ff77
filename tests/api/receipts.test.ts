/**
 * The printable receipt (GET /api/receipt/:orderId): the booking's whole account from the
 * ledger, oldest first, its totals, the seller's trade licence and BIN, and the VAT inside what
 * was paid when the company is VAT-registered. Runs on PGlite and, with DATABASE_URL, on
 * PostgreSQL.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Receipt } from '#shared/contracts/payments.ts'
import { orders } from '#server/db/schema/index.ts'
import { lockOrder, planRefunds } from '#server/features/orders/ledger.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createOrder } from '#tests/factories/orders.ts'
import { payOrder } from '#tests/factories/payments.ts'
import { createAccount, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/** A VAT-registered company (15%, Bangladesh's standard rate) and one that is not. */
let vat: TestApp
let plain: TestApp

beforeAll(async () => {
  ;[vat, plain] = await Promise.all([
    createTestApp({
      config: {
        invoice: { tradeLicence: 'TRAD/DNCC/012345/2024', bin: '000123456-0101', vatPercent: 15 },
      },
    }),
    createTestApp(),
  ])
})
afterAll(() => Promise.all([vat?.close(), plain?.close()]))

function receiptOf(t: TestApp, orderId: string, who?: TestAccount) {
  return t.app.inject({
    url: `/api/receipt/${orderId}`,
    headers: who ? { cookie: who.cookie } : {},
  })
}

/** A booking of a tour at `price` dollars by a new customer. */
async function booking(t: TestApp, price: number) {
  const division = await createDivision(t.database.db)
  const tour = await createPlace(t.database.db, { divisionId: division.id, price })
  const customer = await createAccount(t)
  const order = await createOrder(t.database.db, {
    user: customer,
    tourId: tour.id,
    name: 'Rahima Khatun',
    email: customer.email,
    phone: '+880 1711-000000',
  })
  return { customer, order }
}

describe('the receipt of a booking paid in parts and partly refunded', () => {
  it('lists a deposit, the balance and a refund in order, with exact totals and VAT', async () => {
    const { customer, order } = await booking(vat, 120)
    const db = vat.database.db
    // A $30 deposit, then the $90 balance.
    await db.update(orders).set({ depositCents: 3_000 }).where(eq(orders.id, order._id))
    await payOrder(db, order._id, { amountCents: 3_000 })
    await payOrder(db, order._id)
    // Moved to a $100 date: $20 goes back (pending until the provider confirms it).
    await db.transaction(async (tx) => {
      await tx.update(orders).set({ tourPriceCents: 10_000 }).where(eq(orders.id, order._id))
      const row = await lockOrder(tx, order._id)
      await planRefunds(tx, row!, { amountCents: 2_000, purpose: 'reschedule', actor: null })
    })

    const answer = await receiptOf(vat, order._id, customer)
    expect(answer.statusCode).toBe(200)
    const receipt = answer.json() as Receipt
    expect(
      receipt.lines.map(({ kind, purpose, amount, status }) => [kind, purpose, amount, status]),
    ).toEqual([
      ['payment', 'deposit', 30, 'succeeded'],
      ['payment', 'balance', 90, 'succeeded'],
      ['refund', 'reschedule', 20, 'pending'],
    ])
    const times = receipt.lines.map((line) => Date.parse(line.at))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(receipt).toMatchObject({
      reference: order.reference,
      price: 100,
      paidAmount: 120,
      refundedAmount: 20,
      balanceDue: 0,
      customer: { name: 'Rahima Khatun', email: customer.email, phone: '+880 1711-000000' },
      seller: {
        name: 'Bangla Tours',
        address: 'House 12, Road 7, Dhanmondi, Dhaka 1205, Bangladesh',
        tradeLicence: 'TRAD/DNCC/012345/2024',
        bin: '000123456-0101',
      },
      // VAT in the $100 kept: 10000 × 15 / 115 = 1304.3 → $13.04.
      vat: { percent: 15, amount: 13.04, net: 86.96 },
    })
    expect(Date.parse(receipt.issuedAt)).toBeGreaterThan(Date.now() - 60_000)
  })
})

describe('VAT', () => {
  it('is 15% inside $120 paid: $15.65 of VAT, $104.35 net', async () => {
    const { customer, order } = await booking(vat, 120)
    await payOrder(vat.database.db, order._id)
    const receipt = (await receiptOf(vat, order._id, customer)).json() as Receipt
    expect(receipt.lines).toHaveLength(1)
    expect(receipt.lines[0]).toMatchObject({ kind: 'payment', purpose: 'full', amount: 120 })
    expect(receipt.vat).toEqual({ percent: 15, amount: 15.65, net: 104.35 })
    expect(receipt.vat!.amount + receipt.vat!.net).toBeCloseTo(120, 10)
  })

  it('is absent when the company is not VAT-registered, and so are the BIN and trade licence', async () => {
    const { customer, order } = await booking(plain, 120)
    await payOrder(plain.database.db, order._id)
    const receipt = (await receiptOf(plain, order._id, customer)).json() as Receipt
    expect(receipt).toMatchObject({
      price: 120,
      paidAmount: 120,
      refundedAmount: 0,
      balanceDue: 0,
      vat: null,
      seller: { name: 'Bangla Tours', tradeLicence: null, bin: null },
    })
  })
})

describe('who may see a receipt', () => {
  it('its customer and admins; a stranger gets 403 and a visitor 401', async () => {
    const { customer, order } = await booking(plain, 80)
    await payOrder(plain.database.db, order._id)
    const stranger = await createAccount(plain)
    const admin = await createAccount(plain, { role: 'admin' })
    expect((await receiptOf(plain, order._id, customer)).statusCode).toBe(200)
    expect((await receiptOf(plain, order._id, admin)).statusCode).toBe(200)
    expect((await receiptOf(plain, order._id, stranger)).statusCode).toBe(403)
    expect((await receiptOf(plain, order._id)).statusCode).toBe(401)
  })

  it('is 404 until something was paid', async () => {
    const { customer, order } = await booking(plain, 80)
    expect((await receiptOf(plain, order._id, customer)).statusCode).toBe(404)
  })
})
