/**
 * Gift vouchers (issue 33 item 4; decision 054), on the configured engine (PGlite in memory, or
 * PostgreSQL with DATABASE_URL): a customer buys one and pays its sale like a booking, and only
 * then is it alive; it goes to its recipient on its day, once; it pays a booking in part or whole
 * at payment; a refund of that booking returns to it; admins issue and cancel, audited; and under
 * concurrent redemptions and random schedules no voucher is ever spent past its value, every
 * balance equals its ledger, and no booking receives more than its price.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type {
  AdminGiftVoucher,
  AdminGiftVoucherLedger,
  GiftVoucherPurchased,
  OwnGiftVoucher,
} from '#shared/contracts/gift-vouchers.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { bn } from '#shared/i18n/bn.ts'
import { en } from '#shared/i18n/en.ts'
import { messages } from '#shared/messages.ts'
import { formatMoney, fromMajor } from '#shared/money.ts'
import {
  auditLog,
  departures,
  giftVoucherEntries,
  giftVouchers,
  mailOutbox,
  moneyMovements,
  orders,
  places,
} from '#server/db/schema/index.ts'
import { deliverGiftVouchers } from '#server/features/gift-vouchers/index.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createAccount, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { seeded } from '#tests/support/seeded.ts'
import { createTestApp, systemCtx, type TestApp } from '#tests/support/test-app.ts'

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
  alice = await createAccount(t, { name: 'Alice Giver' })
  bob = await createAccount(t, { name: 'Bob Traveller' })
})
afterAll(() => t.close())

type Method = 'GET' | 'POST'
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

async function orderOf(who: TestAccount, id: string): Promise<Order> {
  const response = await call(who, 'GET', `/api/orders/${id}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as Order
}

/** Pays what is due on an order by the sandbox card. */
async function payByCard(who: TestAccount, orderId: string) {
  const started = await call(who, 'POST', '/api/payment', { orderId })
  expect(started.statusCode, started.body).toBe(200)
  const confirmed = await call(who, 'POST', '/api/payment/sandbox/confirm', {
    clientSecret: started.json().clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12 / 34',
    cvc: '123',
  })
  expect(confirmed.statusCode, confirmed.body).toBe(200)
  return orderOf(who, orderId)
}

