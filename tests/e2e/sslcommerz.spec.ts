/**
 * Paying through SSLCommerz in Chromium (issue 30), with the local stand-in of its gateway: the
 * customer chooses "bKash, Nagad, Rocket or a Bangladeshi card" on the Pay page, goes to the
 * gateway's page, pays there (its page posts the IPN, then sends the browser back) and lands on
 * the Pay page saying the payment is done — in English at 1280 px and in Bangla on a 390 px phone.
 * Cancelling on the gateway's page comes back unpaid with a sentence saying so, and paying again
 * goes through; a customer who closes the tab after paying is settled by the reconciler; a payment
 * the gateway flags as risky is held until an admin accepts it from the audit log.
 *
 * With E2E_SHOTS=<folder>, each step's screen is saved there to look at.
 */
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { messages, withLocale } from '#shared/messages.ts'
import { chooseProviders } from '#server/features/payments/choose-provider.ts'
import { reconcilePayments } from '#server/features/payments/reconcile-payments.ts'
import { sendRefunds } from '#server/features/orders/send-refunds.ts'
import { formatMoney, fromMajor } from '#shared/money.ts'
import { startSslCommerzStandIn, type SslCommerzStandIn } from '#tests/servers/sslcommerz.ts'
import { systemCtx } from '#tests/support/test-app.ts'
import { openSignedIn, signUpViaApi, type BrowserAccount } from './support/accounts.ts'
import { bookViaApi, cancelFromMyBooking, cookieHeader } from './support/orders.ts'
import { poll, type Site, useSite } from './support/browser.ts'

let stand: SslCommerzStandIn
let browser: Browser
let site: Site
let places: Place[]
const adminEmail = `admin-${Date.now()}@example.com`

// The gateway first: the site is configured with its address.
beforeAll(async () => {
  stand = await startSslCommerzStandIn({ ipnFromPage: true })
})
useSite(
  () => ({
    seed: 'demo',
    config: {
      // A dollar site that takes SSLCommerz, refunding in taka at the gateway's rate, in every
      // run: taka-site.spec.ts pays through it on a taka site.
      pricingCurrency: 'usd',
      adminEmails: [adminEmail],
      sslcommerz: {
        storeId: stand.storeId,
        storePassword: stand.storePassword,
        baseUrl: stand.baseUrl,
      },
    },
  }),
  (shared) => ({ browser, site } = shared),
)
beforeAll(async () => {
  places = await (await fetch(`${site.baseUrl}/api/places`)).json()
})
afterAll(() => stand?.close())

const shotsDir = process.env.E2E_SHOTS
async function shot(page: Page, name: string, fullPage = true) {
  if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage })
}

/** The order as the server has it now. */
async function paidNow(account: BrowserAccount, order: Order): Promise<boolean> {
  const response = await site.testApp.app.inject({
    method: 'GET',
    url: `/api/orders/${order._id}`,
    headers: { cookie: cookieHeader(account) },
  })
  return (response.json() as Order).isPaid
}

/** On the Pay page: chooses the gateway and goes there; answers once the gateway's page is up. */
async function goToGateway(page: Page, order: Order, text: Texts) {
  const group = page.getByRole('group', { name: text.pay.methodLegend })
  await group.getByRole('radio', { name: new RegExp(text.pay.methodGateway) }).check()
  await page.getByRole('heading', { name: text.pay.gatewayPayment }).waitFor()
  await page.getByRole('button', { name: text.pay.gatewayButton }).click()
  await page.waitForURL(`${stand.baseUrl}/EasyCheckOut/**`)
  expect(await page.textContent('body')).toContain(`USD ${order.tourPrice.toFixed(2)}`)
}

const providers = () => chooseProviders(site.testApp.config, site.testApp.database.db)

/** A new customer's booking, its Pay page, and on to the gateway's page. */
async function atGateway(place: Place) {
  const customer = await signUpViaApi(site)
  const order = await bookViaApi(site, customer, place)
  const watched = await openSignedIn(browser, site, { account: customer })
  await watched.page.goto(`/Dashboard/Pay/${order._id}`)
  await goToGateway(watched.page, order, texts())
  return { ...watched, customer, order }
}

/** Paid on the gateway's page with the tab closed before anything came back; a reconciler round. */
async function paidThenTabClosed(
  at: Awaited<ReturnType<typeof atGateway>>,
  options: { riskLevel?: 0 | 1 } = {},
) {
  const tranId = [...stand.sessions.values()].at(-1)!.tranId
  stand.pay(tranId, { outcome: 'success', ...options })
  await at.context.close()
  expect(await paidNow(at.customer, at.order)).toBe(false)
  await reconcilePayments({
    ctx: systemCtx(site.testApp),
    provider: providers(),
    now: new Date(Date.now() + 60_000),
  })
}

