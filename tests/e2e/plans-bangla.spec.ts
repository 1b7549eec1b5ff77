/**
 * Tour plans on Bangla pages: a tour's page at `/bn/tour-details/<id>` shows its Bangla name in
 * the server's HTML and after the app hydrates it (the harness fails on any console error, a
 * hydration mismatch included), and the English page next to it stays English. Home's division
 * cards show Bangla names and lead to the spec's English addresses under /bn.
 */
import type { Browser, Page } from 'playwright-core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Division, Place } from '#shared/contracts/catalog.ts'
import { openSignedIn } from './support/accounts.ts'
import { heading, openPage, poll, type Site, useSite, type WatchedPage } from './support/browser.ts'

let browser: Browser
let site: Site
let english: Place
let bangla: Place
let khulna: Division
let current: WatchedPage | undefined

useSite(
  () => ({ seed: 'demo' }),
  (shared) => ({ browser, site } = shared),
)
beforeAll(async () => {
  const read = async <T>(path: string, language: string) =>
    (await (
      await fetch(`${site.baseUrl}${path}`, { headers: { 'accept-language': language } })
    ).json()) as T
  english = await read<Place>('/api/places/118', 'en')
  bangla = await read<Place>('/api/places/118', 'bn')
  khulna = (await read<Division[]>('/api/divisions', 'bn')).find((d) => d.id === english.parentID)!
})
afterEach(async () => {
  await current?.context.close()
  current = undefined
})

/** Resolves once the app has taken over the server's HTML (app.tsx marks <html>). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.app === 'live')

describe('a tour page in Bangla', () => {
  it('shows the Bangla name from the server and after hydration', async () => {
    expect(bangla.placeName).toBe('সুন্দরবন')
    expect(english.placeName).toBe('Sundarbans')
    current = await openPage(browser, site.baseUrl)
    const { page, assertClean } = current

    const response = await page.goto(`/bn/tour-details/${english._id}`)
    expect(response?.status()).toBe(200)
    const html = await response!.text()
    expect(html).toContain('<html lang="bn">')
    expect(html).toMatch(new RegExp(`<h1[^>]*>${bangla.placeName}</h1>`))
    expect(html).toContain(bangla.description)
    expect(html).not.toContain(english.description)

    await hydrated(page)
    expect(await heading(page)).toBe(bangla.placeName)
    await poll(() => page.getByText(bangla.description).isVisible()).toBe(true)
    await poll(() => page.getByText(khulna.divisionName, { exact: true }).first().isVisible()).toBe(
      true,
    )
    expect(await page.title()).toContain(bangla.placeName)
    expect(await page.getByRole('img', { name: bangla.imageAlt }).count()).toBe(1)

    // The English page beside it, after the Bangla one filled every cache: English.
    const englishPage = await page.goto(`/tour-details/${english._id}`)
    expect(await englishPage!.text()).toMatch(new RegExp(`<h1[^>]*>${english.placeName}</h1>`))
    await hydrated(page)
    expect(await heading(page)).toBe(english.placeName)
    await assertClean()
  })
})

describe('Home in Bangla', () => {
  it('names the divisions in Bangla and links them at their English addresses', async () => {
    current = await openSignedIn(browser, site)
    const { page, assertClean } = current
    await page.goto('/bn')
    const card = page.getByRole('link', { name: new RegExp(khulna.divisionName) })
    await poll(() => card.isVisible()).toBe(true)
    expect(await card.getAttribute('href')).toBe(`/bn/Khulna/${khulna._id}`)
    await card.click()
    await page.waitForURL(`**/bn/Khulna/${khulna._id}`)
    await poll(() => heading(page)).toContain(khulna.divisionName)
    await poll(() => page.getByText(bangla.placeName, { exact: true }).first().isVisible()).toBe(
      true,
    )
    await assertClean()
  })
})