async function buy(who: TestAccount, body: object = {}) {
  const response = await call(who, 'POST', '/api/gift-vouchers', {
    amount: 50,
    recipientName: 'Rina',
    deliverBy: 'email',
    recipientEmail: uniqueEmail('rina'),
    message: 'Happy birthday!\n\nGo somewhere green.',
    ...body,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as GiftVoucherPurchased
}

/** A voucher bought and paid for: its code. */
async function paidVoucher(amount: number, body: object = {}): Promise<string> {
  const bought = await buy(alice, { amount, ...body })
  await payByCard(alice, bought.orderId)
  const [row] = await t.database.db
    .select()
    .from(giftVouchers)
    .where(eq(giftVouchers.id, bought.voucherId))
  expect(row?.status).toBe('active')
  return row!.code
}

async function tourBooking(who: TestAccount, price = 100, adults = 1): Promise<Order> {
  const tour = await createPlace(t.database.db, { divisionId, price })
  const date = await createDeparture(t.database.db, { tourId: tour.id, capacity: 40 })
  const booked = await call(who, 'POST', '/api/order', {
    tourId: tour.id,
    departureId: date.id,
    name: who.name,
    email: who.email,
    phone: '+880 1712-345678',
    party: { adult: adults },
  })
  expect(booked.statusCode, booked.body).toBe(201)
  return booked.json() as Order
}

async function seatsOf(departureId: string) {
  const [row] = await t.database.db
    .select({ taken: departures.seatsTaken })
    .from(departures)
    .where(eq(departures.id, departureId))
  return row!.taken
}

function redeem(who: TestAccount, orderId: string, code: string, locale = 'en') {
  return call(who, 'POST', `/api/orders/${orderId}/gift-voucher`, { code }, locale)
}

/** Every voucher's balance equals the sum of its ledger, and stays within its value. */
async function expectLedgersAdd() {
  const rows = await t.database.db.execute(sql`
    select v.id, v.balance_minor, v.amount_minor, coalesce(sum(e.amount_minor), 0)::int as summed
    from gift_vouchers v left join gift_voucher_entries e on e.voucher_id = v.id
    group by v.id`)
  for (const row of (rows as unknown as { rows: Record<string, number>[] }).rows) {
    expect(Number(row.balance_minor)).toBe(Number(row.summed))
    expect(Number(row.balance_minor)).toBeGreaterThanOrEqual(0)
    expect(Number(row.balance_minor)).toBeLessThanOrEqual(Number(row.amount_minor))
  }
}

describe('buying a voucher', () => {
  it('is a sale paid like a booking; the voucher lives only once it is paid', async () => {
    const bought = await buy(alice, { amount: 75, fromName: 'Aunt Alice' })
    expect(bought).toMatchObject({ amount: 75, currency: 'usd' })
    const sale = await orderOf(alice, bought.orderId)
    expect(sale).toMatchObject({
      sale: 'gift-voucher',
      tourName: en.giftVoucher.saleName,
      tourPrice: 75,
      departureDate: null,
      isPaid: false,
    })
    let mine = (await call(alice, 'GET', '/api/gift-vouchers/mine')).json() as OwnGiftVoucher[]
    expect(mine.find((v) => v.id === bought.voucherId)).toMatchObject({
      status: 'pending',
      code: null,
      balance: 0,
    })
    // Not paid: nothing to spend, and no way to spend another voucher on it.
    const [pending] = await t.database.db
      .select()
      .from(giftVouchers)
      .where(eq(giftVouchers.id, bought.voucherId))
    const early = await redeem(bob, (await tourBooking(bob))._id, pending!.code)
    expect(early.json().error.details).toEqual([{ path: '/code', message: en.giftVoucher.notPaid }])

    await payByCard(alice, bought.orderId)
    mine = (await call(alice, 'GET', '/api/gift-vouchers/mine')).json() as OwnGiftVoucher[]
    const paid = mine.find((v) => v.id === bought.voucherId)!
    expect(paid).toMatchObject({ status: 'active', balance: 75, amount: 75 })
    expect(paid.code).toMatch(/^GV-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    const entries = await t.database.db
      .select()
      .from(giftVoucherEntries)
      .where(eq(giftVoucherEntries.voucherId, bought.voucherId))
    expect(entries.map((e) => [e.kind, e.amountMinor])).toEqual([['sold', 7500]])

    // A voucher on a voucher is refused, and a paid sale is not cancelled as a booking.
    const onItself = await redeem(alice, bought.orderId, paid.code!)
    expect(onItself.json().error.details).toEqual([
      { path: '/code', message: en.giftVoucher.notOnVoucher },
    ])
    const cancel = await call(alice, 'POST', `/api/orders/${bought.orderId}/cancel`, {})
    expect(cancel.statusCode).toBe(409)
    expect(cancel.json().error.message).toBe(en.giftVoucher.saleNotCancelled)

    // Anyone signed in can read what a code holds; nobody else.
    const checked = await call(bob, 'POST', '/api/gift-vouchers/check', {
      code: paid.code!.toLowerCase().replaceAll('-', ' '),
    })
    expect(checked.json()).toMatchObject({ code: paid.code, balance: 75, status: 'active' })
    expect(
      (await call(undefined, 'POST', '/api/gift-vouchers/check', { code: paid.code })).statusCode,
    ).toBe(401)
  })

  it('names each bad field, in the page language', async () => {
    const response = await call(
      alice,
      'POST',
      '/api/gift-vouchers',
      { amount: 5, recipientName: '', deliverBy: 'email', deliverOn: '2001-01-01' },
      'bn',
    )
    expect(response.statusCode).toBe(400)
    const paths = response.json().error.details.map((d: { path: string }) => d.path)
    expect(paths).toEqual(expect.arrayContaining(['/recipientName', '/recipientEmail']))
    const limits = await call(
      alice,
      'POST',
      '/api/gift-vouchers',
      {
        amount: 5,
        recipientName: 'Rina',
        deliverBy: 'email',
        recipientEmail: 'rina@example.com',
      },
      'bn',
    )
    expect(limits.statusCode).toBe(400)
    expect(limits.json().error.details[0].path).toBe('/amount')
    expect(limits.json().error.details[0].message).toContain(
      bn.giftVoucher.amountLimits.split(' ')[0],
    )
    const past = await call(alice, 'POST', '/api/gift-vouchers', {
      amount: 50,
      recipientName: 'Rina',
      deliverBy: 'email',
      recipientEmail: 'rina@example.com',
      deliverOn: addDays(dhakaToday(), -1),
    })
    expect(past.json().error.details).toEqual([
      { path: '/deliverOn', message: en.giftVoucher.deliverOnRange },
    ])
    // No SMS provider on this site: an SMS voucher is refused at once, not bought to wait.
    const sms = await call(alice, 'POST', '/api/gift-vouchers', {
      amount: 50,
      recipientName: 'Rina',
      deliverBy: 'sms',
      recipientPhone: '০১৭১২-৩৪৫৬৭৮',
    })
    expect(sms.json().error.details).toEqual([
      { path: '/deliverBy', message: en.giftVoucher.smsUnavailable },
    ])
    const noPhone = await call(alice, 'POST', '/api/gift-vouchers', {
      amount: 50,
      recipientName: 'Rina',
      deliverBy: 'sms',
      recipientPhone: '12345',
    })
    expect(noPhone.json().error.details).toEqual([
      { path: '/recipientPhone', message: en.giftVoucher.phoneInvalid },
    ])
    expect((await call(undefined, 'POST', '/api/gift-vouchers', { amount: 50 })).statusCode).toBe(
      401,
    )
  })

  it('goes to its recipient on its day, once, with its code and the giver message', async () => {
    const to = uniqueEmail('recipient')
    const later = addDays(dhakaToday(), 3)
    const today = await buy(alice, { amount: 40, recipientEmail: to })
    const future = await buy(alice, { amount: 40, recipientEmail: to, deliverOn: later })
    await payByCard(alice, today.orderId)
    await payByCard(alice, future.orderId)
    const ctx = systemCtx(t)
    expect(await deliverGiftVouchers({ ctx })).toBeGreaterThanOrEqual(1)
    expect(await deliverGiftVouchers({ ctx })).toBe(0)
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'gift-voucher')))
    expect(mails).toHaveLength(1)
    const [voucher] = await t.database.db
      .select()
      .from(giftVouchers)
      .where(eq(giftVouchers.id, today.voucherId))
    expect(mails[0]!.ref).toBe(today.voucherId)
    expect(mails[0]!.text).toContain(voucher!.code)
    expect(mails[0]!.text).toContain('Go somewhere green.')
    expect(mails[0]!.subject).toBe('Alice Giver sent you a gift voucher')
    const [waiting] = await t.database.db
      .select()
      .from(giftVouchers)
      .where(eq(giftVouchers.id, future.voucherId))
    expect(waiting!.deliveredAt).toBeNull()

    // Its buyer spent $15 of the future one before its day: the recipient is told what is left.
    await redeem(alice, (await tourBooking(alice, 15))._id, waiting!.code)
    await t.database.db
      .update(giftVouchers)
      .set({ deliverOn: dhakaToday() })
      .where(eq(giftVouchers.id, future.voucherId))
    expect(await deliverGiftVouchers({ ctx })).toBeGreaterThanOrEqual(1)
    const [second] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.ref, future.voucherId), eq(mailOutbox.kind, 'gift-voucher')))
    expect(second!.text).toContain(formatMoney(fromMajor(25, 'usd')))
    expect(second!.text).not.toContain(formatMoney(fromMajor(40, 'usd')))
  })
})

