/**
 * Prices in taka beside dollars, in Chromium on the built app (issue 16): a tour's page in
 * English (`$X (≈ ৳Y)`) and in Bangla (`৳Y (≈ $X)`, Bangla digits), the same in the server's HTML
 * as after hydration (a mismatch would log an error and fail the test); an admin sets the rate
 * on Manage Plan and the tour's page follows at once; on /bn/TourPlans the price slider moves in
 * taka and keeps the tours whose taka are at most its value. The tests read the rate when they
 * start: one of them changes it.
 */
import type { Browser } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import type { ExchangeRate } from '#shared/contracts/exchange-rate.ts'
import { bn } from '#shared/i18n/bn.ts'
import { estimateIn, fromMajor, priceText } from '#shared/money.ts'
import { sliderScale } from '#shared/price-filter.ts'
import { uniqueEmail } from '#tests/support/accounts.ts'
import { createBrowserAccount, openSignedIn } from './support/accounts.ts'
import { heading, openPage, poll, type Site, useSite, visible } from './support/browser.ts'

const adminEmail = uniqueEmail('admin')
let browser: Browser
let site: Site
let tour: Place

useSite(
  // A dollar site showing taka beside its prices, in every run (a taka site's own prices are
  // taka-site.spec.ts's).
  () => ({ seed: 'demo', config: { pricingCurrency: 'usd', adminEmails: [adminEmail] } }),
  (shared) => ({ browser, site } = shared),
)
/** Whole taka a dollar price shows as, at a rate (the demo site prices in dollars). */
const takaOf = (price: number, rate: number) =>
  estimateIn(fromMajor(price, 'usd'), 'bdt', rate).minor / 100

beforeAll(async () => {
  const places: Place[] = await (await fetch(`${site.baseUrl}/api/places`)).json()
  tour = places.find((p) => !Number.isInteger(p.price)) ?? places[0]!
})

async function currentRate(): Promise<number> {
  const rate: ExchangeRate = await (await fetch(`${site.baseUrl}/api/exchange-rate`)).json()
  return rate.takaPerDollar
}

/**
 * A price as a Bangla page writes it, worked out here with Intl itself (the server runs in this
 * process, and its locale is its requests': the test must not switch it).
 */
