/**
 * Check-in on the day (issue 32 item 7), on a real database (PGlite, or PostgreSQL with
 * DATABASE_URL): PUT /orders/{id}/arrival marks a booking checked in or a no-show or clears it,
 * once (the same mark again changes nothing and is audited once, also when two guides send it at
 * the same moment), for admins only, refused with a 409 naming `arrival` for a booking that does
 * not travel or a date outside the window (the day before to a week after); the manifest
 * answers each booking's mark and balance due, counts the marks in travellers, lists the
 * bookings by pickup time and point (none last) then by name, and pages them with that order's
 * keys in its cursor; the CSV export has the mark.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ArrivalResult } from '#shared/contracts/check-in.ts'
import type { DepartureManifest, ManifestPage } from '#shared/contracts/departures.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { auditLog, orders } from '#server/db/schema/index.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createOrder } from '#tests/factories/orders.ts'
import { createAccount, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let admin: TestAccount
let guide: TestAccount
let customer: TestAccount & { id: string }
let tourId: string

beforeAll(async () => {
  t = await createTestApp()
  admin = await createAccount(t, { role: 'admin', name: 'Admin' })
  guide = await createAccount(t, { role: 'admin', name: 'Guide' })
  customer = await createAccount(t, { name: 'Rina Akter' })
  const division = await createDivision(t.database.db)
  tourId = (await createPlace(t.database.db, { divisionId: division.id, price: 100 })).id
})
afterAll(() => t.close())

const as = (who?: TestAccount) => (who ? { cookie: who.cookie } : {})

/** A departure on `days` from today (Dhaka), on its own tour (one date a tour). */
async function departureIn(days: number) {
  const division = await createDivision(t.database.db)
  const tour = await createPlace(t.database.db, { divisionId: division.id, price: 100 })
  return createDeparture(t.database.db, {
    tourId: tour.id,
    date: addDays(dhakaToday(), days),
    capacity: 40,
  })
}

async function booking(
  departure: { id: string; date: string; tourId: string },
  over: { name?: string; paid?: boolean; cancelled?: boolean } = {},
) {
  return createOrder(t.database.db, {
    user: customer,
    tourId: departure.tourId,
    departure,
    ...over,
  })
}

/** As the guide by default; `null`: signed out. */
function mark(orderId: string, arrival: unknown, who: TestAccount | null = guide) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/arrival`,
    headers: as(who ?? undefined),
    payload: { arrival },
  })
}

function audits(orderId: string) {
  return t.database.db
    .select({ before: auditLog.before, after: auditLog.after, actor: auditLog.actorEmail })
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, orderId), eq(auditLog.action, 'order.arrival')))
    .orderBy(auditLog.id)
}

async function manifest(departureId: string): Promise<DepartureManifest> {
  const answer = await t.app.inject({
    url: `/api/departures/${departureId}/manifest`,
    headers: as(admin),
  })
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json()
}

async function manifestPage(
  departureId: string,
  limit: number,
  cursor: string | null,
): Promise<ManifestPage> {
  const answer = await t.app.inject({
    url: `/api/departures/${departureId}/manifest?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    headers: as(admin),
  })
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json()
}