describe('spending a voucher', () => {
  it('pays part of a booking; the card pays the rest; a spent voucher says so', async () => {
    const code = await paidVoucher(30)
    const booking = await tourBooking(bob, 100)
    const used = await redeem(bob, booking._id, code)
    expect(used.statusCode, used.body).toBe(200)
    expect(used.json()).toEqual({
      applied: 30,
      balance: 0,
      due: 70,
      currency: 'usd',
      isPaid: false,
    })
    const paid = await payByCard(bob, booking._id)
    expect(paid).toMatchObject({ isPaid: true, paidAmount: 100, balanceDue: 0 })
    expect(paid.holdExpiresAt).toBeNull()
    const again = await redeem(bob, (await tourBooking(bob))._id, code, 'bn')
    expect(again.json().error.details).toEqual([{ path: '/code', message: bn.giftVoucher.spent }])
    const movements = await t.database.db
      .select()
      .from(moneyMovements)
      .where(eq(moneyMovements.orderId, booking._id))
    // The voucher paid a part of the price; the card the balance.
    expect(movements.map((m) => [m.amountCents, m.purpose]).sort()).toEqual([
      [3000, 'part'],
      [7000, 'balance'],
    ])
  })

  it("keeps a part-paid booking's hold running; when it runs out, the voucher gets its part back", async () => {
    const code = await paidVoucher(30)
    const booking = await tourBooking(bob, 100)
    expect((await redeem(bob, booking._id, code)).json()).toMatchObject({ applied: 30, due: 70 })
    const [held] = await t.database.db.select().from(orders).where(eq(orders.id, booking._id))
    expect(held!.holdExpiresAt).not.toBeNull()
    expect(await seatsOf(booking.departureId!)).toBe(1)

    // The rest is never paid: the hold runs out, and the lifecycle worker releases it.
    await t.database.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, booking._id))
    t.app.lifecycle.nudge()
    await vi.waitFor(async () => {
      expect(await orderOf(bob, booking._id)).toMatchObject({
        cancelled: true,
        status: 'refunded',
        refundedAmount: 30,
      })
    })
    await t.app.lifecycle.idle()
    expect(await seatsOf(booking.departureId!)).toBe(0)
    const checked = await call(bob, 'POST', '/api/gift-vouchers/check', { code })
    expect(checked.json()).toMatchObject({ balance: 30, status: 'active' })
    const told = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.ref, booking._id), eq(mailOutbox.kind, 'cancellation')))
    expect(told).toHaveLength(1)
    expect(told[0]!.text).toContain(en.mail.partPaidHoldRanOut.slice(0, 40))
    // The money went back onto the voucher, and the mail says so (not "to the card").
    expect(told[0]!.text).toContain(
      messages.mail.refundToVoucher({ amount: formatMoney(fromMajor(30, 'usd')) }),
    )
    expect(told[0]!.text).not.toContain(messages.mail.refundOnItsWay({ amount: '' }).slice(-30))
    await expectLedgersAdd()
  })

  it('pays a whole booking and keeps the rest for the next', async () => {
    const code = await paidVoucher(250)
    const first = await tourBooking(bob, 100)
    const whole = await redeem(bob, first._id, code)
    expect(whole.json()).toEqual({
      applied: 100,
      balance: 150,
      due: 0,
      currency: 'usd',
      isPaid: true,
    })
    expect(await orderOf(bob, first._id)).toMatchObject({
      status: 'paid',
      paidWith: en.giftVoucher.paidWith,
    })
    const paidAgain = await redeem(bob, first._id, code)
    expect(paidAgain.statusCode).toBe(409)
    const second = await tourBooking(bob, 100, 2)
    expect((await redeem(bob, second._id, code)).json()).toMatchObject({
      applied: 150,
      balance: 0,
      due: 50,
    })
    await expectLedgersAdd()
  })

  it('is only for your own booking, with a real code', async () => {
    const code = await paidVoucher(20)
    const booking = await tourBooking(bob)
    expect((await redeem(alice, booking._id, code)).statusCode).toBe(403)
    expect((await redeem(undefined as never, booking._id, code)).statusCode).toBe(401)
    expect((await redeem(bob, booking._id, 'EID25')).json().error.details).toEqual([
      { path: '/code', message: en.giftVoucher.codeShape },
    ])
    expect((await redeem(bob, booking._id, 'GV-0000-0000-0000')).json().error.details).toEqual([
      { path: '/code', message: en.giftVoucher.unknown },
    ])
    expect((await redeem(bob, '00000000-0000-4000-8000-000000000000', code)).statusCode).toBe(404)
    // A withdrawn plan takes no payment, a voucher's either.
    await t.database.db
      .update(places)
      .set({ archivedAt: new Date() })
      .where(eq(places.id, booking.tourId!))
    const withdrawn = await redeem(bob, booking._id, code)
    expect(withdrawn.statusCode).toBe(409)
    expect(withdrawn.json().error.message).toBe(en.errors.planWithdrawnNoPay)
  })

  it('gets its part of a refund back when the booking is cancelled', async () => {
    const code = await paidVoucher(40)
    const booking = await tourBooking(bob, 100)
    await redeem(bob, booking._id, code)
    await payByCard(bob, booking._id)
    const cancelled = await call(admin, 'POST', `/api/orders/${booking._id}/cancel`, {
      refund: 'full',
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const final = await orderOf(bob, booking._id)
    expect(final).toMatchObject({ refundedAmount: 100, status: 'refunded' })
    const refunds = await t.database.db
      .select()
      .from(moneyMovements)
      .where(and(eq(moneyMovements.orderId, booking._id), eq(moneyMovements.kind, 'refund')))
    expect(refunds.map((r) => [r.status, r.lastError])).toEqual([
      ['succeeded', null],
      ['succeeded', null],
    ])
    const checked = await call(bob, 'POST', '/api/gift-vouchers/check', { code })
    expect(checked.json()).toMatchObject({ balance: 40, status: 'active' })
    expect(refunds.map((r) => r.amountCents).sort()).toEqual([4000, 6000])
    // The mail says where each part goes: the card's, and the voucher's.
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.ref, booking._id), eq(mailOutbox.kind, 'cancellation')))
    const text = mail!.text.replace(/\s+/g, ' ')
    expect(text).toContain(
      messages.mail.refundToVoucher({ amount: formatMoney(fromMajor(40, 'usd')) }),
    )
    expect(text).toContain(
      messages.mail.refundOnItsWay({ amount: formatMoney(fromMajor(60, 'usd')) }),
    )
    await expectLedgersAdd()
  })

  it('never spends past its balance when many bookings spend it at once', async () => {
    for (let round = 0; round < 3; round++) {
      // A traveller of their own each round: a customer may try 20 codes a minute.
      const carol = await createAccount(t, { name: `Carol ${round}` })
      const value = 60 + round * 45
      const code = await paidVoucher(value)
      const bookings = await Promise.all(
        Array.from({ length: 6 }, (_, i) => tourBooking(carol, 20 + ((round * 7 + i * 13) % 50))),
      )
      const answers = await Promise.all(bookings.map((b) => redeem(carol, b._id, code)))
      for (const answer of answers) expect([200, 400]).toContain(answer.statusCode)
      const applied = answers
        .filter((a) => a.statusCode === 200)
        .reduce((sum, a) => sum + (a.json().applied as number), 0)
      const dues = bookings.reduce((sum, b) => sum + b.tourPrice, 0)
      expect(applied).toBe(Math.min(value, dues))
      for (const booking of bookings) {
        const order = await orderOf(carol, booking._id)
        expect(order.paidAmount).toBeLessThanOrEqual(order.tourPrice)
      }
      const [row] = await t.database.db
        .select()
        .from(giftVouchers)
        .where(eq(giftVouchers.code, code))
      expect(row!.balanceMinor).toBe(Math.round((value - applied) * 100))
    }
    await expectLedgersAdd()
  })
})

