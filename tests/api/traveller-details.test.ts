/**
 * Every traveller's details (issue 32 item 6), on a real database (PGlite, or PostgreSQL with
 * DATABASE_URL): GET and PUT /orders/{orderId}/travellers give a booking's travellers by name in
 * its party's order. Privacy: a customer reads and writes only their own booking's, and reads a
 * document number back only by its last characters; admins read them whole, on any booking, and
 * their changes are audited without the documents. Deadlines: the customer may change them until
 * the tour's days before departure, not once cancelled; admins any time. Checks: one entry per
 * traveller, a known nationality, a passport or NID's shape, a name before its document. The
 * manifest lists the names. Deletion: 90 days after the trip (the lifecycle's purge) and with the
 * account. Two saves at once each land whole.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DepartureManifest } from '#shared/contracts/departures.ts'
import type { Travellers } from '#shared/contracts/travellers.ts'
import type { TravellerDetailsKind } from '#shared/contracts/tour-pricing.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { auditLog, orders, orderTravellers, places } from '#server/db/schema/index.ts'
import { purgeTravellerDetails } from '#server/features/orders/index.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createOrder } from '#tests/factories/orders.ts'
import { createAccount, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let admin: TestAccount
let customer: TestAccount & { id: string }
let stranger: TestAccount

beforeAll(async () => {
  t = await createTestApp()
  admin = await createAccount(t, { role: 'admin', name: 'Admin' })
  customer = await createAccount(t, { name: 'Rina Akter' })
  stranger = await createAccount(t, { name: 'Someone Else' })
})
afterAll(() => t.close())

const FAMILY = [
  { kind: 'adult' as const, count: 2, unitMinor: 10000, seat: true },
  { kind: 'child' as const, count: 1, unitMinor: 6000, seat: true },
  { kind: 'infant' as const, count: 1, unitMinor: 0, seat: false },
]

/** A family's booking of a tour needing `required`, due `dueDays` before a date `inDays` away. */
async function familyBooking(
  required: TravellerDetailsKind,
  { inDays = 10, dueDays = 2, cancelled = false, user = customer } = {},
) {
  const division = await createDivision(t.database.db)
  const tour = await createPlace(t.database.db, { divisionId: division.id, price: 100 })
  await t.database.db
    .update(places)
    .set({ travellerDetails: required, detailsDueDays: dueDays })
    .where(eq(places.id, tour.id))
  const departure = await createDeparture(t.database.db, {
    tourId: tour.id,
    date: addDays(dhakaToday(), inDays),
    capacity: 40,
  })
  const order = await createOrder(t.database.db, {
    user,
    tourId: tour.id,
    departure,
    paid: true,
    cancelled,
  })
  await t.database.db
    .update(orders)
    .set({ party: FAMILY, travellers: 3 })
    .where(eq(orders.id, order._id))
  return { order, departure }
}

function read(orderId: string, who: TestAccount | null = customer) {
  return t.app.inject({
    url: `/api/orders/${orderId}/travellers`,
    headers: who ? { cookie: who.cookie } : {},
  })
}

