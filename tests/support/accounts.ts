/**
 * Account helpers for API tests: sign up or in through the real better-auth endpoints and keep
 * the session cookie, so requests carry a real session.
 */
import { randomUUID } from 'node:crypto'
import type { App } from '#server/app.ts'

export const ORIGIN = 'http://127.0.0.1'

export interface TestAccount {
  email: string
  password: string
  name: string
  /** `cookie` header value carrying the session. */
  cookie: string
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`
}

export function randomIp(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1
  return `10.${byte()}.${byte()}.${byte()}`
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  return cookies
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.includes('session_token'))
    .join('; ')
}

export async function signUp(
  app: App,
  overrides: Partial<Omit<TestAccount, 'cookie'>> = {},
): Promise<TestAccount> {
  const account = {
    name: 'Test Traveller',
    email: uniqueEmail(),
    password: 'correct horse battery',
    ...overrides,
  }
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    payload: account,
    // Each sign-up from its own address, so tests never share a per-IP limit.
    remoteAddress: randomIp(),
  })
  if (response.statusCode !== 200) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`)
  }
  return { ...account, cookie: sessionCookie(response.headers['set-cookie']) }
}

export function signIn(app: App, email: string, password: string, ip = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN },
    payload: { email, password },
    remoteAddress: ip,
  })
}
