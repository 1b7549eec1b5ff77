/**
 * Signed-in users are remembered per session cookie (plugins/auth.ts), and forgotten the moment
 * a session or user changes: on the instance that made the change at once, on another instance
 * sharing the database within a second (LISTEN/NOTIFY on PostgreSQL), and also when the change
 * is made straight in the database.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, createAccount, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
let first: TestApp
let second: TestApp
let admin: TestAccount

beforeAll(async () => {
  first = await createTestApp({ config: { adminEmails: [ADMIN_EMAIL] } })
  second = await createTestApp({ database: first.database, config: { adminEmails: [ADMIN_EMAIL] } })
  admin = await createAccount(first, { email: ADMIN_EMAIL, name: 'Admin' })
})
afterAll(async () => {
  await second?.close()
  await first?.close()
})

const whoAmI = (t: TestApp, account: TestAccount) =>
  t.app.inject({ url: `/api/users/${account.email}`, headers: { cookie: account.cookie } })

async function eventually(read: () => Promise<number>, expected: number, withinMs = 1000) {
  const deadline = Date.now() + withinMs
  let value = await read()
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20))
    value = await read()
  }
  return value
}

describe('remembered sessions', () => {
  it('forget a signed-out session at once on this instance and within a second on another', async () => {
    const customer = await createAccount(first)
    // Both instances now remember the session.
    expect((await whoAmI(first, customer)).statusCode).toBe(200)
    expect((await whoAmI(second, customer)).statusCode).toBe(200)
    expect((await whoAmI(second, customer)).statusCode).toBe(200)

    const signOut = await first.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: customer.cookie, origin: ORIGIN },
    })
    expect(signOut.statusCode).toBe(200)
    expect((await whoAmI(first, customer)).statusCode).toBe(401)
    expect(await eventually(async () => (await whoAmI(second, customer)).statusCode, 401)).toBe(401)
  })

  it('see a new admin on every instance', async () => {
    const customer = await createAccount(first)
    const manage = (t: TestApp) =>
      t.app.inject({ url: '/api/manageorder', headers: { cookie: customer.cookie } })
    expect((await manage(first)).statusCode).toBe(403)
    expect((await manage(second)).statusCode).toBe(403)

    const promoted = await first.app.inject({
      method: 'PUT',
      url: '/api/users/admin',
      headers: { cookie: admin.cookie },
      payload: { email: customer.email },
    })
    expect(promoted.statusCode).toBe(200)
    expect((await manage(first)).statusCode).toBe(200)
    expect(await eventually(async () => (await manage(second)).statusCode, 200)).toBe(200)
  })

  it('forget sessions revoked straight in the database', async () => {
    const customer = await createAccount(second)
    expect((await whoAmI(first, customer)).statusCode).toBe(200)
    expect((await whoAmI(second, customer)).statusCode).toBe(200)
    await first.database.db.execute(
      sql`delete from sessions where user_id = (select id from users where email = ${customer.email})`,
    )
    for (const t of [first, second]) {
      expect(await eventually(async () => (await whoAmI(t, customer)).statusCode, 401)).toBe(401)
    }
  })

  it('never remember a made-up cookie', async () => {
    const forged = { ...admin, cookie: 'better-auth.session_token=made-up.value' }
    expect((await whoAmI(first, forged)).statusCode).toBe(401)
    expect((await whoAmI(first, forged)).statusCode).toBe(401)
  })
})
