/**
 * Who may call what on the users API: each endpoint as a visitor (signed out), as the customer
 * it concerns, as another customer and as an admin (ADMIN_EMAILS). The table this prints in
 * the closing note is this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAccount, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ADMIN_EMAIL = uniqueEmail('boss')
let t: TestApp
let admin: TestAccount
let alice: TestAccount
let bob: TestAccount

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [ADMIN_EMAIL] } })
  admin = await createAccount(t, { email: ADMIN_EMAIL, name: 'Boss' })
  alice = await createAccount(t, { name: 'Alice' })
  bob = await createAccount(t, { name: 'Bob' })
})
afterAll(() => t.close())

type Who = 'visitor' | 'alice' | 'bob' | 'admin'
const cookieOf = (who: Who) => (who === 'visitor' ? undefined : { alice, bob, admin }[who].cookie)

function call(who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const cookie = cookieOf(who)
  return t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} })
}

describe('POST and PUT /api/users (record my display name)', () => {
  it.each([
    ['visitor', 401],
    ['alice', 200],
    ['bob', 403],
    ['admin', 403],
  ] as const)('for Alice’s email, as %s → %i', async (who, status) => {
    for (const method of ['POST', 'PUT'] as const) {
      const response = await call(who, method, '/api/users', {
        email: alice.email,
        displayName: 'Alice R.',
      })
      expect(response.statusCode, method).toBe(status)
    }
  })

  it('stores the name and answers the record', async () => {
    const response = await call('bob', 'PUT', '/api/users', {
      email: bob.email,
      displayName: 'Bob the Traveller',
    })
    expect(response.json()).toEqual({
      email: bob.email,
      displayName: 'Bob the Traveller',
      Admin: false,
    })
    expect((await call('bob', 'GET', `/api/users/${bob.email}`)).json().displayName).toBe(
      'Bob the Traveller',
    )
  })

  it('rejects bad input with 400', async () => {
    const response = await call('alice', 'POST', '/api/users', { email: 'nope', displayName: '' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('BAD_REQUEST')
  })
})

describe('GET /api/users/:email', () => {
  it.each([
    ['visitor', 401],
    ['alice', 200],
    ['bob', 403],
    ['admin', 200],
  ] as const)('for Alice, as %s → %i', async (who, status) => {
    const response = await call(who, 'GET', `/api/users/${encodeURIComponent(alice.email)}`)
    expect(response.statusCode).toBe(status)
    if (status === 200) expect(response.json()).toMatchObject({ email: alice.email, Admin: false })
  })

  it('tells an ADMIN_EMAILS account it is an admin from its first sign-in', async () => {
    const response = await call('admin', 'GET', `/api/users/${ADMIN_EMAIL}`)
    expect(response.json()).toEqual({ email: ADMIN_EMAIL, displayName: 'Boss', Admin: true })
  })

  it('answers 404 to an admin and 403 to a customer for an unknown email', async () => {
    expect((await call('admin', 'GET', '/api/users/ghost@example.com')).statusCode).toBe(404)
    expect((await call('alice', 'GET', '/api/users/ghost@example.com')).statusCode).toBe(403)
  })
})

describe('PUT /api/users/admin', () => {
  it.each([
    ['visitor', 401],
    ['alice', 403],
    ['bob', 403],
  ] as const)('as %s → %i, and nobody is promoted', async (who, status) => {
    const response = await call(who, 'PUT', '/api/users/admin', { email: bob.email })
    expect(response.statusCode).toBe(status)
    expect((await call('admin', 'GET', `/api/users/${bob.email}`)).json().Admin).toBe(false)
  })

  it('as admin → 200; the promoted user can then do admin work', async () => {
    const target = await createAccount(t, { name: 'Carol' })
    const first = await call('admin', 'PUT', '/api/users/admin', { email: target.email })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ modifiedCount: 1 })
    const again = await call('admin', 'PUT', '/api/users/admin', { email: target.email })
    expect(again.json()).toEqual({ modifiedCount: 0 })

    const carolLooksUpAlice = await t.app.inject({
      method: 'GET',
      url: `/api/users/${alice.email}`,
      headers: { cookie: target.cookie },
    })
    expect(carolLooksUpAlice.statusCode).toBe(200)
  })

  it('as admin, an unknown email → 404 with a clear message', async () => {
    const response = await call('admin', 'PUT', '/api/users/admin', { email: 'ghost@example.com' })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.message).toMatch(/No account uses this email/)
  })

  it('as admin, a malformed email → 400', async () => {
    expect((await call('admin', 'PUT', '/api/users/admin', { email: 'x' })).statusCode).toBe(400)
  })
})

describe('the catalogue stays public', () => {
  it.each(['/api/divisions', '/api/places', '/api/review', '/api/sign-in-options'])(
    '%s answers a visitor',
    async (url) => {
      expect((await call('visitor', 'GET', url)).statusCode).toBe(200)
    },
  )
})
