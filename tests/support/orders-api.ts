/**
 * A customer's booking and payment start through the API, as the booking dialog and the Pay
 * page send them: what the payment tests of every provider begin with.
 */
import { expect } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import type { TestAccount } from './accounts.ts'
import type { TestApp } from './test-app.ts'

/** POST /api/order for `tourId` (a date of it, when given); answers the order made. */
export async function bookViaApi(
  t: TestApp,
  account: TestAccount,
  tourId: string,
  {
    locale = 'en',
    departureId,
    travellers,
  }: { locale?: string; departureId?: string; travellers?: number } = {},
): Promise<Order> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { cookie: account.cookie, 'accept-language': locale },
    payload: {
      tourId,
      ...(departureId && { departureId }),
      ...(travellers && { travellers }),
      name: account.name,
      email: account.email,
      phone: '+880 1712-345678',
    },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as Order
}

/** POST /api/payment for an order, through `provider` (the card provider when none). */
export function startPayment(
  t: TestApp,
  account: TestAccount,
  order: Order,
  { provider, locale = 'en', plan }: { provider?: string; locale?: string; plan?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: { cookie: account.cookie, 'accept-language': locale },
    payload: { orderId: order._id, ...(provider && { provider }), ...(plan && { plan }) },
  })
}

/**
 * Opens a hosted gateway's page for an order (POST /api/payment through `provider`): checks it
 * answers no card form, in `currency` (and `amount` major units, when given); answers the page.
 */
export async function openRedirect(
  t: TestApp,
  account: TestAccount,
  order: Order,
  {
    provider,
    currency,
    amount,
    locale = 'en',
  }: { provider: string; currency: string; amount?: number; locale?: string },
): Promise<URL> {
  const response = await startPayment(t, account, order, { provider, locale })
  expect(response.statusCode, response.body).toBe(200)
  const intent = response.json()
  expect(intent).toMatchObject({
    provider,
    clientSecret: '',
    currency,
    ...(amount !== undefined && { amount }),
  })
  return new URL(intent.redirectUrl)
}

/** The customer cancels their booking (POST /api/orders/:id/cancel); checks it was cancelled. */
export async function cancelViaApi(t: TestApp, account: TestAccount, order: Order) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order._id}/cancel`,
    headers: { cookie: account.cookie },
    payload: {},
  })
  expect(response.statusCode, response.body).toBe(200)
  return response
}
