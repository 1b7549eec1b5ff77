/**
 * A site priced in taka (PRICING_CURRENCY=bdt, SEED=demo-bd; decision 040), in Chromium on the
 * built app: the lists show taka first with a dollar estimate, in both languages; a family pays
 * a deposit and then the balance through SSLCommerz (its stand-in), each charged the exact taka
 * the Pay page showed, and the receipt adds up in taka; customers pay with bKash on bKash's page
 * (its stand-in) in both languages, on a phone and a desktop, and come back paid, a deposit and
 * then the balance too; a bKash payment
 * cancelled is refunded once through bKash; a tab closed on bKash's page after approving is
 * settled by the reconciler.
 *
 * With E2E_SHOTS=<folder>, each step's screen is saved there to look at.
 */
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import type { Departure } from '#shared/contracts/departures.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { formatMoney, fromMajor } from '#shared/money.ts'
import { chooseProviders } from '#server/features/payments/choose-provider.ts'
import { reconcilePayments } from '#server/features/payments/reconcile-payments.ts'
import { sendRefunds } from '#server/features/orders/send-refunds.ts'
import { systemCtx } from '#tests/support/test-app.ts'
import { randomIp } from '#tests/support/accounts.ts'
import { startBkashStandIn, type BkashStandIn } from '#tests/servers/bkash.ts'
import { startSslCommerzStandIn, type SslCommerzStandIn } from '#tests/servers/sslcommerz.ts'
import { withLocale } from '#shared/messages.ts'
import { openSignedIn, signUpViaApi, type BrowserAccount } from './support/accounts.ts'
import { cancelFromMyBooking, cookieHeader } from './support/orders.ts'
import { openPage, poll, type Site, useSite } from './support/browser.ts'

let browser: Browser
let site: Site
let stand: SslCommerzStandIn
let bkash: BkashStandIn
let places: Place[]

beforeAll(async () => {
  stand = await startSslCommerzStandIn({ ipnFromPage: true })
  bkash = await startBkashStandIn()
})
useSite(
  () => ({
    seed: 'demo-bd',
    config: {
      sslcommerz: {
        storeId: stand.storeId,
        storePassword: stand.storePassword,
        baseUrl: stand.baseUrl,
      },
      bkash: { baseUrl: bkash.baseUrl, ...bkash.credentials },
    },
  }),
  (shared) => ({ browser, site } = shared),
)
beforeAll(async () => {
  places = await (await fetch(`${site.baseUrl}/api/places`)).json()
})
afterAll(() => Promise.all([stand?.close(), bkash?.close()]))

const shotsDir = process.env.E2E_SHOTS
async function shot(page: Page, name: string, fullPage = true) {
  if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage })
}

const taka = (major: number) => formatMoney(fromMajor(major, 'bdt'))

/** The order as the server has it now. */
async function orderNow(account: BrowserAccount, order: Order): Promise<Order> {
  const response = await site.testApp.app.inject({
    method: 'GET',
    url: `/api/orders/${order._id}`,
    headers: { cookie: cookieHeader(account) },
  })
  return response.json() as Order
}

/**
 * Books the tour's first open date at least 40 days on (far enough for a deposit) for
 * `travellers`, as the booking dialog would.
 */