describe('marking a booking checked in or a no-show', () => {
  it('marks, keeps the same mark once (audited once), changes and clears it', async () => {
    const departure = await departureIn(0)
    const order = await booking(departure, { paid: true })

    const first = await mark(order._id, 'checked_in')
    expect(first.statusCode, first.body).toBe(200)
    const answer = first.json<ArrivalResult>()
    expect(answer).toMatchObject({
      _id: order._id,
      reference: order.reference,
      arrival: 'checked_in',
      arrivalBy: guide.email,
      changed: true,
    })
    expect(Date.parse(answer.arrivalAt!)).toBeGreaterThan(Date.now() - 60_000)

    const again = await mark(order._id, 'checked_in', admin)
    expect(again.statusCode).toBe(200)
    // Nothing changed: still the first guide's mark, at its time.
    expect(again.json()).toEqual({ ...answer, changed: false })
    expect(await audits(order._id)).toEqual([
      { before: { arrival: null }, after: { arrival: 'checked_in' }, actor: guide.email },
    ])

    expect((await mark(order._id, 'no_show')).json()).toMatchObject({
      arrival: 'no_show',
      changed: true,
    })
    const cleared = (await mark(order._id, null)).json<ArrivalResult>()
    expect(cleared).toMatchObject({ arrival: null, arrivalAt: null, arrivalBy: null })
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id))
    expect([row!.arrival, row!.arrivalAt, row!.arrivalBy]).toEqual([null, null, null])
    expect((await audits(order._id)).map((a) => [a.before, a.after])).toEqual([
      [{ arrival: null }, { arrival: 'checked_in' }],
      [{ arrival: 'checked_in' }, { arrival: 'no_show' }],
      [{ arrival: 'no_show' }, { arrival: null }],
    ])
    // Clearing what is clear changes nothing either.
    expect((await mark(order._id, null)).json()).toMatchObject({ changed: false })
    expect(await audits(order._id)).toHaveLength(3)
  })

  it('writes one audit entry when guides send the same mark at the same moment', async () => {
    const departure = await departureIn(0)
    const order = await booking(departure, { paid: true })
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => mark(order._id, 'checked_in', i % 2 ? admin : guide)),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200))
    expect(answers.filter((a) => a.json().changed)).toHaveLength(1)
    expect(await audits(order._id)).toHaveLength(1)
    // Different marks at once: every one is a real change in some order, each audited, and
    // the last entry's mark is the one kept.
    const marks = ['no_show', 'checked_in', null, 'no_show'] as const
    const changed = await Promise.all(marks.map((m) => mark(order._id, m)))
    const real = changed.filter((a) => a.json().changed).length
    const entries = await audits(order._id)
    expect(entries).toHaveLength(1 + real)
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id))
    expect(entries.at(-1)!.after).toEqual({ arrival: row!.arrival })
  })

  it('is for admins: 401 signed out, 403 for the customer, 404 for no such order', async () => {
    const departure = await departureIn(0)
    const order = await booking(departure)
    expect((await mark(order._id, 'checked_in', null)).statusCode).toBe(401)
    expect((await mark(order._id, 'checked_in', customer)).statusCode).toBe(403)
    const missing = await mark('7d9f1c1e-4a8e-4b8e-9a51-0d3c7d1b2a11', 'checked_in')
    expect(missing.statusCode).toBe(404)
    expect(await audits(order._id)).toEqual([])
  })

  it('answers 400 naming arrival for a value it does not know, or none', async () => {
    const departure = await departureIn(0)
    const order = await booking(departure)
    for (const bad of ['arrived', 1, '', 'CHECKED_IN']) {
      const answer = await mark(order._id, bad)
      expect(answer.statusCode, String(bad)).toBe(400)
      expect(answer.json().error.message).toContain('arrival')
    }
    const none = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/arrival`,
      headers: as(guide),
      payload: {},
    })
    expect(none.statusCode).toBe(400)
    expect(none.json().error.message).toContain('arrival')
  })

  it('refuses with a 409 naming arrival a booking that does not travel or a day outside the window', async () => {
    const today = await departureIn(0)
    const refusedWith = async (orderId: string, text: RegExp) => {
      const answer = await mark(orderId, 'checked_in')
      expect(answer.statusCode, answer.body).toBe(409)
      const { error } = answer.json()
      expect(error.message).toMatch(text)
      expect(error.details).toEqual([{ path: '/arrival', message: error.message }])
      expect(await audits(orderId)).toEqual([])
    }
    await refusedWith((await booking(today, { cancelled: true }))._id, /cancelled/)
    const expired = await booking(today)
    await t.database.db
      .update(orders)
      .set({ expiredAt: new Date() })
      .where(eq(orders.id, expired._id))
    await refusedWith(expired._id, /hold ran out/)
    const undated = await createOrder(t.database.db, { user: customer, tourId })
    await refusedWith(undated._id, /no departure date/)
    await refusedWith((await booking(await departureIn(2), { paid: true }))._id, /opens the day/)
    await refusedWith((await booking(await departureIn(-8), { paid: true }))._id, /a week ago/)
    // The edges of the window: the day before, and a week after.
    for (const days of [1, -7]) {
      const order = await booking(await departureIn(days), { paid: true })
      expect((await mark(order._id, 'no_show')).statusCode).toBe(200)
    }
  })
})

describe('the manifest on the day', () => {
  it('answers each booking’s mark and balance due, and counts the marks in travellers', async () => {
    const departure = await departureIn(0)
    const paid = await booking(departure, { name: 'Anis', paid: true })
    const unpaid = await booking(departure, { name: 'Bina' })
    const deposit = await booking(departure, { name: 'Chand' })
    await t.database.db
      .update(orders)
      .set({ paidCents: 3_000, travellers: 3, tourPriceCents: 30_000 })
      .where(eq(orders.id, deposit._id))
    await mark(paid._id, 'checked_in')
    await mark(deposit._id, 'no_show')
    const answer = await manifest(departure.id)
    const byId = new Map(answer.bookings.map((b) => [b._id, b]))
    expect(byId.get(paid._id)).toMatchObject({ arrival: 'checked_in', balanceDue: 0 })
    expect(byId.get(unpaid._id)).toMatchObject({ arrival: null, balanceDue: 100 })
    expect(byId.get(deposit._id)).toMatchObject({ arrival: 'no_show', balanceDue: 270 })
    expect(answer.totals).toEqual({
      bookings: 3,
      travellers: 5,
      paidTravellers: 1,
      checkedInTravellers: 1,
      noShowTravellers: 3,
    })
  })

  it('lists by pickup time, then pickup point, then name (no pickup last), and pages by those keys', async () => {
    const departure = await departureIn(0)
    const point = (id: string, name: string, time: string) => ({ id, name, nameBn: null, time })
    const early = point('p1', 'Sayedabad', '06:30')
    const sameTime = point('p2', 'Kalabagan', '06:30')
    const late = point('p3', 'Abdullahpur', '07:15')
    // name, pickup; several of a name at one point, so ties go on to time and id
    const plan: Array<[string, ReturnType<typeof point> | null]> = [
      ['Zaman', early],
      ['Ayesha', early],
      ['Moni', early],
      ['Moni', early],
      ['Babu', sameTime],
      ['Yasin', sameTime],
      ['Alam', late],
      ['Kamal', late],
      ['Aaron', null],
      ['Rafi', null],
      ['Rafi', null],
    ]
    const made: Array<{ id: string; name: string }> = []
    for (const [name, pickup] of plan.toReversed()) {
      const order = await booking(departure, { name })
      await t.database.db.update(orders).set({ pickup }).where(eq(orders.id, order._id))
      made.push({ id: order._id, name })
    }
    const whole = await manifest(departure.id)
    expect(
      whole.bookings.map((b) => `${b.pickup?.time ?? '-'} ${b.pickup?.name ?? '-'} ${b.name}`),
    ).toEqual([
      '06:30 Kalabagan Babu',
      '06:30 Kalabagan Yasin',
      '06:30 Sayedabad Ayesha',
      '06:30 Sayedabad Moni',
      '06:30 Sayedabad Moni',
      '06:30 Sayedabad Zaman',
      '07:15 Abdullahpur Alam',
      '07:15 Abdullahpur Kamal',
      '- - Aaron',
      '- - Rafi',
      '- - Rafi',
    ])
    expect(whole.bookings[0]!.pickup).toEqual(sameTime)

    for (const limit of [1, 2, 3, 5]) {
      const seen: string[] = []
      let cursor: string | null = null
      let pages = 0
      do {
        const page = await manifestPage(departure.id, limit, cursor)
        expect(page.items.length).toBeLessThanOrEqual(limit)
        expect(page.total).toBe(plan.length)
        seen.push(...page.items.map((b) => b._id))
        cursor = page.nextCursor
        pages += 1
      } while (cursor && pages < 20)
      expect(seen, `limit ${limit}`).toEqual(whole.bookings.map((b) => b._id))
    }
    expect(new Set(made.map((m) => m.id))).toEqual(new Set(whole.bookings.map((b) => b._id)))
  })

  it('answers 400 naming cursor for a cursor of the old shape (name, time, id)', async () => {
    const departure = await departureIn(0)
    const old = Buffer.from(
      JSON.stringify([
        'moni',
        '2026-11-20T10:00:00.000000Z',
        '7d9f1c1e-4a8e-4b8e-9a51-0d3c7d1b2a11',
      ]),
    ).toString('base64url')
    const answer = await t.app.inject({
      url: `/api/departures/${departure.id}/manifest?limit=2&cursor=${old}`,
      headers: as(admin),
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.body).toContain('cursor')
  })

  it('writes the mark in the orders CSV export', async () => {
    const departure = await departureIn(0)
    const order = await booking(departure, { name: 'Csv Traveller', paid: true })
    await mark(order._id, 'no_show')
    const answer = await t.app.inject({
      url: `/api/manageorder/export.csv?ids=${order._id}`,
      headers: as(admin),
    })
    expect(answer.statusCode, answer.body).toBe(200)
    const [header, row] = answer.body.replace(/^\uFEFF/, '').split('\r\n')
    const column = header!.split(',').indexOf('Arrival')
    expect(column).toBeGreaterThan(0)
    expect(row!.split(',')[column]).toBe('No-show')
  })
})
