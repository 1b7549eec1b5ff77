/**
 * Orders made and paid around a browser test, as the booking modal and a confirmed card payment
 * would leave them, a booking cancelled from My Booking, and the description a control's
 * aria-describedby gives it.
 */
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import type { Place } from '#shared/contracts/catalog.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { toMinor } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import { orders } from '#server/db/schema/index.ts'
import { randomIp } from '#tests/support/accounts.ts'
import type { BrowserAccount } from './accounts.ts'
import { poll, type Site } from './browser.ts'

/** The account's cookies as one Cookie header. */
export const cookieHeader = (account: BrowserAccount): string =>
  account.cookies.map((c) => `${c.name}=${c.value}`).join('; ')

/**
 * A signed-in account's call to the API, as the site's pages make it: a POST with `payload`, a
 * GET without. Expects `status`, and answers the body.
 */
export async function apiAs<T>(
  site: Site,
  account: BrowserAccount,
  url: string,
  { payload, status = 200 }: { payload?: object; status?: number } = {},
): Promise<T> {
  const response = await site.testApp.app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url,
    headers: { cookie: cookieHeader(account) },
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  })
  expect(response.statusCode, response.body).toBe(status)
  return response.json() as T
}

/** Books through the API, as the booking modal would. */
export async function bookViaApi(
  site: Site,
  account: BrowserAccount,
  tour: Place,
  phone = '01712345678',
): Promise<Order> {
  const response = await site.testApp.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { cookie: cookieHeader(account) },
    payload: { tourId: tour._id, name: account.name, email: account.email, phone },
    remoteAddress: randomIp(),
  })
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`)
  return response.json() as Order
}

/** Marks an order paid in the database, as a confirmed card payment would. */
export async function markPaid(site: Site, order: Order): Promise<void> {
  await site.testApp.database.db
    .update(orders)
    .set({ isPaid: true, amountCents: toMinor(order.tourPrice), paidAt: new Date() })
    .where(eq(orders.id, order._id))
}

/**
 * The text of the elements a control's aria-describedby names, and whether each of them can be
 * seen (a description only a screen reader gets would not help a touch user).
 */
export function describedBy(control: Locator) {
  return control.evaluate((element) => {
    const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
    const targets = ids.map((id) => document.getElementById(id))
    return {
      text: targets
        .map((target) => target?.textContent?.trim() ?? '')
        .join(' ')
        .trim(),
      allVisible:
        targets.length > 0 &&
        targets.every((target) => target !== null && target.checkVisibility()),
    }
  })
}

/**
 * Cancels `order` from My Booking as its customer would (the row's Cancel, then the dialog's
 * confirmation) and waits for the sentence saying `refund` comes back. Returns the order's row.
 */
export async function cancelFromMyBooking(
  page: Page,
  order: Order,
  refund: string,
): Promise<Locator> {
  await page.goto(paths.dashboardPages.myBooking)
  const row = page.locator('li, tr').filter({ hasText: order.reference }).filter({ visible: true })
  await poll(() => row.count()).toBe(1)
  const m = messages.lifecycle
  await row
    .getByRole('button', {
      name: m.cancelFor({ reference: order.reference, tour: order.tourName }),
    })
    .click()
  const dialog = page.getByRole('dialog', { name: m.cancelTitle({ tour: order.tourName }) })
  await dialog.getByRole('button', { name: m.cancelConfirm }).click()
  await poll(() => page.getByText(m.cancelledRefund({ amount: refund })).count()).toBe(1)
  return row
}
