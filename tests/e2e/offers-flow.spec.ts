/**
 * Issue 33's offers in one customer's walk, in Chromium (decisions 050, 051, 054): the customer
 * opts into WhatsApp in the booking modal, applies a promo code an admin made, and books; the
 * WhatsApp stand-in receives the booking confirmation. On the Pay page a gift voucher's code pays
 * part (the summary then shows the price, the voucher's part and what is left) and the sandbox
 * card the rest; the stand-in receives the receipt. The order carries the discount, the
 * voucher's part and the card's, and the printable receipt says which payment the voucher made.
 * In English and Bangla at 390 and 1280 px, axe on every state.
 *
 * Each state's screen (the viewport, not the whole page) is saved under E2E_SHOTS, else
 * /tmp/offers-shots, to look at.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import type { Departure } from '#shared/contracts/departures.ts'
import { GIFT_VOUCHER_LIMITS, type AdminGiftVoucher } from '#shared/contracts/gift-vouchers.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { sandboxTestCards, type Receipt } from '#shared/contracts/payments.ts'
import { formatShortDate } from '#shared/dhaka-date.ts'
import { messages, withLocale } from '#shared/messages.ts'
import { formatMoney, fromMajor, toMajor, toMinor } from '#shared/money.ts'
import { localDigits } from '#shared/number-format.ts'
import { uniqueEmail } from '#tests/support/accounts.ts'
import { startWhatsAppStandIn, type WhatsAppStandIn } from '#tests/support/whatsapp-stand-in.ts'
import { createBrowserAccount, openSignedIn, type BrowserAccount } from './support/accounts.ts'
import {
  payButtonName,
  poll,
  type Site,
  useSite,
  visible,
  walkVariants,
} from './support/browser.ts'
import { apiAs } from './support/orders.ts'

let browser: Browser
let site: Site
let whatsapp: WhatsAppStandIn
const adminEmail = uniqueEmail('admin')
let adminAccount: BrowserAccount | undefined

beforeAll(async () => {
  whatsapp = await startWhatsAppStandIn()
})
afterAll(async () => {
  await whatsapp?.close()
})
useSite(
  () => ({
    seed: 'demo',
    config: {
      adminEmails: [adminEmail],
      phone: {
        sms: null,
        whatsapp: {
          baseUrl: whatsapp.url,
          token: whatsapp.token,
          phoneNumberId: whatsapp.phoneNumberId,
          appSecret: whatsapp.appSecret,
          verifyToken: whatsapp.verifyToken,
        },
      },
    },
  }),
  (shared) => ({ browser, site } = shared),
)

const shotsDir = process.env.E2E_SHOTS ?? '/tmp/offers-shots'
fs.mkdirSync(shotsDir, { recursive: true })
async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) })
}

/** An admin's call to the API, as the admin's pages make it: something made (201). */
async function asAdmin<T>(url: string, payload: object): Promise<T> {
  adminAccount ??= await createBrowserAccount(site, { email: adminEmail, name: 'Admin Tania' })
  return apiAs<T>(site, adminAccount, url, { payload, status: 201 })
}

