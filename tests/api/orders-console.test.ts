/**
 * Manage Order at scale (issue 17): GET /manageorder pages by a keyset cursor with filters and
 * sorts (and still answers the spec's array without parameters), counts up to a cap, streams
 * its CSV export in batches, and carries the staff workflow: an internal note, a mail to the
 * customer through the outbox, "mark contacted" in bulk. The customer's own list pages too.
 * Both engines.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditPage } from '#shared/contracts/audit.ts'
import type { Order } from '#shared/contracts/orders.ts'
import type {
  AdminOrder,
  ManageOrdersPage,
  MyOrdersPage,
} from '#shared/contracts/orders-console.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { mailOutbox, orders } from '#server/db/schema/index.ts'
import { exportOrdersCsv } from '#server/features/orders/export-orders-csv.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createOrder } from '#tests/factories/orders.ts'
import { payOrder } from '#tests/factories/payments.ts'
import { createAccount, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let admin: TestAccount
let alice: TestAccount & { id: string }
let bob: TestAccount & { id: string }
let divisionA: Awaited<ReturnType<typeof createDivision>>
let divisionB: Awaited<ReturnType<typeof createDivision>>
let tourA: Awaited<ReturnType<typeof createPlace>>
let tourB: Awaited<ReturnType<typeof createPlace>>
const made: Order[] = []
/** One instant shared by several orders: paging must neither skip nor repeat them. */
const SAME_TIME = new Date('2026-03-01T06:00:00.123Z')

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  admin = await createAccount(t, { role: 'admin' })
  alice = await createAccount(t, { name: 'Alice Rahman' })
  bob = await createAccount(t, { name: 'Bob Chowdhury' })
  divisionA = await createDivision(db)
  divisionB = await createDivision(db)
  tourA = await createPlace(db, { divisionId: divisionA.id, price: 120 })
  tourB = await createPlace(db, { divisionId: divisionB.id, price: 80 })
  const past = await createDeparture(db, { tourId: tourA.id, date: addDays(dhakaToday(), -10) })
  const future = await createDeparture(db, { tourId: tourA.id, date: addDays(dhakaToday(), 40) })
  // 8 at the same instant (alice, tour A), 6 spread over days (bob, tour B), and a few states.
  for (let i = 0; i < 8; i++) {
    made.push(await createOrder(db, { user: alice, tourId: tourA.id, createdAt: SAME_TIME }))
  }
  for (let i = 0; i < 6; i++) {
    made.push(
      await createOrder(db, {
        user: bob,
        tourId: tourB.id,
        createdAt: new Date(Date.UTC(2026, 1, 1 + i, 10)),
        phone: `+880 1711-00000${i}`,
      }),
    )
  }
  made.push(
    await createOrder(db, {
      user: alice,
      tourId: tourA.id,
      paid: true,
      departure: { id: future.id, date: future.date },
    }),
    await createOrder(db, {
      user: alice,
      tourId: tourA.id,
      paid: true,
      departure: { id: past.id, date: past.date },
    }),
    await createOrder(db, { user: bob, tourId: tourB.id, cancelled: true }),
  )
})
afterAll(() => t.close())

const as = (who?: TestAccount) => (who ? { cookie: who.cookie } : {})

async function page(query: string, who: TestAccount = admin): Promise<ManageOrdersPage> {
  const answer = await t.app.inject({ url: `/api/manageorder?${query}`, headers: as(who) })
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json()
}

