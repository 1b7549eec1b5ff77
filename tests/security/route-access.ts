/**
 * Who may call each route: the one table every registered route must appear in
 * (route-access.test.ts fails on a route missing here, or listed here but gone). Each entry
 * names its access level and a well-formed request, so the test can send it as a visitor, as
 * the customer who owns the resource, as another customer and as an admin, and check the
 * status the level promises:
 *
 * | level     | visitor | owner   | other   | admin                                   |
 * | public    | allowed | allowed | allowed | allowed                                 |
 * | signed-in | 401     | allowed | allowed | allowed                                 |
 * | owner     | 401     | allowed | 403     | allowed if `adminMay`, else 403         |
 * | admin     | 401     | 403     | 403     | allowed                                 |
 *
 * A request that a success would use up (a delete, a promotion) makes its own resource.
 */
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { randomBytes } from 'node:crypto'
import {
  contactMessages,
  giftVouchers,
  phoneConsents,
  phoneOutbox,
  promoCodes,
  users,
} from '#server/db/schema/index.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { newGiftVoucherCode } from '#shared/gift-voucher-code.ts'
import { createReview } from '#tests/factories/catalog.ts'
import { createDeparture, futureDate } from '#tests/factories/departures.ts'
import { createOrder } from '#tests/factories/orders.ts'
import { uniquePng } from '#tests/support/png.ts'
import type { Fixtures, RegisteredRoute, Role } from './support/security-app.ts'

export type Access = 'public' | 'signed-in' | 'owner' | 'admin'

export interface RouteRule {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** The path as Fastify registers it (`/api/orders/:orderId`). */
  url: string
  access: Access
  /** Owner routes: an admin may act on someone else's resource. */
  adminMay?: boolean
  /** The status a caller the level admits gets. */
  allowed: number
  note?: string
  /** One well-formed request as this role; resources belong to the owner. */
  request: (fx: Fixtures, role: Role) => InjectOptions | Promise<InjectOptions>
  /** Stands for many registered routes (the web build's files) instead of one `url`. */
  matches?: (route: RegisteredRoute) => boolean
  /**
   * A route only a site priced in taka has (bKash takes nothing else): registered, and checked,
   * on a second app priced in taka (tests/security/route-access.test.ts). `offline`: a route only
   * a site with no real gateway configured has (the sandbox gateway), on a third app.
   */
  site?: 'taka' | 'offline'
}

export function expectedStatus(rule: RouteRule, role: Role): number {
  if (rule.access === 'public') return rule.allowed
  if (role === 'visitor') return 401
  switch (rule.access) {
    case 'signed-in':
      return rule.allowed
    case 'owner':
      if (role === 'owner') return rule.allowed
      if (role === 'other') return 403
      return rule.adminMay ? rule.allowed : 403
    case 'admin':
      return role === 'admin' ? rule.allowed : 403
  }
}

export const clientDir = path.resolve('dist/client')

/** A test account's user id (accounts signed up over HTTP do not carry one). */
async function userIdOf(fx: Fixtures, account: { id?: string; email: string }): Promise<string> {
  if (account.id) return account.id
  const [row] = await fx.t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, account.email))
  return row!.id
}

const get = (url: string) => () => ({ method: 'GET' as const, url })

/** The sandbox gateway's page for a new order of the owner (an offline site's fixtures). */
async function sandboxGatewayPage(fx: Fixtures): Promise<string> {
  const order = await fx.newOrder()
  const intent = await fx.t.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: { cookie: fx.accounts.owner.cookie },
    payload: { orderId: order._id, provider: 'sandbox-gateway' },
  })
  if (intent.statusCode !== 200) throw new Error(`sandbox gateway: ${intent.body}`)
  return intent.json().redirectUrl
}

/** A visitor's contact message, stored as POST /contact stores it; its id. */
async function newContactMessage(fx: Fixtures): Promise<string> {
  const [row] = await fx.t.database.db
    .insert(contactMessages)
    .values({ name: 'A visitor', email: 'visitor@example.com', message: 'Is March a good time?' })
    .returning({ id: contactMessages.id })
  return row!.id
}
/** A live gift voucher worth 10 in the site's currency, as an admin's issue stores one. */
async function newGiftVoucher(fx: Fixtures) {
  const [row] = await fx.t.database.db
    .insert(giftVouchers)
    .values({
      code: newGiftVoucherCode((size) => randomBytes(size)),
      currency: fx.t.config.pricingCurrency,
      amountMinor: 1000,
      balanceMinor: 1000,
      status: 'active',
      origin: 'issued',
      fromName: 'Bangla Tours',
      recipientName: 'Rina',
      deliverBy: 'email',
      recipientEmail: 'rina@example.com',
      deliverOn: dhakaToday(),
      expiresOn: addDays(dhakaToday(), 730),
      createdBy: 'admin@example.com',
    })
    .returning()
  return row!
}

/** A promo code in the site's currency, as POST /admin/promo-codes stores one; its row. */
async function newPromoCode(fx: Fixtures) {
  const [row] = await fx.t.database.db
    .insert(promoCodes)
    .values({
      code: `SEC${Math.floor(Math.random() * 1e9)}`,
      percent: 10,
      currency: fx.t.config.pricingCurrency,
      createdBy: 'admin@example.com',
    })
    .returning()
  return row!
}

const planBody = (fx: Fixtures) => ({
  placeId: 900_000 + Math.floor(Math.random() * 99_000_000),
  placeName: 'Security Test Plan',
  description: 'A plan the security tests add.',
  price: 99.5,
  review: 0,
  duration: 2,
  rating: 4,
  parentID: fx.divisionId,
  image: '/images/places/test.svg',
  divisionName: fx.divisionName,
})

