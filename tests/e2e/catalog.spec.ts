/**
 * A visitor browsing the catalogue in Chromium: Home's division cards, a division page, the
 * price slider, a tour's detail page and the 404 page. TourPlans and division pages need a
 * signed-in user; each such test signs up its own.
 */
import type { Browser } from 'playwright-core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Division, Place } from '#shared/contracts/catalog.ts'
import { openPage, shownPrice, type Site, useSite, type WatchedPage } from './support/browser.ts'
import { openSignedIn } from './support/accounts.ts'

let browser: Browser
let site: Site
let divisions: Division[]
let places: Place[]
let current: WatchedPage | undefined

useSite(
  () => ({ seed: 'demo' }),
  (shared) => ({ browser, site } = shared),
)
beforeAll(async () => {
  divisions = await (await fetch(`${site.baseUrl}/api/divisions`)).json()
  places = await (await fetch(`${site.baseUrl}/api/places`)).json()
})
afterEach(async () => {
  await current?.context.close()
  current = undefined
})

async function visit(path: string, options?: Parameters<typeof openPage>[2]) {
  current = await openPage(browser, site.baseUrl, options)
  await current.page.goto(path)
  return current
}

/** Like visit(), as a freshly signed-up customer. */
async function visitSignedIn(path: string, options?: Parameters<typeof openPage>[2]) {
  current = await openSignedIn(browser, site, options)
  await current.page.goto(path)
  return current
}

describe('Home', () => {
  it('shows the eight division cards with their number of places', async () => {
    const { page, assertClean } = await visit('/')
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'Recommended Tour Plans' }),
    })
    const cards = section.getByRole('link')
    await expect.poll(() => cards.count()).toBe(8)
    const dhaka = divisions.find((d) => d.divisionName === 'Dhaka')!
    await expect
      .poll(() => section.getByText(`Total ${dhaka.totalPlace} Places`).first().isVisible())
      .toBe(true)
    await page.getByRole('heading', { name: 'What Our Clients Says' }).scrollIntoViewIfNeeded()
    await assertClean()
  })

  it('takes a visitor from the Dhaka card to the Dhaka division page', async () => {
    const { page, assertClean } = await visitSignedIn('/')
    const dhaka = divisions.find((d) => d.divisionName === 'Dhaka')!
    await page.getByRole('link', { name: /Dhaka/ }).first().click()
    await page.waitForURL(`**/Dhaka/${dhaka._id}`)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('All Our Dhaka divison tourist places')

    const dhakaPlaces = places.filter((p) => p.divisionName === 'Dhaka').map((p) => p.placeName)
    const shown = page.getByRole('heading', { level: 3 })
    await expect.poll(() => shown.count()).toBe(dhakaPlaces.length)
    expect((await shown.allTextContents()).sort()).toEqual([...dhakaPlaces].sort())
    await assertClean()
  })
})

describe('price slider', () => {
  it('starts at the highest price and hides dearer tours as it moves down', async () => {
    const { page, assertClean } = await visitSignedIn('/TourPlans')
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Our All tours plan')
    const titles = page.getByRole('heading', { level: 3 })
    await expect.poll(() => titles.count()).toBe(places.length)

    const slider = page.getByRole('slider', { name: 'Price' })
    const max = Math.max(...places.map((p) => p.price))
    expect(Number(await slider.getAttribute('max'))).toBeGreaterThanOrEqual(max)
    expect(Number(await slider.inputValue())).toBe(Number(await slider.getAttribute('max')))

    // Keyboard: Home goes to the minimum, then step up until roughly the cheapest third shows.
    await slider.focus()
    await page.keyboard.press('Home')
    await expect.poll(() => titles.count()).toBe(places.filter((p) => p.price <= 0).length)
    const sorted = places.map((p) => p.price).sort((a, b) => a - b)
    const target = sorted[Math.floor(sorted.length / 3)]!
    while (Number(await slider.inputValue()) < target) {
      // One step at a time: on a busy machine the value may show a moment after the key, and a
      // second press meanwhile would overshoot.
      const before = await slider.inputValue()
      await page.keyboard.press('PageUp')
      await expect.poll(() => slider.inputValue()).not.toBe(before)
    }
    const value = Number(await slider.inputValue())
    const expected = places
      .filter((p) => p.price <= value)
      .map((p) => p.placeName)
      .sort()
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(places.length)
    await expect.poll(async () => (await titles.allTextContents()).sort()).toEqual(expected)
    await assertClean()
  })

  it('also filters a division page', async () => {
    const sylhet = divisions.find((d) => d.divisionName === 'Sylhet')!
    const { page, assertClean } = await visitSignedIn(`/Sylhet/${sylhet._id}`)
    const own = places.filter((p) => p.parentID === sylhet.id)
    const titles = page.getByRole('heading', { level: 3 })
    await expect.poll(() => titles.count()).toBe(own.length)
    const slider = page.getByRole('slider', { name: 'Price' })
    await slider.focus()
    await page.keyboard.press('Home')
    await expect.poll(() => page.getByText('There is no match tours').isVisible()).toBe(true)
    await assertClean()
  })
})

describe('tour details', () => {
  it("shows a tour's name, price and Book Now", async () => {
    const tour = places.find((p) => p.placeName.startsWith("Cox's Bazar")) ?? places[0]!
    const { page, assertClean } = await visitSignedIn('/TourPlans')
    await page
      .getByRole('link', {
        name: new RegExp(`See Details.*${tour.placeName.replace(/[()]/g, '.')}`),
      })
      .click()
    await page.waitForURL(`**/tour-details/${tour._id}`)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(tour.placeName)
    await expect
      .poll(() => page.getByText(shownPrice(site, tour.price)).first().isVisible())
      .toBe(true)
    await expect.poll(() => page.getByRole('button', { name: 'Book Now' }).isVisible()).toBe(true)
    expect(await page.title()).toContain(tour.placeName)
    await assertClean()
  })

  it("says 'There is no tour matched tour.' for an unknown tour", async () => {
    const { page, assertClean } = await visit('/tour-details/99999')
    await expect.poll(() => page.getByText('There is no tour matched tour.').isVisible()).toBe(true)
    await assertClean([/status of 404/])
  })
})

describe('unknown paths', () => {
  it("show 'page not found 404'", async () => {
    const { page, assertClean } = await visit('/nope/x/y')
    await expect
      .poll(() => page.getByRole('heading', { name: 'page not found 404' }).isVisible())
      .toBe(true)
    await assertClean([/status of 404/])
  })
})
