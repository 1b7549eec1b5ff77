/**
 * The access matrix of the identity endpoints. Fastify sees better-auth as one route
 * (/api/auth/*, declared public in route-access.ts); behind it, every endpoint better-auth
 * offers is declared here: public (a visitor and a signed-in account get the same answer),
 * signed-in (a visitor gets 401), or switched off (404 for everyone, DISABLED_AUTH_PATHS). A
 * new endpoint (a better-auth upgrade, a plugin) fails the first test until it is declared.
 *
 * Endpoints that change or end an account act on a new account each time.
 */
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorCodes } from '#shared/contracts/common.ts'
import { DISABLED_AUTH_PATHS } from '#server/auth/auth.ts'
import {
  mailedLink,
  ORIGIN,
  randomIp,
  signUp,
  uniqueEmail,
  type TestAccount,
} from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

type Caller = 'visitor' | 'signed-in'
type Access = 'public' | 'signed-in' | 'off'

interface AuthRule {
  method: 'GET' | 'POST'
  /** better-auth's path, under /api/auth. */
  path: string
  access: Access
  /** What an admitted caller gets. */
  allowed: number
  note?: string
  /** The signed-in caller's account has not verified its address yet. */
  unverified?: boolean
  /** The request as `account` (a new signed-up account; none for a visitor). */
  request: (account: TestAccount | undefined) => InjectOptions | Promise<InjectOptions>
}

let t: TestApp

const get = (path: string) => () => ({ method: 'GET' as const, url: `/api/auth${path}` })
const post =
  (path: string, payload: (a: TestAccount | undefined) => object = () => ({})) =>
  (account: TestAccount | undefined) => ({
    method: 'POST' as const,
    url: `/api/auth${path}`,
    payload: payload(account),
  })

async function resetToken(email: string): Promise<string> {
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { origin: ORIGIN },
    payload: { email },
    remoteAddress: randomIp(),
  })
  return new URL(await mailedLink(t.app, email, 'password-reset')).pathname.split('/').pop()!
}