function bnPrice(price: number, rate: number) {
  const digits = (n: number, decimals: number) =>
    new Intl.NumberFormat('bn-BD', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(n)
  return {
    main: `৳${digits(takaOf(price, rate), 0)}`,
    approx: `(≈ $${digits(price, Number.isInteger(price) ? 0 : 2)})`,
  }
}

describe("a tour's page", () => {
  it('shows dollars with taka beside them in English, as the server rendered it', async () => {
    const rate = await currentRate()
    const { main, approx } = priceText(fromMajor(tour.price, 'usd'), rate)
    expect(main).toMatch(/^\$/)
    expect(approx).toMatch(/^\(≈ ৳[\d,]+\)$/)

    const html = await (await fetch(`${site.baseUrl}/tour-details/${tour._id}`)).text()
    expect(html).toContain(`>${main}</span>`)
    expect(html).toContain(`>${approx}</span>`)

    const { page, assertClean } = await openPage(browser, site.baseUrl)
    await page.goto(`/tour-details/${tour._id}`)
    await poll(() => heading(page)).toBe(tour.placeName)
    const card = page.locator('p', { hasText: main }).filter({ hasText: approx! })
    await poll(() => visible(card)).toBe(true)
    expect(await visible(card.getByText(main, { exact: true }))).toBe(true)
    await assertClean()
  })

  it('shows taka first with dollars beside them on /bn, in Bangla digits', async () => {
    const rate = await currentRate()
    const { main, approx } = bnPrice(tour.price, rate)
    expect(main).toMatch(/^৳[০-৯,]+$/)
    expect(approx).toMatch(/^\(≈ \$[০-৯,.]+\)$/)

    const html = await (await fetch(`${site.baseUrl}/bn/tour-details/${tour._id}`)).text()
    expect(html).toContain(`>${main}</span>`)
    expect(html).toContain(`>${approx}</span>`)

    const { page, assertClean } = await openPage(browser, site.baseUrl)
    await page.goto(`/bn/tour-details/${tour._id}`)
    await poll(() => visible(page.getByText(main, { exact: true }))).toBe(true)
    expect(await visible(page.getByText(approx, { exact: true }))).toBe(true)
    // The price label reads in Bangla too.
    expect(await visible(page.getByText(bn.tour.price, { exact: true }))).toBe(true)
    await assertClean()
  })

  it('follows a rate an admin sets on Manage Plan, at once', async () => {
    const admin = await createBrowserAccount(site, { email: adminEmail, name: 'Admin Rumana' })
    const { page, assertClean } = await openSignedIn(browser, site, { account: admin })
    await page.goto('/Dashboard/ManagePlan')
    await poll(() => heading(page)).toBe('Manage Plan')
    const section = page.getByRole('region', { name: 'Prices in taka' })
    await poll(() => visible(section.getByText(/^1 US dollar = ৳/))).toBe(true)

    const field = section.getByLabel('Taka per US dollar')
    await field.fill('5000')
    await section.getByRole('button', { name: 'Save rate' }).click()
    await poll(() => field.getAttribute('aria-invalid')).toBe('true')
    expect(await visible(section.getByText('Use a rate from 1 to 1,000 taka per US dollar.'))).toBe(
      true,
    )

    await field.fill('110.5')
    await section.getByRole('button', { name: 'Save rate' }).click()
    await poll(() =>
      visible(section.getByText('Saved. Pages now show taka at ৳110.50 per US dollar.')),
    ).toBe(true)
    expect(
      await visible(section.getByText(/^1 US dollar = ৳110\.50, set on .+ \(Dhaka time\)\.$/)),
    ).toBe(true)
    await assertClean()
    expect(await currentRate()).toBe(110.5)

    // A fresh visit: the server's cached page made way for one at the new rate.
    const visitor = await openPage(browser, site.baseUrl)
    await visitor.page.goto(`/tour-details/${tour._id}`)
    const { approx } = priceText(fromMajor(tour.price, 'usd'), 110.5)
    await poll(() => visible(visitor.page.getByText(approx!, { exact: true }))).toBe(true)
    await visitor.assertClean()
  })
})

describe('the price slider on /bn/TourPlans', () => {
  it('moves in taka and keeps the tours shown at most its value', async () => {
    const rate = await currentRate()
    const places: Place[] = await (
      await fetch(`${site.baseUrl}/api/places`, { headers: { 'accept-language': 'bn' } })
    ).json()
    const scale = sliderScale(
      places.map((p) => p.price),
      'usd',
      'bdt',
      rate,
    )
    const { page, assertClean } = await openSignedIn(browser, site)
    await page.goto('/bn/TourPlans')
    const slider = page.getByRole('slider', { name: bn.tourPlans.price })
    const titles = page.getByRole('heading', { level: 3 })
    await poll(() => titles.count()).toBe(places.length)
    await poll(() => slider.getAttribute('max')).toBe(String(scale.max))
    expect(await slider.getAttribute('aria-valuetext')).toMatch(/^সর্বোচ্চ ৳[০-৯,]+$/)

    await slider.focus()
    await page.keyboard.press('Home')
    await poll(() => visible(page.getByText(bn.division.empty))).toBe(true)

    // Page Up to about the cheapest third of the tours (the browser's big step: a tenth of the
    // range, in whole steps of taka).
    const taka = places.map((p) => takaOf(p.price, rate)).sort((a, b) => a - b)
    const target = taka[Math.floor(taka.length / 3)]!
    while (Number(await slider.inputValue()) < target) {
      await page.keyboard.press('PageUp')
    }
    const value = Number(await slider.inputValue())
    expect(value % scale.step).toBe(0)
    const expected = places
      .filter((p) => takaOf(p.price, rate) <= value)
      .map((p) => p.placeName)
      .sort()
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(places.length)
    await poll(async () => (await titles.allTextContents()).sort()).toEqual(expected)
    // The address keeps the bound in the pricing currency: dollars here.
    await poll(() => new URL(page.url()).searchParams.get('maxPrice')).toBe(
      String(scale.toPrice(value)),
    )
    await assertClean()
  })
})
