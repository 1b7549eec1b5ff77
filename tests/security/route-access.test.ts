/**
 * The access matrix: every route the app registers is declared in route-access.ts, and every
 * declared route answers each role — visitor, owning customer, other customer, admin — with the
 * status its level promises (401 signed out, 403 not allowed, the route's success otherwise).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorCodes } from '#shared/contracts/common.ts'
import { expectedStatus, routeAccess, type RouteRule } from './route-access.ts'
import {
  ADMIN_EMAIL,
  asRole,
  buildAppWithRoutes,
  createFixtures,
  ROLES,
  type Fixtures,
  type RegisteredRoute,
} from './support/security-app.ts'
import type { TestApp } from '#tests/support/test-app.ts'

let fx: Fixtures
/** Both phone providers configured (at an address nobody listens on): their webhooks are live. */
const PHONE_PROVIDERS_NOWHERE = {
  sms: {
    baseUrl: 'http://127.0.0.1:9',
    apiToken: 'security',
    sid: 'SECURITY',
    webhookToken: 'security-sms-token-0123',
  },
  whatsapp: {
    baseUrl: 'http://127.0.0.1:9',
    token: 'security',
    phoneNumberId: '1',
    appSecret: 'security-app-secret',
    verifyToken: 'security-verify',
  },
}
let routes: RegisteredRoute[]
/** A site priced in taka, for the routes only such a site has (`RouteRule.site`). */
let taka: TestApp | undefined
/** A site with no real gateway configured (the sandbox gateway's routes), with its fixtures. */
let offline: Fixtures | undefined

beforeAll(async () => {
  const built = await buildAppWithRoutes({
    config: { adminEmails: [ADMIN_EMAIL], phone: PHONE_PROVIDERS_NOWHERE },
  })
  fx = await createFixtures(built.t)
  const takaBuilt = await buildAppWithRoutes({ config: { pricingCurrency: 'bdt' } })
  taka = takaBuilt.t
  const offlineBuilt = await buildAppWithRoutes({
    config: { adminEmails: [ADMIN_EMAIL], sslcommerz: null, bkash: null },
  })
  offline = await createFixtures(offlineBuilt.t)
  const key = (route: RegisteredRoute) => `${route.method} ${route.url}`
  const seen = new Set(built.routes.map(key))
  routes = [...built.routes]
  for (const route of [...takaBuilt.routes, ...offlineBuilt.routes]) {
    if (seen.has(key(route))) continue
    seen.add(key(route))
    routes.push(route)
  }
})
afterAll(() => Promise.all([fx?.t.close(), taka?.close(), offline?.t.close()]))

const label = (rule: RouteRule) => `${rule.method} ${rule.url}`
const declares = (rule: RouteRule, route: RegisteredRoute) =>
  rule.method === route.method && (rule.matches ? rule.matches(route) : rule.url === route.url)

describe('the route table', () => {
  it('declares an access level for every route the app registers', () => {
    const undeclared = routes
      .filter((route) => !routeAccess.some((rule) => declares(rule, route)))
      .map((route) => `${route.method} ${route.url}`)
    expect(undeclared, 'add these to tests/security/route-access.ts').toEqual([])
  })

  it('lists no route the app no longer has', () => {
    const gone = routeAccess
      .filter((rule) => !routes.some((route) => declares(rule, route)))
      .map(label)
    expect(gone, 'remove these from tests/security/route-access.ts').toEqual([])
  })

  it('lists each route once', () => {
    const labels = routeAccess.map(label)
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([])
  })
})

describe.each(routeAccess.map((rule) => [label(rule), rule] as const))('%s', (_name, rule) => {
  it(`is ${rule.access}${rule.adminMay ? ' (admins too)' : ''}`, async () => {
    const seen: string[] = []
    const wanted: string[] = []
    for (const role of ROLES) {
      // An offline site's route on the offline site, with its own fixtures.
      const fixtures = rule.site === 'offline' ? offline! : fx
      const request = await rule.request(fixtures, role)
      expect(request.method, 'the sample request uses the declared method').toBe(rule.method)
      // A taka site's route on the taka site; the role's cookie is then no session of its own:
      // such routes are public.
      const app = rule.site === 'taka' ? taka!.app : fixtures.t.app
      const response = await app.inject(asRole(fixtures, role, request))
      const expected = expectedStatus(rule, role)
      // The body only when the status is wrong, so a failure shows why.
      const why = response.statusCode === expected ? '' : ` ${response.body.slice(0, 200)}`
      seen.push(`${role} ${response.statusCode}${why}`)
      wanted.push(`${role} ${expected}`)
      if (response.statusCode === 401 || response.statusCode === 403) {
        expect(response.json().error.code, `${role}: ${response.body}`).toBe(
          response.statusCode === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN',
        )
      } else if (response.statusCode >= 400) {
        expect(errorCodes, `${role}: ${response.body}`).toContain(response.json().error?.code)
      }
    }
    expect(seen).toEqual(wanted)
  })
})

// Access is checked before the body's rules: a caller without access learns nothing of a
// route's fields (401 or 403, never a 400 listing them).
const guardedWrites = routeAccess.filter(
  (rule) =>
    rule.access !== 'public' &&
    !rule.matches &&
    (rule.method === 'POST' || rule.method === 'PUT' || rule.method === 'PATCH'),
)
describe.each(guardedWrites.map((rule) => [label(rule), rule] as const))(
  '%s with a malformed body',
  (_name, rule) => {
    it('refuses a caller without access before reading the body', async () => {
      const sample = await rule.request(fx, 'visitor')
      const malformed = { ...sample, payload: { unexpected: ['x'.repeat(10)] } }
      const visitor = await fx.t.app.inject(asRole(fx, 'visitor', malformed))
      expect(visitor.statusCode, visitor.body.slice(0, 200)).toBe(401)
      if (rule.access === 'admin') {
        const customer = await fx.t.app.inject(asRole(fx, 'other', malformed))
        expect(customer.statusCode, customer.body.slice(0, 200)).toBe(403)
      }
    })
  },
)
