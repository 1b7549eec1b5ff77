/**
 * Issue 32 item 3 in Chromium: a demo tour's page lists its pickup and meeting points (number,
 * name, kind, time, address, directions in a new tab) and beside them a Leaflet map with a
 * numbered marker per point, its tiles from a local stand-in tile server (tests/support/
 * tile-server.ts), in English and Bangla, on a phone (390 px) and a desktop (1280 px); when the
 * tiles fail (500) or MAP_TILE_URL is empty the list still works and axe finds nothing; an admin
 * adds a point with the keyboard and moves it up, and the tour page shows it.
 *
 * With E2E_SHOTS=<folder>, each state's screen is saved there to look at.
 */
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import { messages, withLocale } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { uniqueEmail } from '#tests/support/accounts.ts'
import { startTileServer, type TileServer } from '#tests/support/tile-server.ts'
import { createBrowserAccount, openSignedIn } from './support/accounts.ts'
import { openPage, poll, startSite, type Site, useSite, visible } from './support/browser.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
// Sajek Valley: from the Fakirapool counters to the Khagrachhari jeep stand.
const SAJEK = 108
let browser: Browser
let site: Site
let tiles: TileServer

beforeAll(async () => {
  tiles = await startTileServer()
})
afterAll(() => tiles?.close())

useSite(
  () => ({
    seed: 'demo',
    config: {
      adminEmails: [ADMIN_EMAIL],
      map: { tileUrl: tiles.template, attribution: 'Stand-in tiles' },
    },
  }),
  (shared) => ({ browser, site } = shared),
)

const shotsDir = process.env.E2E_SHOTS
async function shot(page: Page, name: string) {
  if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true })
}

async function tourByPlaceId(baseUrl: string, placeId: number): Promise<Place> {
  return (await fetch(`${baseUrl}/api/places/${placeId}`)).json() as Promise<Place>
}

/** The section, scrolled to: the map loads as it nears the screen. */
async function pickupSection(page: Page, locale: 'en' | 'bn') {
  const section = page.getByRole('region', {
    name: withLocale(locale, () => messages.pickupPoints.heading),
  })
  await poll(() => visible(section)).toBe(true)
  await section.scrollIntoViewIfNeeded()
  return section
}

const loadedTiles = (page: Page) =>
  page.locator('[data-pickup-map] img.leaflet-tile-loaded').count()
const markers = (page: Page) => page.locator('[data-pickup-map] .leaflet-marker-icon').count()

