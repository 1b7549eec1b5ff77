/**
 * Issue 12, point 8, in Chromium: what a customer or an admin hit. The Contact page's success
 * message leaves once the visitor types again; the price filter lives in the URL (?maxPrice=) on
 * TourPlans and division pages, so Back and shared links keep it; the header's Logout leads to
 * /Home; the booking modal shows no internal ids; and a disabled Delete says why in visible text
 * that is also the button's description.
 */
import type { Browser, Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Division, Place } from '#shared/contracts/catalog.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { messages } from '#shared/messages.ts'
import { randomIp, uniqueEmail } from '#tests/support/accounts.ts'
import { createBrowserAccount, openSignedIn, type BrowserAccount } from './support/accounts.ts'
import { bookViaApi, cookieHeader, describedBy, markPaid } from './support/orders.ts'
import {
  heading,
  openPage,
  poll,
  shownPrice,
  type Site,
  useSite,
  visible,
} from './support/browser.ts'

const adminEmail = uniqueEmail('admin')

let browser: Browser
let site: Site
let divisions: Division[]
let places: Place[]

useSite(
  () => ({ seed: 'demo', config: { adminEmails: [adminEmail] } }),
  (shared) => ({ browser, site } = shared),
)
beforeAll(async () => {
  divisions = await (await fetch(`${site.baseUrl}/api/divisions`)).json()
  places = await (await fetch(`${site.baseUrl}/api/places`)).json()
})

/** The one admin of this file (ADMIN_EMAILS names it), signed up when first needed. */
let adminAccount: Promise<BrowserAccount> | undefined
const admin = () =>
  (adminAccount ??= createBrowserAccount(site, { email: adminEmail, name: 'Admin Selim' }))

describe('Contact', () => {
  it('takes the success message away once the visitor changes any field', async () => {
    const { page, assertClean } = await openPage(browser, site.baseUrl)
    await page.goto('/Contact')
    const form = page.getByRole('form', { name: 'Contact form' })
    const success = form.getByText(messages.contact.success)

    for (const label of ['Name', 'Email', 'Message']) {
      await form.getByLabel('Name').fill('Farhana Akter')
      await form.getByLabel('Email').fill('farhana@example.com')
      await form.getByLabel('Message').fill(`A question about Sajek Valley (${label}).`)
      await form.getByRole('button', { name: 'Send Message' }).click()
      await poll(() => visible(success)).toBe(true)

      // A new message begins: the old success no longer describes what is on screen.
      await form.getByLabel(label).pressSequentially('H')
      await poll(() => success.count()).toBe(0)
    }
    await assertClean()
  })
})

