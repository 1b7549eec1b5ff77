/**
 * Identity through the real endpoints on a real database: sign-up, sign-in, session, sign-out,
 * readable errors, throttling, password storage and what a client can never set.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accounts, mailOutbox, users } from '#server/db/schema/index.ts'
import {
  ORIGIN,
  randomIp,
  sessionCookie,
  signIn,
  signUp,
  uniqueEmail,
} from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const session = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })

describe('sign-up and sign-in', () => {
  it('signs up with name, email and password and starts a session', async () => {
    const account = await signUp(t.app, { name: 'Nadia Rahman' })
    expect(account.cookie).toMatch(/session_token=/)
    const me = (await session(account.cookie)).json()
    expect(me.user).toMatchObject({ name: 'Nadia Rahman', email: account.email, role: 'customer' })
  })

  it('sets an HTTP-only, SameSite session cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { name: 'Cookie', email: uniqueEmail(), password: 'long enough pw' },
    })
    const cookie = [response.headers['set-cookie']].flat().find((c) => c?.includes('session_token'))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    // http://127.0.0.1 is not https: no Secure flag (https PUBLIC_URLs get it, see below).
    expect(cookie).not.toMatch(/;\s*Secure/i)
  })

  it('signs in, and signs out', async () => {
    const account = await signUp(t.app)
    const response = await signIn(t.app, account.email, account.password)
    expect(response.statusCode).toBe(200)
    const cookie = sessionCookie(response.headers['set-cookie'])
    expect((await session(cookie)).json().user.email).toBe(account.email)

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: ORIGIN },
      payload: {},
    })
    expect(out.statusCode).toBe(200)
    expect((await session(cookie)).json()).toBeNull()
  })

  it('answers a wrong password with a clear 401', async () => {
    const account = await signUp(t.app)
    const response = await signIn(t.app, account.email, 'not the password', '10.0.0.2')
    expect(response.statusCode).toBe(401)
    expect(response.json().error).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Wrong email or password. Check them and try again.',
    })
  })

  it('answers a taken email with a clear 409', async () => {
    const account = await signUp(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      remoteAddress: '10.0.0.3',
      payload: { name: 'Again', email: account.email.toUpperCase(), password: 'another password' },
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email already exists. Sign in instead.',
    })
  })

  it('requires a password of at least 8 characters', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      remoteAddress: '10.0.0.4',
      payload: { name: 'Short', email: uniqueEmail(), password: 'short' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toMatch(/at least 8 characters/)
  })

  it('refuses a sign-in from a foreign origin', async () => {
    const account = await signUp(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example' },
      remoteAddress: '10.0.0.5',
      payload: { email: account.email, password: account.password },
    })
    expect(response.statusCode).toBe(403)
  })
})

describe('passwords at rest', () => {
  it('are stored only as argon2id hashes', async () => {
    const account = await signUp(t.app)
    const [row] = await t.database.db
      .select({ password: accounts.password })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, account.email))
    expect(row!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(row!.password).not.toContain(account.password)
  })
})

describe('the role', () => {
  it('cannot be set at sign-up', async () => {
    const email = uniqueEmail('sneaky')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      remoteAddress: '10.0.0.6',
      payload: { name: 'Sneaky', email, password: 'long enough pw', role: 'admin' },
    })
    expect([200, 400]).toContain(response.statusCode)
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email))
    if (row) expect(row.role).toBe('customer')
  })

  it('cannot be set through a profile update', async () => {
    const account = await signUp(t.app)
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { origin: ORIGIN, cookie: account.cookie },
      payload: { name: 'Still a customer', role: 'admin' },
    })
    const [row] = await t.database.db.select().from(users).where(eq(users.email, account.email))
    expect(row!.role).toBe('customer')
  })
})

describe('changing the password', () => {
  it('ends the other sessions', async () => {
    const account = await signUp(t.app)
    const other = sessionCookie(
      (await signIn(t.app, account.email, account.password)).headers['set-cookie'],
    )
    expect((await session(other)).json()).not.toBeNull()

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { origin: ORIGIN, cookie: account.cookie },
      payload: { currentPassword: account.password, newPassword: 'a brand new password' },
    })
    expect(response.statusCode).toBe(200)
    expect((await session(other)).json()).toBeNull()
    const fresh = await signIn(t.app, account.email, 'a brand new password', '10.0.0.7')
    expect(fresh.statusCode).toBe(200)
  })
})

describe('throttling', () => {
  it('answers 429 after 10 fast failed sign-ins from one address', async () => {
    const account = await signUp(t.app)
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push((await signIn(t.app, account.email, `wrong-${i}`, '10.1.0.1')).statusCode)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses[10]).toBe(429)
    const last = await signIn(t.app, account.email, account.password, '10.1.0.1')
    expect(last.statusCode).toBe(429)
    expect(last.json().error.code).toBe('TOO_MANY_REQUESTS')
  })

  it('limits attempts on one account from many addresses', async () => {
    const account = await signUp(t.app)
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await signIn(t.app, account.email, `wrong-${i}`, `10.2.0.${i + 1}`)).statusCode,
      )
    }
    expect(statuses[10]).toBe(429)
    const fromNewIp = await signIn(t.app, account.email, account.password, '10.2.1.1')
    expect(fromNewIp.statusCode).toBe(429)
    expect(fromNewIp.json().error.message).toMatch(/this account/)
  })

  it('gives the owner of a throttled account a mailed one-time sign-in link, and that browser its own allowance', async () => {
    const account = await signUp(t.app)
    for (let i = 0; i < 10; i++) await signIn(t.app, account.email, `wrong-${i}`, `10.3.0.${i + 1}`)
    const throttled = await signIn(t.app, account.email, account.password, '10.3.1.1')
    expect(throttled.statusCode).toBe(429)
    expect(throttled.json().error.details).toEqual({ authCode: 'TOO_MANY_ACCOUNT_ATTEMPTS' })

    const ask = (email: string, ip = '10.3.2.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/magic-link',
        headers: { origin: ORIGIN },
        // A callback of the caller's is replaced by the site's own page.
        payload: { email, callbackURL: 'https://evil.example/' },
        remoteAddress: ip,
      })
    const linksTo = async (email: string) =>
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter(
        (m) => m.kind === 'sign-in-link',
      )
    expect((await ask(account.email)).statusCode).toBe(200)
    // An address without an account gets the same answer and no mail.
    const stranger = uniqueEmail()
    expect((await ask(stranger)).json()).toEqual({ status: true })
    expect(await linksTo(stranger)).toHaveLength(0)
    const [mail] = await linksTo(account.email)
    expect(mail!.subject).toBe('Your sign-in link')
    const link = new URL(/https?:\/\/\S+magic-link\/verify\S+/.exec(mail!.text)![0])
    expect(link.searchParams.get('callbackURL')).toBe('/login?via=link')

    const open = () =>
      t.app.inject({
        method: 'GET',
        url: `${link.pathname}${link.search}`,
        remoteAddress: '10.3.3.1',
      })
    const opened = await open()
    expect(opened.statusCode).toBe(302)
    expect(opened.headers.location).toMatch(/\/login\?via=link$/)
    const cookies = [opened.headers['set-cookie']].flat().join('; ')
    const cookie = sessionCookie(opened.headers['set-cookie'])
    expect((await session(cookie)).json().user.email).toBe(account.email)
    // Once only.
    const again = await open()
    expect(again.headers.location).toMatch(/via=link&error=INVALID_TOKEN/)
    expect(again.headers['set-cookie'] ?? '').not.toMatch(/session_token=[^;]/)

    // That browser (its device cookie) signs in with the password despite the strangers.
    const device = /(bt\.device=[^;]+)/.exec(cookies)?.[1]
    expect(device).toBeDefined()
    const byPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN, cookie: device! },
      payload: { email: account.email, password: account.password },
      remoteAddress: '10.3.3.1',
    })
    expect(byPassword.statusCode).toBe(200)

    // Three links an hour per address, whoever asks (from other addresses too).
    const more = [await ask(account.email, '10.3.4.1'), await ask(account.email, '10.3.4.2')]
    expect(more.map((r) => r.statusCode)).toEqual([200, 200])
    expect((await ask(account.email, '10.3.4.3')).statusCode).toBe(429)
    expect(await linksTo(account.email)).toHaveLength(3)
  })

  it('keeps its counters in the database, so a restart does not reset them', async () => {
    const rows = await t.database.db.execute(
      // drizzle returns driver-specific results; both have rows.
      (await import('drizzle-orm')).sql`select count(*)::int as n from rate_limits`,
    )
    expect(Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBeGreaterThan(0)
  })
})

describe('on an https site', () => {
  it('marks the session cookie Secure', async () => {
    const https = await createTestApp({ config: { publicUrl: 'https://tours.example' } })
    try {
      const response = await https.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: 'https://tours.example' },
        payload: { name: 'Secure', email: uniqueEmail(), password: 'long enough pw' },
      })
      expect(response.statusCode).toBe(200)
      const cookie = [response.headers['set-cookie']]
        .flat()
        .find((c) => c?.includes('session_token'))
      expect(cookie).toMatch(/;\s*Secure/i)
      expect(cookie).toMatch(/HttpOnly/i)
    } finally {
      await https.close()
    }
  })
})

describe.skipIf(!process.env.REDIS_TEST_URL)('with REDIS_URL', () => {
  it('throttles through Redis and closes its connection with the app', async () => {
    const withRedis = await createTestApp({ config: { redisUrl: process.env.REDIS_TEST_URL } })
    try {
      const account = await signUp(withRedis.app)
      const ip = randomIp()
      const statuses: number[] = []
      for (let i = 0; i < 11; i++) {
        statuses.push((await signIn(withRedis.app, account.email, `wrong-${i}`, ip)).statusCode)
      }
      expect(statuses[9]).toBe(401)
      expect(statuses[10]).toBe(429)
    } finally {
      await withRedis.close()
    }
  })
})

describe('with REDIS_URL and Redis not answering', () => {
  it('lets sign-in and the contact form through uncounted instead of failing', async () => {
    // Nothing listens on port 1: every Redis command fails.
    const noRedis = await createTestApp({ config: { redisUrl: 'redis://127.0.0.1:1' } })
    try {
      const account = await signUp(noRedis.app)
      const started = Date.now()
      const signedIn = await signIn(noRedis.app, account.email, account.password, randomIp())
      expect(signedIn.statusCode).toBe(200)
      const contact = await noRedis.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          user_name: 'Visitor',
          user_email: 'visitor@example.com',
          message: 'Is the Sundarbans trip running in March?',
        },
      })
      expect(contact.statusCode, contact.body).toBe(202)
      // Each waits at most for the command timeout, not for Redis to come back.
      expect(Date.now() - started).toBeLessThan(10_000)
    } finally {
      await noRedis.close()
    }
  })
})

describe('with REDIS_URL, Redis not answering and RATE_LIMITS_WITHOUT_REDIS=closed', () => {
  it('refuses rate-limited requests with 503 and Retry-After, and lets the rest through', async () => {
    const closed = await createTestApp({
      config: { redisUrl: 'redis://127.0.0.1:1', rateLimitsWithoutRedis: 'closed' },
    })
    try {
      const ip = randomIp()
      const signedIn = await signIn(closed.app, 'owner@example.com', 'correct horse battery', ip)
      const contact = await closed.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          user_name: 'Visitor',
          user_email: 'visitor@example.com',
          message: 'Is the Sundarbans trip running in March?',
        },
      })
      for (const refused of [signedIn, contact]) {
        expect(refused.statusCode, refused.body).toBe(503)
        expect(refused.headers['retry-after']).toBe('5')
        expect(refused.json().error.message).toBe(
          'The site cannot check this request right now. Please try again in a few seconds.',
        )
      }
      // What no limit guards is served as ever.
      expect((await closed.app.inject({ url: '/api/places' })).statusCode).toBe(200)
    } finally {
      await closed.close()
    }
  })
})
