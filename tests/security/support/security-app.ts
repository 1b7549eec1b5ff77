/**
 * The security suite's app: the real app on a fresh test database (tests/support/test-app.ts),
 * the list of every route it registered, the four callers of the access matrix (a visitor, a
 * customer who owns things, another customer, an admin) and fixtures they act on — all created
 * through the API or the factories the other tests use.
 */
import diagnostics from 'node:diagnostics_channel'
import path from 'node:path'
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify'
import { mailOutbox } from '#server/db/schema/index.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { sandboxTestCards } from '#shared/contracts/payments.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createOrder } from '#tests/factories/orders.ts'
import {
  ORIGIN,
  randomIp,
  createAccount,
  uniqueEmail,
  type TestAccount,
} from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

export { ORIGIN }

/** One method and path as Fastify registered it, e.g. `GET /api/place/:divisionId`. */
export interface RegisteredRoute {
  method: string
  url: string
  /** For a file route of @fastify/static: the folder it serves from. */
  servesFrom?: string
}

/**
 * Builds the app and records every route it registers: an `onRoute` hook added the moment the
 * Fastify instance exists (Fastify announces it on the `fastify.initialization` channel), so
 * no route escapes. HEAD routes Fastify adds beside each GET are left out.
 */
export async function buildAppWithRoutes(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<{ t: TestApp; routes: RegisteredRoute[] }> {
  const seen: RegisteredRoute[] = []
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance }
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method]
      const rootPath = (route.config as { rootPath?: unknown } | undefined)?.rootPath
      const servesFrom = typeof rootPath === 'string' ? path.resolve(rootPath) : undefined
      for (const method of methods)
        seen.push({ method: String(method), url: route.url, servesFrom })
    })
  }
  diagnostics.subscribe('fastify.initialization', onInit)
  let t: TestApp
  try {
    // Every optional provider on, so its routes are checked too: SSLCommerz and bKash at an
    // address where nothing listens (their routes must not need them to answer a caller well).
    // bKash is offered on a taka site only (`pricingCurrency: 'bdt'`).
    t = await createTestApp({
      ...options,
      config: {
        sslcommerz: {
          storeId: 'securitytest0001',
          storePassword: 'securitytest0001@ssl',
          baseUrl: 'http://127.0.0.1:9',
        },
        bkash: {
          baseUrl: 'http://127.0.0.1:9/v1.2.0-beta',
          username: 'securitytest',
          password: 'securitytest-password',
          appKey: 'securitytest-app-key',
          appSecret: 'securitytest-app-secret',
        },
        ...options.config,
      },
    })
  } finally {
    diagnostics.unsubscribe('fastify.initialization', onInit)
  }
  const key = (r: RegisteredRoute) => `${r.method} ${r.url}`
  const gets = new Set(seen.filter((r) => r.method === 'GET').map((r) => r.url))
  const routes = [...new Map(seen.map((r) => [key(r), r])).values()].filter(
    (r) => !(r.method === 'HEAD' && gets.has(r.url)),
  )
  return { t, routes }
}

export type Role = 'visitor' | 'owner' | 'other' | 'admin'
export const ROLES: readonly Role[] = ['visitor', 'owner', 'other', 'admin']

/** What a test needs to send a well-formed request as any role. */
export interface Fixtures {
  t: TestApp
  accounts: Record<Exclude<Role, 'visitor'>, TestAccount>
  /** The session cookie of a role (none for the visitor). */
  cookie(role: Role): string | undefined
  divisionId: number
  divisionName: string
  divisionUuid: string
  tourUuid: string
  tourPlaceId: number
  /** A paid order of the owner (sandbox card), with the provider's payment id. */
  paid: { order: Order; paymentIntentId: string }
  /** A new unpaid order of the owner. */
  newOrder(owner?: TestAccount): Promise<Order>
  /** A new tour plan (for routes that edit or delete one). */
  newPlace(): Promise<{ id: string; placeId: number }>
  /** A new mail in the outbox that failed for good (for Retry). */
  newFailedMail(): Promise<string>
  /** A new customer account (for promotion). */
  newCustomer(): Promise<TestAccount>
}

export const ADMIN_EMAIL = uniqueEmail('security-admin')

export async function createFixtures(t: TestApp): Promise<Fixtures> {
  const { db } = t.database
  const division = await createDivision(db)
  const tour = await createPlace(db, { divisionId: division.id, price: 120 })
  const [owner, other, admin] = await Promise.all([
    createAccount(t, { name: 'Owner Customer' }),
    createAccount(t, { name: 'Other Customer' }),
    createAccount(t, { email: ADMIN_EMAIL, name: 'Site Admin' }),
  ])
  const accounts = { owner: owner!, other: other!, admin: admin! }
  const cookie = (role: Role) => (role === 'visitor' ? undefined : accounts[role].cookie)

  function newOrder(who: TestAccount = accounts.owner): Promise<Order> {
    return createOrder(db, { user: { ...who, id: who.id! }, tourId: tour.id })
  }

  async function payWithSandbox(order: Order): Promise<string> {
    const headers = { cookie: accounts.owner.cookie, origin: ORIGIN }
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers,
      payload: { orderId: order._id },
    })
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/confirm',
      headers,
      payload: {
        clientSecret: intent.json().clientSecret,
        cardNumber: sandboxTestCards.success,
        expiry: '12/34',
        cvc: '123',
      },
    })
    if (confirmed.statusCode !== 200) throw new Error(`pay: ${confirmed.statusCode}`)
    return confirmed.json().paymentIntentId
  }

  const paidOrder = await newOrder()
  const paymentIntentId = await payWithSandbox(paidOrder)

  return {
    t,
    accounts,
    cookie,
    divisionId: division.id,
    divisionName: division.name,
    divisionUuid: division.publicId,
    tourUuid: tour.id,
    tourPlaceId: tour.placeId,
    paid: { order: paidOrder, paymentIntentId },
    newOrder,
    async newPlace() {
      const place = await createPlace(db, { divisionId: division.id })
      return { id: place.id, placeId: place.placeId }
    },
    async newFailedMail() {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          kind: 'security-test',
          ref: crypto.randomUUID(),
          to: 'nobody@example.com',
          subject: 'A mail that failed',
          text: 'text',
          html: '<p>html</p>',
          status: 'failed',
          attempts: 8,
          lastError: 'connection refused',
        })
        .returning({ id: mailOutbox.id })
      return row!.id
    },
    newCustomer: () => createAccount(t, { name: 'Promoted Customer' }),
  }
}

/** An inject request as a role, from the site's own pages (its Origin), from its own address. */
export function asRole(fx: Fixtures, role: Role, request: InjectOptions): InjectOptions {
  const cookie = fx.cookie(role)
  return {
    remoteAddress: randomIp(),
    ...request,
    headers: {
      origin: ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(request.headers as Record<string, string> | undefined),
    },
  }
}