describe('offers in one walk', () => {
  for (const [n, locale, width] of walkVariants([
    [1, 'en', 1280],
    [2, 'bn', 390],
    [3, 'en', 390],
    [4, 'bn', 1280],
  ] as const)) {
    it(`a customer opts into WhatsApp, books with a promo code, pays part with a gift voucher (${locale}, ${width} px)`, async () => {
      const t = <T>(read: () => T) => (locale === 'bn' ? withLocale('bn', read) : read())
      const p = () => messages.promoCode
      const g = () => messages.giftVoucherPage
      const prefix = locale === 'bn' ? '/bn' : ''
      const currency = site.testApp.config.pricingCurrency
      const shown = (major: number) => t(() => formatMoney(fromMajor(major, currency)))
      const name = `${locale}-${width}`
      // A number of this run's own; typed in Bangla digits on the Bangla page.
      const national = `0181${String(Date.now() % 10_000).padStart(4, '0')}${n}${width % 10}${n}`
      const e164 = `+880${national.slice(1)}`
      const typed = locale === 'bn' ? localDigits(national, 'bn') : national

      // An admin's offer: 10% off.
      const code = `OFFER${locale.toUpperCase()}${width}`
      await asAdmin('/api/admin/promo-codes', { code, kind: 'percent', percent: 10 })

      // The customer picks a date of the Sundarbans and opens the booking modal.
      const places: Place[] = await (await fetch(`${site.baseUrl}/api/places`)).json()
      const tour = places.find((place) => place.placeName === 'Sundarbans')!
      const dates: Departure[] = await (
        await fetch(`${site.baseUrl}/api/places/${tour._id}/departures`)
      ).json()
      const date = dates.find((d) => d.status === 'open')!
      const discount = Math.floor(date.price * 10) / 100
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

      // Opts into WhatsApp for the number booked with.
      await dialog.getByLabel(t(() => messages.account.phone)).fill(typed)
      const channels = dialog.getByRole('group', { name: t(() => messages.phoneChoice.channels) })
      const byWhatsApp = channels.getByLabel(t(() => messages.phoneChoice.whatsapp))
      expect(await byWhatsApp.isChecked()).toBe(false)
      await byWhatsApp.check()

      // Applies the promo code: its discount a line above the total.
      await dialog.getByLabel(t(() => p().field)).fill(code.toLowerCase())
      await dialog.getByRole('button', { name: t(() => p().apply) }).click()
      const said = t(() => p().applied({ code, amount: '{amount}' })).split('{amount}')
      await poll(() => dialog.getByRole('status').first().textContent()).toContain(said[0])
      expect(await dialog.locator('dl').textContent()).toContain(
        t(() => p().discountLine({ code })),
      )
      await customer.checkA11y('booking modal: WhatsApp ticked, promo code applied')
      await channels.scrollIntoViewIfNeeded()
      await shot(page, `booking-modal-channels-${name}`)
      await dialog.locator('dl').scrollIntoViewIfNeeded()
      await shot(page, `booking-modal-total-${name}`)
      await dialog.getByRole('button', { name: t(() => messages.booking.confirm) }).click()
      await poll(() => visible(page.getByText(t(() => messages.booking.placed)))).toBe(true)
      await customer.checkA11y('booking placed')

      // The booking, with its discount; its confirmation on WhatsApp, in the page's language.
      const [booked] = await apiAs<Order[]>(
        site,
        customer.account,
        `/api/order/${encodeURIComponent(customer.account.email)}`,
      )
      const order = booked!
      expect(order).toMatchObject({ promoCode: code, discount, isPaid: false })
      expect(order.tourPrice).toBeCloseTo(date.price - discount, 2)
      const toCustomer = () => whatsapp.received.filter((m) => `+${m.to}` === e164)
      await poll(() => toCustomer().length).toBe(1)
      expect(toCustomer()[0]).toMatchObject({ template: 'booking', language: locale })
      expect(toCustomer()[0]!.params[0]).toBe(order.reference)

      // A gift voucher for about a third of it, issued to the customer.
      const limits = GIFT_VOUCHER_LIMITS[currency]
      const value = Math.max(limits.min, Math.floor(order.tourPrice / 3))
      expect(value).toBeLessThan(order.tourPrice)
      const voucher = await asAdmin<AdminGiftVoucher>('/api/admin/gift-vouchers', {
        amount: value,
        recipientName: customer.account.name,
        deliverBy: 'email',
        recipientEmail: customer.account.email,
        reason: 'A thank-you for booking with us',
      })
      const rest = toMajor(toMinor(order.tourPrice) - toMinor(value))

      // On the Pay page the voucher pays part: the summary shows its part and what is left.
      await page.goto(`${prefix}/Dashboard/Pay/${order._id}`)
      await page.getByText(t(() => g().payWith)).click()
      await page.getByLabel(t(() => g().payCode)).fill(voucher.code.toLowerCase())
      await page.getByRole('button', { name: t(() => g().apply) }).click()
      const applied = t(() => g().applied({ applied: shown(value), balance: shown(0) }))
      await poll(() => visible(page.getByText(applied))).toBe(true)
      const summary = page.getByRole('region', { name: t(() => messages.pay.yourOrder) })
      await poll(() => visible(summary.getByText(t(() => messages.pay.paidByVoucher)))).toBe(true)
      const figures = (await summary.textContent()) ?? ''
      expect(figures).toContain(`${t(() => messages.pay.price)}${shown(order.tourPrice)}`)
      expect(figures).toContain(`${t(() => messages.pay.paidByVoucher)}−${shown(value)}`)
      expect(figures).toContain(`${t(() => messages.pay.leftToPay)}${shown(rest)}`)
      await customer.checkA11y('Pay page: a voucher paid part')
      await summary.scrollIntoViewIfNeeded()
      await shot(page, `voucher-applied-${name}`)

      // The sandbox card pays the rest.
      const form = page.getByRole('form', { name: t(() => messages.pay.cardPayment) })
      const number = form.getByLabel(t(() => messages.cardForm.number))
      await poll(() => number.isEnabled()).toBe(true)
      const pay = form.getByRole('button', {
        name: t(() => payButtonName(site, rest)),
        exact: true,
      })
      await poll(() => visible(pay)).toBe(true)
      await form.scrollIntoViewIfNeeded()
      await shot(page, `card-form-${name}`)
      await number.pressSequentially(sandboxTestCards.success.replace(/\s/g, ''))
      await form.getByLabel(t(() => messages.cardForm.expiry)).pressSequentially('1234')
      await form.getByLabel(t(() => messages.cardForm.cvc)).pressSequentially('123')
      await pay.click()
      await poll(() => visible(page.getByText(t(() => messages.payment.done))), 20_000).toBe(true)
      const paidReceipt = page.getByRole('region', { name: t(() => messages.orders.receipt) })
      await poll(() =>
        visible(paidReceipt.getByText(t(() => messages.receipt.paidWithGiftVoucher))),
      ).toBe(true)
      // The account as it is now: the card's payment after the voucher's, not the voucher's alone.
      await poll(() => paidReceipt.textContent()).toContain('•••• 4242')
      await customer.checkA11y('paid: a voucher and a card')
      await shot(page, `paid-${name}`)

      // The order's totals: the discount, the voucher's part and the card's, paid in full.
      const paid = await apiAs<Order>(site, customer.account, `/api/orders/${order._id}`)
      expect(paid).toMatchObject({ isPaid: true, balanceDue: 0, promoCode: code, discount })
      expect(paid.paidAmount).toBeCloseTo(order.tourPrice, 2)
      const receipt = await apiAs<Receipt>(site, customer.account, `/api/receipt/${order._id}`)
      expect(receipt).toMatchObject({ promoCode: code, discount, balanceDue: 0 })
      expect(receipt.lines.map(({ kind, giftVoucher }) => ({ kind, giftVoucher }))).toEqual([
        { kind: 'payment', giftVoucher: true },
        { kind: 'payment', giftVoucher: false },
      ])
      expect(receipt.lines[0]!.amount).toBeCloseTo(value, 2)
      expect(receipt.lines[1]!.amount).toBeCloseTo(rest, 2)

      // The receipt reached WhatsApp too (one a payment), with the booking's reference.
      await poll(() => toCustomer().filter((m) => m.template === 'receipt').length).toBe(2)
      for (const message of toCustomer().filter((m) => m.template === 'receipt')) {
        expect(message.language).toBe(locale)
        expect(message.params).toContain(order.reference)
      }

      // The printable receipt: the discount, and which payment the voucher made.
      await page.goto(`${prefix}/Dashboard/Receipt/${order._id}`)
      const lines = page.getByRole('table', { name: t(() => messages.receipt.linesCaption) })
      const r = () => messages.receipt
      await poll(() => visible(lines.getByText(t(() => r().paidWithGiftVoucher)))).toBe(true)
      expect(await lines.locator('tbody tr').first().textContent()).toContain(shown(value))
      const booking = page.getByRole('table', { name: t(() => r().bookingCaption) })
      expect(await booking.textContent()).toContain(t(() => p().discountLine({ code })))
      await booking.scrollIntoViewIfNeeded()
      await shot(page, `receipt-booking-${name}`)
      await lines.scrollIntoViewIfNeeded()
      await shot(page, `receipt-${name}`)
      await customer.checkA11y('printable receipt with a voucher line')
      await customer.assertClean()
      await customer.context.close()
    })
  }
})