describe('paying through SSLCommerz', () => {
  for (const [locale, width] of [
    ['en', 1280],
    ['bn', 390],
  ] as const) {
    it(`pays on the gateway's page and comes back paid (${locale}, ${width} px)`, async () => {
      const text = withLocale(locale, texts)
      const customer = await signUpViaApi(site)
      const order = await bookViaApi(site, customer, places[2]!)
      const { page, assertClean } = await openSignedIn(browser, site, {
        account: customer,
        width,
        height: width < 500 ? 844 : 800,
      })
      const prefix = locale === 'bn' ? '/bn' : ''
      await page.goto(`${prefix}/Dashboard/Pay/${order._id}`)
      await page.getByRole('group', { name: text.pay.methodLegend }).waitFor()
      await shot(page, `sslcommerz-${locale}-${width}-choice`)
      await goToGateway(page, order, text)
      await page.getByRole('button', { name: 'Pay', exact: true }).click()
      // The gateway's page posts the IPN, then sends the browser back to the Pay page.
      await page.waitForURL(`**${prefix}/Dashboard/Pay/${order._id}?gateway=success`)
      await poll(() => page.getByText(text.payment.done).count()).toBe(1)
      await shot(page, `sslcommerz-${locale}-${width}-done`)
      expect(await paidNow(customer, order)).toBe(true)
      await assertClean()
    })
  }

  it('cancelled on the gateway: back unpaid, told so; paying again goes through', async () => {
    const { page, assertClean, customer, order } = await atGateway(places[3]!)
    await page.getByRole('button', { name: 'Cancel', exact: true }).click()
    await page.waitForURL(`**/Dashboard/Pay/${order._id}?gateway=cancel`)
    await poll(() => page.getByText(messages.pay.gatewayCancelled).count()).toBe(1)
    await shot(page, 'sslcommerz-en-1280-cancelled')
    expect(await paidNow(customer, order)).toBe(false)
    // The gateway stays chosen: straight back to it.
    await page
      .getByRole('button', {
        name: messages.pay.gatewayButton({ amount: `$${order.tourPrice}` }),
      })
      .click()
    await page.waitForURL(`${stand.baseUrl}/EasyCheckOut/**`)
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await page.waitForURL(`**/Dashboard/Pay/${order._id}?gateway=success`)
    await poll(() => page.getByText(messages.payment.done).count()).toBe(1)
    await assertClean()
  })

  it('a booking paid through the gateway and cancelled is refunded through it, in taka', async () => {
    const { page, assertClean, order } = await atGateway(places[6]!)
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await page.waitForURL(`**/Dashboard/Pay/${order._id}?gateway=success`)
    const row = await cancelFromMyBooking(
      page,
      order,
      formatMoney(fromMajor(order.tourPrice, 'usd')),
    )
    // Asked of SSLCommerz once, in taka at its rate (120 a dollar), and followed to the end.
    const refunds = [...stand.refunds.values()].filter(
      (r) => r.referenceId === order._id.replaceAll('-', '').slice(0, 30),
    )
    expect(refunds.map((r) => r.amount)).toEqual([`${order.tourPrice * 120}.00`])
    for (let i = 0; i < 3; i++) {
      await sendRefunds({
        db: site.testApp.database.db,
        provider: providers(),
        olderThanSeconds: 0,
      })
    }
    await page.reload()
    await poll(() => row.textContent()).toContain(messages.lifecycle.status.refunded)
    await assertClean()
  })

  it('a risky payment is held; an admin accepts it from the audit log and the order is paid', async () => {
    const at = await atGateway(places[5]!)
    await paidThenTabClosed(at, { riskLevel: 1 })
    expect(await paidNow(at.customer, at.order)).toBe(false)
    const admin = await signUpViaApi(site, { email: adminEmail, name: 'Admin Farhana' })
    const console = await openSignedIn(browser, site, { account: admin })
    await console.page.goto('/Dashboard/AuditLog?area=payment')
    const accept = console.page
      .getByRole('button', { name: messages.audit.acceptPayment })
      .filter({ visible: true })
    await poll(() => accept.count()).toBe(1)
    await accept.scrollIntoViewIfNeeded()
    await shot(console.page, 'sslcommerz-en-1280-held-payment', false)
    await accept.click()
    await poll(() => console.page.getByText(messages.audit.paymentAccepted).count()).toBe(1)
    expect(await paidNow(at.customer, at.order)).toBe(true)
    await console.assertClean()
  })

  it('a tab closed after paying is settled by the reconciler, and the Pay page says it is paid', async () => {
    const at = await atGateway(places[4]!)
    await paidThenTabClosed(at)
    const { customer, order } = at
    expect(await paidNow(customer, order)).toBe(true)
    const again = await openSignedIn(browser, site, { account: customer })
    await again.page.goto(`/Dashboard/Pay/${order._id}`)
    await poll(() => again.page.getByText(messages.errors.orderAlreadyPaid).count()).toBe(1)
    await again.assertClean()
  })
})

type Texts = ReturnType<typeof texts>

/** The texts this spec reads, in the current locale. */
function texts() {
  return {
    pay: {
      methodLegend: messages.pay.methodLegend,
      methodGateway: messages.pay.methodGateway,
      gatewayPayment: messages.pay.gatewayPayment,
      gatewayButton: messages.pay.gatewayButton({ amount: '' }).trim(),
    },
    payment: { done: messages.payment.done },
  }
}
