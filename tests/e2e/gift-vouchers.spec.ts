/**
 * Gift vouchers in Chromium (issue 33 items 4 and 5): a visitor follows the footer's "Gift
 * vouchers" to the page and is asked to sign in; a customer buys a voucher for someone (SMS asks
 * for a mobile number, email for an address), pays its sale on the Pay page with the sandbox
 * card, and finds it among the vouchers they bought with its code, its balance checked, and the
 * sale on My Booking as "Gift voucher". Then the recipient books a tour and pays part of it with
 * that code on the Pay page (what it paid and what is left said there) and the rest by card; the
 * voucher is then spent. In English and Bangla at 390 and 1280 px, axe on every state.
 *
 * Each state's screen is saved under E2E_SHOTS, else /tmp/gift-voucher-shots, to look at.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import { GIFT_VOUCHER_LIMITS, type OwnGiftVoucher } from '#shared/contracts/gift-vouchers.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { sandboxTestCards } from '#shared/contracts/payments.ts'
import { messages, withLocale } from '#shared/messages.ts'
import { formatMoney, fromMajor, toMajor, toMinor } from '#shared/money.ts'
import { uniqueEmail } from '#tests/support/accounts.ts'
import { openSignedIn, type BrowserAccount } from './support/accounts.ts'
import {
  heading,
  openPage,
  payButtonName,
  poll,
  type Site,
  useSite,
  visible,
  walkVariants,
} from './support/browser.ts'
import { bookViaApi, cookieHeader } from './support/orders.ts'

let browser: Browser
let site: Site

useSite(
  () => ({ seed: 'demo' }),
  (shared) => ({ browser, site } = shared),
)

const shotsDir = process.env.E2E_SHOTS ?? '/tmp/gift-voucher-shots'
fs.mkdirSync(shotsDir, { recursive: true })
async function shot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage })
}

/** The page hydrated and its deferred footer's code loaded and drawn. */
async function footerDrawn(page: Page) {
  await page.waitForSelector('html[data-app="live"]')
  await page.waitForLoadState('networkidle')
}

async function mine(account: BrowserAccount): Promise<OwnGiftVoucher[]> {
  const response = await site.testApp.app.inject({
    url: '/api/gift-vouchers/mine',
    headers: { cookie: cookieHeader(account) },
  })
  expect(response.statusCode).toBe(200)
  return response.json()
}

/** Types the sandbox's success card into the Pay page's card form and pays `major`. */
async function payByCard(page: Page, major: number, t: <T>(read: () => T) => T) {
  const form = page.getByRole('form', { name: t(() => messages.pay.cardPayment) })
  const number = form.getByLabel(t(() => messages.cardForm.number))
  await poll(() => number.isEnabled()).toBe(true)
  const pay = form.getByRole('button', { name: t(() => payButtonName(site, major)), exact: true })
  await poll(() => visible(pay)).toBe(true)
  await number.pressSequentially(sandboxTestCards.success.replace(/\s/g, ''))
  await form.getByLabel(t(() => messages.cardForm.expiry)).pressSequentially('1234')
  await form.getByLabel(t(() => messages.cardForm.cvc)).pressSequentially('123')
  await pay.click()
  await poll(() => visible(page.getByText(t(() => messages.payment.done))), 20_000).toBe(true)
}

