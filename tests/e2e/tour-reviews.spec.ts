/**
 * Issue 15, item 7 in Chromium: a traveller whose paid departure has passed (the "test clock":
 * a departure dated in the past, inserted by the factory) follows My Booking's 'Review this
 * tour' to the form, is told what is missing, rates with the keyboard and posts; the review shows
 * on the tour's page with the new rating, and the page's JSON-LD carries AggregateRating and
 * Review. An admin hides it on Reviews → Tour reviews and it is gone, figures included. A
 * visitor reads a tour's reviews five at a time with 'Show more'. axe checks every state.
 */
import { eq } from 'drizzle-orm'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { users } from '#server/db/schema/index.ts'
import { createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createOrder } from '#tests/factories/orders.ts'
import { randomIp, uniqueEmail } from '#tests/support/accounts.ts'
import { createBrowserAccount, openSignedIn, type BrowserAccount } from './support/accounts.ts'
import { heading, openPage, poll, type Site, useSite, visible } from './support/browser.ts'

const ADMIN_EMAIL = uniqueEmail('admin')

let browser: Browser
let site: Site

useSite(
  () => ({ seed: 'demo', config: { adminEmails: [ADMIN_EMAIL] } }),
  (shared) => ({ browser, site } = shared),
)

let daysBack = 0

/** A new tour in a demo division, drawn with a demo picture (the factory's would be a 404). */
async function newTour(overrides: { rating: number; reviewCount: number }) {
  const demo: Place = (await (await fetch(`${site.baseUrl}/api/places`)).json())[0]
  return createPlace(site.testApp.database.db, {
    divisionId: demo.parentID,
    image: demo.image,
    placeName: `Haor Boat Trip ${Date.now() % 100_000}`,
    ...overrides,
  })
}

/** A paid booking of `tourId` whose departure was some days ago: the trip has happened. */
async function travelled(account: BrowserAccount, tourId: string) {
  const db = site.testApp.database.db
  const [user] = await db.select().from(users).where(eq(users.email, account.email))
  daysBack += 3
  const departure = await createDeparture(db, {
    tourId,
    date: addDays(dhakaToday(), -daysBack),
  })
  return createOrder(db, { user: user!, tourId, departure, paid: true })
}

const reviewsSection = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Reviews from travellers' }) })

async function jsonLd(page: Page) {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent()
  return JSON.parse(text!) as {
    aggregateRating?: { ratingValue: number; reviewCount: number }
    review?: {
      reviewBody: string
      author: { name: string }
      reviewRating: { ratingValue: number }
    }[]
  }
}

