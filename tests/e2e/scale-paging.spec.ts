/**
 * The catalogue a page at a time in Chromium: TourPlans shows its first 48 tours of more,
 * "Show more tours" brings the rest and takes the keyboard to the first new card, and Back from a
 * tour found further down the list comes back to the same list at the same place. Manage Plan
 * searches plans on the server and keeps the search in the address through Back. axe checks
 * every state.
 */
import type { Browser } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Division, Place } from '#shared/contracts/catalog.ts'
import { messages } from '#shared/messages.ts'
import { createPlace } from '#tests/factories/catalog.ts'
import { uniqueEmail } from '#tests/support/accounts.ts'
import { createBrowserAccount, openSignedIn } from './support/accounts.ts'
import { heading, poll, type Site, useSite, visible } from './support/browser.ts'

const adminEmail = uniqueEmail('admin')
let browser: Browser
let site: Site
let total: number

useSite(
  () => ({ seed: 'demo', config: { adminEmails: [adminEmail] } }),
  (shared) => ({ browser, site } = shared),
)
beforeAll(async () => {
  const divisions: Division[] = await (await fetch(`${site.baseUrl}/api/divisions`)).json()
  // The demo's 44 plans and 20 more: two pages of 48.
  for (let i = 0; i < 20; i++) {
    await createPlace(site.testApp.database.db, {
      divisionId: divisions[i % divisions.length]!.id,
      placeId: 90_000 + i,
      placeName: `Paging trip ${i + 1}`,
      price: 50 + i,
      image: '/images/places/coxs-bazar.svg',
    })
  }
  const places: Place[] = await (await fetch(`${site.baseUrl}/api/places`)).json()
  total = places.length
  expect(total).toBeGreaterThan(48)
})

describe('TourPlans a page at a time', () => {
  it('shows more on request, and Back from a tour keeps the list and the place in it', async () => {
    const { page, assertClean, checkA11y } = await openSignedIn(browser, site)
    await page.goto('/TourPlans')
    await poll(() => heading(page)).toBe(messages.tourPlans.heading)
    const cards = page.getByRole('heading', { level: 3 })
    await poll(() => cards.count()).toBe(48)
    expect(await visible(page.getByText(messages.tourPlans.showing({ shown: 48, total })))).toBe(
      true,
    )

    const more = page.getByRole('button', { name: messages.scale.showMore })
    await more.click()
    await poll(() => cards.count()).toBe(total)
    await poll(() => visible(page.getByText(messages.tourPlans.count({ total })))).toBe(true)
    expect(await more.count()).toBe(0)
    // The keyboard carries on at the first new card's link.
    const firstNew = (await cards.nth(48).textContent()) ?? ''
    await poll(() =>
      page.evaluate(() => document.activeElement?.closest('li')?.textContent ?? ''),
    ).toContain(firstNew)
    await checkA11y('TourPlans after Show more')

    // A tour far down the list, and Back: every card still there, the tour still in view.
    const last = cards.nth(total - 1)
    const name = (await last.textContent())!
    await page.getByRole('link', { name: new RegExp(`See Details.*${name}`) }).click()
    await page.waitForURL('**/tour-details/**')
    await poll(() => heading(page)).toBe(name)
    await page.goBack()
    await page.waitForURL('**/TourPlans')
    await poll(() => cards.count()).toBe(total)
    await poll(() =>
      page.getByRole('heading', { level: 3, name }).evaluate((element) => {
        const box = element.getBoundingClientRect()
        return box.top >= 0 && box.bottom <= window.innerHeight
      }),
    ).toBe(true)
    await assertClean()
  })
})

describe('Manage Plan', () => {
  it('searches on the server and keeps the search in the address through Back', async () => {
    const admin = await createBrowserAccount(site, { email: adminEmail, name: 'Admin Rina' })
    const { page, assertClean } = await openSignedIn(browser, site, { account: admin })
    await page.goto('/Dashboard/ManagePlan')
    await poll(() => heading(page)).toBe(messages.dashboard.managePlan)
    await poll(() => visible(page.getByText(messages.plans.showing({ shown: 50, total })))).toBe(
      true,
    )
    const more = page.getByRole('button', { name: messages.scaleConsole.showMore })
    await more.click()
    await poll(() => visible(page.getByText(messages.plans.count({ total })))).toBe(true)

    await page.getByLabel(messages.plans.search).fill('paging trip 1')
    await page.waitForURL('**/Dashboard/ManagePlan?q=paging+trip+1')
    // Trip 1 and trips 10 to 19.
    await poll(() => visible(page.getByText(messages.plans.count({ total: 11 })))).toBe(true)
    const rows = page.getByRole('table').getByRole('row')
    await poll(() => rows.count()).toBe(12)

    await page.getByRole('link', { name: 'Edit Paging trip 12' }).click()
    await page.waitForURL('**/Dashboard/ManagePlan/*')
    await page.goBack()
    await page.waitForURL('**/Dashboard/ManagePlan?q=paging+trip+1')
    await poll(() => page.getByLabel(messages.plans.search).inputValue()).toBe('paging trip 1')
    await poll(() => visible(page.getByText(messages.plans.count({ total: 11 })))).toBe(true)
    await assertClean()
  })
})
