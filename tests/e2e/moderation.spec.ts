/**
 * Issue 12 in Chromium: an admin moderates reviews on Dashboard → Reviews (Load more, Hide — the
 * review leaves Home's testimonials — and Delete after the confirmation modal), and Add Plan
 * refuses to save while its image cannot be loaded, then saves after uploading a file.
 */
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Division, Place } from '#shared/contracts/catalog.ts'
import { createReview } from '#tests/factories/catalog.ts'
import { uniqueEmail } from '#tests/support/accounts.ts'
import { solidPng } from '#tests/support/png.ts'
import { createBrowserAccount, openSignedIn } from './support/accounts.ts'
import { poll, type Site, useSite, visible } from './support/browser.ts'

const adminEmails = { reviews: uniqueEmail('admin'), plans: uniqueEmail('admin') }

let browser: Browser
let site: Site

useSite(
  () => ({ seed: 'demo', config: { adminEmails: Object.values(adminEmails) } }),
  (shared) => ({ browser, site } = shared),
)

async function signedInAdmin(email: string) {
  const admin = await createBrowserAccount(site, { email, name: 'Admin Sadia' })
  const watched = await openSignedIn(browser, site, { account: admin })
  return watched
}

const testimonials = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'What Our Clients Says' }) })

describe('review moderation', () => {
  it('hides a review, which leaves Home, and deletes another after confirming', async () => {
    const db = site.testApp.database.db
    // More than a page (20), so 'Load more' has something to load.
    for (let i = 0; i < 22; i++) {
      await createReview(db, { createdAt: new Date(Date.now() - (i + 10) * 86_400_000) })
    }
    const name = `Shirin Akter ${Date.now() % 100_000}`
    const text = 'The Sajek valley sunrise was worth the long ride.'
    await createReview(db, { name, description: text, rating: 4 })
    const doomed = await createReview(db, { name: `Spam Bot ${Date.now() % 100_000}` })

    const { page, assertClean, checkA11y } = await signedInAdmin(adminEmails.reviews)
    await page.goto('/')
    await poll(() => visible(testimonials(page).getByText(name))).toBe(true)

    await page.goto('/Dashboard')
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Reviews' })
      .click()
    await page.waitForURL('**/Dashboard/Reviews')
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Reviews')
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
    await poll(() => visible(card)).toBe(true)
    expect(await card.getByText('On Home').count()).toBe(1)

    const items = page.locator('[data-review-index]')
    expect(await items.count()).toBe(20)
    const loadMore = page.getByRole('button', { name: 'Load more' })
    await loadMore.click()
    await poll(() => items.count()).toBeGreaterThan(20)
    await poll(() => visible(page.getByText(/more reviews? loaded/))).toBe(true)
    // Focus moved to the first review of the new page.
    await poll(() =>
      page.evaluate(() => document.activeElement?.getAttribute('data-review-index')),
    ).toBe('20')

    // Keyboard: the Hide button by Tab order is an ordinary button.
    const hide = card.getByRole('button', { name: `Hide the review by ${name}` })
    await hide.focus()
    await page.keyboard.press('Enter')
    await poll(() => visible(card.getByText('Hidden', { exact: true }))).toBe(true)
    await poll(() => visible(page.getByText(`The review by ${name} is hidden from Home.`))).toBe(
      true,
    )
    expect(await card.getByRole('button', { name: `Show the review by ${name}` }).count()).toBe(1)
    await checkA11y('a review hidden')

    const publicList = await (await fetch(`${site.baseUrl}/api/review`)).json()
    expect(publicList.some((r: { name: string }) => r.name === name)).toBe(false)

    // Delete: the modal asks first; Keep it changes nothing.
    const doomedCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: doomed.name }) })
    await doomedCard.getByRole('button', { name: `Delete the review by ${doomed.name}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete this review?' })
    await poll(() => visible(dialog)).toBe(true)
    await checkA11y('delete modal open')
    await dialog.getByRole('button', { name: 'Keep it' }).click()
    await poll(() => dialog.count()).toBe(0)
    // The rest of the page is hidden from assistive tech while the dialog is open, and shown
    // again by the dialog's clean-up, which may run a frame after it has gone.
    await poll(() => doomedCard.count()).toBe(1)
    await doomedCard.getByRole('button', { name: `Delete the review by ${doomed.name}` }).click()
    await dialog.getByRole('button', { name: 'Delete review' }).click()
    await poll(() => doomedCard.count()).toBe(0)
    await poll(() => visible(page.getByText(`The review by ${doomed.name} was deleted.`))).toBe(
      true,
    )

    // Home, rendered by the server and then by the app: the hidden review is gone.
    await page.goto('/')
    await poll(() => visible(testimonials(page).getByRole('listitem').first())).toBe(true)
    expect(await testimonials(page).getByText(name).count()).toBe(0)
    expect(await testimonials(page).getByText(doomed.name).count()).toBe(0)
    await assertClean()
  })
})

describe('Add Plan image', () => {
  it('refuses to save with an image that cannot be loaded, and saves after an upload', async () => {
    const { page, assertClean } = await signedInAdmin(adminEmails.plans)
    const name = `Tanguar Haor ${Date.now() % 100_000}`
    await page.goto('/Dashboard/AddPlan')
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Add Plan')
    const form = page.locator('form')
    await form.getByLabel('Place id').fill(String(95_000 + (Date.now() % 1000)))
    await form.getByLabel('Place name').fill(name)
    await form
      .getByLabel('Description', { exact: true })
      .fill('A wetland of birds and floating villages.')
    await form.getByLabel('Price', { exact: true }).fill('210')
    await form.getByLabel('Review count').fill('3')
    await form.getByLabel('Duration (days)').fill('2')
    await form.getByLabel('Rating').fill('4.6')
    const divisions: Division[] = await (await fetch(`${site.baseUrl}/api/divisions`)).json()
    const sylhet = divisions.find((d) => d.divisionName === 'Sylhet')!
    await form.getByLabel('Choose a division').selectOption(String(sylhet.id))

    const image = form.getByLabel('Image URL')
    await image.fill('/images/places/no-such-picture.png')
    await image.blur()
    await poll(() =>
      visible(form.getByText('The image could not be loaded from this address.')),
    ).toBe(true)
    await form.getByRole('button', { name: 'Add plan' }).click()
    await poll(() => image.getAttribute('aria-invalid')).toBe('true')
    expect(await visible(form.getByText(/Check it, or upload the file instead/))).toBe(true)
    expect(await visible(form.getByText(`${name} was added`))).toBe(false)

    await form.locator('input[type=file]').setInputFiles({
      name: 'tanguar.png',
      mimeType: 'image/png',
      buffer: solidPng([30, 110, 160], 48),
    })
    await poll(() => visible(form.getByText('tanguar.png is uploaded'))).toBe(true)
    const url = await image.inputValue()
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/)
    await poll(() => visible(form.getByRole('img', { name: /visitors will see/ }))).toBe(true)
    await poll(() => image.getAttribute('aria-invalid')).toBe(null)

    await form.getByRole('button', { name: 'Add plan' }).click()
    await poll(() => visible(form.getByText(`${name} was added to Sylhet.`))).toBe(true)
    const places: Place[] = await (await fetch(`${site.baseUrl}/api/places`)).json()
    expect(places.find((p) => p.placeName === name)?.image).toBe(url)
    const served = await fetch(`${site.baseUrl}${url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    // The broken address was tried (preview and check): the browser logs its 404.
    await assertClean([/status of 404/])
  })
})