/** Every page of a query, following nextCursor. */
async function walk(query: string): Promise<AdminOrder[]> {
  const seen: AdminOrder[] = []
  let cursor: string | null = null
  for (let n = 0; n < 100; n++) {
    const next: ManageOrdersPage = await page(
      `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    )
    seen.push(...next.items)
    cursor = next.nextCursor
    if (!cursor) return seen
  }
  throw new Error('too many pages')
}

const ids = (list: readonly { _id: string }[]) => list.map((o) => o._id)

describe('GET /api/manageorder', () => {
  it('without parameters answers the spec’s array of every order, as before', async () => {
    const answer = await t.app.inject({ url: '/api/manageorder', headers: as(admin) })
    expect(answer.statusCode).toBe(200)
    const all: Order[] = answer.json()
    expect(Array.isArray(all)).toBe(true)
    expect(all).toHaveLength(made.length)
    expect(all[0]).not.toHaveProperty('adminNote')
  })

  it('pages newest first with no duplicates and no gaps, even across equal booking times', async () => {
    const first = await page('limit=5')
    expect(first.items).toHaveLength(5)
    expect(first.total).toBe(made.length)
    expect(first.totalCapped).toBe(false)
    expect(first.nextCursor).toEqual(expect.any(String))
    const all = await walk('limit=3')
    expect(new Set(ids(all)).size).toBe(made.length)
    expect(ids(all).sort()).toEqual(ids(made).sort())
    const times = all.map((o) => Date.parse(o.createdAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })

  it('sorts by amount and by departure date, either way, paging through ties', async () => {
    for (const query of [
      'sort=amount&dir=desc',
      'sort=amount&dir=asc',
      'sort=departure&dir=asc',
      'sort=departure&dir=desc',
      'sort=booked&dir=asc',
    ]) {
      const all = await walk(`limit=4&${query}`)
      expect(ids(all).sort(), query).toEqual(ids(made).sort())
    }
    const byAmount = await walk('limit=4&sort=amount&dir=desc')
    const prices = byAmount.map((o) => o.tourPrice)
    expect([...prices].sort((a, b) => b - a)).toEqual(prices)
    const byDeparture = await walk('limit=4&sort=departure&dir=desc')
    expect(byDeparture[0]!.departureDate).toBe(addDays(dhakaToday(), 40))
  })

  it('filters by status (several at once), with paid and completed told apart by the date', async () => {
    const paid = await page('status=paid')
    expect(paid.items.map((o) => o.status)).toEqual(['paid'])
    const completed = await page('status=completed')
    expect(completed.items.map((o) => o.status)).toEqual(['completed'])
    const both = await page('status=paid,completed')
    expect(both.total).toBe(2)
    const repeated = await page('status=cancelled&status=unpaid')
    expect(repeated.total).toBe(15)
    expect(new Set(repeated.items.map((o) => o.status))).toEqual(new Set(['unpaid', 'cancelled']))
  })

  it('filters by paid state, tour (either id), division (either id), customer', async () => {
    expect((await page('paid=true')).total).toBe(2)
    expect((await page('paid=false')).total).toBe(made.length - 2)
    expect((await page(`tour=${tourB.id}`)).total).toBe(7)
    expect((await page(`tour=${tourB.placeId}`)).total).toBe(7)
    expect((await page(`division=${divisionA.id}`)).total).toBe(10)
    expect((await page(`division=${divisionA.publicId}`)).total).toBe(10)
    const mine = await page(`userId=${bob.id}`)
    expect(mine.total).toBe(7)
    expect(mine.items.every((o) => o.userUid === bob.id)).toBe(true)
  })

  it('filters by booking date or departure date (Dhaka days, inclusive)', async () => {
    const feb = await page('from=2026-02-02&to=2026-02-04')
    expect(feb.total).toBe(3)
    const march = await page('from=2026-03-01&to=2026-03-01')
    expect(march.total).toBe(8)
    const soon = await page(
      `dateField=departure&from=${dhakaToday()}&to=${addDays(dhakaToday(), 60)}`,
    )
    expect(soon.items.map((o) => o.status)).toEqual(['paid'])
  })

  it('searches reference, name, email and phone (by digits), any case', async () => {
    const target = made[3]!
    const byRef = await page(`q=${target.reference.toLowerCase()}`)
    expect(ids(byRef.items)).toEqual([target._id])
    expect((await page('q=RAHMAN')).total).toBe(10)
    expect((await page(`q=${encodeURIComponent(bob.email.slice(0, 10))}`)).total).toBe(7)
    const byPhone = await page(`q=${encodeURIComponent('01711000003')}`)
    expect(byPhone.items.map((o) => o.phone)).toEqual(['+880 1711-000003'])
    expect((await page('q=%25')).total).toBe(0)
    // A search's few matches are paged from their ids: every sort, each way, no gaps, exact total.
    for (const query of [
      'sort=booked&dir=desc',
      'sort=amount&dir=asc',
      'sort=departure&dir=desc',
    ]) {
      const all = await walk(`limit=3&q=RAHMAN&${query}`)
      expect(all, query).toHaveLength(10)
      expect(new Set(ids(all)).size, query).toBe(10)
      expect(ids(all), query).toEqual(
        ids((await walk(`limit=50&${query}`)).filter((o) => /rahman/i.test(o.name))),
      )
    }
  })

  it('refuses a bad cursor, limit, status or date with a 400 naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['cursor=not-a-cursor', 'cursor'],
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['status=lost', 'status'],
      ['from=2026-02-30', 'from'],
      ['sort=name', 'sort'],
      ['paid=yes', 'paid'],
    ]
    for (const [query, field] of cases) {
      const answer = await t.app.inject({ url: `/api/manageorder?${query}`, headers: as(admin) })
      expect(answer.statusCode, query).toBe(400)
      expect(answer.body, query).toContain(field)
    }
    // A cursor of another sort is refused too, not misread.
    const byAmount = await page('limit=2&sort=amount')
    const mixed = await t.app.inject({
      url: `/api/manageorder?limit=2&cursor=${byAmount.nextCursor}`,
      headers: as(admin),
    })
    expect(mixed.statusCode).toBe(400)
    expect(mixed.json().error.details).toEqual([{ path: '/cursor', message: expect.any(String) }])
  })

  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/manageorder?limit=5' })).statusCode).toBe(401)
    const refused = await t.app.inject({ url: '/api/manageorder?limit=5', headers: as(alice) })
    expect(refused.statusCode).toBe(403)
  })
})

describe('GET /api/order/:email paged', () => {
  it('answers the spec’s array without parameters and pages with limit/cursor', async () => {
    const url = `/api/order/${encodeURIComponent(alice.email)}`
    const all: Order[] = (await t.app.inject({ url, headers: as(alice) })).json()
    expect(all).toHaveLength(10)
    const seen: Order[] = []
    let cursor: string | null = null
    do {
      const answer = await t.app.inject({
        url: `${url}?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        headers: as(alice),
      })
      expect(answer.statusCode).toBe(200)
      const next: MyOrdersPage = answer.json()
      expect(next.total).toBe(10)
      seen.push(...next.items)
      cursor = next.nextCursor
    } while (cursor)
    expect(ids(seen)).toEqual(ids(all))
    const bad = await t.app.inject({ url: `${url}?cursor=xyz`, headers: as(alice) })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('cursor')
    const other = await t.app.inject({ url: `${url}?limit=3`, headers: as(bob) })
    expect(other.statusCode).toBe(403)
  })
})

