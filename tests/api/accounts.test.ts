/**
 * Issue 12, points 1–4, through the real better-auth routes on a real database: sessions
 * decided only by the verified cookie, account self-service (verification, password reset,
 * profile, email change, deletion), the name and password rules on every path, the admin
 * bootstrap that needs a verified address, device cookies against lockout, booking limits and
 * mails only to verified addresses.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, orders, users, verifications } from '#server/db/schema/index.ts'
import type { Db } from '#server/db/client.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import {
  mailedLink,
  ORIGIN,
  randomIp,
  sessionCookie,
  signIn,
  signUp,
  uniqueEmail,
  verifyEmail,
  type TestAccount,
} from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ADMIN_EMAIL = 'boss@example.com'
let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [ADMIN_EMAIL] } })
})
afterAll(() => t.close())

const post = (url: string, payload: unknown, cookie?: string, ip = randomIp()) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
    remoteAddress: ip,
  })

const whoIs = async (cookie: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/order/someone@example.com',
    headers: { cookie },
  })
  return response
}

/** The account id the guards see for this Cookie header, or the status when there is none. */
async function identity(cookie: string): Promise<string | number> {
  // GET /api/users/:email answers 200 for oneself only, so asking about each candidate tells
  // who the request is; /api/auth/get-session answers better-auth's own view.
  const session = await t.app.inject({
    method: 'GET',
    url: '/api/auth/get-session',
    headers: { cookie },
  })
  const guard = await whoIs(cookie)
  const user = (session.json() as { user?: { email: string } } | null)?.user
  if (guard.statusCode === 401) return 401
  return user?.email ?? guard.statusCode
}

async function newTour(db: Db) {
  const division = await createDivision(db)
  return createPlace(db, { divisionId: division.id })
}

const tokenOf = (account: TestAccount) => account.cookie.split('=').slice(1).join('=')

async function mailsTo(email: string, kind: string) {
  return t.app.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email.toLowerCase()), eq(mailOutbox.kind, kind)))
}

describe('a session is decided only by the cookie better-auth verified', () => {
  it('never binds a planted second cookie to the victim (the other name first)', async () => {
    const victim = await signUp(t.app, { name: 'Victim' })
    const attacker = await signUp(t.app, { name: 'Attacker' })
    // The attacker plants their own token under the https-only spelling in the victim's browser
    // (a sibling subdomain can); the victim's browser sends both.
    const planted = `__Secure-better-auth.session_token=${tokenOf(attacker)}; ${victim.cookie}`
    const asVictim = await t.app.inject({
      method: 'GET',
      url: `/api/users/${encodeURIComponent(victim.email)}`,
      headers: { cookie: planted },
    })
    expect(asVictim.statusCode).toBe(200)
    // The old cache remembered the attacker's token as the victim: the attacker's own requests
    // then acted as the victim.
    const asAttacker = await t.app.inject({
      method: 'GET',
      url: `/api/users/${encodeURIComponent(victim.email)}`,
      headers: { cookie: `__Secure-better-auth.session_token=${tokenOf(attacker)}` },
    })
    expect(asAttacker.statusCode).toBe(401)
    const attackersOwn = await t.app.inject({
      method: 'GET',
      url: `/api/users/${encodeURIComponent(victim.email)}`,
      headers: { cookie: attacker.cookie },
    })
    expect(attackersOwn.statusCode).toBe(403)
  })

  it('treats one name sent twice with different values as signed out', async () => {
    const first = await signUp(t.app, { name: 'First' })
    const second = await signUp(t.app, { name: 'Second' })
    const both = `${second.cookie}; ${first.cookie}`
    expect(await identity(both)).toBe(401)
    // …and remembers nothing from it: each alone is still itself.
    expect(await identity(first.cookie)).toBe(first.email)
    expect(await identity(second.cookie)).toBe(second.email)
    // The same value twice is one cookie.
    expect(await identity(`${first.cookie}; ${first.cookie}`)).toBe(first.email)
  })

  it('ignores a made-up value under the other spelling, and keys nothing by it', async () => {
    const owner = await signUp(t.app, { name: 'Owner' })
    const junk = `__Secure-better-auth.session_token=made-up.value`
    expect(await identity(`${junk}; ${owner.cookie}`)).toBe(owner.email)
    expect(await identity(junk)).toBe(401)
  })

  it('uses __Host- cookies (Secure, Path=/, no Domain) when the site is on https', async () => {
    const secure = await createTestApp({ config: { publicUrl: 'https://tours.example' } })
    try {
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: 'https://tours.example' },
        payload: { name: 'Tania', email: uniqueEmail(), password: 'correct horse battery' },
        remoteAddress: randomIp(),
      })
      expect(response.statusCode).toBe(200)
      const cookie = [response.headers['set-cookie']]
        .flat()
        .find((c) => c?.includes('session_token'))!
      expect(cookie).toMatch(/^__Host-better-auth\.session_token=/)
      expect(cookie).toMatch(/; Secure/i)
      expect(cookie).toMatch(/; Path=\//i)
      expect(cookie).not.toMatch(/Domain=/i)
      const token = cookie.split(';')[0]!
      const me = await secure.app.inject({
        method: 'GET',
        url: '/api/order/x@example.com',
        headers: { cookie: token },
      })
      expect(me.statusCode).toBe(403)
      // The plain name means nothing on an https site.
      const plain = token.replace('__Host-', '')
      const visitor = await secure.app.inject({
        method: 'GET',
        url: '/api/order/x@example.com',
        headers: { cookie: plain },
      })
      expect(visitor.statusCode).toBe(401)
    } finally {
      await secure.close()
    }
  })
})

