/**
 * Account helpers for API tests. `createAccount` inserts a user and a session through the
 * factories (tests/factories/accounts.ts) and is what most tests use; `signUp` and `signIn` go
 * through the real better-auth endpoints, for the tests whose subject is signing up or in.
 * Either way requests carry a real session cookie.
 */
import { randomUUID } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import type { App } from '#server/app.ts'
import { mailOutbox } from '#server/db/schema/index.ts'
import { createSession, createUser, type UserOverrides } from '#tests/factories/accounts.ts'
import type { TestApp } from './test-app.ts'

export const ORIGIN = 'http://127.0.0.1'

export interface TestAccount {
  /** The user's id (set by createAccount; sign-up over HTTP leaves it to the server). */
  id?: string
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

/** The link in the newest mail of `kind` to `email` (from the outbox: no SMTP needed). */
export async function mailedLink(app: App, email: string, kind: string): Promise<string> {
  const [mail] = await app.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email.toLowerCase()), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1)
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0]
  if (!link) throw new Error(`no ${kind} mail with a link to ${email}`)
  return link
}

/**
 * Opens the verification link mailed at sign-up, as its reader would: the account is verified
 * (better-auth marks it, and ADMIN_EMAILS addresses become admins). Returns the redirect.
 */
export async function verifyEmail(app: App, account: Pick<TestAccount, 'email' | 'cookie'>) {
  const url = new URL(await mailedLink(app, account.email, 'verify-email'))
  const response = await app.inject({
    method: 'GET',
    url: url.pathname + url.search,
    headers: account.cookie ? { cookie: account.cookie } : {},
    remoteAddress: randomIp(),
  })
  if (response.statusCode !== 302) {
    throw new Error(`verification failed: ${response.statusCode} ${response.body}`)
  }
  return response
}

/**
 * Signs up through better-auth and, unless `verified: false`, verifies the address by its
 * mailed link (most tests act as a customer who did).
 */
export async function signUp(
  app: App,
  overrides: Partial<Omit<TestAccount, 'cookie'>> & { verified?: boolean } = {},
): Promise<TestAccount> {
  const { verified = true, ...fields } = overrides
  const account = {
    name: 'Test Traveller',
    email: uniqueEmail(),
    password: 'correct horse battery',
    ...fields,
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
  const signedUp = { ...account, cookie: sessionCookie(response.headers['set-cookie']) }
  if (verified) await verifyEmail(app, signedUp)
  return signedUp
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

/**
 * A verified customer (or whatever `overrides` say) with a live session, inserted directly: for
 * every test whose subject is not signing up. An address in the app's ADMIN_EMAILS is an admin
 * once verified, as after a real sign-up; `role: 'admin'` makes one outright.
 */
export async function createAccount(
  t: Pick<TestApp, 'database' | 'config'>,
  overrides: Omit<UserOverrides, 'password'> & { password?: string } = {},
): Promise<TestAccount & { id: string }> {
  const user = await createUser(t.database.db, { email: uniqueEmail(), ...overrides })
  const session = await createSession(t.database.db, user.id, {
    secret: t.config.authSecret!,
    publicUrl: t.config.publicUrl,
  })
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    password: user.password!,
    cookie: session.cookie,
  }
}