describe('the order workflow', () => {
  it('an internal note: admins set and clear it, it is audited, customers never see it', async () => {
    const order = made[0]!
    const url = `/api/manageorder/${order._id}/note`
    const refused = await t.app.inject({
      method: 'PUT',
      url,
      headers: as(alice),
      payload: { note: 'x' },
    })
    expect(refused.statusCode).toBe(403)
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: as(admin),
      payload: { note: '  Wants a window seat  ' },
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ _id: order._id, adminNote: 'Wants a window seat' })
    const listed = await page(`q=${order.reference}`)
    expect(listed.items[0]!.adminNote).toBe('Wants a window seat')
    // The customer's answers have no such field.
    const own = await t.app.inject({ url: `/api/orders/${order._id}`, headers: as(alice) })
    expect(own.body).not.toContain('window seat')
    const mine = await t.app.inject({
      url: `/api/order/${encodeURIComponent(alice.email)}?limit=50`,
      headers: as(alice),
    })
    expect(mine.body).not.toContain('window seat')
    const audit: AuditPage = (
      await t.app.inject({
        url: `/api/audit?action=order.note&subjectId=${order._id}`,
        headers: as(admin),
      })
    ).json()
    expect(audit.items[0]).toMatchObject({
      actorEmail: admin.email,
      before: { note: null },
      after: { note: 'Wants a window seat' },
    })
    const cleared = await t.app.inject({
      method: 'PUT',
      url,
      headers: as(admin),
      payload: { note: '' },
    })
    expect(cleared.json().adminNote).toBeNull()
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/manageorder/00000000-0000-4000-8000-000000000000/note',
      headers: as(admin),
      payload: { note: 'x' },
    })
    expect(missing.statusCode).toBe(404)
  })

  it('email the customer: queued in the outbox in the order’s language, audited, marked contacted', async () => {
    const order = made[1]!
    await t.database.db.update(orders).set({ locale: 'bn' }).where(eq(orders.id, order._id))
    const url = `/api/manageorder/${order._id}/email`
    const payload = { subject: 'Pickup time', message: 'We leave at 7:00 from Gulshan.' }
    const refused = await t.app.inject({ method: 'POST', url, headers: as(alice), payload })
    expect(refused.statusCode).toBe(403)
    const empty = await t.app.inject({
      method: 'POST',
      url,
      headers: as(admin),
      payload: { subject: '', message: 'x' },
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.body).toContain('subject')
    const sent = await t.app.inject({ method: 'POST', url, headers: as(admin), payload })
    expect(sent.statusCode).toBe(201)
    const { mailId, to } = sent.json()
    expect(to).toBe(order.email)
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId))
    expect(mail).toMatchObject({ kind: 'order-message', to: order.email, subject: 'Pickup time' })
    expect(mail!.text).toContain('We leave at 7:00 from Gulshan.')
    expect(mail!.text).toContain('প্রিয়') // the fixed wording in the order's language
    expect(mail!.text).toContain(order.reference)
    // A second message is a mail of its own, not swallowed by the outbox's one-per-ref rule.
    await t.app.inject({ method: 'POST', url, headers: as(admin), payload })
    const count = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'order-message'), eq(mailOutbox.to, order.email)))
    expect(count[0]!.n).toBeGreaterThanOrEqual(2)
    const listed = await page(`q=${order.reference}`)
    expect(listed.items[0]).toMatchObject({ contactedBy: admin.email })
    const audit: AuditPage = (
      await t.app.inject({
        url: `/api/audit?action=order.emailed&subjectId=${order._id}`,
        headers: as(admin),
      })
    ).json()
    expect(audit.items.map((entry) => entry.after)).toContainEqual(
      expect.objectContaining({ subject: 'Pickup time', mailId, to: order.email }),
    )
  })

  it('mark contacted in bulk: admins only, counted, audited per order', async () => {
    const chosen = [made[4]!._id, made[5]!._id]
    const url = '/api/manageorder/contacted'
    const refused = await t.app.inject({
      method: 'POST',
      url,
      headers: as(bob),
      payload: { ids: chosen },
    })
    expect(refused.statusCode).toBe(403)
    const bad = await t.app.inject({
      method: 'POST',
      url,
      headers: as(admin),
      payload: { ids: ['nope'] },
    })
    expect(bad.statusCode).toBe(400)
    const done = await t.app.inject({
      method: 'POST',
      url,
      headers: as(admin),
      payload: { ids: [...chosen, '00000000-0000-4000-8000-000000000000'] },
    })
    expect(done.json()).toEqual({ updatedCount: 2 })
    for (const id of chosen) {
      const listed = await page(`q=${made.find((o) => o._id === id)!.reference}`)
      expect(listed.items[0]!.contactedAt).toEqual(expect.any(String))
      const audit: AuditPage = (
        await t.app.inject({
          url: `/api/audit?action=order.contacted&subjectId=${id}`,
          headers: as(admin),
        })
      ).json()
      expect(audit.items).toHaveLength(1)
    }
  })
})