describe('email verification', () => {
  it('mails a link at sign-up; the account books unverified, and the link verifies it', async () => {
    const account = await signUp(t.app, { name: 'Rina', verified: false })
    expect((await mailsTo(account.email, 'verify-email')).length).toBe(1)
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: account.cookie },
    })
    expect(before.json().user.emailVerified).toBe(false)

    const redirect = await verifyEmail(t.app, account)
    expect(redirect.headers.location).toBe('/Dashboard/Profile?verified=1')
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: account.cookie },
    })
    expect(after.json().user.emailVerified).toBe(true)
  })

  it('refuses a tampered link', async () => {
    const account = await signUp(t.app, { verified: false })
    const link = new URL(await mailedLink(t.app, account.email, 'verify-email'))
    link.searchParams.set('token', `${link.searchParams.get('token')}x`)
    const response = await t.app.inject({ method: 'GET', url: link.pathname + link.search })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toContain('error=INVALID_TOKEN')
    const [row] = await t.app.database.db
      .select({ verified: users.emailVerified })
      .from(users)
      .where(eq(users.email, account.email))
    expect(row!.verified).toBe(false)
  })
})

describe('ADMIN_EMAILS needs a verified address', () => {
  it('an unverified account with an admin address is a customer until it verifies', async () => {
    const pretender = await signUp(t.app, {
      email: ADMIN_EMAIL,
      name: 'Not The Boss',
      verified: false,
    })
    const lookup = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/users/${encodeURIComponent(ADMIN_EMAIL)}`,
        headers: { cookie: pretender.cookie },
      })
    expect((await lookup()).json().Admin).toBe(false)
    const allOrders = await t.app.inject({
      method: 'GET',
      url: '/api/manageorder',
      headers: { cookie: pretender.cookie },
    })
    expect(allOrders.statusCode).toBe(403)

    await verifyEmail(t.app, pretender)
    expect((await lookup()).json().Admin).toBe(true)
    const nowAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/manageorder',
      headers: { cookie: pretender.cookie },
    })
    expect(nowAdmin.statusCode).toBe(200)
  })
})

describe('names: trimmed, 1–80 characters, on every path', () => {
  const long = 'N'.repeat(200)

  it('sign-up refuses a 200-character name and a blank one, naming the field', async () => {
    for (const name of [long, '   ']) {
      const response = await post('/api/auth/sign-up/email', {
        name,
        email: uniqueEmail(),
        password: 'correct horse battery',
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.message).toMatch(/"name"/)
      expect(response.json().error.details[0].path).toBe('/name')
    }
  })

  it('sign-up trims the name', async () => {
    const account = await signUp(t.app, { name: '  Padded Name  ' })
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: account.cookie },
    })
    expect(session.json().user.name).toBe('Padded Name')
  })

  it('update-user and the users API refuse it too', async () => {
    const account = await signUp(t.app)
    const update = await post('/api/auth/update-user', { name: long }, account.cookie)
    expect(update.statusCode).toBe(400)
    expect(update.json().error.details[0].path).toBe('/name')
    for (const method of ['POST', 'PUT'] as const) {
      const record = await t.app.inject({
        method,
        url: '/api/users',
        headers: { origin: ORIGIN, cookie: account.cookie },
        payload: { email: account.email, displayName: long },
      })
      expect(record.statusCode).toBe(400)
      expect(record.json().error.message).toMatch(/displayName/)
    }
  })

  it('update-user refuses fields it does not take (a picture, a role)', async () => {
    const account = await signUp(t.app)
    for (const payload of [{ image: 'javascript:alert(1)' }, { role: 'admin' }]) {
      const response = await post('/api/auth/update-user', payload, account.cookie)
      expect(response.statusCode).toBe(400)
    }
  })
})

describe('passwords', () => {
  it('refuses a common password at sign-up with a clear message', async () => {
    const response = await post('/api/auth/sign-up/email', {
      name: 'Common',
      email: uniqueEmail(),
      password: 'Password1',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toMatch(/most common/)
    expect(response.json().error.details[0].path).toBe('/password')
  })

  it('refuses an easily guessed one at sign-up, naming the field (issue 29)', async () => {
    const email = uniqueEmail('rahima.khatun')
    for (const password of [
      'aaaaaaaa',
      'abcdefgh',
      'Password2026',
      'banglatours',
      email,
      'Rahima Khatun',
    ]) {
      const response = await post('/api/auth/sign-up/email', {
        name: 'Rahima Khatun',
        email,
        password,
      })
      expect(response.statusCode, password).toBe(400)
      expect(response.json().error.message, password).toMatch(/Choose a stronger password/)
      expect(response.json().error.details[0].path).toBe('/password')
    }
    const strong = await post('/api/auth/sign-up/email', {
      name: 'Rahima Khatun',
      email,
      password: 'monsoon paddy ferry',
    })
    expect(strong.statusCode).toBe(200)
  })

  it("refuses the account's own email or name as its new password", async () => {
    const account = await signUp(t.app, { name: 'Rahima Khatun' })
    for (const newPassword of [account.email, 'RahimaKhatun']) {
      const response = await post(
        '/api/auth/change-password',
        { currentPassword: account.password, newPassword },
        account.cookie,
      )
      expect(response.statusCode, newPassword).toBe(400)
      expect(response.json().error.message).toMatch(/Choose a stronger password/)
      expect(response.json().error.details[0].path).toBe('/newPassword')
    }
  })

  it('refuses one when changing the password, and a short one', async () => {
    const account = await signUp(t.app)
    for (const newPassword of ['iloveyou123', 'short']) {
      const response = await post(
        '/api/auth/change-password',
        { currentPassword: account.password, newPassword },
        account.cookie,
      )
      expect(response.statusCode).toBe(400)
      expect(response.json().error.details[0].path).toBe('/newPassword')
    }
  })
})

describe('a forgotten password', () => {
  it('answers the same whether or not the address has an account', async () => {
    const account = await signUp(t.app)
    const known = await post('/api/auth/request-password-reset', { email: account.email })
    const unknown = await post('/api/auth/request-password-reset', { email: uniqueEmail('nobody') })
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(unknown.body).toBe(known.body)
    expect((await mailsTo(account.email, 'password-reset')).length).toBe(1)
  })

  it('resets once with the mailed link, ending every session; the link then fails', async () => {
    const account = await signUp(t.app)
    const otherDevice = sessionCookie(
      (await signIn(t.app, account.email, account.password)).headers['set-cookie'],
    )
    await post('/api/auth/request-password-reset', { email: account.email })
    const link = new URL(await mailedLink(t.app, account.email, 'password-reset'))
    const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search })
    expect(opened.statusCode).toBe(302)
    const landing = new URL(opened.headers.location as string, ORIGIN)
    expect(landing.pathname).toBe('/reset-password')
    const token = landing.searchParams.get('token')!

    const reset = await post('/api/auth/reset-password', {
      token,
      newPassword: 'a brand new secret',
    })
    expect(reset.statusCode).toBe(200)
    expect(await identity(account.cookie)).toBe(401)
    expect(await identity(otherDevice)).toBe(401)
    expect((await signIn(t.app, account.email, 'a brand new secret', randomIp())).statusCode).toBe(
      200,
    )
    expect((await signIn(t.app, account.email, account.password, randomIp())).statusCode).toBe(401)

    const again = await post('/api/auth/reset-password', {
      token,
      newPassword: 'yet another secret',
    })
    expect(again.statusCode).toBe(400)
    expect(again.json().error.details.authCode).toBe('INVALID_TOKEN')
  })

  it("refuses a weak new password, the account's own email among them; the link still works", async () => {
    const account = await signUp(t.app, { name: 'Rahima Khatun', email: uniqueEmail('rahima') })
    await post('/api/auth/request-password-reset', { email: account.email })
    const link = new URL(await mailedLink(t.app, account.email, 'password-reset'))
    const token = link.pathname.split('/').pop()!
    // The email and name are this account's, found through the token: strong for anyone else.
    for (const newPassword of ['abcdefgh', account.email, 'Rahima Khatun']) {
      const weak = await post('/api/auth/reset-password', { token, newPassword })
      expect(weak.statusCode, newPassword).toBe(400)
      expect(weak.json().error.message).toMatch(/Choose a stronger password/)
      expect(weak.json().error.details[0].path).toBe('/newPassword')
    }
    const reset = await post('/api/auth/reset-password', { token, newPassword: 'tiger moon river' })
    expect(reset.statusCode).toBe(200)
  })

  it('refuses an expired link, and a common new password', async () => {
    const account = await signUp(t.app)
    await post('/api/auth/request-password-reset', { email: account.email })
    const link = new URL(await mailedLink(t.app, account.email, 'password-reset'))
    const token = link.pathname.split('/').pop()!
    const common = await post('/api/auth/reset-password', { token, newPassword: 'password123' })
    expect(common.statusCode).toBe(400)
    await t.app.database.db
      .update(verifications)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(verifications.identifier, `reset-password:${token}`))
    const expired = await post('/api/auth/reset-password', {
      token,
      newPassword: 'a brand new secret',
    })
    expect(expired.statusCode).toBe(400)
  })
})

describe('signing up with an address that has an account', () => {
  it('keeps the refusal and mails the owner, once an hour at most', async () => {
    const owner = await signUp(t.app)
    for (let i = 0; i < 2; i++) {
      const response = await post('/api/auth/sign-up/email', {
        name: 'Someone Else',
        email: owner.email,
        password: 'another good password',
      })
      expect(response.statusCode).toBe(409)
    }
    const mails = await mailsTo(owner.email, 'sign-up-attempt')
    expect(mails.length).toBe(1)
    expect(mails[0]!.text).toMatch(/reset your password/)
  })
})

describe('the profile', () => {
  it('sets name and phone; the phone is checked and can be cleared', async () => {
    const account = await signUp(t.app)
    const saved = await post(
      '/api/auth/update-user',
      { name: ' Karim Uddin ', phone: '+880 1712-345678' },
      account.cookie,
    )
    expect(saved.statusCode).toBe(200)
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: account.cookie },
    })
    expect(session.json().user).toMatchObject({ name: 'Karim Uddin', phone: '+880 1712-345678' })

    const bad = await post('/api/auth/update-user', { phone: 'call me' }, account.cookie)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.details[0].path).toBe('/phone')
    expect((await post('/api/auth/update-user', { phone: '' }, account.cookie)).statusCode).toBe(
      200,
    )
  })

  it('keeps a phone typed in Bangla digits in Latin digits', async () => {
    const account = await signUp(t.app)
    const saved = await post('/api/auth/update-user', { phone: '০১৭১২৩৪৫৬৭৮' }, account.cookie)
    expect(saved.statusCode).toBe(200)
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: account.cookie },
    })
    expect(session.json().user.phone).toBe('01712345678')
  })

  it('changes a verified email only through a link mailed to the new address', async () => {
    const account = await signUp(t.app)
    const newEmail = uniqueEmail('moved')
    const asked = await post('/api/auth/change-email', { newEmail }, account.cookie)
    expect(asked.statusCode).toBe(200)
    // Not yet: the old address still signs in.
    expect((await signIn(t.app, account.email, account.password, randomIp())).statusCode).toBe(200)
    const link = new URL(await mailedLink(t.app, newEmail, 'verify-email'))
    const opened = await t.app.inject({
      method: 'GET',
      url: link.pathname + link.search,
      headers: { cookie: account.cookie },
    })
    expect(opened.statusCode).toBe(302)
    const [row] = await t.app.database.db
      .select({ email: users.email, verified: users.emailVerified })
      .from(users)
      .where(eq(users.email, newEmail))
    expect(row).toEqual({ email: newEmail, verified: true })
    expect((await signIn(t.app, newEmail, account.password, randomIp())).statusCode).toBe(200)
  })

  it('deletes the account with its password: unpaid bookings go, paid ones stay', async () => {
    const tour = await newTour(t.app.database.db)
    const account = await signUp(t.app)
    const book = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/order',
        headers: { origin: ORIGIN, cookie: account.cookie },
        payload: { tourId: tour.id, name: 'Karim', email: account.email, phone: '+8801712345678' },
      })
    const unpaid = (await book()).json()
    const paid = (await book()).json()
    await t.app.database.db.update(orders).set({ isPaid: true }).where(eq(orders.id, paid._id))

    const noPassword = await post('/api/auth/delete-user', {}, account.cookie)
    expect(noPassword.statusCode).toBe(400)
    expect(noPassword.json().error.details[0].path).toBe('/password')
    const wrong = await post(
      '/api/auth/delete-user',
      { password: 'not my password' },
      account.cookie,
    )
    expect(wrong.statusCode).toBe(400)

    const deleted = await post(
      '/api/auth/delete-user',
      { password: account.password },
      account.cookie,
    )
    expect(deleted.statusCode).toBe(200)
    const left = await t.app.database.db
      .select()
      .from(orders)
      .where(sql`${orders.id} in (${unpaid._id}, ${paid._id})`)
    expect(left.map((o) => ({ id: o.id, userId: o.userId }))).toEqual([
      { id: paid._id, userId: null },
    ])
    expect(await identity(account.cookie)).toBe(401)
    expect((await signIn(t.app, account.email, account.password, randomIp())).statusCode).toBe(401)
  })
})

describe('sign-in attempts by strangers do not lock out the owner', () => {
  it("the owner's browser (device cookie) signs in while strangers are refused", async () => {
    const owner = await signUp(t.app)
    const first = await signIn(t.app, owner.email, owner.password, randomIp())
    expect(first.statusCode).toBe(200)
    const device = [first.headers['set-cookie']].flat().find((c) => c?.startsWith('bt.device='))!
    expect(device).toMatch(/HttpOnly/i)
    expect(device).toMatch(/Path=\/api\/auth\/sign-in/i)
    const deviceCookie = device.split(';')[0]!

    // Strangers from many addresses fail on the account until it refuses them.
    let refused = 0
    for (let i = 0; i < 14; i++) {
      const attempt = await signIn(t.app, owner.email, `guess number ${i}`, randomIp())
      if (attempt.statusCode === 429) refused++
    }
    expect(refused).toBeGreaterThan(0)
    const stranger = await signIn(t.app, owner.email, owner.password, randomIp())
    expect(stranger.statusCode).toBe(429)

    // The owner's own browser still gets in.
    const ownerAgain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN, cookie: deviceCookie },
      payload: { email: owner.email, password: owner.password },
      remoteAddress: randomIp(),
    })
    expect(ownerAgain.statusCode).toBe(200)

    // A device cookie for another account, or a forged one, counts as a stranger.
    const other = await signUp(t.app)
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN, cookie: `${deviceCookie.split('.')[0]}.${'A'.repeat(43)}` },
      payload: { email: owner.email, password: owner.password },
      remoteAddress: randomIp(),
    })
    expect(forged.statusCode).toBe(429)
    expect(other.email).not.toBe(owner.email)
  })
})

describe('bookings: limits and where their mails go', () => {
  it('limits bookings per account and per client with a 429 and Retry-After', async () => {
    const limited = await createTestApp({
      config: { bookingLimits: { perAccountPerMinute: 3, perClientPerMinute: 5 } },
    })
    try {
      const tour = await newTour(limited.app.database.db)
      const book = (account: TestAccount, ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/order',
          headers: { origin: ORIGIN, cookie: account.cookie },
          payload: {
            tourId: tour.id,
            name: 'Karim',
            email: account.email,
            phone: '+8801712345678',
          },
          remoteAddress: ip,
        })
      const one = await signUp(limited.app)
      const statuses = []
      for (let i = 0; i < 4; i++) statuses.push((await book(one, randomIp())).statusCode)
      expect(statuses).toEqual([201, 201, 201, 429])
      const refused = await book(one, randomIp())
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(refused.json().error.message).toMatch(/Too many bookings/)

      // One address, many accounts: the client's limit.
      const ip = randomIp()
      const byClient = []
      for (let i = 0; i < 6; i++)
        byClient.push((await book(await signUp(limited.app), ip)).statusCode)
      expect(byClient).toEqual([201, 201, 201, 201, 201, 429])
    } finally {
      await limited.close()
    }
  })

  it('mails the booking to the verified account address, not the form address; none unverified', async () => {
    const tour = await newTour(t.app.database.db)
    const verified = await signUp(t.app)
    const formEmail = uniqueEmail('stranger')
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { origin: ORIGIN, cookie: verified.cookie },
      payload: { tourId: tour.id, name: 'Karim', email: formEmail, phone: '+8801712345678' },
    })
    expect(booked.statusCode).toBe(201)
    expect(booked.json().email).toBe(formEmail)
    expect((await mailsTo(verified.email, 'booking')).length).toBe(1)
    expect((await mailsTo(formEmail, 'booking')).length).toBe(0)

    const unverified = await signUp(t.app, { verified: false })
    const quiet = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { origin: ORIGIN, cookie: unverified.cookie },
      payload: { tourId: tour.id, name: 'Rina', email: unverified.email, phone: '+8801712345678' },
    })
    expect(quiet.statusCode).toBe(201)
    expect((await mailsTo(unverified.email, 'booking')).length).toBe(0)
  })
})