describe('price filter in the URL', () => {
  const titles = (page: Page) => page.getByRole('heading', { level: 3 })
  const slider = (page: Page) => page.getByRole('slider', { name: 'Price' })
  const shownNames = async (page: Page) => (await titles(page).allTextContents()).sort()
  const namesUpTo = (list: Place[], price: number) =>
    list
      .filter((p) => p.price <= price)
      .map((p) => p.placeName)
      .sort()
  const maxPriceOf = (page: Page) => new URL(page.url()).searchParams.get('maxPrice')

  it('starts from ?maxPrice=300 (৳13,500 in taka), and the slider writes the query without new history entries', async () => {
    // A bound the slider can hold (taka moves in steps of 100) that keeps some tours, not all.
    const limit = site.testApp.config.pricingCurrency === 'bdt' ? 13_500 : 300
    const cheap = namesUpTo(places, limit)
    expect(cheap.length).toBeGreaterThan(0)
    expect(cheap.length).toBeLessThan(places.length)

    const { page, assertClean } = await openSignedIn(browser, site)
    await page.goto('/Home')
    await page.goto(`/TourPlans?maxPrice=${limit}`)
    await poll(() => heading(page)).toBe(messages.tourPlans.heading)
    await poll(() => slider(page).inputValue()).toBe(String(limit))
    await poll(() => shownNames(page)).toEqual(cheap)
    expect(await visible(page.getByText(`Up to ${shownPrice(site, limit)}`))).toBe(true)

    // The keyboard moves it: the address follows, replacing its entry rather than adding one.
    const entries = await page.evaluate(() => history.length)
    await slider(page).focus()
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight')
    const moved = Number(await slider(page).inputValue())
    expect(moved).toBeGreaterThan(limit)
    await poll(() => maxPriceOf(page)).toBe(String(moved))
    await poll(() => shownNames(page)).toEqual(namesUpTo(places, moved))

    // So does a drag with the mouse (a touch slides the same way): from the thumb (24 px wide,
    // styles.css) towards the left end.
    const box = (await slider(page).boundingBox())!
    const top = Number(await slider(page).getAttribute('max'))
    const thumbX = box.x + 12 + (moved / top) * (box.width - 24)
    await page.mouse.move(thumbX, box.y + box.height / 2)
    await page.mouse.down()
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(thumbX - ((thumbX - box.x) * step) / 20, box.y + box.height / 2)
    }
    await page.mouse.up()
    const dragged = Number(await slider(page).inputValue())
    expect(dragged).toBeLessThan(moved)
    await poll(() => maxPriceOf(page)).toBe(String(dragged))
    await poll(() => shownNames(page)).toEqual(namesUpTo(places, dragged))

    // All the way up is the default: the query goes away.
    await slider(page).focus()
    await page.keyboard.press('End')
    await poll(() => maxPriceOf(page)).toBe(null)
    await poll(() => titles(page).count()).toBe(places.length)
    expect(await page.evaluate(() => history.length)).toBe(entries)

    // Back leaves the page (no step per slider move)...
    await page.goBack()
    await page.waitForURL('**/Home')
    // ...and coming back from a tour's page finds the list as it was left.
    await page.goto(`/TourPlans?maxPrice=${limit}`)
    await poll(() => shownNames(page)).toEqual(cheap)
    await page
      .getByRole('link', { name: /See Details/ })
      .first()
      .click()
    await page.waitForURL('**/tour-details/**')
    await page.goBack()
    await page.waitForURL(`**/TourPlans?maxPrice=${limit}`)
    await poll(() => slider(page).inputValue()).toBe(String(limit))
    await poll(() => shownNames(page)).toEqual(cheap)
    await assertClean()
  })

  it('falls back to the highest price for a value it cannot use', async () => {
    const { page, assertClean } = await openSignedIn(browser, site, { width: 390 })
    const max = Math.ceil(Math.max(...places.map((p) => p.price)))
    for (const value of ['-5', 'cheap', '1e3', '99999999999999999999', '']) {
      await page.goto(`/TourPlans?maxPrice=${encodeURIComponent(value)}`)
      await poll(() => titles(page).count()).toBe(places.length)
      expect(await slider(page).inputValue()).toBe(String(max))
    }
    await assertClean()
  })

  it('works the same on a division page', async () => {
    const sylhet = divisions.find((d) => d.divisionName === 'Sylhet')!
    const own = places.filter((p) => p.parentID === sylhet.id)
    const prices = own.map((p) => p.price).sort((a, b) => a - b)
    // A price that keeps some of the division's tours and hides others.
    const limit = Math.floor(prices[Math.floor((prices.length - 1) / 2)]!)
    expect(namesUpTo(own, limit).length).toBeLessThan(own.length)

    const { page, assertClean } = await openSignedIn(browser, site)
    const path = `/Sylhet/${sylhet._id}`
    await page.goto(`${path}?maxPrice=${limit}`)
    await poll(() => slider(page).inputValue()).toBe(String(limit))
    await poll(() => shownNames(page)).toEqual(namesUpTo(own, limit))

    await slider(page).focus()
    await page.keyboard.press('Home')
    await poll(() => maxPriceOf(page)).toBe('0')
    expect(new URL(page.url()).pathname).toBe(path)
    await poll(() => visible(page.getByText(messages.division.empty))).toBe(true)
    await assertClean()
  })
})

