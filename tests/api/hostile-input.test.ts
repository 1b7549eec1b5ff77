/**
 * Inputs the security fuzzer (tests/security/fuzz.test.ts) found answering 500 or outside the
 * `{ error }` envelope, kept here as plain cases: NUL characters PostgreSQL cannot store, JSON
 * nested deep enough to overflow the auth bridge, malformed %-escapes and over-long path
 * parameters the router refuses, and auth requests with a body type it does not parse.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InjectOptions } from 'fastify'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { ORIGIN, randomIp, createAccount, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let alice: TestAccount
let tourId: string

beforeAll(async () => {
  t = await createTestApp()
  const division = await createDivision(t.database.db)
  tourId = (await createPlace(t.database.db, { divisionId: division.id })).id
  alice = await createAccount(t, { name: 'Alice' })
})
afterAll(() => t.close())

async function expectEnvelope(request: InjectOptions, status: number, message?: RegExp) {
  const response = await t.app.inject({ remoteAddress: randomIp(), ...request })
  expect(response.statusCode, response.body).toBe(status)
  expect(response.headers['content-type']).toMatch(/application\/json/)
  const { error } = response.json()
  expect(error.code).toBe('BAD_REQUEST')
  if (message) expect(error.message).toMatch(message)
}

describe('a NUL character (\\u0000) is a 400, never a database error', () => {
  const signedIn = () => ({ cookie: alice.cookie, origin: ORIGIN })
  it.each([
    [
      'a contact message',
      () => ({
        method: 'POST' as const,
        url: '/api/contact',
        payload: { user_name: 'Rahim', user_email: 'rahim@example.com', message: 'hi\u0000' },
      }),
    ],
    [
      'a review',
      () => ({
        method: 'POST' as const,
        url: '/api/review',
        headers: signedIn(),
        payload: { description: 'Great\u0000trip', rating: 5 },
      }),
    ],
    [
      'a booking name',
      () => ({
        method: 'POST' as const,
        url: '/api/order',
        headers: signedIn(),
        payload: { tourId, name: 'A\u0000', email: alice.email, phone: '01712345678' },
      }),
    ],
    [
      'a display name',
      () => ({
        method: 'PUT' as const,
        url: '/api/users',
        headers: signedIn(),
        payload: { email: alice.email, displayName: 'A\u0000' },
      }),
    ],
    [
      'a sandbox client secret',
      () => ({
        method: 'POST' as const,
        url: '/api/payment/sandbox/confirm',
        headers: signedIn(),
        payload: { clientSecret: 'x\u0000', cardNumber: '4242', expiry: '12/34', cvc: '123' },
      }),
    ],
    ['a catalogue search', () => ({ method: 'GET' as const, url: '/api/places?q=%00' })],
    ['a division filter', () => ({ method: 'GET' as const, url: '/api/places?division=a%00' })],
    [
      'a sign-in email',
      () => ({
        method: 'POST' as const,
        url: '/api/auth/sign-in/email',
        headers: { origin: ORIGIN },
        payload: { email: 'a\u0000@example.com', password: 'long enough pass' },
      }),
    ],
    [
      'a new account name',
      () => ({
        method: 'POST' as const,
        url: '/api/auth/update-user',
        headers: signedIn(),
        payload: { name: 'A\u0000' },
      }),
    ],
  ])('in %s', async (_what, request) => {
    await expectEnvelope(request(), 400, /NUL/)
  })
})

describe('malformed requests get the error envelope', () => {
  it('JSON nested thousands deep, to better-auth (was a stack overflow: 500)', async () => {
    await expectEnvelope(
      {
        method: 'POST',
        url: '/api/auth/get-session',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: '['.repeat(5000) + ']'.repeat(5000),
      },
      400,
      /nested/,
    )
  })

  it('a broken %-escape in the path (was Fastify’s own error shape)', async () => {
    await expectEnvelope({ method: 'GET', url: '/api/receipt/%' }, 400)
    await expectEnvelope({ method: 'GET', url: '/api/places/%zz' }, 400)
  })

  it('a path parameter over 100 characters (414)', async () => {
    await expectEnvelope({ method: 'GET', url: `/api/orders/${'x'.repeat(101)}` }, 414, /too long/)
  })

  it('an auth request with a body type the server does not parse (415)', async () => {
    await expectEnvelope(
      {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: ORIGIN, 'content-type': 'application/xml' },
        payload: '<email/>',
      },
      415,
    )
  })
})
