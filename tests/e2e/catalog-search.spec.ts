/**
 * The tour lists' search in Chromium (issue 32 item 8): TourPlans filtered by duration, by
 * dates with seats for a party and sorted by the soonest departure, all in the address; a reload
 * and Back from a tour keep every control and the cards; Reset brings every tour back; a Bangla
 * link opens with its search. axe checks every state. Three tours of this file's own depart in
 * March 2098, where the demo has no dates, so the counts are exact.
 *
 * With E2E_SHOTS=<folder>, each state's screen is saved there (390 and 1280 px, English and
 * Bangla) to look at.
 */
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Division } from '#shared/contracts/catalog.ts'
import { bn } from '#shared/i18n/bn.ts'
import { messages } from '#shared/messages.ts'
import { createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { openSignedIn } from './support/accounts.ts'
import { heading, poll, type Site, useSite, visible } from './support/browser.ts'

let browser: Browser
let site: Site

useSite(
  () => ({ seed: 'demo' }),
  (shared) => ({ browser, site } = shared),
)

const shotsDir = process.env.E2E_SHOTS
async function shot(page: Page, name: string) {
  if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true })
}

/** [name, days, departure date, seats taken of 10]. */
const TRIPS = [
  ['Search trek Alpha', 3, '2098-03-10', 0],
  ['Search trek Bravo', 2, '2098-03-05', 8], // 2 seats left
  ['Search trek Charlie', 6, '2098-03-07', 0],
] as const

beforeAll(async () => {
  const divisions: Division[] = await (await fetch(`${site.baseUrl}/api/divisions`)).json()
  for (const [i, [placeName, durationDays, date, seatsTaken]] of TRIPS.entries()) {
    const place = await createPlace(site.testApp.database.db, {
      divisionId: divisions[i]!.id,
      placeId: 95_000 + i,
      placeName,
      durationDays,
      price: 80 + i * 10,
      image: '/images/places/coxs-bazar.svg',
    })
    await createDeparture(site.testApp.database.db, {
      tourId: place.id,
      date,
      capacity: 10,
      seatsTaken,
    })
  }
})

const cardNames = (page: Page) =>
  page.getByRole('heading', { level: 3 }).evaluateAll((all) => all.map((h) => h.textContent))

describe('TourPlans searched', () => {
  it('filters by duration, dates and travellers, sorts, and keeps it all through reload and Back', async () => {
    const t = messages.catalogSearch
    const { page, assertClean, checkA11y } = await openSignedIn(browser, site)
    await page.goto('/TourPlans')
    await poll(() => heading(page)).toBe(messages.tourPlans.heading)
    await poll(async () => (await cardNames(page)).length).toBeGreaterThan(40)

    await page.getByLabel(t.duration).selectOption('2-3')
    await page.getByLabel(t.from, { exact: true }).fill('2098-03-01')
    await page.getByLabel(t.to, { exact: true }).fill('2098-03-31')
    await page.getByLabel(t.travellers).selectOption('2')
    await page.getByLabel(t.sort).selectOption('departure')
    const query = 'minDays=2&maxDays=3&from=2098-03-01&to=2098-03-31&travellers=2&sort=departure'
    await poll(() => new URL(page.url()).search.slice(1)).toBe(query)
    // Bravo departs first (5 March, 2 seats left), then Alpha; Charlie lasts 6 days.
    await poll(() => cardNames(page)).toEqual(['Search trek Bravo', 'Search trek Alpha'])
    expect(await visible(page.getByText(messages.tourPlans.count({ total: 2 })))).toBe(true)
    await checkA11y('TourPlans searched')
    await shot(page, 'catalog-search-en-1280')

    // Three travellers: Bravo's 2 seats are not enough.
    await page.getByLabel(t.travellers).selectOption('3')
    await poll(() => cardNames(page)).toEqual(['Search trek Alpha'])
    await poll(() => visible(page.getByText(messages.tourPlans.count({ total: 1 })))).toBe(true)

    // A reload brings back every control and the same cards.
    await page.reload()
    await poll(() => cardNames(page)).toEqual(['Search trek Alpha'])
    expect(await page.getByLabel(t.duration).inputValue()).toBe('2-3')
    expect(await page.getByLabel(t.from, { exact: true }).inputValue()).toBe('2098-03-01')
    expect(await page.getByLabel(t.to, { exact: true }).inputValue()).toBe('2098-03-31')
    expect(await page.getByLabel(t.travellers).inputValue()).toBe('3')
    expect(await page.getByLabel(t.sort).inputValue()).toBe('departure')

    // To the tour and Back: the search is still there.
    const searched = page.url()
    await page.getByRole('link', { name: /See Details.*Search trek Alpha/ }).click()
    await page.waitForURL('**/tour-details/**')
    await poll(() => heading(page)).toBe('Search trek Alpha')
    await page.goBack()
    await poll(() => page.url()).toBe(searched)
    await poll(() => cardNames(page)).toEqual(['Search trek Alpha'])
    expect(await page.getByLabel(t.travellers).inputValue()).toBe('3')
    await page.goForward()
    await page.waitForURL('**/tour-details/**')
    await page.goBack()
    await poll(() => cardNames(page)).toEqual(['Search trek Alpha'])

    // Reset: every filter and the sort go, every tour comes back.
    await page.getByRole('button', { name: t.reset }).click()
    await poll(() => new URL(page.url()).search).toBe('')
    await poll(async () => (await cardNames(page)).length).toBeGreaterThan(40)
    expect(await page.getByLabel(t.duration).inputValue()).toBe('')
    expect(await page.getByLabel(t.from, { exact: true }).inputValue()).toBe('')
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('name') ?? '')).toBe(
      'duration',
    )
    await assertClean()
  })

  it('opens a searched link at 390 px, and in Bangla', async () => {
    const query = 'minDays=2&maxDays=3&from=2098-03-01&to=2098-03-31&travellers=2&sort=departure'
    for (const [prefix, width] of [
      ['', 390],
      ['/bn', 390],
      ['/bn', 1280],
    ] as const) {
      const { page, assertClean } = await openSignedIn(browser, site, { width, height: 844 })
      await page.goto(`${prefix}/TourPlans?${query}`)
      await poll(() => cardNames(page)).toEqual(['Search trek Bravo', 'Search trek Alpha'])
      const t = prefix ? bn.catalogSearch : messages.catalogSearch
      expect(await page.getByLabel(t.duration).inputValue()).toBe('2-3')
      expect(await page.getByLabel(t.sort).inputValue()).toBe('departure')
      expect(await page.getByLabel(t.travellers).inputValue()).toBe('2')
      await shot(page, `catalog-search${prefix.replace('/', '-') || '-en'}-${width}`)
      await assertClean()
    }
  })
})