describe('verified tour reviews', () => {
  it('a traveller reviews a tour after its departure; an admin hides the review', async () => {
    const tour = await newTour({ rating: 4, reviewCount: 1 })
    const name = `Sadia Islam ${Date.now() % 100_000}`
    const account = await createBrowserAccount(site, { name })
    await travelled(account, tour.id)
    const text = 'Sunrise over the haor from the boat roof.\nThe cook made the best fish curry!'

    const traveller = await openSignedIn(browser, site, { account })
    const { page } = traveller
    await page.goto('/Dashboard/MyBooking')
    await poll(() => heading(page)).toBe('My Booking')
    const link = page.getByRole('link', { name: `Review this tour: ${tour.name}` }).first()
    await poll(() => visible(link)).toBe(true)
    await traveller.checkA11y('My Booking with a trip to review')
    await link.click()
    await page.waitForURL(`**/tour-details/${tour.id}#review`)

    // The form is where the link pointed, its heading focused.
    const form = page.getByRole('form', { name: 'Review your trip' })
    await poll(() => visible(form)).toBe(true)
    await poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Review your trip',
    )
    expect(await page.getByRole('img', { name: 'Rated 4 out of 5' }).count()).toBeGreaterThan(0)

    // Nothing filled in: each field says what it needs, under it.
    await form.getByRole('button', { name: 'Post review' }).click()
    await poll(() => visible(form.getByText('Choose a rating from 1 to 5 stars.'))).toBe(true)
    expect(await form.getByText('Write a few words about your trip.').count()).toBe(1)
    await traveller.checkA11y('review form with errors')

    // Keyboard: the stars are one radio group; Space picks, arrows move.
    const group = form.getByRole('group', { name: 'Your rating' })
    await group.getByRole('radio', { name: '1 star' }).focus()
    await page.keyboard.press('Space')
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight')
    expect(await group.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true)
    await form.getByLabel('Your review').fill(text)
    await form.getByRole('button', { name: 'Post review' }).click()

    await poll(() => visible(page.getByText('Thank you! Your review is on this page.'))).toBe(true)
    expect(await form.count()).toBe(0)
    const section = reviewsSection(page)
    // Under "Your review" (and not again in the list below it).
    const card = section.getByRole('article', { name })
    await poll(() => visible(card)).toBe(true)
    expect(await card.getByRole('img', { name: 'Rated 5 out of 5' }).count()).toBe(1)
    expect(await card.textContent()).toContain('The cook made the best fish curry!')
    expect(await card.textContent()).toContain('Verified traveller')
    expect(await section.getByRole('listitem').filter({ hasText: name }).count()).toBe(0)
    // The page's figures: (4 × 1 + 5) / 2.
    await poll(() => page.getByRole('img', { name: 'Rated 4.5 out of 5' }).count()).toBe(1)
    // Where they come from: the plan's starting rating, and the review, counted as the section does.
    expect(await page.getByText('1 rating on other sites', { exact: true }).count()).toBe(1)
    await poll(() => page.getByText('1 verified review', { exact: true }).count()).toBe(2)
    await traveller.checkA11y('review posted')

    // Rendered by the server: the review in the page and in its JSON-LD.
    await page.reload()
    await poll(() => visible(reviewsSection(page).getByText(name))).toBe(true)
    const data = await jsonLd(page)
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 })
    expect(data.review).toEqual([
      expect.objectContaining({
        reviewBody: text,
        author: { '@type': 'Person', name },
        reviewRating: expect.objectContaining({ ratingValue: 5 }),
      }),
    ])
    await traveller.assertClean()

    // An admin hides it on the Tour reviews tab, with the keyboard.
    const admin = await openSignedIn(browser, site, {
      account: await createBrowserAccount(site, { email: ADMIN_EMAIL, name: 'Admin Rafi' }),
    })
    await admin.page.goto('/Dashboard/Reviews')
    await poll(() => heading(admin.page)).toBe('Reviews')
    const testimonialsTab = admin.page.getByRole('tab', { name: 'Testimonials' })
    await testimonialsTab.focus()
    await admin.page.keyboard.press('ArrowRight')
    const toursTab = admin.page.getByRole('tab', { name: 'Tour reviews' })
    await poll(() => toursTab.getAttribute('aria-selected')).toBe('true')
    const moderated = admin.page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ has: admin.page.getByRole('heading', { name }) })
    await poll(() => visible(moderated)).toBe(true)
    expect(await moderated.getByText(tour.name).count()).toBe(1)
    await admin.checkA11y('tour reviews tab')
    await moderated.getByRole('button', { name: `Hide the review by ${name}` }).click()
    await poll(() => visible(moderated.getByText('Hidden', { exact: true }))).toBe(true)
    await poll(() =>
      visible(
        admin.page.getByText(`The review of ${tour.name} by ${name} is hidden from its page.`),
      ),
    ).toBe(true)
    await admin.assertClean()

    // Gone from the tour's page and its figures; its author is told it is hidden.
    const visitor = await openPage(browser, site.baseUrl)
    await visitor.page.goto(`/tour-details/${tour.id}`)
    await poll(() =>
      visible(reviewsSection(visitor.page).getByText('No verified reviews yet.')),
    ).toBe(true)
    expect(await reviewsSection(visitor.page).getByText(name).count()).toBe(0)
    expect(await visitor.page.getByRole('img', { name: 'Rated 4 out of 5' }).count()).toBe(1)
    expect(await visitor.page.getByText('1 rating on other sites', { exact: true }).count()).toBe(1)
    expect(await visitor.page.getByText(/^\d+ verified reviews?$/).count()).toBe(0)
    const after = await jsonLd(visitor.page)
    expect(after.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 })
    expect(after.review).toBeUndefined()
    await visitor.assertClean()

    await page.reload()
    // The reviews are drawn for the session as the traveller scrolls to them (lib/deferred.tsx).
    await reviewsSection(page).scrollIntoViewIfNeeded()
    await poll(() =>
      visible(page.getByText('Our team has hidden your review from this page.')),
    ).toBe(true)
    await traveller.assertClean()
  })

  it('shows a tour’s reviews five at a time, and Show more the rest', async () => {
    const tour = await newTour({ rating: 4.5, reviewCount: 20 })
    for (let i = 1; i <= 7; i++) {
      const account = await createBrowserAccount(site, { name: `Traveller ${i}` })
      await travelled(account, tour.id)
      const posted = await site.testApp.app.inject({
        method: 'POST',
        url: `/api/places/${tour.id}/reviews`,
        headers: {
          origin: site.baseUrl,
          cookie: account.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
        },
        remoteAddress: randomIp(),
        payload: { rating: 1 + (i % 5), text: `Trip report number ${i}.` },
      })
      expect(posted.statusCode).toBe(201)
    }

    const { page, assertClean } = await openPage(browser, site.baseUrl)
    await page.goto(`/tour-details/${tour.id}`)
    const section = reviewsSection(page)
    const items = section.getByRole('listitem')
    await poll(() => items.count()).toBe(5)
    // Scrolled to, the section is drawn for the session (the server's says it is checking it).
    await section.scrollIntoViewIfNeeded()
    expect(await section.getByText('7 verified reviews').count()).toBe(1)
    // Newest first.
    expect(await items.first().textContent()).toContain('Traveller 7')
    // Signed out: a way to sign in and review.
    await poll(() =>
      section.getByRole('link', { name: 'Sign in to review this tour' }).count(),
    ).toBe(1)

    await section.getByRole('button', { name: 'Show more reviews' }).click()
    await poll(() => items.count()).toBe(7)
    // Focus moved to the first new review; nothing more to show.
    await poll(() =>
      page.evaluate(() => document.activeElement?.getAttribute('data-tour-review-index')),
    ).toBe('5')
    expect(await section.getByRole('button', { name: 'Show more reviews' }).count()).toBe(0)
    expect(await items.last().textContent()).toContain('Traveller 1')
    await assertClean()
  })
})