describe('gift vouchers', () => {
  for (const [locale, width] of walkVariants([
    ['en', 1280],
    ['bn', 390],
    ['en', 390],
    ['bn', 1280],
  ] as const)) {
    it(`a customer buys one for someone and pays for it; the recipient pays part of a booking with it (${locale}, ${width} px)`, async () => {
      const t = <T>(read: () => T) => (locale === 'bn' ? withLocale('bn', read) : read())
      const g = () => messages.giftVoucherPage
      const prefix = locale === 'bn' ? '/bn' : ''
      const currency = site.testApp.config.pricingCurrency
      const value = GIFT_VOUCHER_LIMITS[currency].suggested[0]
      const shown = (major: number) => t(() => formatMoney(fromMajor(major, currency)))
      const name = `${locale}-${width}`

      // A visitor, from the footer: the page, and a sign-in first.
      const visitor = await openPage(browser, site.baseUrl, { width, height: 900 })
      await visitor.page.goto(`${prefix}/About`)
      const footer = visitor.page.getByRole('contentinfo')
      await footer.scrollIntoViewIfNeeded()
      await footerDrawn(visitor.page)
      // Traveller stories: the home page's testimonials, a page the server serves.
      const stories = footer.getByRole('link', { name: t(() => messages.footer.travellerStories) })
      const storiesHref = (await stories.getAttribute('href')) ?? ''
      expect(storiesHref).toMatch(/#testimonials$/)
      expect((await fetch(`${site.baseUrl}${storiesHref.split('#')[0]}`)).status).toBe(200)
      await footer.getByRole('link', { name: t(() => messages.footer.giftVouchers) }).click()
      await poll(() => new URL(visitor.page.url()).pathname).toBe(`${prefix}/GiftVouchers`)
      await poll(() => heading(visitor.page)).toBe(t(() => g().title))
      await poll(() =>
        visible(visitor.page.getByRole('heading', { name: t(() => g().signInTitle) })),
      ).toBe(true)
      expect(await visitor.page.title()).toContain(t(() => g().eyebrow))
      await visitor.checkA11y('gift vouchers, signed out')
      await shot(visitor.page, `signed-out-${name}`)
      await visitor.assertClean()
      await visitor.context.close()

      // The buyer chooses an amount, the recipient, email (SMS asks for a number), a message.
      const buyer = await openSignedIn(browser, site, { width, height: 900 })
      const { page } = buyer
      await page.goto(`${prefix}/GiftVouchers`)
      const form = page.getByRole('form', { name: t(() => g().buyTitle) })
      await poll(() => visible(form)).toBe(true)
      await form
        .locator('label')
        .filter({ hasText: shown(value) })
        .first()
        .click()
      expect(await form.getByLabel(t(() => g().customAmount)).inputValue()).toBe(String(value))
      await form.getByLabel(t(() => g().recipientName)).fill('Rafiq Ahmed')
      await form.getByRole('radio', { name: t(() => g().bySms) }).check()
      await poll(() => visible(form.getByLabel(t(() => g().recipientPhone)))).toBe(true)
      expect(await form.getByLabel(t(() => g().recipientEmail)).count()).toBe(0)
      await form.getByLabel(t(() => g().recipientPhone)).fill('01711-234567')
      await buyer.checkA11y('buy form, by SMS')
      await form.getByRole('radio', { name: t(() => g().byEmail) }).check()
      const recipientEmail = uniqueEmail('rafiq')
      await form.getByLabel(t(() => g().recipientEmail)).fill(recipientEmail)
      await form
        .getByLabel(
          t(() => g().message),
          { exact: false },
        )
        .fill('Happy birthday!')
      const summary = form.getByRole('region', { name: t(() => g().summaryTitle) })
      await poll(() => summary.textContent()).toContain('Rafiq Ahmed')
      expect(await summary.textContent()).toContain(shown(value))
      await buyer.checkA11y('buy form filled')
      await shot(page, `buy-form-${name}`)
      await summary.scrollIntoViewIfNeeded()
      await shot(page, `buy-summary-${name}`)
      await form.getByRole('button', { name: t(() => g().submit) }).click()

      // Its sale, paid on the Pay page by card: no voucher field, no date or traveller.
      await page.waitForURL('**/Dashboard/Pay/*')
      await poll(() => heading(page)).toBe(t(() => g().payTitle))
      await poll(() => visible(page.getByText(t(() => messages.giftVoucher.saleName)))).toBe(true)
      expect(await page.getByText(t(() => g().payWith)).count()).toBe(0)
      expect(await page.getByText(t(() => messages.dates.toBeArranged)).count()).toBe(0)
      await buyer.checkA11y("a voucher's Pay page")
      await shot(page, `sale-pay-${name}`)
      await payByCard(page, value, t)
      expect(await page.getByText(t(() => g().saleDone({ amount: shown(value) }))).count()).toBe(1)
      await buyer.checkA11y("a voucher's sale paid")
      await shot(page, `sale-paid-${name}`)

      // Among the vouchers bought, with its code; its balance checked.
      const [voucher] = await mine(buyer.account)
      expect(voucher).toMatchObject({ amount: value, balance: value, status: 'active' })
      const code = voucher!.code!
      expect(code).toBeTruthy()
      await page.goto(`${prefix}/GiftVouchers`)
      const bought = page.getByRole('list', { name: t(() => g().mineCaption) })
      await poll(() => bought.textContent()).toContain(code)
      const check = page.getByRole('form', { name: t(() => g().checkTitle) })
      await check.getByLabel(t(() => g().code)).fill(code.toLowerCase())
      await check.getByRole('button', { name: t(() => g().check) }).click()
      const left = t(() => g().balanceLeft({ balance: shown(value), amount: shown(value) }))
      await poll(() => visible(check.getByText(left))).toBe(true)
      await buyer.checkA11y('vouchers bought, a balance checked')
      await check.scrollIntoViewIfNeeded()
      await shot(page, `balance-${name}`)
      await bought.scrollIntoViewIfNeeded()
      await shot(page, `bought-list-${name}`)

      // The sale on My Booking: "Gift voucher", its receipt, nothing of a trip.
      const sales: Order[] = (
        await site.testApp.app.inject({
          url: `/api/order/${encodeURIComponent(buyer.account.email)}`,
          // Its name in the page's language, as My Booking shows it.
          headers: { cookie: cookieHeader(buyer.account), 'accept-language': locale },
        })
      ).json()
      const sale = sales.find((order) => order.sale === 'gift-voucher')!
      expect(sale).toMatchObject({ isPaid: true })
      await page.goto(`${prefix}/Dashboard/MyBooking`)
      const row = page
        .locator('li, tr')
        .filter({ hasText: sale.reference })
        .filter({ visible: true })
      await poll(() => row.count()).toBe(1)
      const receipt = t(() => messages.receipt.for({ tour: sale.tourName }))
      expect(await row.getByRole('button', { name: receipt }).count()).toBe(1)
      const rowText = (await row.textContent()) ?? ''
      expect(rowText).not.toContain(t(() => messages.travellers.button))
      expect(rowText).not.toContain(t(() => messages.lifecycle.cancelBooking))
      expect(rowText).not.toContain(t(() => messages.dates.toBeArranged))
      await buyer.checkA11y("My Booking with a voucher's sale")
      await row.scrollIntoViewIfNeeded()
      await shot(page, `my-booking-${name}`)
      await buyer.assertClean()
      await buyer.context.close()

      // The recipient books a tour dearer than the voucher and pays part of it with the code.
      const places: Place[] = await (await fetch(`${site.baseUrl}/api/places`)).json()
      const tour = places.find((place) => place.price > value * 2)!
      const recipient = await openSignedIn(browser, site, { width, height: 900 })
      const order = await bookViaApi(site, recipient.account, tour)
      const rest = toMajor(toMinor(order.tourPrice) - toMinor(value))
      await recipient.page.goto(`${prefix}/Dashboard/Pay/${order._id}`)
      const payPage = recipient.page
      await payPage.getByText(t(() => g().payWith)).click()
      const field = payPage.getByLabel(t(() => g().payCode))
      await field.fill('GV-NO-SUCH-CODE')
      await payPage.getByRole('button', { name: t(() => g().apply) }).click()
      await poll(() => field.getAttribute('aria-invalid')).toBe('true')
      await recipient.checkA11y('voucher code refused')
      await field.fill(code.toLowerCase())
      await payPage.getByRole('button', { name: t(() => g().apply) }).click()
      const applied = t(() => g().applied({ applied: shown(value), balance: shown(0) }))
      await poll(() => visible(payPage.getByText(applied))).toBe(true)
      await poll(() =>
        visible(
          payPage.getByText(
            t(() => messages.deposits.payBalance({ amount: shown(rest), date: null })),
          ),
        ),
      ).toBe(true)
      await recipient.checkA11y('voucher applied, the rest to pay')
      await shot(payPage, `voucher-applied-${name}`)
      await payByCard(payPage, rest, t)
      await recipient.checkA11y('paid: a voucher and a card')
      await shot(payPage, `voucher-and-card-paid-${name}`)

      const paid: Order = (
        await site.testApp.app.inject({
          url: `/api/orders/${order._id}`,
          headers: { cookie: cookieHeader(recipient.account) },
        })
      ).json()
      expect(paid).toMatchObject({ isPaid: true, balanceDue: 0 })
      expect(paid.paidAmount).toBeCloseTo(order.tourPrice, 2)
      // The refused code's answer, provoked on purpose.
      await recipient.assertClean([/gift-voucher/])
      await recipient.context.close()
      expect((await mine(buyer.account))[0]).toMatchObject({ balance: 0, status: 'spent' })
    })
  }
})
