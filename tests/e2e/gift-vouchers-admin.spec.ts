/**
 * The admins' Gift vouchers page in Chromium (issue 33 item 4; decision 054): an admin issues a
 * voucher from the page's dialog, finds it in the table with its balance, opens its ledger (the
 * issue, signed), cancels it with a reason and sees its state change; and cancels a voucher a
 * customer bought and partly spent, refunding what was left to the buyer (the sale's ledger shows
 * it). In English and Bangla at 390 and 1280 px, axe on every state.
 *
 * Each state's screen (the viewport, not the whole page) is saved under E2E_SHOTS, else
 * /tmp/gift-voucher-admin-shots, to look at.
 */
import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { GIFT_VOUCHER_LIMITS } from '#shared/contracts/gift-vouchers.ts'
import { messages, withLocale } from '#shared/messages.ts'
import { formatMoney, fromMajor } from '#shared/money.ts'
import type { Place } from '#shared/contracts/catalog.ts'
import type { Departure } from '#shared/contracts/departures.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { giftVouchers, orders } from '#server/db/schema/index.ts'
import { uniqueEmail } from '#tests/support/accounts.ts'
import { createBrowserAccount, openSignedIn, type BrowserAccount } from './support/accounts.ts'
import { poll, type Site, useSite, visible, walkVariants } from './support/browser.ts'
import { apiAs } from './support/orders.ts'

let browser: Browser
let site: Site
const adminEmail = uniqueEmail('admin')
let adminAccount: BrowserAccount | undefined

useSite(
  () => ({ seed: 'demo', config: { adminEmails: [adminEmail] } }),
  (shared) => ({ browser, site } = shared),
)

const shotsDir = process.env.E2E_SHOTS ?? '/tmp/gift-voucher-admin-shots'
fs.mkdirSync(shotsDir, { recursive: true })
async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) })
}

/** The spec's admin, signed in, in a fresh browser context `width` px wide. */
async function openAdmin(width: number) {
  adminAccount ??= await createBrowserAccount(site, { email: adminEmail, name: 'Admin Tania' })
  return openSignedIn(browser, site, { width, height: 900, account: adminAccount })
}