async function bookDate(account: BrowserAccount, tour: Place, travellers: number) {
  const dates: Departure[] = await (
    await fetch(`${site.baseUrl}/api/places/${tour._id}/departures`)
  ).json()
  const from = addDays(dhakaToday(), 40)
  const date = dates.find(
    (d) => d.date >= from && d.seatsLeft >= travellers && d.status !== 'closed',
  )!
  const response = await site.testApp.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { cookie: cookieHeader(account) },
    payload: {
      tourId: tour._id,
      departureId: date._id,
      travellers,
      name: account.name,
      email: account.email,
      phone: '01712345678',
    },
    remoteAddress: randomIp(),
  })
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`)
  return response.json() as Order
}

/** Chooses SSLCommerz on the Pay page and goes to its page; answers the amount it asks. */
async function throughGateway(page: Page, amount: number) {
  const group = page.getByRole('group', { name: messages.pay.methodLegend })
  // bKash has its own choice here: SSLCommerz's is for the rest.
  await group.getByRole('radio', { name: new RegExp(messages.pay.methodGatewayOthers) }).check()
  await page
    .getByRole('button', { name: messages.pay.gatewayButton({ amount: taka(amount) }) })
    .click()
  await page.waitForURL(`${stand.baseUrl}/EasyCheckOut/**`)
  // Asked of the gateway in taka, exactly what the page showed: no conversion on the way.
  expect(await page.textContent('body')).toContain(`BDT ${amount.toFixed(2)}`)
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
}

describe('a taka-priced site', () => {
  for (const [prefix, width] of [
    ['', 1280],
    ['/bn', 390],
  ] as const) {
    it(`prices a tour in taka first, with a dollar estimate (${prefix || '/'}, ${width} px)`, async () => {
      const { page, assertClean } = await openPage(browser, site.baseUrl, {
        width,
        height: width < 500 ? 844 : 800,
      })
      const first = places[0]!
      await page.goto(`${prefix}/tour-details/${first._id}`)
      const price =
        prefix === '' ? taka(first.price) : `৳${new Intl.NumberFormat('bn-BD').format(first.price)}`
      await poll(() => page.getByText(price, { exact: true }).count()).toBeGreaterThan(0)
      expect(await page.textContent('main')).toMatch(/\(≈ \$[\d০-৯,]+\)/)
      expect(await page.textContent('main')).not.toMatch(/\$[\d০-৯,]+ \(≈/)
      await shot(page, `taka-site${prefix.replace('/', '-') || '-en'}-${width}-tour`)
      await assertClean()
    })
  }

  it('takes a deposit, then the balance, through SSLCommerz, each in exact taka', async () => {
    // A tour that takes deposits (the demo's longer ones, from ৳7,000).
    const tour = places.find((p) => p.price >= 7_000)!
    const customer = await signUpViaApi(site)
    const order = await bookDate(customer, tour, 3)
    expect(order).toMatchObject({ currency: 'bdt', tourPrice: tour.price * 3 })
    const { page, assertClean } = await openSignedIn(browser, site, { account: customer })
    await page.goto(`/Dashboard/Pay/${order._id}`)
    await page.getByRole('group', { name: messages.pay.methodLegend }).waitFor()
    await shot(page, 'taka-site-en-1280-pay')
    const deposit = Math.ceil((order.tourPrice * 25) / 100)
    await page
      .getByRole('radio', {
        name: new RegExp(`^Pay a deposit of ${taka(deposit).replace('$', '\\$')} now`),
      })
      .check()
    await shot(page, 'taka-site-en-1280-pay-deposit')
    await throughGateway(page, deposit)
    await page.waitForURL(`**/Dashboard/Pay/${order._id}?gateway=success`)
    await poll(async () => (await orderNow(customer, order)).paidAmount).toBe(deposit)

    // The balance, from the same page.
    const balance = order.tourPrice - deposit
    await page.goto(`/Dashboard/Pay/${order._id}`)
    await poll(() => page.getByText(taka(balance), { exact: false }).count()).toBeGreaterThan(0)
    await shot(page, 'taka-site-en-1280-pay-balance')
    await throughGateway(page, balance)
    await page.waitForURL(`**/Dashboard/Pay/${order._id}?gateway=success`)
    await poll(async () => (await orderNow(customer, order)).isPaid).toBe(true)
    expect(await orderNow(customer, order)).toMatchObject({
      paidAmount: order.tourPrice,
      balanceDue: 0,
    })

    // The receipt: both payments and the total, in taka.
    await page.goto(`/Dashboard/Receipt/${order._id}`)
    await poll(() => page.getByText(taka(order.tourPrice)).count()).toBeGreaterThan(0)
    const receipt = (await page.textContent('main')) ?? ''
    expect(receipt).toContain(taka(deposit))
    expect(receipt).toContain(taka(balance))
    expect(receipt).not.toContain('$')
    await shot(page, 'taka-site-en-1280-receipt')
    await assertClean()
  })
})

describe('paying with bKash', () => {
  const providers = () => chooseProviders(site.testApp.config, site.testApp.database.db)

  /** A new customer's booking of `tour` for two, its Pay page with bKash chosen, on to bKash. */
  async function atBkash(tour: Place, locale: 'en' | 'bn', width: number) {
    const text = withLocale(locale, () => ({
      legend: messages.pay.methodLegend,
      bkash: messages.pay.methodBkash,
      done: messages.payment.done,
    }))
    const prefix = locale === 'bn' ? '/bn' : ''
    const customer = await signUpViaApi(site)
    const order = await bookDate(customer, tour, 2)
    const opened = await openSignedIn(browser, site, {
      account: customer,
      width,
      height: width < 500 ? 844 : 800,
    })
    const { page } = opened
    await page.goto(`${prefix}/Dashboard/Pay/${order._id}`)
    const group = page.getByRole('group', { name: text.legend })
    await group.getByRole('radio', { name: new RegExp(`^${text.bkash}`) }).check()
    await shot(page, `taka-site-${locale}-${width}-pay-bkash`)
    const button = withLocale(locale, () =>
      messages.pay.bkashButton({ amount: formatMoney(fromMajor(order.tourPrice, 'bdt')) }),
    )
    await page.getByRole('button', { name: button }).click()
    await page.waitForURL(`${bkash.baseUrl.replace(/\/v[^/]+$/, '')}/**`)
    // bKash writes whole taka without decimals: the exact total the Pay page showed.
    expect(await page.textContent('body')).toContain(`BDT ${order.tourPrice}`)
    return { ...opened, customer, order, text, prefix }
  }

  /** The stand-in's page has no icon; the browser asked bKash's host for one. */
  const standInIcon = () =>
    new RegExp(
      `${new URL(bkash.baseUrl).origin}/favicon.ico`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'),
    )

  for (const [locale, width] of [
    ['bn', 390],
    ['en', 1280],
  ] as const) {
    it(`pays on bKash's page and comes back paid (${locale}, ${width} px)`, async () => {
      const { page, assertClean, customer, order, text, prefix } = await atBkash(
        places[1]!,
        locale,
        width,
      )
      await page.getByRole('button', { name: 'Approve' }).click()
      await page.waitForURL(`**${prefix}/Dashboard/Pay/${order._id}?gateway=success`)
      await poll(() => page.getByText(text.done).count()).toBe(1)
      await shot(page, `taka-site-${locale}-${width}-paid-bkash`)
      expect(await orderNow(customer, order)).toMatchObject({ isPaid: true, paidWith: 'bKash' })
      await assertClean([standInIcon()])
    })
  }

  it('takes a deposit, then the balance, through bKash, in Bangla on a phone, each in exact taka', async () => {
    const tour = places.find((p) => p.price >= 7_000)!
    const customer = await signUpViaApi(site)
    const order = await bookDate(customer, tour, 2)
    const { page, assertClean } = await openSignedIn(browser, site, {
      account: customer,
      width: 390,
      height: 844,
    })
    const bn = <T>(text: () => T) => withLocale('bn', text)
    const inBangla = (major: number) => bn(() => formatMoney(fromMajor(major, 'bdt')))
    /** Chooses bKash for `amount` taka, approves on bKash's page, and comes back paid. */
    async function payWithBkash(amount: number, name: string) {
      const methods = page.getByRole('group', { name: bn(() => messages.pay.methodLegend) })
      await methods
        .getByRole('radio', { name: new RegExp(`^${bn(() => messages.pay.methodBkash)}`) })
        .check()
      await shot(page, `taka-site-bn-390-${name}-bkash`)
      const button = bn(() => messages.pay.bkashButton({ amount: inBangla(amount) }))
      await page.getByRole('button', { name: button }).click()
      await page.waitForURL(`${bkash.baseUrl.replace(/\/v[^/]+$/, '')}/**`)
      expect(await page.textContent('body')).toContain(`BDT ${amount}`)
      await page.getByRole('button', { name: 'Approve' }).click()
      await page.waitForURL(`**/bn/Dashboard/Pay/${order._id}?gateway=success`)
    }

    await page.goto(`/bn/Dashboard/Pay/${order._id}`)
    const plans = page.getByRole('group', { name: bn(() => messages.deposits.planLegend) })
    // The second plan is the deposit's (the first, the whole price).
    await plans.getByRole('radio').nth(1).check()
    const deposit = Math.ceil((order.tourPrice * 25) / 100)
    await payWithBkash(deposit, 'deposit')
    expect(await orderNow(customer, order)).toMatchObject({
      paidAmount: deposit,
      depositAmount: deposit,
      balanceDue: order.tourPrice - deposit,
      paidWith: 'bKash',
    })

    // The balance, from the same page: bKash again, a payment of its own.
    await page.goto(`/bn/Dashboard/Pay/${order._id}`)
    await payWithBkash(order.tourPrice - deposit, 'balance')
    expect(await orderNow(customer, order)).toMatchObject({
      isPaid: true,
      paidAmount: order.tourPrice,
      balanceDue: 0,
    })
    const payments = [...bkash.payments.values()].filter((p) =>
      p.merchantInvoiceNumber.startsWith(`${order._id}-`),
    )
    expect(payments.map((p) => [p.transactionStatus, p.amountMinor])).toEqual([
      ['Completed', deposit * 100],
      ['Completed', (order.tourPrice - deposit) * 100],
    ])
    await shot(page, 'taka-site-bn-390-paid-balance-bkash')
    await assertClean([standInIcon()])
  })

  it('a booking paid with bKash and cancelled is refunded through bKash, once, in taka', async () => {
    const { page, assertClean, order } = await atBkash(places[3]!, 'en', 1280)
    await page.getByRole('button', { name: 'Approve' }).click()
    await page.waitForURL(`**/Dashboard/Pay/${order._id}?gateway=success`)
    const row = await cancelFromMyBooking(page, order, taka(order.tourPrice))
    await shot(page, 'taka-site-en-1280-refunded-bkash', false)
    // Sweeps after the answer ask nothing again: bKash refunded the whole price once, in paisa.
    for (let i = 0; i < 3; i++) {
      await sendRefunds({
        db: site.testApp.database.db,
        provider: providers(),
        olderThanSeconds: 0,
      })
    }
    const payment = [...bkash.payments.values()].find((p) =>
      p.merchantInvoiceNumber.startsWith(`${order._id}-`),
    )!
    expect(payment.refunds.map((r) => r.amountMinor)).toEqual([order.tourPrice * 100])
    await page.reload()
    await poll(() => row.textContent()).toContain(messages.lifecycle.status.refunded)
    await assertClean([standInIcon()])
  })

  it("a tab closed on bKash's page after approving is settled by the reconciler", async () => {
    const { context, customer, order } = await atBkash(places[4]!, 'bn', 390)
    const paymentID = [...bkash.payments.values()].at(-1)!.paymentID
    // The customer approves in bKash's app, and the tab never comes back.
    bkash.approve(paymentID, 'success')
    await context.close()
    expect((await orderNow(customer, order)).isPaid).toBe(false)
    await reconcilePayments({
      ctx: systemCtx(site.testApp),
      provider: providers(),
      now: new Date(Date.now() + 60_000),
    })
    expect(await orderNow(customer, order)).toMatchObject({ isPaid: true, paidWith: 'bKash' })
    const again = await openSignedIn(browser, site, { account: customer })
    await again.page.goto(`/Dashboard/Pay/${order._id}`)
    await poll(() => again.page.getByText(messages.errors.orderAlreadyPaid).count()).toBe(1)
    await again.assertClean()
  })
})
