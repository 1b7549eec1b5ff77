/**
 * The session answer says whether its user is an admin, by the same rule as the guards (an
 * ADMIN_EMAILS address counts only once verified; a promoted account counts at once), so the
 * web app learns who it serves in one request. Cookies the session refresh sets still arrive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [ADMIN_EMAIL] } })
})
afterAll(() => t.close())

async function sessionOf(account: TestAccount) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/auth/get-session',
    headers: { cookie: account.cookie },
  })
  expect(response.statusCode).toBe(200)
  return response.json() as { user: { email: string; isAdmin: boolean } }
}

describe('the session answer', () => {
  it('marks a verified admin address as admin, and a customer not', async () => {
    const admin = await signUp(t.app, { email: ADMIN_EMAIL })
    const customer = await signUp(t.app)
    expect((await sessionOf(admin)).user).toMatchObject({ email: ADMIN_EMAIL, isAdmin: true })
    expect((await sessionOf(customer)).user).toMatchObject({ isAdmin: false })
    // The guards agree: the same cookie opens an admin route for one and not the other.
    const manage = (who: TestAccount) =>
      t.app.inject({ method: 'GET', url: '/api/manageorder', headers: { cookie: who.cookie } })
    expect((await manage(admin)).statusCode).toBe(200)
    expect((await manage(customer)).statusCode).toBe(403)
  })

  it('does not make an unverified holder of an admin address an admin', async () => {
    const email = uniqueEmail('admin-unverified')
    const local = await createTestApp({ config: { adminEmails: [email] } })
    try {
      const unverified = await signUp(local.app, { email, verified: false })
      const response = await local.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { cookie: unverified.cookie },
      })
      expect(response.json().user).toMatchObject({ email, isAdmin: false })
    } finally {
      await local.close()
    }
  })

  it('is null when signed out, as better-auth answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/get-session' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toBeNull()
  })
})