describe('gift vouchers (admins)', () => {
  for (const [locale, width] of walkVariants([
    ['en', 1280],
    ['bn', 390],
    ['en', 390],
    ['bn', 1280],
  ] as const)) {
    it(`an admin issues a voucher, reads its ledger and cancels it (${locale}, ${width} px)`, async () => {
      const t = <T>(read: () => T) => (locale === 'bn' ? withLocale('bn', read) : read())
      const a = () => messages.giftVoucherAdmin
      const prefix = locale === 'bn' ? '/bn' : ''
      const currency = site.testApp.config.pricingCurrency
      const amount = GIFT_VOUCHER_LIMITS[currency].suggested[1]
      const shown = t(() => formatMoney(fromMajor(amount, currency)))
      const recipient = `Nadia Islam ${locale}${width}`

      const admin = await openAdmin(width)
      const { page } = admin
      await page.goto(`${prefix}/Dashboard`)
      await page
        .getByRole('navigation', { name: t(() => messages.nav.dashboard) })
        .getByRole('link', { name: t(() => messages.dashboard.giftVouchers) })
        .click()
      await page.waitForURL('**/Dashboard/GiftVouchers')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        t(() => messages.dashboard.giftVouchers),
      )

      // The admin issues one, by email, today.
      const opener = page.getByRole('button', { name: t(() => a().issue) })
      await opener.click()
      const dialog = page.getByRole('dialog', { name: t(() => a().issueTitle) })
      await poll(() => dialog.isVisible()).toBe(true)
      const form = dialog.getByRole('form', { name: t(() => a().issueTitle) })
      // Nothing filled: the fields say what they need.
      await form.getByRole('button', { name: t(() => a().issueSubmit) }).click()
      await poll(() =>
        visible(form.getByText(t(() => messages.giftVoucher.recipientNameRequired))),
      ).toBe(true)
      await admin.checkA11y('issue form with errors')
      await form
        .getByLabel(t(() => a().amount({ currency: currency.toUpperCase() })))
        .fill(String(amount))
      await form.getByLabel(t(() => a().recipientName)).fill(recipient)
      await form.getByLabel(t(() => a().recipientEmail)).fill(uniqueEmail('nadia'))
      await form.getByLabel(t(() => a().message)).fill('Thank you for the lovely review!')
      await form.getByLabel(t(() => a().reason)).fill('Goodwill after the rained-out trip')
      await admin.checkA11y('issue form')
      await shot(page, `issue-form-${locale}-${width}`)
      await form.getByRole('button', { name: t(() => a().issueSubmit) }).click()
      await poll(() => dialog.count()).toBe(0)

      // It is in the table, with its balance: all of it.
      const row = page.locator('tbody tr').filter({ hasText: recipient })
      await poll(() => row.count()).toBe(1)
      const code = ((await row.getByRole('rowheader').textContent()) ?? '').trim()
      expect(code).toMatch(/^GV-/)
      await poll(() =>
        visible(page.getByText(t(() => a().issued({ code, amount: shown, name: recipient })))),
      ).toBe(true)
      const cells = (await row.getByRole('cell').allTextContents()).map((c) => c.trim())
      expect(cells.slice(0, 3)).toEqual([shown, shown, t(() => a().status.active)])
      expect(cells[3]).toContain(t(() => a().origin.issued))
      await admin.checkA11y('vouchers table')
      await shot(page, `list-${locale}-${width}`)

      // Found by its code, typed in lower case, alone.
      await page.getByLabel(t(() => a().searchLabel)).fill(code.toLowerCase())
      await page.getByRole('button', { name: t(() => a().search), exact: true }).click()
      await page.waitForURL(/[?&]q=/)
      await poll(() => page.locator('tbody tr').count()).toBe(1)
      await poll(() => visible(page.getByText(t(() => a().count({ total: 1 }))))).toBe(true)

      // Its ledger: the issue, signed, and the balance.
      await row.getByRole('button', { name: t(() => a().ledgerNamed({ code })) }).click()
      const ledger = page.getByRole('dialog', { name: t(() => a().ledgerNamed({ code })) })
      const entries = ledger.getByRole('table')
      await poll(() => visible(entries)).toBe(true)
      const lines = (await entries.locator('tbody tr').allTextContents()).map((l) => l.trim())
      expect(lines).toHaveLength(1)
      expect(lines[0]).toContain(t(() => a().entryKinds.issued))
      expect(lines[0]).toContain(`+${shown}`)
      expect(await entries.locator('tfoot').textContent()).toContain(shown)
      await admin.checkA11y('ledger')
      await shot(page, `ledger-${locale}-${width}`)
      await ledger.getByRole('button', { name: t(() => a().close) }).click()
      await poll(() => ledger.count()).toBe(0)

      // Cancelled with a reason: its state changes and Cancel goes.
      const cancel = row.getByRole('button', { name: t(() => a().cancelNamed({ code })) })
      await cancel.click()
      const ask = page.getByRole('dialog', { name: t(() => a().cancelTitle({ code })) })
      await poll(() => ask.isVisible()).toBe(true)
      await ask.getByLabel(t(() => a().reason)).fill('Issued to the wrong guest')
      await admin.checkA11y('cancel dialog')
      await shot(page, `cancel-${locale}-${width}`)
      await ask.getByRole('button', { name: t(() => a().cancelConfirm) }).click()
      await poll(() => visible(page.getByText(t(() => a().cancelled({ code }))))).toBe(true)
      await poll(() => ask.count()).toBe(0)
      await poll(() => row.getByText(t(() => a().status.cancelled)).count()).toBe(1)
      expect(await cancel.count()).toBe(0)
      await admin.checkA11y('voucher cancelled')
      await shot(page, `cancelled-${locale}-${width}`)

      // The ledger now ends with the cancellation of what was left.
      await row.getByRole('button', { name: t(() => a().ledgerNamed({ code })) }).click()
      await poll(() => entries.locator('tbody tr').count()).toBe(2)
      const last = (await entries.locator('tbody tr').last().textContent()) ?? ''
      expect(last).toContain(t(() => a().entryKinds.cancelled))
      expect(last).toContain(`−${shown}`)
      await admin.assertClean()
      await admin.context.close()
    })
  }

  for (const [locale, width] of walkVariants([
    ['en', 1280],
    ['bn', 390],
  ] as const)) {
    it(`an admin cancels a bought voucher and refunds what was left (${locale}, ${width} px)`, async () => {
      const t = <T>(read: () => T) => (locale === 'bn' ? withLocale('bn', read) : read())
      const a = () => messages.giftVoucherAdmin
      const prefix = locale === 'bn' ? '/bn' : ''
      const currency = site.testApp.config.pricingCurrency
      // Enough for a tour with some left over.
      const amount = GIFT_VOUCHER_LIMITS[currency].max / 4
      const money = (major: number) => t(() => formatMoney(fromMajor(major, currency)))
      const recipient = `Farhana Akter ${locale}${width}`

      // A customer buys a voucher, pays for it by card, and spends part of it on a tour.
      const buyer = await createBrowserAccount(site, { name: `Buyer ${locale}${width}` })
      const bought = await apiAs<{ orderId: string; voucherId: string }>(
        site,
        buyer,
        '/api/gift-vouchers',
        {
          payload: {
            amount,
            recipientName: recipient,
            deliverBy: 'email',
            recipientEmail: uniqueEmail('f'),
          },
          status: 201,
        },
      )
      const intent = await apiAs<{ clientSecret: string }>(site, buyer, '/api/payment', {
        payload: { orderId: bought.orderId },
      })
      await apiAs(site, buyer, '/api/payment/sandbox/confirm', {
        payload: {
          clientSecret: intent.clientSecret,
          cardNumber: '4242 4242 4242 4242',
          expiry: '12 / 34',
          cvc: '123',
        },
      })
      const [{ code }] = (await site.testApp.database.db
        .select({ code: giftVouchers.code })
        .from(giftVouchers)
        .where(eq(giftVouchers.id, bought.voucherId))) as [{ code: string }]
      const places: Place[] = await (await fetch(`${site.baseUrl}/api/places`)).json()
      const tour = places.find((place) => place.placeName === 'Sundarbans')!
      const dates: Departure[] = await (
        await fetch(`${site.baseUrl}/api/places/${tour._id}/departures`)
      ).json()
      const booking = await apiAs<Order>(site, buyer, '/api/order', {
        payload: {
          tourId: tour._id,
          departureId: dates.find((d) => d.status === 'open')!._id,
          name: buyer.name,
          email: buyer.email,
          phone: '01712345678',
          party: { adult: 1 },
        },
        status: 201,
      })
      const spent = await apiAs<{ balance: number }>(
        site,
        buyer,
        `/api/orders/${booking._id}/gift-voucher`,
        { payload: { code } },
      )
      const left = spent.balance
      expect(left).toBeGreaterThan(0)

      const admin = await openAdmin(width)
      const { page } = admin
      await page.goto(`${prefix}/Dashboard/GiftVouchers?q=${encodeURIComponent(buyer.email)}`)
      const row = page.locator('tbody tr').filter({ hasText: recipient })
      await poll(() => row.count()).toBe(1)
      expect((await row.getByRole('rowheader').textContent())?.trim()).toBe(code)

      await row.getByRole('button', { name: t(() => a().cancelNamed({ code })) }).click()
      const ask = page.getByRole('dialog', { name: t(() => a().cancelTitle({ code })) })
      await poll(() => ask.isVisible()).toBe(true)
      const refund = ask.getByRole('checkbox', {
        name: t(() => a().refundToBuyer({ balance: money(left) })),
      })
      expect(await refund.isChecked()).toBe(false)
      await refund.check()
      await ask.getByLabel(t(() => a().reason)).fill('The buyer asked for their money back')
      await admin.checkA11y('cancel dialog with a refund')
      await shot(page, `refund-${locale}-${width}`)
      await ask.getByRole('button', { name: t(() => a().cancelConfirm) }).click()
      await poll(() => visible(page.getByText(t(() => a().cancelled({ code }))))).toBe(true)
      await poll(() => row.getByText(t(() => a().status.cancelled)).count()).toBe(1)

      // Its ledger says what went back to the buyer; the sale's card got it.
      await row.getByRole('button', { name: t(() => a().ledgerNamed({ code })) }).click()
      const ledger = page.getByRole('dialog', { name: t(() => a().ledgerNamed({ code })) })
      await poll(() =>
        visible(ledger.getByText(t(() => a().refundedNote({ amount: money(left) })))),
      ).toBe(true)
      await admin.checkA11y('ledger of a refunded voucher')
      await shot(page, `refunded-ledger-${locale}-${width}`)
      const [sale] = await site.testApp.database.db
        .select({ refunded: orders.refundedCents, cancelledAt: orders.cancelledAt })
        .from(orders)
        .where(eq(orders.id, bought.orderId))
      expect(sale!.refunded).toBe(Math.round(left * 100))
      expect(sale!.cancelledAt).not.toBeNull()
      await admin.assertClean()
      await admin.context.close()
    })
  }
})