const rules: AuthRule[] = [
  {
    method: 'GET',
    path: '/get-session',
    access: 'public',
    allowed: 200,
    request: get('/get-session'),
  },
  { method: 'GET', path: '/ok', access: 'public', allowed: 200, request: get('/ok') },
  { method: 'GET', path: '/error', access: 'public', allowed: 200, request: get('/error') },
  {
    method: 'POST',
    path: '/sign-up/email',
    access: 'public',
    allowed: 200,
    request: post('/sign-up/email', () => ({
      name: 'New Traveller',
      email: uniqueEmail(),
      password: 'correct horse battery',
    })),
  },
  {
    method: 'POST',
    path: '/sign-in/email',
    access: 'public',
    allowed: 200,
    note: 'Each caller signs in to an account of its own.',
    request: async (account) => {
      const own = account ?? (await signUp(t.app))
      return post('/sign-in/email', () => ({ email: own.email, password: own.password }))(own)
    },
  },
  {
    method: 'POST',
    path: '/sign-in/social',
    access: 'public',
    allowed: 404,
    note: 'Google is not configured in this app: no provider (tests/e2e/google-sign-in.spec.ts has it).',
    request: post('/sign-in/social', () => ({ provider: 'google', callbackURL: '/' })),
  },
  {
    method: 'GET',
    path: '/callback/:id',
    access: 'public',
    allowed: 302,
    note: 'A provider callback without state goes to the error page.',
    request: get('/callback/google'),
  },
  { method: 'POST', path: '/sign-out', access: 'public', allowed: 200, request: post('/sign-out') },
  {
    method: 'POST',
    path: '/request-password-reset',
    access: 'public',
    allowed: 200,
    note: 'The same answer whether or not the address has an account.',
    request: post('/request-password-reset', (a) => ({ email: a?.email ?? uniqueEmail() })),
  },
  {
    method: 'POST',
    path: '/sign-in/magic-link',
    access: 'public',
    allowed: 200,
    note: 'A one-time sign-in link for a throttled owner; the same answer whether or not the address has an account.',
    request: post('/sign-in/magic-link', (a) => ({ email: a?.email ?? uniqueEmail() })),
  },
  {
    method: 'GET',
    path: '/magic-link/verify',
    access: 'public',
    allowed: 302,
    note: 'The mailed link: the token is the capability (single use), not a session.',
    request: async () => {
      const owner = await signUp(t.app)
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/magic-link',
        headers: { origin: ORIGIN },
        payload: { email: owner.email },
        remoteAddress: randomIp(),
      })
      const link = new URL(await mailedLink(t.app, owner.email, 'sign-in-link'))
      return get(`${link.pathname.replace('/api/auth', '')}${link.search}`)()
    },
  },
  {
    method: 'GET',
    path: '/reset-password/:token',
    access: 'public',
    allowed: 302,
    note: 'The mailed link: the token is the capability, not a session.',
    request: async () => {
      const owner = await signUp(t.app)
      return get(`/reset-password/${await resetToken(owner.email)}?callbackURL=/reset-password`)()
    },
  },
  {
    method: 'POST',
    path: '/reset-password',
    access: 'public',
    allowed: 200,
    note: 'The token is the capability (single use); a session is neither needed nor used.',
    request: async () => {
      const owner = await signUp(t.app)
      const token = await resetToken(owner.email)
      return post('/reset-password', () => ({ token, newPassword: 'a brand new secret' }))(owner)
    },
  },
  {
    method: 'GET',
    path: '/verify-email',
    access: 'public',
    allowed: 302,
    note: 'The mailed link: its signed token names the account.',
    request: async () => {
      const owner = await signUp(t.app, { verified: false })
      const link = new URL(await mailedLink(t.app, owner.email, 'verify-email'))
      return { method: 'GET', url: link.pathname + link.search }
    },
  },
  {
    method: 'POST',
    path: '/send-verification-email',
    access: 'public',
    allowed: 200,
    note: 'Signed out it answers the same for any address (and takes at least half a second).',
    unverified: true,
    request: post('/send-verification-email', (a) => ({
      email: a?.email ?? uniqueEmail(),
      callbackURL: '/',
    })),
  },
  {
    method: 'POST',
    path: '/update-user',
    access: 'signed-in',
    allowed: 200,
    request: post('/update-user', () => ({ name: 'Renamed Traveller', phone: '+8801712345678' })),
  },
  {
    method: 'POST',
    path: '/change-password',
    access: 'signed-in',
    allowed: 200,
    request: post('/change-password', (a) => ({
      currentPassword: a?.password ?? 'correct horse battery',
      newPassword: 'a brand new secret',
    })),
  },
  {
    method: 'POST',
    path: '/change-email',
    access: 'signed-in',
    allowed: 200,
    request: post('/change-email', () => ({ newEmail: uniqueEmail('moved') })),
  },
  {
    method: 'POST',
    path: '/delete-user',
    access: 'signed-in',
    allowed: 200,
    request: post('/delete-user', (a) => ({ password: a?.password ?? 'correct horse battery' })),
  },
  ...DISABLED_AUTH_PATHS.map((path): AuthRule => ({
    method:
      path.startsWith('/list-') || path === '/account-info' || path.endsWith('/callback')
        ? 'GET'
        : 'POST',
    path,
    access: 'off',
    allowed: 404,
    request: (account) =>
      path.startsWith('/list-') || path === '/account-info' || path.endsWith('/callback')
        ? get(path)()
        : post(path)(account),
  })),
]

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('the identity endpoints', () => {
  it('declares every endpoint better-auth offers', () => {
    const offered = Object.values(t.app.auth.api as Record<string, { path?: string }>)
      .map((endpoint) => endpoint.path)
      .filter((path): path is string => typeof path === 'string')
    const declared = new Set(rules.map((rule) => rule.path))
    expect(offered.filter((path) => !declared.has(path))).toEqual([])
    expect([...declared].filter((path) => !offered.includes(path))).toEqual([])
  })
})

describe.each(rules.map((rule) => [`${rule.method} /api/auth${rule.path}`, rule] as const))(
  '%s',
  (_name, rule) => {
    it(`is ${rule.access}`, async () => {
      const seen: string[] = []
      const wanted: string[] = []
      for (const caller of ['visitor', 'signed-in'] as Caller[]) {
        const account =
          caller === 'signed-in' ? await signUp(t.app, { verified: !rule.unverified }) : undefined
        const request = await rule.request(account)
        const response = await t.app.inject({
          ...request,
          headers: {
            ...(request.method === 'POST' ? { origin: ORIGIN } : {}),
            ...(account ? { cookie: account.cookie } : {}),
          },
          remoteAddress: randomIp(),
        })
        const expected = rule.access === 'signed-in' && caller === 'visitor' ? 401 : rule.allowed
        const why = response.statusCode === expected ? '' : ` ${response.body.slice(0, 200)}`
        seen.push(`${caller} ${response.statusCode}${why}`)
        wanted.push(`${caller} ${expected}`)
        if (response.statusCode >= 400 && response.statusCode !== 404) {
          expect(errorCodes).toContain(response.json().error?.code)
        }
      }
      expect(seen).toEqual(wanted)
    })
  },
)
