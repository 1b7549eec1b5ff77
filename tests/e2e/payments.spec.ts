/**
 * Card payment in Chromium with the offline sandbox (Stripe's test cards and messages): from the
 * Payment list to the Pay page, 4242 4242 4242 4242 goes through ('your payment is done'), My
 * Booking then shows 'Paid' and opens the receipt; 4000 0000 0000 0002 is declined in a red alert
 * and the order stays 'unpaid'. A paid order, an unknown one and another customer's each get a
 * plain sentence instead of a card form.
 */
import { randomUUID } from 'node:crypto'
import type { Browser, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { sandboxTestCards } from '#shared/contracts/payments.ts'
import { messages } from '#shared/messages.ts'
import { randomIp } from '#tests/support/accounts.ts'
import { openSignedIn, signUpViaApi, type BrowserAccount } from './support/accounts.ts'
import { payButtonName, type Site, useSite, visible } from './support/browser.ts'

let browser: Browser
let site: Site
let places: Place[]

useSite(
  () => ({ seed: 'demo' }),
  (shared) => ({ browser, site } = shared),
)
beforeAll(async () => {
  places = await (await fetch(`${site.baseUrl}/api/places`)).json()
})

async function signedIn(account: BrowserAccount, options?: Parameters<typeof openSignedIn>[2]) {
  const watched = await openSignedIn(browser, site, { ...options, account })
  return watched
}

/** Books through the API, as the booking modal would. */
async function bookViaApi(account: BrowserAccount, tour: Place): Promise<Order> {
  const response = await site.testApp.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { cookie: account.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    payload: {
      tourId: tour._id,
      name: account.name,
      email: account.email,
      phone: '+8801712345678',
    },
    remoteAddress: randomIp(),
  })
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`)
  return response.json() as Order
}

const payButton = (page: Page, order: Order) =>
  page.getByRole('button', {
    name: payButtonName(site, order.tourPrice),
    exact: true,
  })

/** Types a card the way a customer would (the form formats as they type) and presses Pay. */
async function payWith(page: Page, order: Order, cardNumber: string) {
  const form = page.getByRole('form', { name: 'Card payment' })
  const number = form.getByLabel('Card number')
  // The form is usable once the client secret is there.
  await expect.poll(() => number.isEnabled()).toBe(true)
  await number.pressSequentially(cardNumber.replace(/\s/g, ''))
  expect(await number.inputValue()).toBe(cardNumber)
  await form.getByLabel('Expiry').pressSequentially('1234')
  expect(await form.getByLabel('Expiry').inputValue()).toBe('12/34')
  await form.getByLabel('CVC').pressSequentially('123')
  await payButton(page, order).click()
}

/** My Booking's entry for the order (a card on phones, a table row on wider screens). */
function bookingEntry(page: Page, order: Order) {
  return page.locator('li, tr').filter({ hasText: order.tourName }).filter({ visible: true })
}

describe('paying by card', () => {
  it('pays with the success test card; My Booking then shows Paid and the receipt', async () => {
    const account = await signUpViaApi(site)
    const tour = places[0]!
    const order = await bookViaApi(account, tour)
    const { page, assertClean, checkA11y } = await signedIn(account)

    await page.goto('/Dashboard/Payment')
    await page.getByRole('link', { name: `Pay for ${order.tourName}` }).click()
    await page.waitForURL(`**/Dashboard/Pay/${order._id}`)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Pay for your tour')
    await expect.poll(() => visible(page.getByText('Test mode', { exact: false }))).toBe(true)
    expect(await page.getByText('4242 4242 4242 4242 with any future date').count()).toBe(1)

    await payWith(page, order, sandboxTestCards.success)
    await expect.poll(() => visible(page.getByText(messages.payment.done))).toBe(true)
    // The receipt, from the server: the card's last four digits and the amount.
    await expect.poll(() => visible(page.getByText('•••• 4242'))).toBe(true)

    await page.getByRole('link', { name: 'Go to My Booking' }).click()
    await page.waitForURL('**/Dashboard/MyBooking')
    const entry = bookingEntry(page, order)
    await expect
      .poll(() => visible(entry.getByText(messages.orders.paid, { exact: true })))
      .toBe(true)
    expect(await entry.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true)

    await entry.getByRole('button', { name: `Receipt for ${order.tourName}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Receipt' })
    await expect.poll(() => visible(dialog.getByText('•••• 4242'))).toBe(true)
    expect(await dialog.getByText(order._id).count()).toBe(1)
    expect(await dialog.getByText(/^pi_sandbox_/).count()).toBe(1)
    await checkA11y('receipt modal open')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => dialog.count()).toBe(0)

    // Paid orders leave the Payment list; the Pay page now says the order is paid.
    await page.goto('/Dashboard/Payment')
    await expect.poll(() => visible(page.getByText('Everything is paid'))).toBe(true)
    await page.goto(`/Dashboard/Pay/${order._id}`)
    await expect.poll(() => visible(page.getByText('This order is already paid.'))).toBe(true)
    expect(await page.getByRole('form', { name: 'Card payment' }).count()).toBe(0)
    await assertClean()
  })

  it('shows a declined card in a red alert, leaves the order unpaid and allows a retry', async () => {
    const account = await signUpViaApi(site)
    const order = await bookViaApi(account, places[1]!)
    const { page, assertClean } = await signedIn(account, { width: 390, height: 844 })

    await page.goto(`/Dashboard/Pay/${order._id}`)
    await payWith(page, order, sandboxTestCards.declined)
    const alert = page.getByRole('alert').filter({ hasText: 'Your card was declined.' })
    await expect.poll(() => visible(alert)).toBe(true)
    expect(await alert.getAttribute('data-variant')).toBe('error')
    // The customer may try again with another card.
    await expect.poll(() => payButton(page, order).isEnabled()).toBe(true)
    expect(await page.getByText(messages.payment.done).count()).toBe(0)

    await page.goto('/Dashboard/MyBooking')
    const entry = bookingEntry(page, order)
    await expect
      .poll(() => visible(entry.getByText(messages.orders.unpaidCustomer, { exact: true })))
      .toBe(true)
    expect(await entry.getByRole('button', { name: /^Receipt for/ }).count()).toBe(0)

    // Another card on a second try goes through.
    await page.goto(`/Dashboard/Pay/${order._id}`)
    await payWith(page, order, sandboxTestCards.success)
    await expect.poll(() => visible(page.getByText(messages.payment.done))).toBe(true)
    // The browser logs the 402 answer of the refused card.
    await assertClean([/status of 402/])
  })

  it('says so for an unknown order and for another customer’s order', async () => {
    const owner = await signUpViaApi(site)
    const theirs = await bookViaApi(owner, places[2]!)
    const { page, assertClean } = await signedIn(await signUpViaApi(site))

    await page.goto(`/Dashboard/Pay/${randomUUID()}`)
    await expect.poll(() => visible(page.getByText('We could not find this order'))).toBe(true)

    await page.goto(`/Dashboard/Pay/${theirs._id}`)
    await expect.poll(() => visible(page.getByText('We could not find this order'))).toBe(true)
    expect(await page.getByRole('form', { name: 'Card payment' }).count()).toBe(0)
    await assertClean([/status of 404/, /status of 403/])
  })
})
