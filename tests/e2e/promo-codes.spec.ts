/**
 * Promo codes in Chromium (issue 33 item 3; decision 050): an admin creates a code on the
 * Promo codes page; a customer applies it in the booking modal, sees the discount as a line on
 * the total, books, and finds the discount on My Booking; the admin sees the booking among the
 * code's uses, with its revenue. In English and Bangla at 390 and 1280 px, axe on every state.
 *
 * Each state's screen (the viewport, not the whole page) is saved under E2E_SHOTS, else
 * /tmp/promo-shots, to look at.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import type { Departure } from '#shared/contracts/departures.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { formatShortDate } from '#shared/dhaka-date.ts'
import { messages, withLocale } from '#shared/messages.ts'
import { formatMoney, fromMajor } from '#shared/money.ts'
import { uniqueEmail } from '#tests/support/accounts.ts'
import { createBrowserAccount, openSignedIn, type BrowserAccount } from './support/accounts.ts'
import { poll, type Site, useSite, visible } from './support/browser.ts'

let browser: Browser
let site: Site
const adminEmail = uniqueEmail('admin')
let adminAccount: BrowserAccount | undefined

useSite(
  () => ({ seed: 'demo', config: { adminEmails: [adminEmail] } }),
  (shared) => ({ browser, site } = shared),
)

const shotsDir = process.env.E2E_SHOTS ?? '/tmp/promo-shots'
fs.mkdirSync(shotsDir, { recursive: true })
async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) })
}

describe('promo codes', () => {
  for (const [locale, width] of [
    ['en', 1280],
    ['bn', 390],
    ['en', 390],
    ['bn', 1280],
  ] as const) {
    it(`an admin creates a code, a customer books with it, the admin sees its use (${locale}, ${width} px)`, async () => {
      const t = <T>(read: () => T) => (locale === 'bn' ? withLocale('bn', read) : read())
      const a = () => messages.promoAdmin
      const p = () => messages.promoCode
      const prefix = locale === 'bn' ? '/bn' : ''
      const code = `EID${locale.toUpperCase()}${width}`

      // The admin creates it: 20% off.
      const admin = await openSignedIn(browser, site, {
        width,
        height: 900,
        account: (adminAccount ??= await createBrowserAccount(site, {
          email: adminEmail,
          name: 'Admin Tania',
        })),
      })
      await admin.page.goto(`${prefix}/Dashboard`)
      await admin.page
        .getByRole('link', { name: t(() => messages.dashboard.promoCodes) })
        .filter({ visible: true })
        .first()
        .click()
      await admin.page.waitForURL('**/Dashboard/PromoCodes')
      await admin.page.getByRole('button', { name: t(() => a().newCode) }).click()
      const form = admin.page.getByRole('form', { name: t(() => a().createTitle) })
      await form
        .getByLabel(
          t(() => a().code),
          { exact: true },
        )
        .fill(code.toLowerCase())
      await form.getByLabel(t(() => a().percent)).fill('20')
      await form.getByLabel(t(() => a().maxUses)).fill('50')
      await admin.checkA11y('promo code form')
      await shot(admin.page, `admin-form-${locale}-${width}`)
      await form.getByRole('button', { name: t(() => a().save) }).click()
      await poll(() => visible(admin.page.getByText(t(() => a().created({ code }))))).toBe(true)
      const card = admin.page.locator('li').filter({ hasText: code })
      await poll(() => card.count()).toBe(1)
      expect(await card.textContent()).toContain(t(() => a().percentOff({ percent: 20 })))
      await admin.checkA11y('promo codes list')
      await shot(admin.page, `admin-list-${locale}-${width}`)

      // The customer books the Sundarbans with it.
      const places: Place[] = await (await fetch(`${site.baseUrl}/api/places`)).json()
      const tour = places.find((place) => place.placeName === 'Sundarbans')!
      const dates: Departure[] = await (
        await fetch(`${site.baseUrl}/api/places/${tour._id}/departures`)
      ).json()
      const date = dates.find((d) => d.status === 'open')!
      const currency = site.testApp.config.pricingCurrency
      const discount = Math.floor(date.price * 20) / 100
      const customer = await openSignedIn(browser, site, { width, height: 900 })
      const { page } = customer
      await page.goto(`${prefix}/tour-details/${tour._id}`)
      const picker = page.getByRole('group', { name: t(() => messages.dates.legend) })
      await poll(() => picker.getByRole('radio').count(), 30_000).toBeGreaterThan(0)
      await picker
        .locator('label')
        .filter({ hasText: t(() => formatShortDate(date.date)) })
        .click()
      await page.getByRole('button', { name: t(() => messages.tour.bookNow) }).click()
      const dialog = page.getByRole('dialog')
      await poll(() => dialog.isVisible()).toBe(true)
      await dialog.getByLabel(t(() => messages.account.phone)).fill('+880 1712-345678')
      const field = dialog.getByLabel(t(() => p().field))
      // A code that does not exist is refused under the field.
      await field.fill('nosuchcode')
      await dialog.getByRole('button', { name: t(() => p().apply) }).click()
      await poll(() => visible(dialog.getByText(t(() => p().unknown)))).toBe(true)
      await customer.checkA11y('booking modal, code refused')
      await field.fill(code.toLowerCase())
      await dialog.getByRole('button', { name: t(() => p().apply) }).click()
      const amount = t(() => formatMoney(fromMajor(discount, currency)))
      // Said as the dialog shows prices (in taka first on a Bangla page, the dollars beside).
      const said = t(() => p().applied({ code, amount: '{amount}' })).split('{amount}')
      const status = () => dialog.getByRole('status').first().textContent()
      await poll(status).toContain(said[0])
      expect(await status()).toContain(amount)
      expect(await status()).toContain(said[1])
      const summary = (await dialog.locator('dl').textContent()) ?? ''
      expect(summary).toContain(t(() => p().discountLine({ code })))
      await customer.checkA11y('booking modal, code applied')
      await dialog.locator('dl').scrollIntoViewIfNeeded()
      await shot(page, `booking-modal-${locale}-${width}`)
      await field.scrollIntoViewIfNeeded()
      await shot(page, `booking-modal-field-${locale}-${width}`)
      await dialog.getByRole('button', { name: t(() => messages.booking.confirm) }).click()
      await poll(() => visible(page.getByText(t(() => messages.booking.placed)))).toBe(true)

      const mine: Order[] = (
        await site.testApp.app.inject({
          url: `/api/order/${encodeURIComponent(customer.account.email)}`,
          headers: {
            cookie: customer.account.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
          },
        })
      ).json()
      const order = mine[0]!
      expect(order).toMatchObject({ promoCode: code, discount })
      expect(order.tourPrice).toBeCloseTo(date.price - discount, 2)

      await page.goto(`${prefix}/Dashboard/MyBooking`)
      const row = page
        .locator('li, tr')
        .filter({ hasText: order.reference })
        .filter({ visible: true })
      await poll(() => row.count()).toBe(1)
      expect(await row.textContent()).toContain(t(() => p().discountLine({ code })))
      await customer.checkA11y('My Booking with a discount')
      await row.scrollIntoViewIfNeeded()
      await shot(page, `my-booking-${locale}-${width}`)
      // The refused code's 400, provoked on purpose.
      await customer.assertClean([/api\/promo-codes\/check/])
      await customer.context.close()

      // The admin sees the booking among the code's uses.
      await admin.page.reload()
      await admin.page.getByRole('link', { name: t(() => a().showUsesNamed({ code })) }).click()
      await admin.page.waitForURL('**/Dashboard/PromoCodes/*/Uses')
      const use = admin.page.locator('tr').filter({ hasText: order.reference })
      await poll(() => use.count()).toBe(1)
      expect(await admin.page.getByRole('heading', { level: 1 }).textContent()).toBe(
        t(() => a().usesTitle({ code })),
      )
      await admin.checkA11y("a code's uses")
      await shot(admin.page, `admin-uses-${locale}-${width}`)
      await admin.assertClean()
      await admin.context.close()
    })
  }
})
