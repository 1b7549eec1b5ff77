/**
 * A division page under another division's name (`/Sylhet/<Dhaka's id>`) is no page: the server
 * answers 404 and the browser shows the not-found page, for a signed-in customer too (division
 * pages need one). The division's own name, in any case, still shows the division.
 */
import type { Browser } from 'playwright-core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Division } from '#shared/contracts/catalog.ts'
import { type Site, useSite, type WatchedPage } from './support/browser.ts'
import { openSignedIn } from './support/accounts.ts'

let browser: Browser
let site: Site
let divisions: Division[]
let current: WatchedPage | undefined

useSite(
  () => ({ seed: 'demo' }),
  (shared) => ({ browser, site } = shared),
)
beforeAll(async () => {
  divisions = await (await fetch(`${site.baseUrl}/api/divisions`)).json()
})
afterEach(async () => {
  await current?.context.close()
  current = undefined
})

describe('a division page', () => {
  it('under another division’s name shows the not-found page', async () => {
    const dhaka = divisions.find((d) => d.divisionName === 'Dhaka')!
    current = await openSignedIn(browser, site)
    const { page, assertClean } = current
    const response = await page.goto(`/Sylhet/${dhaka._id}`)
    expect(response?.status()).toBe(404)
    await expect
      .poll(() => page.getByRole('heading', { name: 'page not found 404' }).isVisible())
      .toBe(true)
    await assertClean([/status of 404/])
  })

  it('under its own name in another case shows the division', async () => {
    const dhaka = divisions.find((d) => d.divisionName === 'Dhaka')!
    current = await openSignedIn(browser, site)
    const { page, assertClean } = current
    const response = await page.goto(`/dhaka/${dhaka._id}`)
    expect(response?.status()).toBe(200)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Dhaka')
    await assertClean()
  })
})
