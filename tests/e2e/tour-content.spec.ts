/**
 * Issue 32 items 1 and 2 in Chromium: a demo tour's page shows its itinerary as an ordered list
 * of "Day n" headings with meals and overnight places, and its included / not included / to
 * bring / notes lists, in English and in Bangla, on a phone (390 px) and a desktop (1280 px),
 * and without JavaScript as the server rendered it; an admin edits a day on the plan's edit
 * page, moves it up with the keyboard (focus stays on its button, the move is read out), saves,
 * and the tour page shows the new order.
 *
 * With E2E_SHOTS=<folder>, each state's screen is saved there to look at.
 */
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import { messages, withLocale } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { uniqueEmail } from '#tests/support/accounts.ts'
import { demoContent } from '#server/db/seed/demo-content.ts'
import { createBrowserAccount, openSignedIn } from './support/accounts.ts'
import { openPage, poll, type Site, useSite, visible } from './support/browser.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
let browser: Browser
let site: Site

useSite(
  () => ({ seed: 'demo', config: { adminEmails: [ADMIN_EMAIL] } }),
  (shared) => ({ browser, site } = shared),
)

const shotsDir = process.env.E2E_SHOTS
async function shot(page: Page, name: string) {
  if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true })
}

async function tourByPlaceId(placeId: number): Promise<Place> {
  return (await fetch(`${site.baseUrl}/api/places/${placeId}`)).json() as Promise<Place>
}

/** The day headings, the lists' headings and items as the page shows them. */
async function readTourContent(page: Page, itineraryName: string) {
  const itinerary = page.getByRole('region', { name: itineraryName })
  return {
    days: await itinerary.locator('ol > li h3').allTextContents(),
    listHeadings: await page.locator('section[aria-labelledby^="tour-list-"] h2').allTextContents(),
  }
}

describe('a tour’s itinerary and lists', () => {
  // The Sundarbans: three days on a launch, every list filled.
  const SUNDARBANS = 118

  for (const locale of ['en', 'bn'] as const) {
    for (const width of [390, 1280]) {
      it(`shows them in ${locale === 'en' ? 'English' : 'Bangla'} at ${width} px`, async () => {
        const tour = await tourByPlaceId(SUNDARBANS)
        const content = demoContent(SUNDARBANS)!
        const { page, assertClean } = await openPage(browser, site.baseUrl, { width })
        const prefix = locale === 'bn' ? '/bn' : ''
        await page.goto(`${prefix}${paths.tourDetails(tour._id)}`)
        const texts = withLocale(locale, () => ({
          itinerary: messages.tourContent.itinerary,
          days: content.days.map((day, i) =>
            messages.tourContent.dayTitle({
              n: i + 1,
              title: (locale === 'bn' && day.titleBn) || day.title,
            }),
          ),
          lists: [
            messages.tourContent.inclusions,
            messages.tourContent.exclusions,
            messages.tourContent.bring,
            messages.tourContent.notes,
          ],
          firstInclusion:
            (locale === 'bn' && content.inclusions[0]!.textBn) || content.inclusions[0]!.text,
          overnight: messages.tourContent.overnight({
            place: (locale === 'bn' && content.days[0]!.overnightBn) || content.days[0]!.overnight!,
          }),
        }))
        const itinerary = page.getByRole('region', { name: texts.itinerary })
        await poll(() => visible(itinerary)).toBe(true)
        expect(await readTourContent(page, texts.itinerary)).toEqual({
          days: texts.days,
          listHeadings: texts.lists,
        })
        // Headings in order: the page's h1, "About", then the itinerary's h2 and its days' h3.
        expect(await itinerary.getByRole('heading', { level: 2 }).textContent()).toBe(
          texts.itinerary,
        )
        expect(await itinerary.getByRole('heading', { level: 3 }).count()).toBe(3)
        expect(await visible(itinerary.getByText(texts.overnight))).toBe(true)
        const inclusions = page.getByRole('region', { name: texts.lists[0] })
        expect(await inclusions.getByRole('listitem').first().textContent()).toBe(
          texts.firstInclusion,
        )
        // Nothing wider than the screen.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true)
        await shot(page, `tour-content-${locale}-${width}`)
        await assertClean()
      })
    }
  }

  it('are in the page the server sends, read without JavaScript', async () => {
    const tour = await tourByPlaceId(SUNDARBANS)
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site.baseUrl })
    try {
      const page = await context.newPage()
      await page.goto(`/bn${paths.tourDetails(tour._id)}`)
      const itinerary = page.getByRole('region', {
        name: withLocale('bn', () => messages.tourContent.itinerary),
      })
      const days = itinerary.locator('ol > li h3')
      expect(await days.count()).toBe(3)
      expect(await days.first().textContent()).toBe('দিন ১: ঢাকা থেকে বনে')
      expect(await visible(page.getByRole('heading', { name: 'যা সঙ্গে আনবেন' }))).toBe(true)
    } finally {
      await context.close()
    }
  })

  it('are edited by an admin: a day renamed and moved up by keyboard, then shown in order', async () => {
    // Sajek Valley: three days.
    const SAJEK = 108
    const admin = await createBrowserAccount(site, { email: ADMIN_EMAIL, name: 'Admin Tania' })
    const { page, assertClean, checkA11y } = await openSignedIn(browser, site, {
      account: admin,
    })
    await page.goto(paths.dashboardEditPlan(String(SAJEK)))
    const form = page.locator('form')
    const f = messages.tourContentForm
    const days = form.getByRole('group', { name: f.daysLegend }).locator('ol > li')
    await poll(() => days.count()).toBe(3)
    await checkA11y('plan form with an itinerary')

    const second = days.nth(1)
    await second.getByLabel(f.title, { exact: true }).fill('Konglak Para at sunrise')
    await second.getByRole('checkbox', { name: messages.tourContent.lunch }).uncheck()
    await form.getByRole('button', { name: f.moveUp({ n: 2 }) }).focus()
    await page.keyboard.press('Enter')
    await poll(() => days.first().getByLabel(f.title, { exact: true }).inputValue()).toBe(
      'Konglak Para at sunrise',
    )
    expect(await visible(page.getByText(f.dayMoved({ from: 2, to: 1 })))).toBe(true)
    // Day 1 has no "up": focus went to its "down".
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      f.moveDown({ n: 1 }),
    )
    await shot(page, 'tour-content-editor')

    await form.getByRole('button', { name: messages.plans.editSubmit }).click()
    await poll(() => visible(form.getByText(/Changes to .* are saved\./))).toBe(true)

    const tour = await tourByPlaceId(SAJEK)
    await page.goto(paths.tourDetails(tour._id))
    const headings = page
      .getByRole('region', { name: messages.tourContent.itinerary })
      .locator('ol > li h3')
    await poll(() => headings.first().textContent()).toBe('Day 1: Konglak Para at sunrise')
    expect(await headings.nth(1).textContent()).toBe('Day 2: Dhaka to Sajek')
    expect(
      await visible(page.getByText(messages.tourContent.meals({ meals: 'Breakfast and Dinner' }))),
    ).toBe(true)
    await assertClean()
  })
})
