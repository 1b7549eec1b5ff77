/**
 * Issue 17, item 7 in Chromium: an admin uploads two pictures to a plan on its edit page (each
 * with its progress), describes one, moves it first with the keyboard, and saves; the tour page
 * then leads with that picture as `<picture>` with AVIF and WebP `srcset` (eager, first in line)
 * and shows both in a gallery whose dialog viewer moves with the arrow keys, closes with Escape
 * and gives focus back to its thumbnail, in English and in Bangla.
 */
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { paths } from '#shared/paths.ts'
import { createPlace } from '#tests/factories/catalog.ts'
import { uniqueEmail } from '#tests/support/accounts.ts'
import { createBrowserAccount, openSignedIn } from './support/accounts.ts'
import { poll, type Site, useSite, visible } from './support/browser.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
let browser: Browser
let site: Site

useSite(
  () => ({ seed: 'demo', config: { adminEmails: [ADMIN_EMAIL] } }),
  (shared) => ({ browser, site } = shared),
)

/** A 1400×900 JPEG of two colours: each `hue` gives another file. */
const photo = (hue: [number, number, number]) =>
  sharp({
    create: {
      width: 1400,
      height: 900,
      channels: 3,
      background: { r: hue[0], g: hue[1], b: hue[2] },
    },
  })
    .composite([
      {
        input: { create: { width: 700, height: 450, channels: 3, background: '#f4e9c1' } },
        left: 350,
        top: 225,
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer()

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label'))

describe('a plan with several pictures', () => {
  it('is given two pictures, reordered by keyboard, and shows them in a gallery with srcset', async () => {
    const db = site.testApp.database.db
    const plan = await createPlace(db, {
      divisionId: 1,
      placeName: `Nilgiri Hills ${Date.now() % 100_000}`,
      image: '/images/places/lalbagh-fort.svg',
    })
    const admin = await createBrowserAccount(site, { email: ADMIN_EMAIL, name: 'Admin Tania' })
    const { page, assertClean, checkA11y } = await openSignedIn(browser, site, { account: admin })

    await page.goto(paths.dashboardEditPlan(String(plan.placeId)))
    const form = page.locator('form')
    await poll(() => visible(form.getByLabel('Place name'))).toBe(true)
    expect(await visible(form.getByText('No uploaded pictures yet'))).toBe(true)

    await form.locator('input[type=file]').setInputFiles([
      { name: 'hills.jpg', mimeType: 'image/jpeg', buffer: await photo([30, 90, 60]) },
      { name: 'tea.jpg', mimeType: 'image/jpeg', buffer: await photo([120, 40, 90]) },
    ])
    await poll(() => visible(form.getByText('tea.jpg is added to the pictures.'))).toBe(true)
    expect(await visible(form.getByText('hills.jpg is uploaded'))).toBe(true)
    await poll(() => form.getByText(/^Picture \d of 2$/).count()).toBe(2)
    const image = form.getByLabel('Image URL')
    const [first, second] = await Promise.all(
      [0, 1].map((i) => form.locator('ol > li img').nth(i).getAttribute('src')),
    )
    expect(await image.inputValue()).toBe(first)
    expect(await image.getAttribute('readonly')).not.toBeNull()
    await checkA11y('plan form with two pictures')

    await form.getByLabel('Alt text (what it shows)').nth(1).fill('Tea gardens in the rain')
    // Keyboard: the second picture moves up; focus stays with it (its Up is now disabled).
    await form.getByRole('button', { name: 'Move picture 2 up' }).focus()
    await page.keyboard.press('Enter')
    await poll(() => form.locator('ol > li img').first().getAttribute('src')).toBe(second)
    expect(await visible(page.getByText('Picture 2 is now picture 1.'))).toBe(true)
    await poll(() => focusedLabel(page)).toBe('Move picture 1 down')
    expect(await image.inputValue()).toBe(second)

    await form.getByRole('button', { name: 'Save changes' }).click()
    await poll(() => visible(form.getByText(/Changes to .* are saved\./))).toBe(true)

    // The tour page: the first picture leads, with its copies.
    await page.goto(paths.tourDetails(plan.id))
    const hero = page.locator('article picture').first()
    await poll(() => hero.count()).toBe(1)
    const secondId = /\/uploads\/([0-9a-f]{64})\./.exec(second!)![1]
    expect(await hero.locator('source').nth(0).getAttribute('type')).toBe('image/avif')
    expect(await hero.locator('source').nth(1).getAttribute('type')).toBe('image/webp')
    expect(await hero.locator('source').nth(0).getAttribute('srcset')).toBe(
      `/uploads/${secondId}-480w.avif 480w, /uploads/${secondId}-960w.avif 960w, /uploads/${secondId}-1400w.avif 1400w`,
    )
    const heroImg = hero.locator('img')
    expect(await heroImg.getAttribute('alt')).toBe('Tea gardens in the rain')
    expect(await heroImg.getAttribute('fetchpriority')).toBe('high')
    expect(await heroImg.getAttribute('width')).toBe('1400')
    expect(await heroImg.getAttribute('height')).toBe('900')
    // The browser chose a copy, not the JPEG.
    await poll(() => heroImg.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /-\d+w\.avif$/,
    )

    const gallery = page.getByRole('region', { name: 'Pictures' })
    const thumbs = gallery.getByRole('button', { name: /View picture \d of 2/ })
    expect(await thumbs.count()).toBe(2)
    await checkA11y('tour page with a gallery')
    await thumbs.nth(1).click()
    const dialog = page.getByRole('dialog', { name: 'Pictures of this tour' })
    await poll(() => visible(dialog)).toBe(true)
    expect(await dialog.getByText('2 of 2').count()).toBe(1)
    expect(await dialog.locator('img').getAttribute('alt')).toMatch(/^Photo of Nilgiri Hills/)
    await checkA11y('gallery viewer open')
    await page.keyboard.press('ArrowRight')
    await poll(() => dialog.getByText('1 of 2').count()).toBe(1)
    expect(await dialog.locator('img').getAttribute('alt')).toBe('Tea gardens in the rain')
    await page.keyboard.press('ArrowLeft')
    await poll(() => dialog.getByText('2 of 2').count()).toBe(1)
    await page.keyboard.press('Escape')
    await poll(() => dialog.count()).toBe(0)
    await poll(() => focusedLabel(page)).toBe('View picture 2 of 2')

    // In Bangla: the gallery in Bangla, the Bangla alt falling back to the plan's.
    await page.goto(`/bn${paths.tourDetails(plan.id)}`)
    const galleryBn = page.getByRole('region', { name: 'ছবি' })
    await poll(() => galleryBn.getByRole('button').count()).toBe(2)
    await galleryBn.getByRole('button').first().click()
    const dialogBn = page.getByRole('dialog', { name: 'এই ট্যুরের ছবি' })
    await poll(() => visible(dialogBn)).toBe(true)
    expect(await dialogBn.getByText('২টির মধ্যে ১').count()).toBe(1)
    await checkA11y('gallery viewer in Bangla')
    await page.keyboard.press('Escape')

    await assertClean()
  })
})
