/**
 * The printable receipt in Chromium (issue 30): from My Booking's receipt dialog, "Printable
 * receipt" opens the booking's whole account — reference, seller with BIN, the payment, totals
 * and the VAT lines of a VAT-registered company — and printing it leaves out the site's header,
 * the dashboard's sidebar and the Print button. In Bangla at /bn/… too.
 */
import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { payOrder } from '#tests/factories/payments.ts'
import { randomIp } from '#tests/support/accounts.ts'
import { openSignedIn, signUpViaApi, type BrowserAccount } from './support/accounts.ts'
import { poll, shownPrice, type Site, useSite, visible } from './support/browser.ts'

let browser: Browser
let site: Site

useSite(
  () => ({
    seed: 'none',
    config: {
      invoice: { tradeLicence: 'TRAD/DNCC/012345/2024', bin: '000123456-0101', vatPercent: 15 },
    },
  }),
  (shared) => ({ browser, site } = shared),
)

/** A $120 tour booked through the API and paid in full (as a confirmed card payment leaves it). */
async function paidBooking(account: BrowserAccount): Promise<Order> {
  const db = site.testApp.database.db
  const division = await createDivision(db)
  const tour = await createPlace(db, { divisionId: division.id, price: 120 })
  const response = await site.testApp.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { cookie: account.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    payload: {
      tourId: tour.id,
      name: account.name,
      email: account.email,
      phone: '+8801712345678',
    },
    remoteAddress: randomIp(),
  })
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`)
  const order = response.json() as Order
  await payOrder(db, order._id)
  return order
}

describe('the printable receipt', () => {
  it('opens from the receipt dialog with the amounts and VAT, and prints without the frame', async () => {
    const account = await signUpViaApi(site)
    const order = await paidBooking(account)
    const { page, assertClean } = await openSignedIn(browser, site, { account })

    await page.goto('/Dashboard/MyBooking')
    const entry = page
      .locator('li, tr')
      .filter({ hasText: order.tourName })
      .filter({ visible: true })
    await entry.getByRole('button', { name: `Receipt for ${order.tourName}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Receipt' })
    await dialog.getByRole('link', { name: 'Printable receipt' }).click()
    await page.waitForURL(`**/Dashboard/Receipt/${order._id}`)

    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Receipt')
    await poll(() => visible(page.getByText(order.reference))).toBe(true)
    expect(await page.getByRole('table', { name: 'The booking' }).textContent()).toContain(
      shownPrice(site, 120),
    )
    const lines = page.getByRole('table', { name: 'Payments and refunds' })
    expect(await lines.getByRole('row', { name: /Payment: in full/ }).textContent()).toContain(
      shownPrice(site, 120),
    )
    expect(await lines.getByRole('row', { name: 'Balance due' }).textContent()).toContain(
      shownPrice(site, 0),
    )
    // 120 × 15/115 = 15.652…: to the cent in dollars, to the whole taka in taka.
    const [vat, net] = site.testApp.config.pricingCurrency === 'bdt' ? [16, 104] : [15.65, 104.35]
    for (const text of [
      `VAT 15% included: ${shownPrice(site, vat)}`,
      `Net of VAT: ${shownPrice(site, net)}`,
    ]) {
      expect(await visible(page.getByText(text)), text).toBe(true)
    }
    expect(await page.getByText('BIN: 000123456-0101').count()).toBeGreaterThan(0)
    expect(await visible(page.getByText('TRAD/DNCC/012345/2024'))).toBe(true)
    const print = page.getByRole('button', { name: 'Print' })
    expect(await visible(print)).toBe(true)
    expect(await visible(page.getByRole('banner'))).toBe(true)

    // On paper: the receipt alone.
    await page.emulateMedia({ media: 'print' })
    expect(await print.isVisible()).toBe(false)
    expect(await page.getByRole('banner').isVisible()).toBe(false)
    expect(await page.getByRole('navigation', { name: 'Dashboard' }).isVisible()).toBe(false)
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false)
    expect(await visible(page.getByText(`VAT 15% included: ${shownPrice(site, vat)}`))).toBe(true)
    await page.emulateMedia({ media: 'screen' })

    // The same receipt in Bangla.
    await page.goto(`/bn/Dashboard/Receipt/${order._id}`)
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('রসিদ')
    await poll(() => visible(page.getByText(order.reference))).toBe(true)
    expect(await visible(page.getByRole('button', { name: 'প্রিন্ট করুন' }))).toBe(true)
    await assertClean()
  })
})
