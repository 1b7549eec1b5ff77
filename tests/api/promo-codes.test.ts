/**
 * Promo codes (issue 33 item 3; decision 050), on the configured engine (PGlite in memory, or
 * PostgreSQL with DATABASE_URL): admins create, edit, pause and page through codes, audited; a
 * quote and a booking refuse a code for each of its reasons, in both languages; a booking keeps
 * its code and discount as they were; the limits hold under concurrent bookings; moves reprice
 * the discount by the booking's own terms; refunds never pass what was paid; and a property
 * test over random bookings, payments, moves and cancellations keeps every total at or above
 * zero and every refund within what was paid.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import type { AdminPromoCode, PromoCodeInput } from '#shared/contracts/promo-codes.ts'
import type { TourPricingValues } from '#shared/contracts/tour-pricing.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { bn } from '#shared/i18n/bn.ts'
import { en } from '#shared/i18n/en.ts'
import { promoDiscount } from '#shared/promo-discount.ts'
import { auditLog, orders, places } from '#server/db/schema/index.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createAccount, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { seeded } from '#tests/support/seeded.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
let t: TestApp
let admin: TestAccount
let alice: TestAccount
let bob: TestAccount
let divisionId: number

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [ADMIN_EMAIL] } })
  divisionId = (await createDivision(t.database.db)).id
  admin = await createAccount(t, { email: ADMIN_EMAIL, name: 'Admin' })
  alice = await createAccount(t, { name: 'Alice Family' })
  bob = await createAccount(t, { name: 'Bob Single' })
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT'
function call(
  who: TestAccount | undefined,
  method: Method,
  url: string,
  payload?: object,
  locale = 'en',
) {
  return t.app.inject({
    method,
    url,
    headers: { 'accept-language': locale, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload !== undefined && { payload }),
  })
}

/** Adults $100 (a date may price them apart), children $60, an AC coach $15 per traveller. */
const PRICING: TourPricingValues = {
  categories: [{ kind: 'child', priceMinor: 6000, minAge: 5, maxAge: 11, seat: true }],
  extras: [
    {
      id: 'ac-coach',
      name: 'AC coach',
      nameBn: null,
      priceMinor: 1500,
      per: 'traveller',
      stock: null,
    },
  ],
}

async function tourWithDates(prices: (number | null)[] = [null]) {
  const tour = await createPlace(t.database.db, { divisionId, price: 100 })
  await t.database.db
    .update(places)
    .set({ pricing: PRICING, depositPercent: 30, balanceDueDays: 3 })
    .where(eq(places.id, tour.id))
  const dates = []
  for (const priceCents of prices) {
    dates.push(await createDeparture(t.database.db, { tourId: tour.id, capacity: 40, priceCents }))
  }
  return { tour, dates }
}

let codeNumber = 0
/** A fresh code's text: codes are unique across the whole file. */
const nextCode = (prefix = 'EID') => `${prefix}${++codeNumber}X${Math.floor(Math.random() * 1e6)}`

