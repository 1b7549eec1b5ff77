/**
 * The audit log: admin actions are recorded with who, when, what and the values before and
 * after, in the same transaction as the action; admins read it newest first, filtered and
 * paged; nothing can change or delete an entry, not even SQL. Both engines.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry, AuditPage } from '#shared/contracts/audit.ts'
import { dhakaToday } from '#shared/dhaka-date.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createOrder } from '#tests/factories/orders.ts'
import { payOrder } from '#tests/factories/payments.ts'
import { createAccount, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let admin: TestAccount
let customer: TestAccount & { id: string }
let division: Awaited<ReturnType<typeof createDivision>>

beforeAll(async () => {
  t = await createTestApp()
  division = await createDivision(t.database.db)
  admin = await createAccount(t, { role: 'admin' })
  customer = await createAccount(t)
})
afterAll(() => t.close())

function call(who: TestAccount | undefined, method: string, url: string, payload?: object) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  })
}

async function audit(query: string): Promise<AuditPage> {
  const answer = await call(admin, 'GET', `/api/audit?${query}`)
  expect(answer.statusCode).toBe(200)
  return answer.json()
}

describe('what is recorded', () => {
  it('a plan edit, with who and only the fields that changed before and after', async () => {
    const plan = await createPlace(t.database.db, { divisionId: division.id, price: 80 })
    const place = (await call(undefined, 'GET', `/api/places/${plan.id}`)).json()
    const { _id, ...fields } = place
    const saved = await call(admin, 'PUT', `/api/place/${plan.id}`, { ...fields, price: 95.5 })
    expect(saved.statusCode).toBe(200)
    const { items: entries } = await audit(`action=plan.updated&subjectId=${plan.id}`)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      subjectType: 'plan',
      before: { priceCents: 8000 },
      after: { priceCents: 9550 },
    })
    expect(Date.now() - Date.parse(entries[0]!.at)).toBeLessThan(60_000)
  })

  it('a role change, a departure change, and not a refused change', async () => {
    const promoted = await createAccount(t)
    await call(admin, 'PUT', '/api/users/admin', { email: promoted.email })
    const roles = await audit(`action=user.role&subjectId=${promoted.id}`)
    expect(roles.items[0]).toMatchObject({
      before: { role: 'customer' },
      after: { role: 'admin', email: promoted.email },
    })

    const plan = await createPlace(t.database.db, { divisionId: division.id })
    const departure = await createDeparture(t.database.db, { tourId: plan.id, capacity: 10 })
    await call(admin, 'PATCH', `/api/departures/${departure.id}`, { capacity: 14 })
    // Refused (a customer): no entry.
    await call(customer, 'PATCH', `/api/departures/${departure.id}`, { capacity: 2 })
    const changes = await audit(`action=departure&subjectId=${departure.id}`)
    expect(changes.items.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'departure.updated',
        { capacity: 10, priceCents: null, state: 'open', startTime: null },
        { capacity: 14, priceCents: null, state: 'open', startTime: null },
      ],
    ])
  })
})

describe('reading it', () => {
  it('pages newest first with a cursor, without gaps or repeats, and filters by actor and date', async () => {
    const plan = await createPlace(t.database.db, { divisionId: division.id })
    for (let i = 0; i < 7; i++) {
      await call(
        admin,
        'PATCH',
        `/api/departures/${(await createDeparture(t.database.db, { tourId: plan.id })).id}`,
        {
          capacity: 20 + i,
        },
      )
    }
    const seen: AuditEntry[] = []
    let cursor: string | null = null
    do {
      const page: AuditPage = await audit(
        `action=departure.updated&actor=${encodeURIComponent(admin.email.toUpperCase())}&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      )
      expect(page.items.length).toBeLessThanOrEqual(3)
      // The log is not counted (it only grows, and nothing shows a figure).
      expect(page.total).toBeNull()
      seen.push(...page.items)
      cursor = page.nextCursor
    } while (cursor)
    const ids = seen.map((e) => e.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect([...ids].sort((a, b) => b - a)).toEqual(ids)
    expect(seen.length).toBeGreaterThanOrEqual(7)
    expect(seen.every((e) => e.action === 'departure.updated')).toBe(true)

    expect((await audit(`from=2000-01-01&to=2000-01-02`)).items).toEqual([])
    const today = await audit(`from=${dhakaToday()}&to=${dhakaToday()}&limit=1`)
    expect(today.items).toHaveLength(1)
  })

  it('is for admins only, and refuses bad filters with a 400 naming them', async () => {
    expect((await call(undefined, 'GET', '/api/audit')).statusCode).toBe(401)
    expect((await call(customer, 'GET', '/api/audit')).statusCode).toBe(403)
    const bad = await call(admin, 'GET', '/api/audit?from=yesterday&limit=1000')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toMatch(/from|limit/)
    // The cursor is the server's own: an entry's bare id (what it was before) is not one.
    const handMade = await call(admin, 'GET', '/api/audit?cursor=41')
    expect(handMade.statusCode).toBe(400)
    expect(handMade.json().error.details).toEqual([
      { path: '/cursor', message: expect.any(String) },
    ])
  })
})

describe('append-only', () => {
  it('refuses UPDATE and DELETE on the log, and DELETE on the ledger, even in SQL', async () => {
    const plan = await createPlace(t.database.db, { divisionId: division.id })
    const order = await createOrder(t.database.db, { user: customer, tourId: plan.id })
    await payOrder(t.database.db, order._id)
    for (const statement of [
      sql`update audit_log set action = 'x'`,
      sql`delete from audit_log`,
      sql`delete from payments`,
    ]) {
      const error = await t.database.db.execute(statement).then(
        () => undefined,
        (e: unknown) => e as { message: string; cause?: { message: string } },
      )
      expect(error?.cause?.message ?? error?.message).toMatch(/is append-only/)
    }
  })
})