describe('a tour’s pickup points and their map', () => {
  for (const locale of ['en', 'bn'] as const) {
    for (const width of [390, 1280]) {
      it(`lists them and maps them in ${locale === 'en' ? 'English' : 'Bangla'} at ${width} px`, async () => {
        const tour = await tourByPlaceId(site.baseUrl, SAJEK)
        const points = withLocale(locale, () => tour.tourContent!.pickupPoints)
        const before = tiles.requests()
        const { page, assertClean } = await openPage(browser, site.baseUrl, { width })
        await page.goto(`${locale === 'bn' ? '/bn' : ''}${paths.tourDetails(tour._id)}`)
        const section = await pickupSection(page, locale)

        const items = section.locator('ol > li')
        await poll(() => items.count()).toBe(points.length)
        const texts = withLocale(locale, () => ({
          first: locale === 'bn' ? 'ফকিরাপুল বাস কাউন্টার' : 'Fakirapool bus counters',
          pickup: messages.pickupPoints.pickup,
          directions: messages.pickupPoints.directionsTo({
            name: locale === 'bn' ? 'ফকিরাপুল বাস কাউন্টার' : 'Fakirapool bus counters',
          }),
        }))
        expect(await items.first().getByRole('heading', { level: 3 }).textContent()).toBe(
          texts.first,
        )
        expect(await items.first().textContent()).toContain(texts.pickup)
        const directions = section.getByRole('link', { name: texts.directions })
        expect(await directions.getAttribute('target')).toBe('_blank')
        expect(await directions.getAttribute('rel')).toContain('noopener')
        expect(await directions.getAttribute('href')).toMatch(
          /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=23\.\d+,90\.\d+$/,
        )

        // The map: drawn from the stand-in's tiles, a marker per point with a position.
        await poll(() => loadedTiles(page), 20_000).toBeGreaterThan(0)
        expect(tiles.requests()).toBeGreaterThan(before)
        expect(await markers(page)).toBe(points.filter((p) => p.lat !== null).length)
        expect(await visible(section.getByText('Stand-in tiles', { exact: false }))).toBe(true)
        // Hidden from screen readers, and nothing in it takes focus.
        const map = page.locator('[data-pickup-map]')
        expect(await map.getAttribute('aria-hidden')).toBe('true')
        expect(
          await map.evaluate(
            (element) =>
              [...element.querySelectorAll<HTMLElement>('*')].filter((e) => e.tabIndex >= 0).length,
          ),
        ).toBe(0)
        // Nothing wider than the screen.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true)
        await shot(page, `pickup-map-${locale}-${width}`)
        await assertClean()
      })
    }
  }

  it('still lists them, and axe finds nothing, when the tiles fail', async () => {
    const tour = await tourByPlaceId(site.baseUrl, SAJEK)
    tiles.fail(500)
    try {
      const before = tiles.requests()
      const { page, assertClean } = await openPage(browser, site.baseUrl, { width: 1280 })
      await page.goto(paths.tourDetails(tour._id))
      const section = await pickupSection(page, 'en')
      await poll(() => tiles.requests(), 20_000).toBeGreaterThan(before)
      expect(await section.locator('ol > li').count()).toBe(2)
      expect(await loadedTiles(page)).toBe(0)
      expect(
        await visible(
          section.getByRole('link', {
            name: messages.pickupPoints.directionsTo({ name: 'Khagrachhari jeep stand' }),
          }),
        ),
      ).toBe(true)
      await shot(page, 'pickup-map-tiles-failing')
      // The browser logs each refused tile; nothing else may be logged or thrown.
      await assertClean([/Failed to load resource: the server responded with a status of 500/])
    } finally {
      tiles.fail('none')
    }
  })

  it('lists them without a map when MAP_TILE_URL is empty', async () => {
    const noMap = await startSite({
      seed: 'demo',
      config: { map: { tileUrl: null, attribution: '' } },
    })
    try {
      const tour = await tourByPlaceId(noMap.baseUrl, SAJEK)
      const before = tiles.requests()
      const { page, assertClean } = await openPage(browser, noMap.baseUrl, { width: 390 })
      await page.goto(paths.tourDetails(tour._id))
      const section = await pickupSection(page, 'en')
      expect(await section.locator('ol > li').count()).toBe(2)
      expect(await page.locator('[data-pickup-map]').count()).toBe(0)
      expect(tiles.requests()).toBe(before)
      // Leaflet's code and CSS never came.
      const scripts = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => entry.name),
      )
      expect(scripts.some((name) => /pickup-map/.test(name))).toBe(false)
      await shot(page, 'pickup-map-off')
      await assertClean()
    } finally {
      await noMap.close()
    }
  })

  it('an admin adds a point with the keyboard, moves it up, and the tour page shows it', async () => {
    const admin = await createBrowserAccount(site, { email: ADMIN_EMAIL, name: 'Admin Tania' })
    const { page, assertClean, checkA11y } = await openSignedIn(browser, site, {
      account: admin,
    })
    await page.goto(paths.dashboardEditPlan(String(SAJEK)))
    const f = messages.pickupForm
    const fieldset = page.getByRole('group', { name: f.legend, exact: true })
    const rows = fieldset.locator('ol > li')
    await poll(() => rows.count()).toBe(2)

    await fieldset.getByRole('button', { name: f.add }).focus()
    await page.keyboard.press('Enter')
    await poll(() => rows.count()).toBe(3)
    // Focus went to the new point's name.
    const third = rows.nth(2)
    await poll(() =>
      third.getByLabel(f.name, { exact: true }).evaluate((e) => e === document.activeElement),
    ).toBe(true)
    await page.keyboard.type('Kallyanpur bus stand')
    await third.getByLabel(f.address, { exact: true }).fill('Kallyanpur, Mirpur Road, Dhaka 1207')
    await third.getByLabel(f.kind).selectOption('meeting')
    await third.getByLabel(f.time, { exact: true }).fill('21:15')
    await third.getByLabel(f.lat).fill('23.7786')
    await third.getByLabel(f.lng).fill('90.3606')
    await checkA11y('plan form with pickup points')

    await fieldset.getByRole('button', { name: f.moveUp({ n: 3 }) }).focus()
    await page.keyboard.press('Enter')
    await poll(() => rows.nth(1).getByLabel(f.name, { exact: true }).inputValue()).toBe(
      'Kallyanpur bus stand',
    )
    expect(await visible(page.getByText(f.moved({ from: 3, to: 2 })))).toBe(true)
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      f.moveUp({ n: 2 }),
    )
    await shot(page, 'pickup-points-editor')

    const form = page.locator('form')
    await form.getByRole('button', { name: messages.plans.editSubmit }).click()
    await poll(() => visible(form.getByText(/Changes to .* are saved\./))).toBe(true)

    const tour = await tourByPlaceId(site.baseUrl, SAJEK)
    expect(tour.tourContent!.pickupPoints.map((p) => [p.name, p.kind, p.time])).toEqual([
      ['Fakirapool bus counters', 'pickup', '22:00'],
      ['Kallyanpur bus stand', 'meeting', '21:15'],
      ['Khagrachhari jeep stand', 'meeting', '07:00'],
    ])
    await page.goto(paths.tourDetails(tour._id))
    const section = await pickupSection(page, 'en')
    await poll(() => section.locator('ol > li h3').allTextContents()).toEqual([
      'Fakirapool bus counters',
      'Kallyanpur bus stand',
      'Khagrachhari jeep stand',
    ])
    await poll(() => markers(page), 20_000).toBe(3)
    await assertClean()
  })
})