async function createCode(input: Partial<PromoCodeInput> & { kind?: 'percent' | 'amount' }) {
  const response = await call(admin, 'POST', '/api/admin/promo-codes', {
    code: nextCode(),
    kind: 'percent',
    percent: 10,
    ...input,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as AdminPromoCode
}

interface Booking {
  party?: { adult?: number; child?: number }
  extras?: { id: string; quantity: number }[]
  promoCode?: string
  departureId?: string
}
function book(who: TestAccount, tourId: string, booking: Booking, locale = 'en') {
  return call(
    who,
    'POST',
    '/api/order',
    {
      tourId,
      name: who.name,
      email: who.email,
      phone: '+880 1712-345678',
      party: { adult: 1 },
      ...booking,
    },
    locale,
  )
}

async function pay(who: TestAccount, order: Order, plan?: 'deposit' | 'full') {
  const started = await call(who, 'POST', '/api/payment', {
    orderId: order._id,
    ...(plan && { plan }),
  })
  expect(started.statusCode, started.body).toBe(200)
  const confirmed = await call(who, 'POST', '/api/payment/sandbox/confirm', {
    clientSecret: started.json().clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12 / 34',
    cvc: '123',
  })
  expect(confirmed.statusCode, confirmed.body).toBe(200)
  return orderOf(who, order._id)
}

async function orderOf(who: TestAccount, id: string): Promise<Order> {
  const response = await call(who, 'GET', `/api/orders/${id}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as Order
}

describe('admins', () => {
  it('create a code kept upper case, refuse its text twice, and check each field', async () => {
    const text = nextCode('boishakh').toLowerCase()
    const created = await call(admin, 'POST', '/api/admin/promo-codes', {
      code: `  ${text} `,
      kind: 'amount',
      amount: 20,
      maxUses: 5,
      startsOn: dhakaToday(),
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({
      code: text.toUpperCase(),
      kind: 'amount',
      amount: 20,
      percent: null,
      currency: 'usd',
      maxUses: 5,
      paused: false,
      createdBy: ADMIN_EMAIL,
      uses: 0,
      revenue: 0,
    })
    const again = await call(admin, 'POST', '/api/admin/promo-codes', {
      code: text.toUpperCase(),
      kind: 'percent',
      percent: 5,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.details).toEqual([
      { path: '/code', message: en.promoAdmin.duplicate },
    ])
    const bad = await call(admin, 'POST', '/api/admin/promo-codes', {
      code: 'x!',
      kind: 'percent',
      percent: 0,
      startsOn: '2031-05-02',
      endsOn: '2031-05-01',
    })
    expect(bad.statusCode).toBe(400)
    const paths = bad.json().error.details.map((d: { path: string }) => d.path)
    expect(paths).toEqual(expect.arrayContaining(['/code', '/percent']))
  })

  it('edit and pause a code, each change in the audit log', async () => {
    const code = await createCode({ percent: 10 })
    const edited = await call(admin, 'PUT', `/api/admin/promo-codes/${code.id}`, {
      code: code.code,
      kind: 'percent',
      percent: 25,
      maxUsesPerCustomer: 1,
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({ percent: 25, maxUsesPerCustomer: 1 })
    const paused = await call(admin, 'PUT', `/api/admin/promo-codes/${code.id}/paused`, {
      paused: true,
    })
    expect(paused.json()).toMatchObject({ paused: true })
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, code.id))
      .orderBy(auditLog.id)
    expect(entries.map((entry) => entry.action)).toEqual([
      'promo-code.created',
      'promo-code.updated',
      'promo-code.paused',
    ])
    expect(entries[1]).toMatchObject({
      actorEmail: ADMIN_EMAIL,
      before: { percent: 10, maxUsesPerCustomer: null },
      after: { percent: 25, maxUsesPerCustomer: 1 },
    })
    const missing = await call(
      admin,
      'PUT',
      '/api/admin/promo-codes/00000000-0000-4000-8000-000000000000/paused',
      { paused: true },
    )
    expect(missing.statusCode).toBe(404)
  })

  it('page through every code by the cursor, newest first, each once', async () => {
    for (let i = 0; i < 5; i++) await createCode({ percent: 5 + i })
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    let total: number | null = null
    do {
      const query: string = cursor ? `limit=2&cursor=${cursor}` : 'limit=2'
      const page = await call(admin, 'GET', `/api/admin/promo-codes?${query}`)
      expect(page.statusCode, page.body).toBe(200)
      const body = page.json() as { items: AdminPromoCode[]; nextCursor: string | null }
      if (pages === 0) total = page.json().total
      else expect(page.json().total).toBeNull()
      seen.push(...body.items.map((item) => item.id))
      cursor = body.nextCursor
      pages++
    } while (cursor)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen.length).toBe(total)
    expect(total).toBeGreaterThanOrEqual(5)
    const bad = await call(admin, 'GET', '/api/admin/promo-codes?cursor=nonsense')
    expect(bad.statusCode).toBe(400)
  })

  it('are the only ones who see or change codes', async () => {
    expect((await call(undefined, 'GET', '/api/admin/promo-codes')).statusCode).toBe(401)
    expect((await call(alice, 'GET', '/api/admin/promo-codes')).statusCode).toBe(403)
    const quote = await call(undefined, 'POST', '/api/promo-codes/check', {
      code: 'ANYCODE',
      tourId: '00000000-0000-4000-8000-000000000000',
    })
    expect(quote.statusCode).toBe(401)
    const made = await call(alice, 'POST', '/api/admin/promo-codes', {
      code: nextCode(),
      kind: 'percent',
      percent: 90,
    })
    expect(made.statusCode).toBe(403)
  })
})

describe('a booking with a code', () => {
  it('takes its percent off the travellers and extras, and keeps it as it was', async () => {
    const { tour, dates } = await tourWithDates()
    const code = await createCode({ percent: 15 })
    const booked = await book(alice, tour.id, {
      departureId: dates[0]!.id,
      party: { adult: 2, child: 1 },
      extras: [{ id: 'ac-coach', quantity: 3 }],
      promoCode: code.code.toLowerCase(),
    })
    expect(booked.statusCode, booked.body).toBe(201)
    // 2 × $100 + $60 + 3 × $15 = $305; 15% is $45.75.
    expect(booked.json()).toMatchObject({
      promoCode: code.code,
      discount: 45.75,
      tourPrice: 259.25,
      balanceDue: 259.25,
    })
    // The code changes and is paused: the order keeps what it booked.
    await call(admin, 'PUT', `/api/admin/promo-codes/${code.id}`, {
      code: code.code,
      kind: 'amount',
      amount: 1,
      paused: true,
    })
    expect(await orderOf(alice, booked.json()._id)).toMatchObject({
      promoCode: code.code,
      discount: 45.75,
      tourPrice: 259.25,
    })
    // Without a code, nothing is taken off.
    const plain = await book(alice, tour.id, { departureId: dates[0]!.id })
    expect(plain.json()).toMatchObject({ promoCode: null, discount: 0, tourPrice: 100 })
  })

  it('rounds a percentage down to the cent', async () => {
    const tour = await createPlace(t.database.db, { divisionId, price: 33.33 })
    const code = await createCode({ percent: 10 })
    const booked = await book(alice, tour.id, { promoCode: code.code })
    // 10% of $33.33 is $3.333: $3.33 off, $30.00 to pay.
    expect(booked.json()).toMatchObject({ discount: 3.33, tourPrice: 30 })
  })

  it('takes a fixed amount whole, or the subtotal at most: paid at once when nothing is left', async () => {
    const { tour, dates } = await tourWithDates()
    const small = await createCode({ kind: 'amount', amount: 30, percent: null })
    const part = await book(alice, tour.id, { departureId: dates[0]!.id, promoCode: small.code })
    expect(part.json()).toMatchObject({ discount: 30, tourPrice: 70, isPaid: false })
    const big = await createCode({ kind: 'amount', amount: 500, percent: null })
    const whole = await book(alice, tour.id, { departureId: dates[0]!.id, promoCode: big.code })
    expect(whole.statusCode, whole.body).toBe(201)
    expect(whole.json()).toMatchObject({
      discount: 100,
      tourPrice: 0,
      isPaid: true,
      status: 'paid',
      balanceDue: 0,
      holdExpiresAt: null,
    })
  })

  it('is refused for each reason with its own text, in English and in Bangla', async () => {
    const { tour } = await tourWithDates()
    const other = await tourWithDates()
    const today = dhakaToday()
    const cases: [string, Partial<PromoCodeInput>, string, string][] = [
      ['unknown', {}, en.promoCode.unknown, bn.promoCode.unknown],
      ['paused', { paused: true }, en.promoCode.paused, bn.promoCode.paused],
      [
        'expired',
        { startsOn: addDays(today, -10), endsOn: addDays(today, -1) },
        en.promoCode.expired,
        bn.promoCode.expired,
      ],
      [
        'not for this tour',
        { tourIds: [other.tour.id] },
        en.promoCode.notForTour,
        bn.promoCode.notForTour,
      ],
    ]
    for (const [name, input, english, bangla] of cases) {
      const text = name === 'unknown' ? 'NO-SUCH-CODE' : (await createCode(input)).code
      for (const [locale, expected] of [
        ['en', english],
        ['bn', bangla],
      ] as const) {
        const quote = await call(
          alice,
          'POST',
          '/api/promo-codes/check',
          { code: text, tourId: tour.id },
          locale,
        )
        expect(quote.statusCode, `${name} ${locale}`).toBe(400)
        expect(quote.json().error.details).toEqual([{ path: '/code', message: expected }])
        const order = await book(alice, tour.id, { promoCode: text }, locale)
        expect(order.statusCode, `${name} ${locale}`).toBe(400)
        expect(order.json().error.details).toEqual([{ path: '/promoCode', message: expected }])
      }
    }
    // Not yet, and below the minimum spend, name the date and the amount.
    const later = await createCode({ startsOn: addDays(today, 5) })
    const notYet = await call(alice, 'POST', '/api/promo-codes/check', {
      code: later.code,
      tourId: tour.id,
    })
    expect(notYet.json().error.details[0].message).toMatch(/^This promo code is valid from /)
    const minimum = await createCode({ minSpend: 150 })
    const below = await call(
      alice,
      'POST',
      '/api/promo-codes/check',
      { code: minimum.code, tourId: tour.id },
      'bn',
    )
    expect(below.json().error.details[0].message).toMatch(/ছাড়ের আগে অন্তত .*১৫০/)
    const enough = await call(alice, 'POST', '/api/promo-codes/check', {
      code: minimum.code,
      tourId: tour.id,
      party: { adult: 1 },
      extras: [{ id: 'ac-coach', quantity: 1 }],
      travellers: 1,
    })
    expect(enough.statusCode, enough.body).toBe(400)
    const two = await call(alice, 'POST', '/api/promo-codes/check', {
      code: minimum.code,
      tourId: tour.id,
      party: { adult: 2 },
    })
    expect(two.statusCode, two.body).toBe(200)
    expect(two.json()).toMatchObject({
      code: minimum.code,
      kind: 'percent',
      percent: 10,
      currency: 'usd',
      subtotal: 200,
      discount: 20,
      total: 180,
    })
  })

  it('counts its uses in total and per customer; a cancelled booking gives its use back', async () => {
    const { tour, dates } = await tourWithDates()
    const perCustomer = await createCode({ maxUsesPerCustomer: 1 })
    const first = await book(alice, tour.id, {
      departureId: dates[0]!.id,
      promoCode: perCustomer.code,
    })
    expect(first.statusCode).toBe(201)
    const second = await book(alice, tour.id, {
      departureId: dates[0]!.id,
      promoCode: perCustomer.code,
    })
    expect(second.json().error.details).toEqual([
      { path: '/promoCode', message: en.promoCode.usedByYou },
    ])
    const signedInQuote = await call(alice, 'POST', '/api/promo-codes/check', {
      code: perCustomer.code,
      tourId: tour.id,
    })
    expect(signedInQuote.statusCode).toBe(400)
    expect((await book(bob, tour.id, { promoCode: perCustomer.code })).statusCode).toBe(201)

    const once = await createCode({ maxUses: 1 })
    const taken = await book(alice, tour.id, { departureId: dates[0]!.id, promoCode: once.code })
    expect(taken.statusCode).toBe(201)
    const refused = await book(bob, tour.id, { promoCode: once.code })
    expect(refused.json().error.details).toEqual([
      { path: '/promoCode', message: en.promoCode.usedUp },
    ])
    const cancelled = await call(alice, 'POST', `/api/orders/${taken.json()._id}/cancel`, {})
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect((await book(bob, tour.id, { promoCode: once.code })).statusCode).toBe(201)
  })

  it('goes to exactly as many of many bookings at once as it has uses', async () => {
    const { tour, dates } = await tourWithDates()
    const code = await createCode({ maxUses: 3 })
    const customers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createAccount(t, { name: `Racer ${i}` })),
    )
    const answers = await Promise.all(
      customers.map((who) =>
        book(who, tour.id, { departureId: dates[0]!.id, promoCode: code.code }),
      ),
    )
    const codes = answers.map((answer) => answer.statusCode).sort()
    expect(codes).toEqual([201, 201, 201, 400, 400, 400, 400, 400])
    const rows = await t.database.db.select().from(orders).where(eq(orders.promoCodeId, code.id))
    expect(rows).toHaveLength(3)
  })
})

describe('money on a discounted booking', () => {
  it('is paid, moved and refunded on the discounted total', async () => {
    // Adults at $100, then a date at $80 and one at $150.
    const { tour, dates } = await tourWithDates([null, 8000, 15000])
    const percent = await createCode({ percent: 20 })
    const booked = await book(alice, tour.id, {
      departureId: dates[0]!.id,
      party: { adult: 2 },
      promoCode: percent.code,
    })
    expect(booked.json()).toMatchObject({ discount: 40, tourPrice: 160 })
    const paid = await pay(alice, booked.json() as Order)
    expect(paid).toMatchObject({ isPaid: true, paidAmount: 160 })
    // Cheaper date: 20% of $160 is $32; $128 to pay, $32 back.
    const moved = await call(alice, 'POST', `/api/orders/${paid._id}/reschedule`, {
      departureId: dates[1]!.id,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ refund: 32, due: 0 })
    const cheaper = await orderOf(alice, paid._id)
    expect(cheaper).toMatchObject({ discount: 32, tourPrice: 128, refundedAmount: 32 })
    // Dearer date: 20% of $300 is $60; $240, of which $128 is held: $112 due.
    const dearer = await call(alice, 'POST', `/api/orders/${paid._id}/reschedule`, {
      departureId: dates[2]!.id,
    })
    expect(dearer.json()).toMatchObject({ refund: 0, due: 112 })
    // An admin cancels with everything back: what was received, never the undiscounted price.
    const after = await pay(alice, await orderOf(alice, paid._id))
    expect(after.paidAmount).toBe(272)
    const cancelled = await call(admin, 'POST', `/api/orders/${paid._id}/cancel`, {
      refund: 'full',
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const final = await orderOf(alice, paid._id)
    expect(final.refundedAmount).toBe(272)
    expect(final.status).toBe('refunded')

    // The code's uses and revenue: the cancelled booking counts no use, and kept nothing.
    const uses = await call(admin, 'GET', `/api/admin/promo-codes/${percent.id}/uses?limit=10`)
    expect(uses.statusCode, uses.body).toBe(200)
    expect(uses.json()).toMatchObject({
      code: { id: percent.id, uses: 0, revenue: 0 },
      items: [
        { reference: final.reference, status: 'refunded', discount: 60, total: 240, paid: 0 },
      ],
      nextCursor: null,
    })
  })

  it('keeps a fixed amount fixed on a move, at most the new subtotal', async () => {
    const { tour, dates } = await tourWithDates([null, 3000])
    const fixed = await createCode({ kind: 'amount', amount: 50, percent: null })
    const booked = await book(alice, tour.id, { departureId: dates[0]!.id, promoCode: fixed.code })
    expect(booked.json()).toMatchObject({ discount: 50, tourPrice: 50 })
    const moved = await call(alice, 'POST', `/api/orders/${booked.json()._id}/reschedule`, {
      departureId: dates[1]!.id,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(await orderOf(alice, booked.json()._id)).toMatchObject({
      discount: 30,
      tourPrice: 0,
      isPaid: true,
    })
  })

  it('takes a deposit and a balance of the discounted total', async () => {
    const { tour, dates } = await tourWithDates()
    const code = await createCode({ percent: 50 })
    const booked = await book(alice, tour.id, {
      departureId: dates[0]!.id,
      party: { adult: 2 },
      promoCode: code.code,
    })
    const deposit = await pay(alice, booked.json() as Order, 'deposit')
    // 30% of the $100 owed.
    expect(deposit).toMatchObject({ status: 'deposit_paid', paidAmount: 30, balanceDue: 70 })
    const rest = await pay(alice, deposit)
    expect(rest).toMatchObject({ status: 'paid', paidAmount: 100, balanceDue: 0 })
    const uses = await call(admin, 'GET', `/api/admin/promo-codes/${code.id}/uses`)
    expect(uses.json().code).toMatchObject({ uses: 1, revenue: 100 })
  })
})

describe('random schedules (property)', () => {
  it('never make a total negative nor refund more than was paid', async () => {
    const next = seeded(33)
    const { tour, dates } = await tourWithDates([null, 2500, 6000, 14000])
    for (let run = 0; run < 12; run++) {
      const fixed = next(2) === 0
      const code = await createCode(
        fixed
          ? { kind: 'amount', amount: 10 + next(400), percent: null }
          : { kind: 'percent', percent: 1 + next(100) },
      )
      const adults = 1 + next(3)
      const children = next(3)
      const booked = await book(alice, tour.id, {
        departureId: dates[next(dates.length)]!.id,
        party: { adult: adults, child: children },
        extras: next(2) ? [{ id: 'ac-coach', quantity: 1 + next(adults + children) }] : [],
        promoCode: code.code,
      })
      expect(booked.statusCode, booked.body).toBe(201)
      let order = booked.json() as Order
      const check = (o: Order) => {
        const subtotal =
          o.party.reduce((sum, line) => sum + Math.round(line.unitPrice * 100) * line.count, 0) +
          o.extras.reduce((sum, line) => sum + Math.round(line.unitPrice * 100) * line.quantity, 0)
        const terms = fixed
          ? { percent: null, amountMinor: Math.round((code.amount ?? 0) * 100) }
          : { percent: code.percent, amountMinor: null }
        expect(Math.round((o.discount ?? 0) * 100)).toBe(promoDiscount(terms, subtotal))
        expect(o.tourPrice).toBeGreaterThanOrEqual(0)
        expect(o.refundedAmount).toBeLessThanOrEqual(o.paidAmount)
        expect(o.balanceDue).toBeGreaterThanOrEqual(0)
      }
      check(order)
      const steps = 1 + next(4)
      for (let step = 0; step < steps && !order.cancelled; step++) {
        const action = next(4)
        if (action === 0 && order.balanceDue > 0) {
          order = await pay(alice, order, order.paidAmount === 0 && next(2) ? 'deposit' : undefined)
        } else if (action === 1) {
          const target = dates[next(dates.length)]!
          const moved = await call(alice, 'POST', `/api/orders/${order._id}/reschedule`, {
            departureId: target.id,
          })
          expect(moved.statusCode, moved.body).toBe(200)
          order = await orderOf(alice, order._id)
        } else if (action === 2) {
          const by = next(2) ? admin : alice
          const cancelled = await call(by, 'POST', `/api/orders/${order._id}/cancel`, {
            refund: by === admin ? 'full' : 'policy',
          })
          expect(cancelled.statusCode, cancelled.body).toBe(200)
          order = await orderOf(alice, order._id)
        }
        check(order)
      }
    }
  })
})
