/**
 * The sandbox gateway (issue 30 item 4) in Chromium on the built app, on a site with no real
 * gateway configured (the offline default, `npm start`): the Pay page offers the sandbox
 * gateway after the card form; the customer goes to its page (ours, nothing charged), cancels,
 * comes back told so, goes again and pays, and comes back paid — in English at 1280 px and in
 * Bangla at 390 px. The page works with JavaScript off.
 *
 * With E2E_SHOTS=<folder>, each step's screen is saved there to look at.
 */
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import type { Place } from '#shared/contracts/catalog.ts'
import { messages, withLocale, type Locale } from '#shared/messages.ts'
import { formatMoney, fromMajor } from '#shared/money.ts'
import { randomIp } from '#tests/support/accounts.ts'
import { openSignedIn, signUpViaApi, type BrowserAccount } from './support/accounts.ts'
import { bookViaApi, cookieHeader } from './support/orders.ts'
import { poll, type Site, useSite } from './support/browser.ts'

let browser: Browser
let site: Site
useSite(
  () => ({}),
  (shared) => ({ browser, site } = shared),
)

const shotsDir = process.env.E2E_SHOTS
async function shot(page: Page, name: string) {
  if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true })
}

async function places(): Promise<Place[]> {
  return (await fetch(`${site.baseUrl}/api/places`)).json()
}

/** The order as the server has it now. */
async function orderNow(account: BrowserAccount, order: Order): Promise<Order> {
  const response = await site.testApp.app.inject({
    method: 'GET',
    url: `/api/orders/${order._id}`,
    headers: { cookie: cookieHeader(account) },
  })
  return response.json() as Order
}

const GATEWAY_PAGE = /\/api\/payment\/sandbox-gateway\/sgw_[A-Za-z0-9_-]{24}$/

describe('paying through the sandbox gateway', () => {
  for (const [locale, width] of [
    ['en', 1280],
    ['bn', 390],
  ] as const satisfies ReadonlyArray<readonly [Locale, number]>) {
    it(`cancels on its page, goes again and pays, and comes back paid (${locale}, ${width} px)`, async () => {
      const tour = (await places())[locale === 'en' ? 0 : 1]!
      const customer = await signUpViaApi(site)
      const order = await bookViaApi(site, customer, tour)
      const amount = withLocale(locale, () =>
        formatMoney(fromMajor(order.tourPrice, order.currency)),
      )
      const text = withLocale(locale, () => ({
        legend: messages.pay.methodLegend,
        card: messages.pay.methodCard,
        method: messages.pay.methodSandboxGateway,
        go: messages.pay.sandboxGatewayButton({ amount }),
        cancelled: messages.pay.sandboxGatewayCancelled,
        done: messages.payment.done,
        heading: messages.sandboxGateway.heading,
        pay: messages.sandboxGateway.pay({ amount }),
        cancel: messages.sandboxGateway.cancel,
      }))
      const prefix = locale === 'bn' ? '/bn' : ''
      const tag = `sandbox-gateway-${locale}-${width}`
      const { page, assertClean } = await openSignedIn(browser, site, {
        account: customer,
        width,
        height: width < 500 ? 844 : 800,
      })

      await page.goto(`${prefix}/Dashboard/Pay/${order._id}`)
      const group = page.getByRole('group', { name: text.legend })
      const radios = group.getByRole('radio')
      await poll(() => radios.count()).toBe(2)
      // The card form stays the first choice, and the chosen one.
      expect(await radios.first().isChecked()).toBe(true)
      expect(await radios.first().evaluate((el) => el.closest('label')?.textContent)).toContain(
        text.card,
      )
      await group.getByRole('radio', { name: text.method }).check()
      await shot(page, `${tag}-1-pay-page`)

      /** From the Pay page to the gateway's page. */
      const toGateway = async () => {
        await page.getByRole('button', { name: text.go }).click()
        await page.waitForURL(GATEWAY_PAGE)
        await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(text.heading)
        expect(await page.getAttribute('html', 'lang')).toBe(locale)
        // The amount the Pay page showed, in the page's digits.
        expect(await page.textContent('main')).toContain(amount)
      }

      await toGateway()
      await shot(page, `${tag}-2-gateway-page`)
      await page.getByRole('button', { name: text.cancel, exact: true }).click()
      await page.waitForURL(`**${prefix}/Dashboard/Pay/${order._id}?gateway=cancel`)
      await poll(() => page.getByText(text.cancelled).count()).toBe(1)
      // Back where they left, the sandbox gateway still chosen, to try again.
      expect(await group.getByRole('radio', { name: text.method }).isChecked()).toBe(true)
      await shot(page, `${tag}-3-cancelled`)
      expect((await orderNow(customer, order)).isPaid).toBe(false)

      await toGateway()
      await page.getByRole('button', { name: text.pay }).click()
      await page.waitForURL(`**${prefix}/Dashboard/Pay/${order._id}?gateway=success`)
      await poll(() => page.getByText(text.done).count()).toBe(1)
      await shot(page, `${tag}-4-paid`)
      expect(await orderNow(customer, order)).toMatchObject({
        isPaid: true,
        paidWith: 'Sandbox gateway',
      })
      await assertClean()
    })
  }

  it('its page works with JavaScript off', async () => {
    const customer = await signUpViaApi(site)
    const order = await bookViaApi(site, customer, (await places())[2]!)
    const started = await site.testApp.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: { cookie: cookieHeader(customer) },
      payload: { orderId: order._id, provider: 'sandbox-gateway' },
      remoteAddress: randomIp(),
    })
    expect(started.statusCode, started.body).toBe(200)
    const context = await browser.newContext({ javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text())
      })
      await page.goto(started.json().redirectUrl)
      await shot(page, 'sandbox-gateway-en-1280-no-script')
      const amount = formatMoney(fromMajor(order.tourPrice, order.currency))
      await page.getByRole('button', { name: messages.sandboxGateway.pay({ amount }) }).click()
      await page.waitForURL(`**/Dashboard/Pay/${order._id}?gateway=success`)
      expect(await orderNow(customer, order)).toMatchObject({ isPaid: true })
      // The page's own policy let it show as it is: nothing refused.
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })
})