describe('admins', () => {
  it('issue a voucher, find it, read its ledger and cancel it, audited', async () => {
    const to = uniqueEmail('goodwill')
    const issued = await call(admin, 'POST', '/api/admin/gift-vouchers', {
      amount: 25,
      recipientName: 'Karim',
      deliverBy: 'email',
      recipientEmail: to,
      reason: 'Our boat was late on 3 March',
    })
    expect(issued.statusCode, issued.body).toBe(201)
    const voucher = issued.json() as AdminGiftVoucher
    expect(voucher).toMatchObject({
      amount: 25,
      balance: 25,
      status: 'active',
      origin: 'issued',
      fromName: en.giftVoucher.company,
      createdBy: ADMIN_EMAIL,
    })
    const found = await call(
      admin,
      'GET',
      `/api/admin/gift-vouchers?limit=5&q=${encodeURIComponent(to)}`,
    )
    expect(found.json().items.map((v: AdminGiftVoucher) => v.id)).toEqual([voucher.id])
    const byCode = await call(
      admin,
      'GET',
      `/api/admin/gift-vouchers?q=${voucher.code.toLowerCase()}`,
    )
    expect(byCode.json().items.map((v: AdminGiftVoucher) => v.id)).toEqual([voucher.id])

    const booking = await tourBooking(bob, 10)
    await redeem(bob, booking._id, voucher.code)
    const cancelled = await call(admin, 'POST', `/api/admin/gift-vouchers/${voucher.id}/cancel`, {
      reason: 'Issued twice',
    })
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      balance: 0,
      cancelReason: 'Issued twice',
    })
    const twice = await call(admin, 'POST', `/api/admin/gift-vouchers/${voucher.id}/cancel`, {
      reason: 'Issued twice',
    })
    expect(twice.statusCode).toBe(409)
    const ledger = (
      await call(admin, 'GET', `/api/admin/gift-vouchers/${voucher.id}`)
    ).json() as AdminGiftVoucherLedger
    expect(ledger.entries.map((e) => [e.kind, e.amount, e.orderReference])).toEqual([
      ['issued', 25, null],
      ['redeemed', -10, booking.reference],
      ['cancelled', -15, null],
    ])
    expect(
      (await redeem(bob, (await tourBooking(bob))._id, voucher.code)).json().error.details,
    ).toEqual([{ path: '/code', message: en.giftVoucher.cancelled }])
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, voucher.id))
      .orderBy(auditLog.id)
    expect(audit.map((e) => [e.action, e.actorEmail])).toEqual([
      ['gift-voucher.issued', ADMIN_EMAIL],
      ['gift-voucher.cancelled', ADMIN_EMAIL],
    ])
    expect(audit[0]!.after).toMatchObject({ reason: 'Our boat was late on 3 March' })

    // A refund of a booking paid with a cancelled voucher is not taken back by it: it waits for
    // an admin, flagged on the audit log.
    const refund = await call(admin, 'POST', `/api/orders/${booking._id}/cancel`, {
      refund: 'full',
    })
    expect(refund.statusCode, refund.body).toBe(200)
    const after = await orderOf(bob, booking._id)
    expect(after.refundedAmount).toBe(0)
    const failed = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, booking._id), eq(auditLog.action, 'refund.failed')))
    expect(failed).toHaveLength(1)
    await expectLedgersAdd()
  })

  it("refund what is left to a bought voucher's buyer, once, however often they ask", async () => {
    const bought = await buy(alice, { amount: 60 })
    await payByCard(alice, bought.orderId)
    const [{ code }] = (await t.database.db
      .select({ code: giftVouchers.code })
      .from(giftVouchers)
      .where(eq(giftVouchers.id, bought.voucherId))) as [{ code: string }]
    const booking = await tourBooking(bob, 25)
    expect((await redeem(bob, booking._id, code)).json()).toMatchObject({ applied: 25 })
    // Found by its buyer's address (part of it, any case), as the admin is asked about it.
    const byBuyer = await call(
      admin,
      'GET',
      `/api/admin/gift-vouchers?q=${encodeURIComponent(alice.email.slice(0, -4).toUpperCase())}`,
    )
    expect(byBuyer.json().items.map((v: AdminGiftVoucher) => v.id)).toContain(bought.voucherId)
    expect(byBuyer.json().total).toBeGreaterThan(0)

    // Two admins (or two tabs) at once: one voids and refunds, the other is told it is done.
    const cancelUrl = `/api/admin/gift-vouchers/${bought.voucherId}/cancel`
    const asked = { reason: 'The buyer asked for their money back', refund: true }
    const answers = await Promise.all([
      call(admin, 'POST', cancelUrl, asked),
      call(admin, 'POST', cancelUrl, asked),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    expect(answers.find((a) => a.statusCode === 200)!.json()).toMatchObject({
      status: 'cancelled',
      balance: 0,
      refundedToBuyer: 35,
    })
    expect(answers.find((a) => a.statusCode === 409)!.json().error.message).toBe(
      en.giftVoucher.alreadyCancelled,
    )
    // The buyer's card gets back what was left, once; the sale shows it; the buyer is told.
    expect(await orderOf(alice, bought.orderId)).toMatchObject({
      status: 'partly_refunded',
      paidAmount: 60,
      refundedAmount: 35,
    })
    const refunds = await t.database.db
      .select()
      .from(moneyMovements)
      .where(and(eq(moneyMovements.orderId, bought.orderId), eq(moneyMovements.kind, 'refund')))
    expect(refunds.map((r) => [r.amountCents, r.status])).toEqual([[3500, 'succeeded']])
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, alice.email), eq(mailOutbox.kind, 'cancellation')))
    expect(mails.filter((mail) => mail.ref === bought.orderId)).toHaveLength(1)
    const ledger = (
      await call(admin, 'GET', `/api/admin/gift-vouchers/${bought.voucherId}`)
    ).json() as AdminGiftVoucherLedger
    expect(ledger.entries.map((e) => [e.kind, e.amount])).toEqual([
      ['sold', 60],
      ['redeemed', -25],
      ['cancelled', -35],
    ])
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, bought.voucherId))
    expect(
      audit.map((e) => [e.action, (e.after as { refundToBuyer?: boolean }).refundToBuyer]),
    ).toEqual([['gift-voucher.cancelled', true]])
    await expectLedgersAdd()
  })

  it('refuse a refund where there is nothing to give back', async () => {
    const issued = await call(admin, 'POST', '/api/admin/gift-vouchers', {
      amount: 10,
      recipientName: 'Karim',
      deliverBy: 'email',
      recipientEmail: uniqueEmail('karim'),
      reason: 'A prize',
    })
    const noBuyer = await call(
      admin,
      'POST',
      `/api/admin/gift-vouchers/${issued.json().id}/cancel`,
      {
        reason: 'Not needed',
        refund: true,
      },
    )
    expect(noBuyer.statusCode).toBe(400)
    expect(noBuyer.json().error.details).toEqual([
      { path: '/refund', message: en.giftVoucher.issuedNoRefund },
    ])

    // All spent: nothing goes back, and the voucher and its sale stay as they were.
    const bought = await buy(alice, { amount: 20 })
    await payByCard(alice, bought.orderId)
    const [{ code }] = (await t.database.db
      .select({ code: giftVouchers.code })
      .from(giftVouchers)
      .where(eq(giftVouchers.id, bought.voucherId))) as [{ code: string }]
    await redeem(bob, (await tourBooking(bob, 100))._id, code)
    const spent = await call(
      admin,
      'POST',
      `/api/admin/gift-vouchers/${bought.voucherId}/cancel`,
      {
        reason: 'Asked for a refund',
        refund: true,
      },
      'bn',
    )
    expect(spent.statusCode).toBe(400)
    expect(spent.json().error.details).toEqual([{ path: '/refund', message: bn.giftVoucher.spent }])
    expect(await orderOf(alice, bought.orderId)).toMatchObject({ status: 'paid', cancelled: false })
    const [voucher] = await t.database.db
      .select()
      .from(giftVouchers)
      .where(eq(giftVouchers.id, bought.voucherId))
    expect(voucher!.status).toBe('active')
    await expectLedgersAdd()
  })

  it('are the only ones who list, issue or cancel', async () => {
    expect((await call(undefined, 'GET', '/api/admin/gift-vouchers')).statusCode).toBe(401)
    expect((await call(alice, 'GET', '/api/admin/gift-vouchers')).statusCode).toBe(403)
    const issue = await call(alice, 'POST', '/api/admin/gift-vouchers', {
      amount: 25,
      recipientName: 'Karim',
      deliverBy: 'email',
      recipientEmail: 'k@example.com',
      reason: 'because',
    })
    expect(issue.statusCode).toBe(403)
    const bad = await call(admin, 'POST', '/api/admin/gift-vouchers', { amount: 25 })
    expect(bad.statusCode).toBe(400)
    const missing = await call(
      admin,
      'POST',
      '/api/admin/gift-vouchers/00000000-0000-4000-8000-000000000000/cancel',
      { reason: 'not there' },
    )
    expect(missing.statusCode).toBe(404)
  })
})