describe('header Logout', () => {
  it('leads to /Home on a wide screen', async () => {
    const { page, assertClean } = await openSignedIn(browser, site)
    await page.goto('/About')
    const banner = page.getByRole('banner')
    await banner.getByRole('button', { name: messages.nav.logout }).click()
    await page.waitForURL('**/Home')
    await poll(() => visible(banner.getByRole('link', { name: messages.nav.login }))).toBe(true)
    await assertClean()
  })

  it('leads to /Home from the folded menu on a phone, even from a page behind login', async () => {
    const { page, assertClean } = await openSignedIn(browser, site, { width: 390 })
    await page.goto('/TourPlans')
    const banner = page.getByRole('banner')
    await banner.getByRole('button', { name: 'Menu' }).click()
    await banner.getByRole('button', { name: messages.nav.logout }).click()
    await page.waitForURL('**/Home')
    expect(new URL(page.url()).pathname).toBe('/Home')
    await poll(() => visible(banner.getByRole('link', { name: messages.nav.login }))).toBe(true)
    await assertClean()
  })
})

describe('booking modal', () => {
  it('shows name, email, phone, the tour and its price, and no internal id', async () => {
    const tour = places.find((p) => p.price > 0)!
    const { page, account, assertClean, checkA11y } = await openSignedIn(browser, site)
    const session = await site.testApp.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookieHeader(account) },
      remoteAddress: randomIp(),
    })
    const userId = (session.json() as { user: { id: string } }).user.id
    expect(userId).toBeTruthy()

    await page.goto(`/tour-details/${tour._id}`)
    await page.getByRole('button', { name: messages.tour.bookNow }).click()
    const dialog = page.getByRole('dialog', { name: `Book ${tour.placeName}` })
    await poll(() => dialog.isVisible()).toBe(true)
    await checkA11y('booking modal open')

    expect(await dialog.getByLabel('Name').inputValue()).toBe(account.name)
    expect(await dialog.getByLabel('Email').inputValue()).toBe(account.email)
    expect(await visible(dialog.getByLabel('Phone number'))).toBe(true)
    expect(await visible(dialog.getByText(tour.placeName, { exact: true }))).toBe(true)
    expect(await visible(dialog.getByText(shownPrice(site, tour.price), { exact: true }))).toBe(
      true,
    )

    // Neither id is on screen or read out; the visible fields are the three above.
    const text = await dialog.innerText()
    expect(text).not.toContain(tour._id)
    expect(text).not.toContain(userId)
    expect(await dialog.getByText(/Tour id|Your account/).count()).toBe(0)
    // (The demo's tours add a choice of pickup point: radios, each named for its point; and a
    // promo code box, optional, for an offer's code.)
    const labels = await dialog
      .locator('input:not([type="hidden"]):not([type="radio"])')
      .evaluateAll((inputs) =>
        inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent?.trim()),
      )
    expect(labels.map((label) => label?.replace(/\s*\*$/, ''))).toEqual([
      'Name',
      'Email',
      'Phone number',
      messages.promoCode.field,
    ])

    // It still books that tour.
    await dialog.getByLabel('Phone number').fill('+880 1712-345678')
    await dialog.getByRole('button', { name: messages.booking.confirm }).click()
    await poll(() => visible(page.getByText(messages.booking.placed))).toBe(true)
    const mine = await site.testApp.app.inject({
      method: 'GET',
      url: `/api/order/${encodeURIComponent(account.email)}`,
      headers: { cookie: cookieHeader(account) },
      remoteAddress: randomIp(),
    })
    expect((mine.json() as Order[]).map((order) => order.tourName)).toEqual([tour.placeName])
    await assertClean()
  })
})

