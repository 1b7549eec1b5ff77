/**
 * The Users page's API (features/users/admin-routes.ts): everyone, searched over name, email
 * and phone and paged by a keyset cursor, with bookings counted; promoting and revoking admins
 * (never the last one, not even when two revoke each other at once; yourself only with
 * `confirm`); disabling an account, which ends its sessions at once and refuses its sign-in.
 * Admins only. Both engines.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditPage } from '#shared/contracts/audit.ts'
import type { AdminUser, AdminUsersPage } from '#shared/contracts/users.ts'
import { messages } from '#shared/messages.ts'
import { users } from '#server/db/schema/index.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createOrder } from '#tests/factories/orders.ts'
import {
  createAccount,
  randomIp,
  signIn,
  uniqueEmail,
  type TestAccount,
} from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let admin: TestAccount & { id: string }

beforeAll(async () => {
  t = await createTestApp()
  admin = await createAccount(t, { role: 'admin', name: 'Head Admin' })
})
afterAll(() => t?.close())

function call(
  app: TestApp,
  who: TestAccount | undefined,
  method: 'GET' | 'PUT',
  url: string,
  payload?: object,
) {
  return app.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  })
}

async function list(query: string, app = t, who: TestAccount = admin): Promise<AdminUsersPage> {
  const answer = await call(app, who, 'GET', `/api/admin/users?${query}`)
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json()
}

const setRole = (who: TestAccount, id: string, body: object, app = t) =>
  call(app, who, 'PUT', `/api/admin/users/${id}/role`, body)
const setDisabled = (who: TestAccount, id: string, disabled: boolean, app = t) =>
  call(app, who, 'PUT', `/api/admin/users/${id}/disabled`, { disabled })
/** drizzle returns driver-specific results; both have rows. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

const manageOrders = (who: TestAccount, app = t) => call(app, who, 'GET', '/api/manageorder')

describe('who may use it', () => {
  it('refuses the signed-out (401) and customers (403), every route', async () => {
    const customer = await createAccount(t)
    for (const [method, url, payload] of [
      ['GET', '/api/admin/users', undefined],
      ['PUT', `/api/admin/users/${customer.id}/role`, { role: 'admin' }],
      ['PUT', `/api/admin/users/${customer.id}/disabled`, { disabled: true }],
    ] as const) {
      expect((await call(t, undefined, method, url, payload)).statusCode).toBe(401)
      expect((await call(t, customer, method, url, payload)).statusCode).toBe(403)
    }
    // The customer did not promote themself.
    expect((await manageOrders(customer)).statusCode).toBe(403)
  })
})

describe('the list', () => {
  it('pages newest first by a cursor, with no row twice or left out, and counts on page one', async () => {
    const tag = `pager${Date.now().toString(36)}`
    const made: string[] = []
    for (let i = 0; i < 7; i++) {
      const person = await createAccount(t, { name: `${tag} ${i}`, email: uniqueEmail(tag) })
      made.push(person.id)
    }
    const seen: AdminUser[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const page: AdminUsersPage = await list(
        `q=${tag}&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      )
      if (pages === 0) {
        expect(page.total).toBe(7)
        expect(page.counts).toEqual({ all: 7, customer: 7, admin: 0, disabled: 0 })
      } else {
        // Counting reads every match: the first page does it, the next ones do not.
        expect(page.total).toBeNull()
        expect(page.counts).toBeUndefined()
      }
      seen.push(...page.items)
      cursor = page.nextCursor
      pages++
    } while (cursor)
    expect(pages).toBe(3)
    expect(new Set(seen.map((user) => user.id))).toEqual(new Set(made))
    // Newest first; two accounts made in the same millisecond go by id, descending.
    const newestFirst = [...seen].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
    )
    expect(seen.map((user) => user.id)).toEqual(newestFirst.map((user) => user.id))
    expect(seen).toHaveLength(7)
  })

  it('refuses a made-up cursor or too large a page with a 400 naming the field', async () => {
    const bad = await call(t, admin, 'GET', '/api/admin/users?cursor=bm90LWEtY3Vyc29y')
    expect(bad.statusCode).toBe(400)
    expect(JSON.stringify(bad.json())).toContain('cursor')
    const junk = await call(t, admin, 'GET', '/api/admin/users?cursor=%27;drop')
    expect(junk.statusCode).toBe(400)
    expect(JSON.stringify(junk.json())).toContain('cursor')
    const big = await call(t, admin, 'GET', '/api/admin/users?limit=201')
    expect(big.statusCode).toBe(400)
    expect(JSON.stringify(big.json())).toContain('limit')
    const role = await call(t, admin, 'GET', '/api/admin/users?role=owner')
    expect(role.statusCode).toBe(400)
  })

  it('searches any part of the name, email or phone, case aside; wildcards are literal', async () => {
    const person = await createAccount(t, {
      name: 'Shirin Akhter',
      email: uniqueEmail('shirin.find'),
      phone: '01898765432',
    })
    for (const q of ['SHIRIN AKH', 'shirin.find-', '98765', 'akhter']) {
      const page = await list(`q=${encodeURIComponent(q)}`)
      expect(
        page.items.map((user) => user.id),
        q,
      ).toContain(person.id)
    }
    expect((await list(`q=${encodeURIComponent('%')}`)).total).toBe(0)
    expect((await list(`q=${encodeURIComponent('shirin_akhter')}`)).total).toBe(0)
  })

  it('searches what a person is called now: the stored search text follows every change', async () => {
    const tag = `renamed${Date.now().toString(36)}`
    // No phone yet: the text still holds the name and email.
    const person = await createAccount(t, { name: `Moushumi ${tag}`, email: uniqueEmail(tag) })
    const ids = async (q: string) =>
      (await list(`q=${encodeURIComponent(q)}`)).items.map((user) => user.id)
    expect(await ids(`moushumi ${tag}`)).toEqual([person.id])
    await t.database.db
      .update(users)
      .set({ name: `Moushumi Roy ${tag}`, phone: '01712129988' })
      .where(eq(users.id, person.id))
    expect(await ids(`moushumi ${tag}`)).toEqual([])
    expect(await ids(`roy ${tag}`)).toEqual([person.id])
    expect(await ids('1212998')).toContain(person.id)
  })

  it("shows each person's bookings count and latest booking", async () => {
    const division = await createDivision(t.database.db)
    const plan = await createPlace(t.database.db, { divisionId: division.id })
    const person = await createAccount(t, { email: uniqueEmail('booker') })
    const latest = new Date('2026-03-04T05:06:07.000Z')
    await createOrder(t.database.db, {
      user: person,
      tourId: plan.id,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    })
    await createOrder(t.database.db, { user: person, tourId: plan.id, createdAt: latest })
    const [row] = (await list(`q=${encodeURIComponent(person.email)}`)).items
    expect(row).toMatchObject({
      id: person.id,
      bookings: 2,
      lastBookingAt: latest.toISOString(),
      isAdmin: false,
      disabled: false,
    })
    const [none] = (await list(`q=${encodeURIComponent(admin.email)}`)).items
    expect(none).toMatchObject({ bookings: 0, lastBookingAt: null, isAdmin: true })
  })

  it('filters admins, customers and disabled accounts', async () => {
    const tag = `roles${Date.now().toString(36)}`
    const boss = await createAccount(t, { role: 'admin', email: uniqueEmail(tag) })
    await createAccount(t, { email: uniqueEmail(tag) })
    const gone = await createAccount(t, { email: uniqueEmail(tag) })
    expect((await setDisabled(admin, gone.id, true)).statusCode).toBe(200)
    const admins = await list(`q=${tag}&role=admin`)
    expect(admins.items.map((user) => user.id)).toEqual([boss.id])
    expect(admins.counts).toEqual({ all: 3, admin: 1, customer: 1, disabled: 1 })
    expect(admins.total).toBe(1)
    expect((await list(`q=${tag}&role=disabled`)).items.map((user) => user.id)).toEqual([gone.id])
    expect((await list(`q=${tag}&role=customer`)).total).toBe(1)
  })

  it('uses its indexes on PostgreSQL (EXPLAIN)', async () => {
    // PGlite's tiny tables are read whole whatever the indexes: the plan matters on PostgreSQL.
    if (t.database.engine !== 'postgres') return
    const db = t.database.db
    await db.execute(sql`set enable_seqscan = off`)
    try {
      const plan = async (query: string) =>
        JSON.stringify(rowsOf(await db.execute(sql.raw(`explain ${query}`))))
      expect(await plan(`select id from users where search_text like '%shirin%'`)).toContain(
        'users_search_trgm_idx',
      )
      expect(
        await plan(`select id from users order by created_at desc, id desc limit 51`),
      ).toContain('users_created_at_idx')
      expect(
        await plan(
          `select id from users where disabled_at is not null order by created_at desc, id desc limit 51`,
        ),
      ).toContain('users_disabled_created_at_idx')
      expect(await plan(`select count(*) from orders where user_id = 'x'`)).toContain(
        'orders_user_id_idx',
      )
    } finally {
      await db.execute(sql`reset enable_seqscan`)
    }
  })
})

describe('promote and revoke', () => {
  it('promotes a customer, who reaches the admin pages at once; audit-logged', async () => {
    const person = await createAccount(t)
    expect((await manageOrders(person)).statusCode).toBe(403)
    const answer = await setRole(admin, person.id, { role: 'admin' })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toMatchObject({ id: person.id, role: 'admin', isAdmin: true })
    expect((await manageOrders(person)).statusCode).toBe(200)

    const log = await call(t, admin, 'GET', `/api/audit?action=user.role&subjectId=${person.id}`)
    expect((log.json() as AuditPage).items[0]).toMatchObject({
      actorId: admin.id,
      before: { role: 'customer' },
      after: { role: 'admin' },
    })
  })

  it('revokes another admin, who loses the admin pages at once', async () => {
    const other = await createAccount(t, { role: 'admin' })
    expect((await manageOrders(other)).statusCode).toBe(200)
    const answer = await setRole(admin, other.id, { role: 'customer' })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toMatchObject({ role: 'customer', isAdmin: false })
    expect((await manageOrders(other)).statusCode).toBe(403)
  })

  it('refuses revoking yourself without confirm (400 naming confirm), allows it with', async () => {
    const me = await createAccount(t, { role: 'admin' })
    const refused = await setRole(me, me.id, { role: 'customer' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.details).toEqual([
      { path: '/confirm', message: messages.people.confirmSelfRevoke },
    ])
    expect((await manageOrders(me)).statusCode).toBe(200)
    const done = await setRole(me, me.id, { role: 'customer', confirm: true })
    expect(done.statusCode, done.body).toBe(200)
    expect((await manageOrders(me)).statusCode).toBe(403)
  })

  it('answers 404 for an unknown account and 400 for a bad role', async () => {
    expect((await setRole(admin, 'no-such-user', { role: 'admin' })).statusCode).toBe(404)
    expect((await setRole(admin, admin.id, { role: 'owner' })).statusCode).toBe(400)
  })
})

describe('disable and enable', () => {
  it('ends the sessions at once, refuses sign-in, and enabling lets them back', async () => {
    const person = await createAccount(t, { email: uniqueEmail('disable') })
    const me = `/api/users/${person.email}`
    expect((await call(t, person, 'GET', me)).statusCode).toBe(200)

    const answer = await setDisabled(admin, person.id, true)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toMatchObject({ disabled: true })
    expect((await call(t, person, 'GET', me)).statusCode).toBe(401)

    const signedIn = await signIn(t.app, person.email, person.password, randomIp())
    expect(signedIn.statusCode).toBe(403)
    expect(signedIn.json().error.message).toBe(messages.authErrors.ACCOUNT_DISABLED)
    expect(signedIn.headers['set-cookie'] ?? '').not.toContain('session_token=')

    expect((await setDisabled(admin, person.id, false)).statusCode).toBe(200)
    expect((await signIn(t.app, person.email, person.password, randomIp())).statusCode).toBe(200)

    const log = await call(t, admin, 'GET', `/api/audit?action=user&subjectId=${person.id}`)
    expect((log.json() as AuditPage).items.map((entry) => entry.action)).toEqual([
      'user.enabled',
      'user.disabled',
    ])
  })

  it('refuses disabling yourself (409)', async () => {
    const answer = await setDisabled(admin, admin.id, true)
    expect(answer.statusCode).toBe(409)
    expect(answer.json().error.message).toBe(messages.people.cannotDisableSelf)
  })
})

describe('the last admin', () => {
  let lonely: TestApp
  let only: TestAccount & { id: string }
  const configAdmin = uniqueEmail('config-admin')

  beforeAll(async () => {
    lonely = await createTestApp({ config: { adminEmails: [configAdmin] } })
    only = await createAccount(lonely, { role: 'admin' })
  })
  afterAll(() => lonely?.close())

  it('cannot be revoked, even by themself with confirm (409)', async () => {
    const answer = await setRole(only, only.id, { role: 'customer', confirm: true }, lonely)
    expect(answer.statusCode).toBe(409)
    expect(answer.json().error.message).toBe(messages.people.lastAdmin)
    expect((await manageOrders(only, lonely)).statusCode).toBe(200)
  })

  it('an admin through ADMIN_EMAILS cannot be revoked here (409), and counts as one', async () => {
    const fromConfig = await createAccount(lonely, { email: configAdmin })
    const [row] = (await list(`q=${encodeURIComponent(configAdmin)}`, lonely, only)).items
    expect(row).toMatchObject({ isAdmin: true, adminByConfig: true, role: 'customer' })
    const answer = await setRole(only, fromConfig.id, { role: 'customer' }, lonely)
    expect(answer.statusCode).toBe(409)
    expect(answer.json().error.message).toBe(messages.people.adminByConfigRevoke)
    // With a second admin, the first may step down.
    const done = await setRole(only, only.id, { role: 'customer', confirm: true }, lonely)
    expect(done.statusCode, done.body).toBe(200)
    const back = await setRole(fromConfig, only.id, { role: 'admin' }, lonely)
    expect(back.statusCode, back.body).toBe(200)
  })
})

describe('two admins revoking each other at once', () => {
  let race: TestApp
  beforeAll(async () => {
    race = await createTestApp()
  })
  afterAll(() => race?.close())

  it('always leaves one admin', async () => {
    for (let round = 0; round < 8; round++) {
      await race.database.db.execute(sql`update users set role = 'customer'`)
      const a = await createAccount(race, { role: 'admin' })
      const b = await createAccount(race, { role: 'admin' })
      const answers = await Promise.all([
        setRole(a, b.id, { role: 'customer' }, race),
        setRole(b, a.id, { role: 'customer' }, race),
      ])
      const statuses = answers.map((answer) => answer.statusCode).sort()
      expect(statuses[0], `round ${round}: ${statuses.join(',')}`).toBe(200)
      expect([403, 409]).toContain(statuses[1])
      const [row] = rowsOf<{ count: number }>(
        await race.database.db.execute(
          sql`select count(*)::int as count from users where role = 'admin'`,
        ),
      )
      expect(Number(row!.count), `round ${round}`).toBe(1)
    }
  })
})