function save(orderId: string, travellers: unknown, who: TestAccount | null = customer) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/travellers`,
    headers: who ? { cookie: who.cookie } : {},
    payload: { travellers },
  })
}

const PERMIT_FAMILY = [
  { name: 'Rina Akter', nationality: 'bd', document: '1990 2612 3456 7' },
  { name: 'John Smith', nationality: 'GB', document: 'gb-123456789' },
  { name: 'Ayaan Akter', nationality: 'BD', document: '২০১৮২৬১২৩৪৫৬৭৮৯০১' },
  { name: 'Mira Akter', nationality: 'BD', document: '20232612345678901' },
]

describe("a booking's travellers", () => {
  it("answers one empty place per traveller in the party's order, with the deadline", async () => {
    const { order, departure } = await familyBooking('names', { inDays: 10, dueDays: 3 })
    const answer = await read(order._id)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['cache-control']).toContain('no-store')
    expect(answer.json<Travellers>()).toEqual({
      _id: order._id,
      reference: order.reference,
      required: 'names',
      dueBy: addDays(departure.date, -3),
      editable: true,
      complete: false,
      travellers: ['adult', 'adult', 'child', 'infant'].map((kind, position) => ({
        position,
        kind,
        name: '',
        nationality: null,
        document: null,
      })),
    })
  })

  it('saves what a family has, then the rest; complete once every name is there', async () => {
    const { order } = await familyBooking('names')
    const some = await save(order._id, [{ name: ' Rina Akter ' }, { name: '' }, {}, { name: '' }])
    expect(some.statusCode, some.body).toBe(200)
    expect(some.json<Travellers>().complete).toBe(false)
    expect(some.json<Travellers>().travellers.map((x) => x.name)).toEqual([
      'Rina Akter',
      '',
      '',
      '',
    ])

    const all = await save(
      order._id,
      ['Rina Akter', 'Karim Uddin', 'Ayaan', 'Mira'].map((name) => ({ name })),
    )
    expect(all.statusCode, all.body).toBe(200)
    expect(all.json<Travellers>().complete).toBe(true)
    expect((await read(order._id)).json<Travellers>().travellers.map((x) => x.name)).toEqual([
      'Rina Akter',
      'Karim Uddin',
      'Ayaan',
      'Mira',
    ])
  })

  it('keeps permit documents private: the customer reads the last 3 characters, admins all', async () => {
    const { order } = await familyBooking('permit')
    const saved = await save(order._id, PERMIT_FAMILY)
    expect(saved.statusCode, saved.body).toBe(200)
    const mine = saved.json<Travellers>()
    expect(mine.complete).toBe(true)
    expect(mine.travellers.map((x) => [x.nationality, x.document])).toEqual([
      ['BD', `${'•'.repeat(10)}567`],
      ['GB', `${'•'.repeat(8)}789`],
      ['BD', `${'•'.repeat(14)}901`],
      ['BD', `${'•'.repeat(14)}901`],
    ])
    // Stored whole and normalised (spaces and dashes out, Latin digits, capitals).
    const asAdmin = (await read(order._id, admin)).json<Travellers>()
    expect(asAdmin.travellers.map((x) => x.document)).toEqual([
      '1990261234567',
      'GB123456789',
      '20182612345678901',
      '20232612345678901',
    ])
    expect(JSON.stringify(mine)).not.toContain('1990261234567')
  })

  it('keeps a document on file when it is left out, so the customer need not retype it', async () => {
    const { order } = await familyBooking('permit')
    await save(order._id, PERMIT_FAMILY)
    const renamed = await save(
      order._id,
      PERMIT_FAMILY.map(({ document: _kept, ...traveller }, i) =>
        i === 1 ? { ...traveller, name: 'John A. Smith' } : traveller,
      ),
    )
    expect(renamed.statusCode, renamed.body).toBe(200)
    const admins = (await read(order._id, admin)).json<Travellers>()
    expect(admins.travellers[1]).toMatchObject({ name: 'John A. Smith', document: 'GB123456789' })
    expect(admins.complete).toBe(true)
  })

  it('refuses, naming the field: the wrong count, a made-up nationality, a bad document, a document with no name', async () => {
    const { order } = await familyBooking('permit')
    const v = messages.travellers
    const cases: [unknown, string, string][] = [
      [[{ name: 'Rina' }], '/travellers', v.count({ n: 4 })],
      [
        [{ name: 'Rina', nationality: 'XX' }, {}, {}, {}],
        '/travellers/0/nationality',
        v.nationalityInvalid,
      ],
      [[{ name: 'Rina', document: '12' }, {}, {}, {}], '/travellers/0/document', v.documentInvalid],
      [
        [{ name: 'Rina', document: 'AB12<script>' }, {}, {}, {}],
        '/travellers/0/document',
        v.documentInvalid,
      ],
      [[{}, { name: '', document: 'AB1234567' }, {}, {}], '/travellers/1/name', v.nameFirst],
      [[{ name: 'x'.repeat(101) }, {}, {}, {}], '/travellers/0/name', v.tooLong({ max: 100 })],
    ]
    for (const [travellers, path, message] of cases) {
      const answer = await save(order._id, travellers)
      expect(answer.statusCode, answer.body).toBe(400)
      const details = answer.json().error.details as { path: string; message: string }[]
      expect(details, JSON.stringify(travellers)).toContainEqual({ path, message })
    }
    const bad = await save(order._id, 'nobody')
    expect(bad.statusCode).toBe(400)
    expect((await read(order._id, admin)).json<Travellers>().travellers[0]!.name).toBe('')
  })

  it("shows a customer only their own booking's travellers; signed out: 401", async () => {
    const { order } = await familyBooking('permit')
    await save(order._id, PERMIT_FAMILY)
    expect((await read(order._id, stranger)).statusCode).toBe(403)
    expect((await save(order._id, PERMIT_FAMILY, stranger)).statusCode).toBe(403)
    expect((await read(order._id, null)).statusCode).toBe(401)
    expect((await save(order._id, PERMIT_FAMILY, null)).statusCode).toBe(401)
    const unknown = await read('00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
    expect((await read('not-an-id')).statusCode).toBe(400)
  })

  it("closes for the customer after the tour's deadline and on cancellation; admins may still change", async () => {
    const { order, departure } = await familyBooking('names', { inDays: 3, dueDays: 5 })
    const late = await read(order._id)
    expect(late.json<Travellers>()).toMatchObject({
      editable: false,
      dueBy: addDays(departure.date, -5),
    })
    const refused = await save(order._id, [{ name: 'Rina' }, {}, {}, {}])
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.details[0].path).toBe('/travellers')

    const byAdmin = await save(order._id, [{ name: 'Rina' }, {}, {}, {}], admin)
    expect(byAdmin.statusCode, byAdmin.body).toBe(200)
    expect(byAdmin.json<Travellers>().editable).toBe(true)
    const audited = await t.database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, order._id), eq(auditLog.action, 'order.travellers')))
    expect(audited).toEqual([
      { action: 'order.travellers', before: { named: 0 }, after: { named: 1 } },
    ])

    const { order: gone } = await familyBooking('names', { cancelled: true })
    expect((await read(gone._id)).json<Travellers>().editable).toBe(false)
    const cancelled = await save(gone._id, [{ name: 'Rina' }, {}, {}, {}], admin)
    expect(cancelled.statusCode).toBe(409)
    expect(cancelled.json().error.message).toBe(messages.travellers.cancelled)
  })

  it('two saves at once each land whole: one or the other, never a mix', async () => {
    const { order } = await familyBooking('names')
    const names = (who: string) => [1, 2, 3, 4].map((n) => ({ name: `${who} ${n}` }))
    const answers = await Promise.all([save(order._id, names('A')), save(order._id, names('B'))])
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200])
    const stored = (await read(order._id)).json<Travellers>().travellers.map((x) => x.name)
    expect([names('A'), names('B')].map((set) => set.map((x) => x.name))).toContainEqual(stored)
  })

  it('lists the names on the departure manifest, in order', async () => {
    const { order, departure } = await familyBooking('names')
    await save(order._id, [{ name: 'Rina Akter' }, { name: 'Karim Uddin' }, {}, { name: 'Mira' }])
    const answer = await t.app.inject({
      url: `/api/departures/${departure.id}/manifest`,
      headers: { cookie: admin.cookie },
    })
    expect(answer.statusCode, answer.body).toBe(200)
    const booking = answer.json<DepartureManifest>().bookings.find((b) => b._id === order._id)
    expect(booking?.travellerNames).toEqual(['Rina Akter', 'Karim Uddin', 'Mira'])
  })
})

describe("deleting travellers' details", () => {
  const stored = (orderId: string) =>
    t.database.db.select().from(orderTravellers).where(eq(orderTravellers.orderId, orderId))

  it('deletes them 90 days after the trip, not a day before', async () => {
    const { order, departure } = await familyBooking('permit', { inDays: 1, dueDays: 0 })
    expect((await save(order._id, PERMIT_FAMILY)).statusCode).toBe(200)
    const { order: later } = await familyBooking('permit', { inDays: 2, dueDays: 0 })
    expect((await save(later._id, PERMIT_FAMILY)).statusCode).toBe(200)

    // On the 90th day after the trip they are still kept; the day after, gone.
    await purgeTravellerDetails({ db: t.database.db, today: addDays(departure.date, 90) })
    expect(await stored(order._id)).toHaveLength(4)
    await purgeTravellerDetails({ db: t.database.db, today: addDays(departure.date, 91) })
    expect(await stored(order._id)).toHaveLength(0)
    expect(await stored(later._id)).toHaveLength(4)
    // The booking itself stays for the books.
    const [kept] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, order._id))
    expect(kept).toEqual({ id: order._id })
  })

  it("deletes an account's travellers with the account; the paid booking stays", async () => {
    const leaving = await createAccount(t, { name: 'Leaving Soon' })
    const { order } = await familyBooking('permit', { user: leaving })
    expect((await save(order._id, PERMIT_FAMILY, leaving)).statusCode).toBe(200)
    const { order: others } = await familyBooking('permit')
    expect((await save(others._id, PERMIT_FAMILY)).statusCode).toBe(200)

    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-user',
      headers: { cookie: leaving.cookie, origin: t.config.publicUrl },
      payload: { password: leaving.password },
    })
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(await stored(order._id)).toHaveLength(0)
    expect(await stored(others._id)).toHaveLength(4)
    const [row] = await t.database.db
      .select({ userId: orders.userId })
      .from(orders)
      .where(sql`${orders.id} = ${order._id}`)
    expect(row).toEqual({ userId: null })
  })
})