describe('GET /api/manageorder/export.csv', () => {
  it('has the money that moved (paid, refunded, balance due) in its currency, and Dhaka times', async () => {
    const db = t.database.db
    const order = await createOrder(db, { user: bob, tourId: tourA.id, name: 'Karim Uddin' })
    await payOrder(db, order._id, { amountCents: 4_550 })
    const answer = await t.app.inject({
      url: `/api/manageorder/export.csv?ids=${order._id}`,
      headers: as(admin),
    })
    const [heading, row] = answer.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    const cells = Object.fromEntries(
      heading!.split(',').map((name, i) => [name, row!.split(',')[i]]),
    )
    expect(cells).toMatchObject({
      'Price (USD)': '120',
      Currency: 'USD',
      Paid: '45.50',
      Refunded: '0.00',
      'Balance due': '74.50',
    })
    const [stored] = await db
      .select({ createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.id, order._id))
    // Dhaka is UTC+6 all year.
    const dhaka = new Date(stored!.createdAt.getTime() + 6 * 3_600_000).toISOString()
    expect(cells['Booked at (Dhaka)']).toBe(`${dhaka.slice(0, 10)} ${dhaka.slice(11, 16)}`)
  })

  it('streams every matching row with escaping and the formula guard; ids= exports a selection', async () => {
    const db = t.database.db
    const tricky = await createOrder(db, {
      user: bob,
      tourId: tourB.id,
      name: '=HYPERLINK("http://evil")',
      email: 'quote"comma,@example.com',
    })
    const answer = await t.app.inject({
      url: `/api/manageorder/export.csv?tour=${tourB.id}`,
      headers: as(admin),
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toContain('text/csv')
    expect(answer.headers['content-disposition']).toContain('attachment')
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines).toHaveLength(1 + 8)
    expect(lines[0]).toContain('Reference')
    const row = lines.find((l) => l.includes(tricky.reference))!
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`)
    expect(row).toContain('"quote""comma,@example.com"')

    const picked = await t.app.inject({
      url: `/api/manageorder/export.csv?ids=${made[0]!._id},${made[9]!._id}`,
      headers: as(admin),
    })
    const pickedLines = picked.body.trimEnd().split('\r\n')
    expect(pickedLines).toHaveLength(3)
    const refused = await t.app.inject({ url: '/api/manageorder/export.csv', headers: as(alice) })
    expect(refused.statusCode).toBe(403)
  })

  it('reads in batches, one chunk each, so memory does not grow with the rows', async () => {
    const db = t.database.db
    // 2,500 more orders in one statement.
    await db.execute(sql`
      insert into orders (user_id, tour_id, tour_name, tour_price_cents, name, email, phone, reference, created_at)
      select ${alice.id}, ${tourA.id}, 'Bulk tour', 1000 + (n % 7), 'Bulk ' || n, 'bulk' || n || '@example.com',
             '01700' || lpad(n::text, 6, '0'), 'BK-' || lpad(n::text, 6, '0'),
             timestamptz '2025-01-01' + (n % 50) * interval '1 hour'
      from generate_series(1, 2500) as n`)
    const chunks: string[] = []
    let largest = 0
    for await (const chunk of exportOrdersCsv({
      ctx: {
        db,
        publicUrl: t.config.publicUrl,
        mailQueued: () => {},
        catalogCache: t.app.catalogCache,
        pricingCurrency: t.config.pricingCurrency,
        holdHours: t.config.holdHours,
        identityChanged: () => {},
        log: t.app.log,
      },
      query: { dateField: 'booked', q: 'bulk' },
      batch: 400,
    })) {
      chunks.push(chunk)
      largest = Math.max(largest, chunk.length)
    }
    // A header, then ceil(2500 / 400) = 7 batches.
    expect(chunks).toHaveLength(1 + 7)
    const rows = chunks.join('').trimEnd().split('\r\n').slice(1)
    expect(rows).toHaveLength(2500)
    expect(new Set(rows.map((r) => r.split(',')[0])).size).toBe(2500)
    expect(largest).toBeLessThan(400 * 400)
    // And over HTTP, the whole of it.
    const answer = await t.app.inject({
      url: '/api/manageorder/export.csv?q=bulk',
      headers: as(admin),
    })
    expect(answer.body.trimEnd().split('\r\n')).toHaveLength(2501)
  })

  it('counts up to the cap and says so past it', async () => {
    const counted = await page('limit=1&q=bulk')
    expect(counted).toMatchObject({ total: 2500, totalCapped: false })
  })
})
