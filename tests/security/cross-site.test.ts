/**
 * Cross-site request forgery: a page on another site can make the browser send a write with the
 * user's session cookie. Every state-changing route refuses such a request (403) and changes
 * nothing; the same request from the site's own pages succeeds; Stripe's signed webhook, which
 * no browser calls, stays reachable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InjectOptions } from 'fastify'
import { randomIp, sessionCookie } from '#tests/support/accounts.ts'
import { routeAccess } from './route-access.ts'
import {
  ADMIN_EMAIL,
  buildAppWithRoutes,
  createFixtures,
  ORIGIN,
  type Fixtures,
  type Role,
} from './support/security-app.ts'

const EVIL = 'https://evil.example'
let fx: Fixtures

beforeAll(async () => {
  const { t } = await buildAppWithRoutes({
    config: { adminEmails: [ADMIN_EMAIL] },
    contactPerMinute: 1000,
  })
  fx = await createFixtures(t)
})
afterAll(() => fx?.t.close())

/** A request as a role with these extra headers (and the role's cookie). */
function send(role: Role, request: InjectOptions, headers: Record<string, string> = {}) {
  const cookie = fx.cookie(role)
  return fx.t.app.inject({
    remoteAddress: randomIp(),
    ...request,
    headers: {
      ...(request.headers as Record<string, string> | undefined),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  })
}

/** Called by payment providers from their own sites: checked by reading back, not by Origin. */
const fromProviders = new Set([
  '/api/payment/webhook',
  '/api/payment/sslcommerz/ipn',
  '/api/payment/sslcommerz/return/:outcome',
  // The phone providers' callbacks: WhatsApp's signature, SSL Wireless's token (decision 051).
  '/api/phone/whatsapp/webhook',
  '/api/phone/sms/report',
  '/api/phone/sms/inbound',
])
// Routes only another configuration has are not on this app: the sandbox gateway's press from
// another site is refused in tests/api/sandbox-gateway.test.ts.
const writes = routeAccess.filter(
  (rule) => rule.method !== 'GET' && !fromProviders.has(rule.url) && !rule.site,
)

describe('every state-changing route refuses a request from another site', () => {
  const browsersFromElsewhere = [
    ['a foreign Origin', { origin: EVIL }],
    ['a look-alike Origin', { origin: `${ORIGIN}.evil.example` }],
    ['Origin: null (sandboxed frame)', { origin: 'null' }],
    ['no Origin but Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ] as const
  it.each(writes.map((rule) => [`${rule.method} ${rule.url}`, rule] as const))(
    '%s',
    async (_name, rule) => {
      const role: Role = rule.access === 'admin' ? 'admin' : 'owner'
      for (const [what, headers] of browsersFromElsewhere) {
        const response = await send(role, await rule.request(fx, role), headers)
        expect(response.statusCode, `${what}: ${response.body}`).toBe(403)
        expect(response.json().error.code).toBe('FORBIDDEN')
      }
    },
  )

  it('also when the path is spelled with percent-escapes', async () => {
    const response = await send(
      'owner',
      { method: 'POST', url: '/%61pi/review', payload: { description: 'Sneaky', rating: 1 } },
      { origin: EVIL },
    )
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).not.toBe(401)
  })
})

describe('a refused write changes nothing; from the site itself it goes through', () => {
  const ordersOfOwner = async () =>
    (await send('owner', { method: 'GET', url: `/api/order/${fx.accounts.owner.email}` })).json()
      .length as number

  it('POST /api/order', async () => {
    const before = await ordersOfOwner()
    const booking = {
      method: 'POST' as const,
      url: '/api/order',
      payload: { tourId: fx.tourUuid, name: 'Owner', email: 'o@example.com', phone: '01712345678' },
    }
    expect((await send('owner', booking, { origin: EVIL })).statusCode).toBe(403)
    expect(await ordersOfOwner()).toBe(before)
    expect((await send('owner', booking, { origin: ORIGIN })).statusCode).toBe(201)
    expect(await ordersOfOwner()).toBe(before + 1)
  })

  it('POST /api/review', async () => {
    const review = {
      method: 'POST' as const,
      url: '/api/review',
      payload: { description: 'Forged praise from elsewhere', rating: 1 },
    }
    expect((await send('other', review, { origin: EVIL })).statusCode).toBe(403)
    const list = async () => (await send('visitor', { method: 'GET', url: '/api/review' })).body
    expect(await list()).not.toContain('Forged praise')
    expect((await send('other', review, { origin: ORIGIN })).statusCode).toBe(201)
    expect(await list()).toContain('Forged praise')
  })

  it('PUT /api/users/admin', async () => {
    const target = await fx.newCustomer()
    const promote = {
      method: 'PUT' as const,
      url: '/api/users/admin',
      payload: { email: target.email },
    }
    const isAdmin = async () =>
      (await send('admin', { method: 'GET', url: `/api/users/${target.email}` })).json().Admin
    expect((await send('admin', promote, { origin: EVIL })).statusCode).toBe(403)
    expect(await isAdmin()).toBe(false)
    expect((await send('admin', promote, { origin: ORIGIN })).statusCode).toBe(200)
    expect(await isAdmin()).toBe(true)
  })

  it('DELETE /api/order/:orderId', async () => {
    const order = await fx.newOrder()
    const remove = { method: 'DELETE' as const, url: `/api/order/${order._id}` }
    const exists = async () =>
      (await send('owner', { method: 'GET', url: `/api/orders/${order._id}` })).statusCode
    expect((await send('owner', remove, { origin: EVIL })).statusCode).toBe(403)
    expect(await exists()).toBe(200)
    expect((await send('owner', remove, { origin: ORIGIN })).statusCode).toBe(200)
    expect(await exists()).toBe(404)
  })

  it('PUT /api/users (display name)', async () => {
    const { email } = fx.accounts.owner
    const rename = (displayName: string) => ({
      method: 'PUT' as const,
      url: '/api/users',
      payload: { email, displayName },
    })
    const name = async () =>
      (await send('owner', { method: 'GET', url: `/api/users/${email}` })).json().displayName
    const original = await name()
    expect((await send('owner', rename('Hacked'), { origin: EVIL })).statusCode).toBe(403)
    expect(await name()).toBe(original)
    expect((await send('owner', rename('Renamed'), { origin: ORIGIN })).statusCode).toBe(200)
    expect(await name()).toBe('Renamed')
  })

  it('POST /api/contact', async () => {
    const count = async () =>
      (await send('admin', { method: 'GET', url: '/api/messages' })).json().length as number
    const before = await count()
    const message = {
      method: 'POST' as const,
      url: '/api/contact',
      payload: { user_name: 'Spam', user_email: 'spam@example.com', message: 'Buy now' },
    }
    expect((await send('visitor', message, { origin: EVIL })).statusCode).toBe(403)
    expect(await count()).toBe(before)
    expect((await send('visitor', message, { origin: ORIGIN })).statusCode).toBe(202)
    expect(await count()).toBe(before + 1)
  })

  it('POST /api/auth/sign-out, sign-in and change-password', async () => {
    const account = await fx.newCustomer()
    const session = async (cookie: string) =>
      (
        await fx.t.app.inject({
          method: 'GET',
          url: '/api/auth/get-session',
          headers: { cookie },
        })
      ).json()?.user?.email as string | undefined

    const signOut = { method: 'POST' as const, url: '/api/auth/sign-out', payload: {} }
    const out = await fx.t.app.inject({
      ...signOut,
      headers: { cookie: account.cookie, origin: EVIL },
    })
    expect(out.statusCode).toBe(403)
    expect(await session(account.cookie)).toBe(account.email)

    const signIn = {
      method: 'POST' as const,
      url: '/api/auth/sign-in/email',
      remoteAddress: randomIp(),
      payload: { email: account.email, password: account.password },
    }
    const foreignSignIn = await fx.t.app.inject({ ...signIn, headers: { origin: EVIL } })
    expect(foreignSignIn.statusCode).toBe(403)
    expect(sessionCookie(foreignSignIn.headers['set-cookie'])).toBe('')

    const change = {
      method: 'POST' as const,
      url: '/api/auth/change-password',
      payload: { currentPassword: account.password, newPassword: 'a brand new password' },
    }
    const changed = await fx.t.app.inject({
      ...change,
      headers: { cookie: account.cookie, origin: EVIL },
    })
    expect(changed.statusCode).toBe(403)
    const stillOld = await fx.t.app.inject({ ...signIn, headers: { origin: ORIGIN } })
    expect(stillOld.statusCode).toBe(200)

    const ownSignOut = await fx.t.app.inject({
      ...signOut,
      headers: { cookie: account.cookie, origin: ORIGIN },
    })
    expect(ownSignOut.statusCode).toBe(200)
    expect(await session(account.cookie)).toBeUndefined()
  })
})

describe('what stays allowed', () => {
  const review = (role: Role) => ({
    method: 'POST' as const,
    url: '/api/order',
    payload: { tourId: fx.tourUuid, name: role, email: 'x@example.com', phone: '01712345678' },
  })

  it('a client that is not a browser (no Origin, no Sec-Fetch-Site)', async () => {
    expect((await send('owner', review('owner'))).statusCode).toBe(201)
  })

  it('a same-origin fetch that says so, and the localhost spelling of the site', async () => {
    const sameOrigin = await send('owner', review('owner'), {
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
    })
    expect(sameOrigin.statusCode).toBe(201)
    const localhost = await send('owner', review('owner'), { origin: 'http://localhost' })
    expect(localhost.statusCode).toBe(201)
  })

  it('reading from another site: allowed, but no CORS header lets that site read the answer', async () => {
    const response = await send(
      'owner',
      {
        method: 'GET',
        url: `/api/order/${fx.accounts.owner.email}`,
      },
      { origin: EVIL },
    )
    expect(response.statusCode).toBe(200)
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
    expect(response.headers['access-control-allow-credentials']).toBeUndefined()
  })

  it("SSLCommerz's IPN and the customer's return from its page: no Origin check", async () => {
    for (const url of ['/api/payment/sslcommerz/ipn', '/api/payment/sslcommerz/return/cancel']) {
      const response = await send(
        'visitor',
        {
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `tran_id=not-ours&value_a=${fx.paid.order._id}`,
        },
        { origin: 'https://sandbox.sslcommerz.com', 'sec-fetch-site': 'cross-site' },
      )
      expect(response.statusCode, url).toBe(url.endsWith('ipn') ? 200 : 303)
    }
  })

  it("WhatsApp's webhook: no Origin check (the signature decides)", async () => {
    const response = await send(
      'visitor',
      {
        method: 'POST',
        url: '/api/phone/whatsapp/webhook',
        headers: { 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` },
        payload: { object: 'whatsapp_business_account', entry: [] },
      },
      { origin: EVIL },
    )
    // Not configured on this app: 404 before any signature; never the Origin check's 403.
    expect(response.statusCode).toBe(404)
  })

  it("Stripe's webhook: no Origin check (the signature decides)", async () => {
    const response = await send(
      'visitor',
      {
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { 'stripe-signature': 't=1,v1=00' },
        payload: { type: 'payment_intent.succeeded' },
      },
      { origin: EVIL },
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toMatch(/signature/i)
  })
})