describe('a disabled Delete says why', () => {
  async function expectExplained(button: Locator, why: string) {
    expect(await button.isDisabled()).toBe(true)
    await poll(() => describedBy(button)).toEqual({ text: why, allVisible: true })
  }

  for (const width of [1280, 390]) {
    it(`in My Booking, for a paid order (${width} px)`, async () => {
      const account = await createBrowserAccount(site)
      const [paidTour, openTour] = [places[5]!, places[6]!]
      await markPaid(site, await bookViaApi(site, account, paidTour))
      await bookViaApi(site, account, openTour)
      const { page, assertClean } = await openSignedIn(browser, site, { account, width })
      await page.goto('/Dashboard/MyBooking')

      const entry = (name: string) =>
        page
          .locator(width > 500 ? 'tr' : 'li')
          .filter({ hasText: name })
          .filter({ visible: true })
      await poll(() => visible(entry(paidTour.placeName))).toBe(true)
      const paid = entry(paidTour.placeName)
      expect(await visible(paid.getByText(messages.orders.paid, { exact: true }))).toBe(true)
      // Booked without a date, it can still be cancelled: the note says so.
      await expectExplained(
        paid.getByRole('button', { name: 'Delete' }),
        messages.orders.paidCancelInstead,
      )
      expect(await visible(paid.getByText(messages.orders.paidCancelInstead))).toBe(true)

      const unpaid = entry(openTour.placeName)
      const unpaidText = messages.orders.unpaidCustomer
      expect(await visible(unpaid.getByText(unpaidText, { exact: true }))).toBe(true)
      expect(await unpaid.getByRole('button', { name: 'Delete' }).isEnabled()).toBe(true)
      expect(await unpaid.getByText(messages.orders.paidNoDelete).count()).toBe(0)
      expect(await unpaid.getByText(messages.orders.paidCancelInstead).count()).toBe(0)
      await assertClean()
    })
  }

  it('in Manage Order, for a paid order', async () => {
    const customer = await createBrowserAccount(site)
    const tour = places[7]!
    await markPaid(site, await bookViaApi(site, customer, tour))
    const { page, assertClean } = await openSignedIn(browser, site, { account: await admin() })
    await page.goto('/Dashboard/ManageBooking')
    const row = page.getByRole('row').filter({ hasText: customer.email })
    await poll(() => row.count()).toBe(1)
    expect(await visible(row.getByText(messages.orders.paid, { exact: true }))).toBe(true)
    await expectExplained(
      row.getByRole('button', { name: 'Delete' }),
      messages.orders.paidCancelInstead,
    )
    await assertClean()
  })

  it('in Manage Plan, while another plan is being deleted', async () => {
    const { page, assertClean } = await openSignedIn(browser, site, { account: await admin() })
    // Hold the deletion open, and answer it without deleting (other tests use these plans).
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/tour/*', async (route) => {
      if (route.request().method() !== 'DELETE') return route.fallback()
      await held
      await route.fulfill({ status: 200, json: { deletedCount: 1 } })
    })
    page.on('dialog', (dialog) => void dialog.accept())

    await page.goto('/Dashboard/ManagePlan')
    const table = page.getByRole('table')
    const rows = table.getByRole('row')
    await poll(() => rows.count()).toBe(places.length + 1)
    const [first, second] = [places[0]!, places[1]!]
    const row = (place: Place) => rows.filter({ hasText: place.placeName })
    await row(first)
      .getByRole('button', { name: /Delete/ })
      .click()

    const why = messages.plans.deleteBusy({ place: first.placeName })
    await poll(() => visible(page.getByText(why))).toBe(true)
    await expectExplained(row(second).getByRole('button', { name: /Delete/ }), why)

    release()
    await poll(() => page.getByText(why).count()).toBe(0)
    expect(
      await row(second)
        .getByRole('button', { name: /Delete/ })
        .isEnabled(),
    ).toBe(true)
    expect(
      await row(second)
        .getByRole('button', { name: /Delete/ })
        .getAttribute('aria-describedby'),
    ).toBe(null)
    await assertClean()
  })
})