let daysBack = 0
/**
 * A new tour the owner travelled on (a paid booking whose departure was days ago), so the
 * owner may review it once; nobody else has a trip on it.
 */
async function travelledTour(fx: Fixtures): Promise<string> {
  const db = fx.t.database.db
  const tour = await fx.newPlace()
  daysBack += 1
  const departure = await createDeparture(db, {
    tourId: tour.id,
    date: addDays(dhakaToday(), -daysBack),
  })
  const [owner] = await db.select().from(users).where(eq(users.id, fx.accounts.owner.id!))
  await createOrder(db, { user: owner!, tourId: tour.id, departure, paid: true })
  return tour.id
}

/** A review of a travelled tour by the owner (for moderation). */
async function tourReviewId(fx: Fixtures): Promise<string> {
  const tourId = await travelledTour(fx)
  const posted = await fx.t.app.inject({
    method: 'POST',
    url: `/api/places/${tourId}/reviews`,
    headers: { cookie: fx.accounts.owner.cookie },
    payload: { rating: 4, text: 'A fine trip.' },
  })
  return posted.json()._id
}

export const routeAccess: RouteRule[] = [
  // Catalogue, reviews, health and the sign-in page's options: open to everyone.
  {
    method: 'GET',
    url: '/api/health',
    access: 'public',
    allowed: 200,
    request: get('/api/health'),
  },
  {
    method: 'GET',
    url: '/api/health/live',
    access: 'public',
    allowed: 200,
    request: get('/api/health/live'),
  },
  {
    method: 'GET',
    url: '/api/divisions',
    access: 'public',
    allowed: 200,
    request: get('/api/divisions'),
  },
  {
    method: 'GET',
    url: '/api/places',
    access: 'public',
    allowed: 200,
    request: get('/api/places?maxPrice=500&sort=-price'),
  },
  {
    method: 'GET',
    url: '/api/place/:id',
    access: 'public',
    allowed: 200,
    request: (fx) => ({ method: 'GET', url: `/api/place/${fx.divisionUuid}` }),
  },
  {
    method: 'GET',
    url: '/api/places/:tourId',
    access: 'public',
    allowed: 200,
    request: (fx) => ({ method: 'GET', url: `/api/places/${fx.tourPlaceId}` }),
  },
  {
    method: 'GET',
    url: '/api/exchange-rate',
    access: 'public',
    allowed: 200,
    note: 'Every page shows prices in taka with it.',
    request: get('/api/exchange-rate'),
  },
  {
    method: 'GET',
    url: '/api/pages/:slug',
    access: 'public',
    allowed: 200,
    note: 'The Terms, Privacy and Refund policy pages every page links to.',
    request: get('/api/pages/terms'),
  },
  {
    method: 'GET',
    url: '/api/review',
    access: 'public',
    allowed: 200,
    request: get('/api/review'),
  },
  {
    method: 'GET',
    url: '/api/places/:tourId/reviews',
    access: 'public',
    allowed: 200,
    note: "A tour's verified reviews (visible ones only).",
    request: (fx) => ({ method: 'GET', url: `/api/places/${fx.tourUuid}/reviews?limit=5` }),
  },
  {
    method: 'GET',
    url: '/api/sign-in-options',
    access: 'public',
    allowed: 200,
    request: get('/api/sign-in-options'),
  },
  {
    method: 'POST',
    url: '/api/contact',
    access: 'public',
    allowed: 202,
    note: 'Anyone may write to the company; rate-limited per client.',
    request: () => ({
      method: 'POST',
      url: '/api/contact',
      payload: { user_name: 'Rahim', user_email: 'rahim@example.com', message: 'Hello there.' },
    }),
  },
  {
    method: 'POST',
    url: '/api/payment/webhook',
    access: 'public',
    allowed: 400,
    note:
      'Stripe calls it: its signature decides, never a session. The sandbox sends no webhooks, so ' +
      'every caller gets 400 "invalid signature" here (signed events: tests/api/stripe.test.ts).',
    request: () => ({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'stripe-signature': 't=1,v1=00' },
      payload: { type: 'payment_intent.succeeded', data: { object: {} } },
    }),
  },

  {
    method: 'POST',
    url: '/api/payment/accept-held',
    access: 'admin',
    allowed: 400,
    note:
      'Admins record a payment the gateway held as risky; here the intent is no held one, so an ' +
      'admin gets 400 naming paymentIntentId (accepted ones: tests/api/sslcommerz-payments.test.ts).',
    request: (fx) => ({
      method: 'POST',
      url: '/api/payment/accept-held',
      payload: { orderId: fx.paid.order._id, paymentIntentId: fx.paid.paymentIntentId },
    }),
  },
  {
    method: 'GET',
    url: '/api/company',
    access: 'public',
    allowed: 200,
    note: "The trade licence and BIN every page's footer shows.",
    request: () => ({ method: 'GET', url: '/api/company' }),
  },
  {
    method: 'GET',
    url: '/api/payment/methods',
    access: 'public',
    allowed: 200,
    note: 'The ways to pay the site offers, for the Pay page.',
    request: () => ({ method: 'GET', url: '/api/payment/methods' }),
  },
  {
    method: 'POST',
    url: '/api/payment/sslcommerz/ipn',
    access: 'public',
    allowed: 200,
    note:
      "SSLCommerz's servers call it: it only names a tran_id, read back from the gateway, never " +
      'believed; one not of ours is answered and ignored.',
    request: () => ({
      method: 'POST',
      url: '/api/payment/sslcommerz/ipn',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'tran_id=SSLCZ_TEST_1&status=VALID&val_id=1',
    }),
  },
  {
    method: 'POST',
    url: '/api/payment/sslcommerz/return/:outcome',
    access: 'public',
    allowed: 303,
    note:
      "The customer's browser back from SSLCommerz's page, a form posted from its site: read back " +
      'from the gateway, then sent on to the Pay page (signed in there).',
    request: () => ({
      method: 'POST',
      url: '/api/payment/sslcommerz/return/fail',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'tran_id=SSLCZ_TEST_1&status=FAILED',
    }),
  },
  {
    method: 'GET',
    url: '/api/payment/bkash/callback',
    access: 'public',
    allowed: 303,
    site: 'taka',
    note:
      "The customer's browser back from bKash's page: the status it carries is never believed " +
      '(the payment is settled at bKash), then it is sent on to the Pay page (signed in there). ' +
      'Here bKash cannot be reached: the customer still lands, on their bookings.',
    request: () => ({
      method: 'GET',
      url: '/api/payment/bkash/callback?paymentID=TR0011SECURITYTEST1&status=success',
    }),
  },

  {
    method: 'GET',
    url: '/api/payment/sandbox-gateway/:intentId',
    access: 'public',
    allowed: 200,
    site: 'offline',
    note:
      "The sandbox gateway's page (offline, nothing charged): the intent's unguessable id is its " +
      'only key, as a gateway session token is; whoever holds it may see the page.',
    request: async (fx) => ({
      method: 'GET',
      url: new URL(await sandboxGatewayPage(fx)).pathname,
    }),
  },
  {
    method: 'POST',
    url: '/api/payment/sandbox-gateway/:intentId',
    access: 'public',
    allowed: 303,
    site: 'offline',
    note:
      "The sandbox gateway page's buttons, a form posted from that page: the intent's id is the " +
      'key; the payment is finished once, then the browser is sent back to the site.',
    request: async (fx) => ({
      method: 'POST',
      url: new URL(await sandboxGatewayPage(fx)).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=cancel',
    }),
  },
  {
    method: 'GET',
    url: '/api/payment/sandbox-gateway/return',
    access: 'public',
    allowed: 303,
    site: 'offline',
    note:
      "The customer's browser back from the sandbox gateway's page: nothing it carries is " +
      'believed but the intent, read back; then it is sent on to the Pay page (signed in there).',
    request: async (fx) => {
      const intentId = new URL(await sandboxGatewayPage(fx)).pathname.split('/').at(-1)!
      return {
        method: 'GET',
        url: `/api/payment/sandbox-gateway/return?intent=${intentId}&status=success`,
      }
    },
  },

  // Identity: better-auth's endpoints check the session themselves; POSTs check the Origin.
  {
    method: 'GET',
    url: '/api/auth/*',
    access: 'public',
    allowed: 200,
    note: 'better-auth; get-session answers null to a visitor',
    request: get('/api/auth/get-session'),
  },
  {
    method: 'POST',
    url: '/api/auth/*',
    access: 'public',
    allowed: 200,
    note: 'better-auth; signing in is for everyone (each role signs in as itself, a visitor as a new account)',
    request: async (fx, role) => {
      const account = role === 'visitor' ? await fx.newCustomer() : fx.accounts[role]
      return {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: account.email, password: account.password },
      }
    },
  },

  // A signed-in user acts for themselves.
  {
    method: 'POST',
    url: '/api/order',
    access: 'signed-in',
    allowed: 201,
    request: (fx, role) => ({
      method: 'POST',
      url: '/api/order',
      payload: {
        tourId: fx.tourUuid,
        name: 'Traveller',
        email: `${role}@example.com`,
        phone: '01712345678',
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/review',
    access: 'signed-in',
    allowed: 201,
    note: 'One review per user per day: each role posts once here.',
    request: () => ({
      method: 'POST',
      url: '/api/review',
      payload: { description: 'A fine trip.', rating: 5 },
    }),
  },
  {
    method: 'GET',
    url: '/api/places/:tourId/reviews/mine',
    access: 'signed-in',
    allowed: 200,
    note: 'Whether the caller may review the tour, and their review: about themselves only.',
    request: (fx) => ({ method: 'GET', url: `/api/places/${fx.tourUuid}/reviews/mine` }),
  },
  {
    method: 'POST',
    url: '/api/payment/sandbox/confirm',
    access: 'signed-in',
    allowed: 200,
    note:
      'Test mode only. The client secret is the capability (as with Stripe.js): whoever holds ' +
      "the owner's secret may submit a card; the amount still comes from the order.",
    request: async (fx) => {
      const order = await fx.newOrder()
      const intent = await fx.t.app.inject({
        method: 'POST',
        url: '/api/payment',
        headers: { cookie: fx.accounts.owner.cookie },
        payload: { orderId: order._id },
      })
      return {
        method: 'POST',
        url: '/api/payment/sandbox/confirm',
        payload: {
          clientSecret: intent.json().clientSecret,
          cardNumber: '4242 4242 4242 4242',
          expiry: '12/34',
          cvc: '123',
        },
      }
    },
  },

  // The owner's own things (the owner's email, orders, receipts).
  ...(['POST', 'PUT'] as const).map((method): RouteRule => ({
    method,
    url: '/api/users',
    access: 'owner',
    adminMay: false,
    allowed: 200,
    note: "Only one's own display name; an admin cannot rename others.",
    request: (fx) => ({
      method,
      url: '/api/users',
      payload: { email: fx.accounts.owner.email, displayName: 'Owner Customer' },
    }),
  })),
  {
    method: 'POST',
    url: '/api/places/:tourId/reviews',
    access: 'owner',
    adminMay: false,
    allowed: 201,
    note:
      'Only a traveller of the tour (a paid booking of theirs whose departure has passed) may ' +
      'review it, once; everyone else, admins too, is refused with 403.',
    request: async (fx) => ({
      method: 'POST',
      url: `/api/places/${await travelledTour(fx)}/reviews`,
      payload: { rating: 5, text: 'The best week of the year.' },
    }),
  },
  {
    method: 'GET',
    url: '/api/users/:email',
    access: 'owner',
    adminMay: true,
    allowed: 200,
    request: (fx) => ({ method: 'GET', url: `/api/users/${fx.accounts.owner.email}` }),
  },
  {
    method: 'GET',
    url: '/api/order/:id',
    access: 'owner',
    adminMay: true,
    allowed: 200,
    request: (fx) => ({ method: 'GET', url: `/api/order/${fx.accounts.owner.email}` }),
  },
  {
    method: 'GET',
    url: '/api/orders/:orderId',
    access: 'owner',
    adminMay: true,
    allowed: 200,
    request: (fx) => ({ method: 'GET', url: `/api/orders/${fx.paid.order._id}` }),
  },
  {
    method: 'GET',
    url: '/api/orders/:orderId/cancellation',
    access: 'owner',
    adminMay: true,
    allowed: 200,
    request: (fx) => ({ method: 'GET', url: `/api/orders/${fx.paid.order._id}/cancellation` }),
  },
  {
    method: 'GET',
    url: '/api/orders/:orderId/calendar',
    access: 'owner',
    adminMay: true,
    allowed: 200,
    request: async (fx) => {
      const db = fx.t.database.db
      const departure = await createDeparture(db, { tourId: fx.tourUuid })
      const [owner] = await db.select().from(users).where(eq(users.id, fx.accounts.owner.id!))
      const order = await createOrder(db, { user: owner!, tourId: fx.tourUuid, departure })
      return { method: 'GET', url: `/api/orders/${order._id}/calendar` }
    },
  },
  {
    method: 'GET',
    url: '/api/orders/:orderId/travellers',
    access: 'owner',
    adminMay: true,
    allowed: 200,
    note: 'Its travellers by name; a customer reads a document number only by its last characters.',
    request: (fx) => ({ method: 'GET', url: `/api/orders/${fx.paid.order._id}/travellers` }),
  },
  {
    method: 'PUT',
    url: '/api/orders/:orderId/travellers',
    access: 'owner',
    adminMay: true,
    allowed: 200,
    note: "The customer until the tour's deadline; admins any time until it is cancelled.",
    request: async (fx) => {
      const db = fx.t.database.db
      const departure = await createDeparture(db, { tourId: fx.tourUuid })
      const [owner] = await db.select().from(users).where(eq(users.id, fx.accounts.owner.id!))
      const order = await createOrder(db, { user: owner!, tourId: fx.tourUuid, departure })
      return {
        method: 'PUT',
        url: `/api/orders/${order._id}/travellers`,
        payload: { travellers: [{ name: 'Rina Akter' }] },
      }
    },
  },
  {
    method: 'POST',
    url: '/api/orders/:orderId/cancel',
    access: 'owner',
    adminMay: true,
    allowed: 200,
    note: "By the policy; 'full' (everything back) is for admins only (403 for the customer).",
    request: async (fx) => ({
      method: 'POST',
      url: `/api/orders/${(await fx.newOrder())._id}/cancel`,
      payload: {},
    }),
  },
  {
    method: 'POST',
    url: '/api/orders/:orderId/reschedule',
    access: 'owner',
    adminMay: true,
    allowed: 200,
    note: 'To another open date of the same tour with seats.',
    request: async (fx) => {
      const order = await fx.newOrder()
      const departure = await createDeparture(fx.t.database.db, { tourId: order.tourId! })
      return {
        method: 'POST',
        url: `/api/orders/${order._id}/reschedule`,
        payload: { departureId: departure.id },
      }
    },
  },
  {
    method: 'DELETE',
    url: '/api/order/:id',
    access: 'owner',
    adminMay: true,
    allowed: 200,
    note: 'Unpaid orders only (a paid or cancelled one, or one whose payment went through, is 409).',
    request: async (fx) => ({ method: 'DELETE', url: `/api/order/${(await fx.newOrder())._id}` }),
  },
  {
    method: 'POST',
    url: '/api/payment',
    access: 'owner',
    adminMay: false,
    allowed: 200,
    note: 'Only the customer pays for their order.',
    request: async (fx) => ({
      method: 'POST',
      url: '/api/payment',
      payload: { orderId: (await fx.newOrder())._id },
    }),
  },
  {
    method: 'PUT',
    url: '/api/cartProducts/:id',
    access: 'owner',
    adminMay: true,
    allowed: 200,
    note: 'Paid only once the provider says the payment succeeded (here: a paid sandbox intent).',
    request: (fx) => ({
      method: 'PUT',
      url: `/api/cartProducts/${fx.paid.order._id}`,
      payload: { paymentIntentId: fx.paid.paymentIntentId },
    }),
  },
  {
    method: 'GET',
    url: '/api/receipt/:orderId',
    access: 'owner',
    adminMay: true,
    allowed: 200,
    note: 'An unpaid order has no receipt (404).',
    request: (fx) => ({ method: 'GET', url: `/api/receipt/${fx.paid.order._id}` }),
  },

  // Admins only.
  {
    method: 'GET',
    url: '/api/manageorder',
    access: 'admin',
    allowed: 200,
    request: get('/api/manageorder'),
  },
  {
    method: 'PUT',
    url: '/api/users/admin',
    access: 'admin',
    allowed: 200,
    request: async (fx) => ({
      method: 'PUT',
      url: '/api/users/admin',
      payload: { email: (await fx.newCustomer()).email },
    }),
  },
  // Departures: the public list of dates, and their management by admins.
  {
    method: 'GET',
    url: '/api/places/:tourId/terms',
    access: 'public',
    allowed: 200,
    request: (fx) => ({ method: 'GET', url: `/api/places/${fx.tourUuid}/terms` }),
  },
  {
    method: 'POST',
    url: '/api/departures/:id/waitlist',
    access: 'signed-in',
    allowed: 201,
    note: 'Only on a date without seats for the party (400 naming travellers otherwise).',
    request: async (fx) => {
      const departure = await createDeparture(fx.t.database.db, {
        tourId: fx.tourUuid,
        state: 'closed',
      })
      return {
        method: 'POST',
        url: `/api/departures/${departure.id}/waitlist`,
        payload: { travellers: 2, name: 'Waiting Person', phone: '+880 1712-345678' },
      }
    },
  },
  {
    method: 'GET',
    url: '/api/waitlist',
    access: 'signed-in',
    allowed: 200,
    request: get('/api/waitlist'),
  },
  {
    method: 'DELETE',
    url: '/api/waitlist/:id',
    access: 'owner',
    adminMay: false,
    allowed: 200,
    note: "One's own entries only.",
    request: async (fx) => {
      const departure = await createDeparture(fx.t.database.db, {
        tourId: fx.tourUuid,
        state: 'closed',
      })
      const joined = await fx.t.app.inject({
        method: 'POST',
        url: `/api/departures/${departure.id}/waitlist`,
        headers: { cookie: fx.cookie('owner')! },
        payload: { travellers: 1, name: 'Owner', phone: '+880 1712-345678' },
      })
      return { method: 'DELETE', url: `/api/waitlist/${joined.json()._id}` }
    },
  },
  {
    method: 'GET',
    url: '/api/audit',
    access: 'admin',
    allowed: 200,
    request: get('/api/audit?action=refund&limit=5'),
  },
  {
    method: 'GET',
    url: '/api/departures/:id/cancellation',
    access: 'admin',
    allowed: 200,
    request: async (fx) => {
      const departure = await createDeparture(fx.t.database.db, { tourId: fx.tourUuid })
      return { method: 'GET', url: `/api/departures/${departure.id}/cancellation` }
    },
  },
  {
    method: 'GET',
    url: '/api/places/:tourId/departures',
    access: 'public',
    allowed: 200,
    request: (fx) => ({ method: 'GET', url: `/api/places/${fx.tourUuid}/departures` }),
  },
  {
    method: 'GET',
    url: '/api/places/:tourId/departures/all',
    access: 'admin',
    allowed: 200,
    request: (fx) => ({ method: 'GET', url: `/api/places/${fx.tourUuid}/departures/all` }),
  },
  {
    method: 'POST',
    url: '/api/places/:tourId/departures',
    access: 'admin',
    allowed: 201,
    request: (fx) => ({
      method: 'POST',
      url: `/api/places/${fx.tourUuid}/departures`,
      payload: { date: futureDate(), capacity: 12 },
    }),
  },
  {
    method: 'POST',
    url: '/api/places/:tourId/departures/series',
    access: 'admin',
    allowed: 201,
    request: (fx) => {
      const from = futureDate()
      return {
        method: 'POST',
        url: `/api/places/${fx.tourUuid}/departures/series`,
        payload: { from, to: from, weekdays: [0, 1, 2, 3, 4, 5, 6], capacity: 8 },
      }
    },
  },
  {
    method: 'PATCH',
    url: '/api/departures/:id',
    access: 'admin',
    allowed: 200,
    request: async (fx) => {
      const departure = await createDeparture(fx.t.database.db, { tourId: fx.tourUuid })
      return { method: 'PATCH', url: `/api/departures/${departure.id}`, payload: { capacity: 20 } }
    },
  },
  {
    method: 'POST',
    url: '/api/departures/:id/cancel',
    access: 'admin',
    allowed: 200,
    request: async (fx) => {
      const departure = await createDeparture(fx.t.database.db, { tourId: fx.tourUuid })
      return { method: 'POST', url: `/api/departures/${departure.id}/cancel` }
    },
  },
  {
    method: 'GET',
    url: '/api/departures/:id/manifest',
    access: 'admin',
    allowed: 200,
    request: async (fx) => {
      const departure = await createDeparture(fx.t.database.db, { tourId: fx.tourUuid })
      return { method: 'GET', url: `/api/departures/${departure.id}/manifest` }
    },
  },
  {
    method: 'POST',
    url: '/api/place',
    access: 'admin',
    allowed: 200,
    request: (fx) => ({ method: 'POST', url: '/api/place', payload: planBody(fx) }),
  },
  {
    method: 'PUT',
    url: '/api/place/:id',
    access: 'admin',
    allowed: 200,
    request: async (fx) => {
      const place = await fx.newPlace()
      return {
        method: 'PUT',
        url: `/api/place/${place.id}`,
        payload: { ...planBody(fx), placeId: place.placeId },
      }
    },
  },
  {
    method: 'DELETE',
    url: '/api/tour/:id',
    access: 'admin',
    allowed: 200,
    note: 'A plan with orders is archived instead (deletedCount 1, archived true).',
    request: async (fx) => ({ method: 'DELETE', url: `/api/tour/${(await fx.newPlace()).id}` }),
  },
  {
    method: 'GET',
    url: '/api/messages',
    access: 'admin',
    allowed: 200,
    request: get('/api/messages'),
  },
  { method: 'GET', url: '/api/outbox', access: 'admin', allowed: 200, request: get('/api/outbox') },
  // Messages to phones (decision 051). The security app configures both providers (pointing
  // nowhere), so their webhooks are live here.
  {
    method: 'GET',
    url: '/api/phone/choice',
    access: 'signed-in',
    allowed: 200,
    request: get('/api/phone/choice'),
  },
  {
    method: 'PUT',
    url: '/api/phone/choice',
    access: 'signed-in',
    allowed: 200,
    note: 'Each caller sets their own choice; the session decides whose.',
    request: () => ({
      method: 'PUT',
      url: '/api/phone/choice',
      payload: { phone: '01712-345678', sms: false, whatsapp: false },
    }),
  },
  {
    method: 'GET',
    url: '/api/phone/outbox',
    access: 'admin',
    allowed: 200,
    request: get('/api/phone/outbox'),
  },
  {
    method: 'POST',
    url: '/api/phone/outbox/:id/retry',
    access: 'admin',
    allowed: 200,
    request: async (fx) => {
      const { db } = fx.t.database
      const phone = `+88017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
      await db.insert(phoneConsents).values({ phone, channel: 'sms', grantedVia: 'profile' })
      const [row] = await db
        .insert(phoneOutbox)
        .values({
          kind: 'security-test',
          ref: crypto.randomUUID(),
          channel: 'sms',
          to: phone,
          text: 'A message that failed',
          status: 'failed',
          attempts: 8,
        })
        .returning({ id: phoneOutbox.id })
      return { method: 'POST', url: `/api/phone/outbox/${row!.id}/retry` }
    },
  },
  {
    method: 'GET',
    url: '/api/phone/whatsapp/webhook',
    access: 'public',
    allowed: 200,
    note: 'WhatsApp’s handshake: the verify token decides, never a session.',
    request: get(
      '/api/phone/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=security-verify&hub.challenge=42',
    ),
  },
  {
    method: 'POST',
    url: '/api/phone/whatsapp/webhook',
    access: 'public',
    allowed: 400,
    note: 'WhatsApp calls it: its signature decides; unsigned here, so 400 for every caller (signed events: tests/api/phone-messages.test.ts).',
    request: () => ({
      method: 'POST',
      url: '/api/phone/whatsapp/webhook',
      headers: { 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` },
      payload: { object: 'whatsapp_business_account', entry: [] },
    }),
  },
  {
    method: 'POST',
    url: '/api/phone/sms/report',
    access: 'public',
    allowed: 200,
    note: 'SSL Wireless calls it: the token in the address decides (a wrong one is a 404).',
    request: () => ({
      method: 'POST',
      url: '/api/phone/sms/report?token=security-sms-token-0123',
      payload: { reference_id: 'unknown', status: 'DELIVERED' },
    }),
  },
  {
    method: 'POST',
    url: '/api/phone/sms/inbound',
    access: 'public',
    allowed: 200,
    note: 'SSL Wireless calls it: the token in the address decides (a wrong one is a 404).',
    request: () => ({
      method: 'POST',
      url: '/api/phone/sms/inbound?token=security-sms-token-0123',
      payload: { msisdn: '8801712345678', sms: 'hello' },
    }),
  },
  {
    method: 'POST',
    url: '/api/outbox/:id/retry',
    access: 'admin',
    allowed: 200,
    request: async (fx) => ({
      method: 'POST',
      url: `/api/outbox/${await fx.newFailedMail()}/retry`,
    }),
  },

  {
    method: 'GET',
    url: '/api/review/moderation',
    access: 'admin',
    allowed: 200,
    note: 'Every review with the full email, hidden ones too.',
    request: get('/api/review/moderation?limit=5'),
  },
  {
    method: 'PUT',
    url: '/api/review/:id/visibility',
    access: 'admin',
    allowed: 200,
    request: async (fx) => ({
      method: 'PUT',
      url: `/api/review/${(await createReview(fx.t.database.db)).id}/visibility`,
      payload: { hidden: true },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/review/:id',
    access: 'admin',
    allowed: 200,
    request: async (fx) => ({
      method: 'DELETE',
      url: `/api/review/${(await createReview(fx.t.database.db)).id}`,
    }),
  },
  {
    method: 'GET',
    url: '/api/tour-reviews',
    access: 'admin',
    allowed: 200,
    note: 'Every tour review with its author’s email, hidden ones too.',
    request: get('/api/tour-reviews?limit=5&hidden=false'),
  },
  {
    method: 'PATCH',
    url: '/api/tour-reviews/:id',
    access: 'admin',
    allowed: 200,
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/tour-reviews/${await tourReviewId(fx)}`,
      payload: { hidden: true },
    }),
  },
  {
    method: 'GET',
    url: '/api/place/:id/edit',
    access: 'admin',
    allowed: 200,
    note: "The plan's own starting figures, for its edit form.",
    request: async (fx) => ({ method: 'GET', url: `/api/place/${(await fx.newPlace()).id}/edit` }),
  },
  {
    method: 'POST',
    url: '/api/exchange-rate',
    access: 'admin',
    allowed: 200,
    note: 'The taka per dollar pages show; what is charged stays in dollars.',
    request: () => ({
      method: 'POST',
      url: '/api/exchange-rate',
      payload: { takaPerDollar: 121.5 },
    }),
  },
  {
    method: 'GET',
    url: '/api/admin/pages/:slug',
    access: 'admin',
    allowed: 200,
    note: 'A policy page in both languages, to edit.',
    request: get('/api/admin/pages/privacy'),
  },
  {
    method: 'PUT',
    url: '/api/admin/pages/:slug',
    access: 'admin',
    allowed: 200,
    note: 'A policy page saved in both languages.',
    request: () => ({
      method: 'PUT',
      url: '/api/admin/pages/privacy',
      payload: { bodyEn: 'We keep little.', bodyBn: 'আমরা সামান্যই রাখি।' },
    }),
  },
  {
    method: 'POST',
    url: '/api/uploads',
    access: 'admin',
    allowed: 201,
    note: 'A plan image; a file never uploaded before (the same one again answers 200).',
    request: () => ({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': 'image/png' },
      payload: uniquePng(),
    }),
  },

  // API documentation: public on purpose (it describes the public API, no data).
  {
    method: 'GET',
    url: '/api/openapi.json',
    access: 'public',
    allowed: 200,
    request: get('/api/openapi.json'),
  },
  { method: 'GET', url: '/api/docs', access: 'public', allowed: 200, request: get('/api/docs') },
  {
    method: 'GET',
    url: '/api/docs/json',
    access: 'public',
    allowed: 200,
    request: get('/api/docs/json'),
  },
  {
    method: 'GET',
    url: '/api/docs/yaml',
    access: 'public',
    allowed: 200,
    request: get('/api/docs/yaml'),
  },
  {
    method: 'GET',
    url: '/api/docs/static/index.html',
    access: 'public',
    allowed: 302,
    note: 'swagger-ui redirects it to /api/docs/',
    request: get('/api/docs/static/index.html'),
  },
  {
    method: 'GET',
    url: '/api/docs/static/swagger-initializer.js',
    access: 'public',
    allowed: 200,
    request: get('/api/docs/static/swagger-initializer.js'),
  },
  {
    method: 'GET',
    url: '/api/docs/static/*',
    access: 'public',
    allowed: 200,
    note: "swagger-ui's own files",
    request: get('/api/docs/static/swagger-ui.css'),
  },

  // The web site: crawler files and the built app's files.
  {
    method: 'GET',
    url: '/uploads/:file',
    access: 'public',
    allowed: 200,
    note:
      'Uploaded plan images and their AVIF/WebP copies (<sha256>-<width>w.avif) are public ' +
      '(uploaded here by the admin first).',
    request: async (fx) => {
      const uploaded = await fx.t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { cookie: fx.accounts.admin.cookie, 'content-type': 'image/png' },
        payload: uniquePng(),
      })
      return { method: 'GET', url: uploaded.json().url }
    },
  },
  {
    method: 'GET',
    url: '/sitemap.xml',
    access: 'public',
    allowed: 200,
    request: get('/sitemap.xml'),
  },
  {
    method: 'GET',
    url: '/robots.txt',
    access: 'public',
    allowed: 200,
    request: get('/robots.txt'),
  },
  // Scale (issue 17): the sitemap's numbered files. The test site is small, so there is no
  // index and no file: public, and not found for everyone alike.
  {
    method: 'GET',
    url: '/sitemap-:n(^[1-9]\\d{0,5}).xml',
    access: 'public',
    allowed: 404,
    request: get('/sitemap-1.xml'),
  },
  // Orders console (issue 17, orders at scale and the order workflow)
  {
    method: 'GET',
    url: '/api/manageorder/export.csv',
    access: 'admin',
    allowed: 200,
    request: get('/api/manageorder/export.csv?status=paid'),
  },
  {
    method: 'PUT',
    url: '/api/manageorder/:orderId/note',
    access: 'admin',
    allowed: 200,
    request: (fx) => ({
      method: 'PUT',
      url: `/api/manageorder/${fx.paid.order._id}/note`,
      payload: { note: 'Called about pickup' },
    }),
  },
  {
    method: 'POST',
    url: '/api/manageorder/:orderId/email',
    access: 'admin',
    allowed: 201,
    request: (fx) => ({
      method: 'POST',
      url: `/api/manageorder/${fx.paid.order._id}/email`,
      payload: { subject: 'Your trip', message: 'See you at the pickup point.' },
    }),
  },
  {
    method: 'POST',
    url: '/api/manageorder/contacted',
    access: 'admin',
    allowed: 200,
    request: (fx) => ({
      method: 'POST',
      url: '/api/manageorder/contacted',
      payload: { ids: [fx.paid.order._id] },
    }),
  },
  {
    method: 'PUT',
    url: '/api/orders/:orderId/arrival',
    access: 'admin',
    allowed: 200,
    note: 'Check-in on the day: a booking departing today (from the day before to a week after).',
    request: async (fx) => {
      const db = fx.t.database.db
      const tour = await fx.newPlace()
      const departure = await createDeparture(db, { tourId: tour.id, date: dhakaToday() })
      const [owner] = await db.select().from(users).where(eq(users.id, fx.accounts.owner.id!))
      const order = await createOrder(db, { user: owner!, tourId: tour.id, departure })
      return {
        method: 'PUT',
        url: `/api/orders/${order._id}/arrival`,
        payload: { arrival: 'checked_in' },
      }
    },
  },
  {
    method: 'GET',
    url: '<every file of dist/client>',
    access: 'public',
    allowed: 200,
    note:
      '@fastify/static registers one route per built file (assets, images, favicon), so a ' +
      'rebuild changes them; pages fall to the not-found handler',
    matches: (route) => route.servesFrom === clientDir,
    request: get('/favicon.svg'),
  },
  // The Messages workflow (issue 17, item 4): each request makes its own contact message.
  {
    method: 'GET',
    url: '/api/messages/unhandled-count',
    access: 'admin',
    allowed: 200,
    request: get('/api/messages/unhandled-count'),
  },
  {
    method: 'PATCH',
    url: '/api/messages/:id',
    access: 'admin',
    allowed: 200,
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/messages/${await newContactMessage(fx)}`,
      payload: { handled: true },
    }),
  },
  {
    method: 'POST',
    url: '/api/messages/:id/replies',
    access: 'admin',
    allowed: 201,
    note: "Mailed to the visitor's address through the outbox.",
    request: async (fx) => ({
      method: 'POST',
      url: `/api/messages/${await newContactMessage(fx)}/replies`,
      payload: { body: 'Thank you for writing: yes, we run that trip.' },
    }),
  },
  // Gift vouchers (issue 33 item 4): bought, checked and spent by customers; admins manage them.
  {
    method: 'POST',
    url: '/api/gift-vouchers',
    access: 'signed-in',
    allowed: 201,
    note: 'Buys one: its sale order is paid on the Pay page.',
    request: () => ({
      method: 'POST',
      url: '/api/gift-vouchers',
      payload: {
        amount: 1000,
        recipientName: 'Rina',
        deliverBy: 'email',
        recipientEmail: 'rina@example.com',
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/gift-vouchers/check',
    access: 'signed-in',
    allowed: 200,
    note: 'What a code holds, no names; 20 codes a minute per account.',
    request: async (fx) => ({
      method: 'POST',
      url: '/api/gift-vouchers/check',
      payload: { code: (await newGiftVoucher(fx)).code },
    }),
  },
  {
    method: 'GET',
    url: '/api/gift-vouchers/mine',
    access: 'signed-in',
    allowed: 200,
    request: get('/api/gift-vouchers/mine'),
  },
  {
    method: 'POST',
    url: '/api/orders/:orderId/gift-voucher',
    access: 'owner',
    adminMay: false,
    allowed: 200,
    note: 'Only the customer spends a voucher on their own booking.',
    request: async (fx) => ({
      method: 'POST',
      url: `/api/orders/${(await fx.newOrder())._id}/gift-voucher`,
      payload: { code: (await newGiftVoucher(fx)).code },
    }),
  },
  {
    method: 'GET',
    url: '/api/admin/gift-vouchers',
    access: 'admin',
    allowed: 200,
    request: get('/api/admin/gift-vouchers?limit=5&q=rina'),
  },
  {
    method: 'GET',
    url: '/api/admin/gift-vouchers/:id',
    access: 'admin',
    allowed: 200,
    request: async (fx) => get(`/api/admin/gift-vouchers/${(await newGiftVoucher(fx)).id}`)(),
  },
  {
    method: 'POST',
    url: '/api/admin/gift-vouchers',
    access: 'admin',
    allowed: 201,
    request: () => ({
      method: 'POST',
      url: '/api/admin/gift-vouchers',
      payload: {
        amount: 1000,
        recipientName: 'Karim',
        deliverBy: 'email',
        recipientEmail: 'karim@example.com',
        reason: 'A goodwill gesture',
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/admin/gift-vouchers/:id/cancel',
    access: 'admin',
    allowed: 200,
    request: async (fx) => ({
      method: 'POST',
      url: `/api/admin/gift-vouchers/${(await newGiftVoucher(fx)).id}/cancel`,
      payload: { reason: 'Issued twice' },
    }),
  },
  // Promo codes (issue 33 item 3): the booking dialog's quote for anyone; admins manage them.
  {
    method: 'POST',
    url: '/api/promo-codes/check',
    access: 'signed-in',
    allowed: 200,
    note: 'A quote for the booking dialog (only the signed-in book); their own uses count.',
    request: async (fx) => ({
      method: 'POST',
      url: '/api/promo-codes/check',
      payload: { code: (await newPromoCode(fx)).code.toLowerCase(), tourId: fx.tourUuid },
    }),
  },
  {
    method: 'GET',
    url: '/api/admin/promo-codes',
    access: 'admin',
    allowed: 200,
    request: get('/api/admin/promo-codes?limit=5'),
  },
  {
    method: 'POST',
    url: '/api/admin/promo-codes',
    access: 'admin',
    allowed: 201,
    request: () => ({
      method: 'POST',
      url: '/api/admin/promo-codes',
      payload: { code: `NEW${Math.floor(Math.random() * 1e9)}`, kind: 'percent', percent: 15 },
    }),
  },
  {
    method: 'PUT',
    url: '/api/admin/promo-codes/:id',
    access: 'admin',
    allowed: 200,
    request: async (fx) => {
      const code = await newPromoCode(fx)
      return {
        method: 'PUT',
        url: `/api/admin/promo-codes/${code.id}`,
        payload: { code: code.code, kind: 'amount', amount: 5, maxUses: 10 },
      }
    },
  },
  {
    method: 'PUT',
    url: '/api/admin/promo-codes/:id/paused',
    access: 'admin',
    allowed: 200,
    request: async (fx) => ({
      method: 'PUT',
      url: `/api/admin/promo-codes/${(await newPromoCode(fx)).id}/paused`,
      payload: { paused: true },
    }),
  },
  {
    method: 'GET',
    url: '/api/admin/promo-codes/:id/uses',
    access: 'admin',
    allowed: 200,
    request: async (fx) => get(`/api/admin/promo-codes/${(await newPromoCode(fx)).id}/uses`)(),
  },
  // People (issue 17, the Users page): the admins' list of accounts, roles and disabling.
  {
    method: 'GET',
    url: '/api/admin/users',
    access: 'admin',
    allowed: 200,
    request: get('/api/admin/users?limit=5&q=example&role=customer'),
  },
  {
    method: 'PUT',
    url: '/api/admin/users/:id/role',
    access: 'admin',
    allowed: 200,
    request: async (fx) => ({
      method: 'PUT',
      url: `/api/admin/users/${await userIdOf(fx, await fx.newCustomer())}/role`,
      payload: { role: 'admin' },
    }),
  },
  {
    method: 'PUT',
    url: '/api/admin/users/:id/disabled',
    access: 'admin',
    allowed: 200,
    request: async (fx) => ({
      method: 'PUT',
      url: `/api/admin/users/${await userIdOf(fx, await fx.newCustomer())}/disabled`,
      payload: { disabled: true },
    }),
  },
  // Issue 17, the overview: the Dashboard's charts' figures, for admins only.
  {
    method: 'GET',
    url: '/api/overview',
    access: 'admin',
    allowed: 200,
    request: get('/api/overview'),
  },
]