it('keeps a voucher sale out of no list: it is an order like any other', async () => {
  const bought = await buy(bob, { amount: 20 })
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, bought.orderId))
  expect(row).toMatchObject({ sale: 'gift-voucher', tourId: null, departureId: null })
  // Unpaid, its buyer can drop it like any unpaid order: its pending voucher goes with it.
  const cancelled = await call(bob, 'POST', `/api/orders/${bought.orderId}/cancel`, {})
  expect(cancelled.statusCode, cancelled.body).toBe(200)
})

describe('random schedules (property)', () => {
  it('never overspend a voucher nor refund past what was paid, whatever the order of steps', async () => {
    const next = seeded(54)
    const tour = await createPlace(t.database.db, { divisionId, price: 90 })
    const dates = await Promise.all(
      [null, 6000, 13000].map((priceCents) =>
        createDeparture(t.database.db, { tourId: tour.id, capacity: 60, priceCents }),
      ),
    )
    const codes = [await paidVoucher(120), await paidVoucher(45), await paidVoucher(300)]
    for (let round = 0; round < 10; round++) {
      const who = await createAccount(t, { name: `Traveller ${round}` })
      const booked = await call(who, 'POST', '/api/order', {
        tourId: tour.id,
        departureId: dates[next(dates.length)]!.id,
        name: who.name,
        email: who.email,
        phone: '+880 1712-345678',
        party: { adult: 1 + next(3) },
      })
      expect(booked.statusCode, booked.body).toBe(201)
      let order = booked.json() as Order
      for (let step = 0, steps = 2 + next(4); step < steps && !order.cancelled; step++) {
        const action = next(5)
        if (action <= 1 && !order.isPaid) {
          const answer = await redeem(who, order._id, codes[next(codes.length)]!)
          expect([200, 400]).toContain(answer.statusCode)
        } else if (action === 2 && !order.isPaid) {
          order = await payByCard(who, order._id)
        } else if (action === 3) {
          const moved = await call(who, 'POST', `/api/orders/${order._id}/reschedule`, {
            departureId: dates[next(dates.length)]!.id,
          })
          expect([200, 409]).toContain(moved.statusCode)
        } else {
          const by = next(2) ? admin : who
          const cancelled = await call(by, 'POST', `/api/orders/${order._id}/cancel`, {
            refund: by === admin ? 'full' : 'policy',
          })
          expect(cancelled.statusCode, cancelled.body).toBe(200)
        }
        order = await orderOf(who, order._id)
        expect(order.refundedAmount).toBeLessThanOrEqual(order.paidAmount)
        if (!order.cancelled) {
          expect(order.paidAmount - order.refundedAmount).toBeLessThanOrEqual(order.tourPrice)
        }
      }
    }
    await expectLedgersAdd()
    // What left the vouchers is what the bookings received from them, less what went back.
    const [moved] = (
      (await t.database.db.execute(sql`
        select
          (select coalesce(-sum(amount_minor), 0) from gift_voucher_entries
             where kind in ('redeemed', 'refunded'))::int as from_vouchers,
          (select coalesce(sum(case when kind = 'payment' then amount_cents else -amount_cents end), 0)
             from payments where intent_id like 'gv\\_%'
             and (kind = 'payment' or status = 'succeeded'))::int as into_bookings`)) as unknown as {
        rows: { from_vouchers: number; into_bookings: number }[]
      }
    ).rows
    expect(Number(moved!.from_vouchers)).toBe(Number(moved!.into_bookings))
    expect(Number(moved!.from_vouchers)).toBeGreaterThan(0)
  })
})

it('is delivered once when two instances sweep at the same moment', async () => {
  const to = uniqueEmail('twice')
  const bought = await buy(alice, { amount: 30, recipientEmail: to })
  await payByCard(alice, bought.orderId)
  const second = await createTestApp({ database: t.database, lifecycleEveryMs: 3_600_000 })
  try {
    await Promise.all([
      deliverGiftVouchers({ ctx: systemCtx(t) }),
      deliverGiftVouchers({ ctx: systemCtx(second) }),
      deliverGiftVouchers({ ctx: systemCtx(t) }),
    ])
  } finally {
    await second.close()
  }
  const mails = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'gift-voucher')))
  expect(mails).toHaveLength(1)
})
