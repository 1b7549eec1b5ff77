/**
 * A customer's walk, second part, in Chromium: a tour's rating says where it comes from and never
 * contradicts its reviews section (ratings on other sites, verified reviews below, the same count
 * in both places); signing in to book comes back to the tour with the chosen date and travellers
 * and the booking modal open, and after booking the confirmation restates them while the date
 * stays chosen; Manage Order fits a 1280 px screen in English and Bangla, and the Dashboard's band
 * is a compact strip on a phone, so each page starts on the first screen.
 */
import { eq } from 'drizzle-orm'
import type { Browser, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import { addDays, dhakaToday, formatShortDate } from '#shared/dhaka-date.ts'
import { bn } from '#shared/i18n/bn.ts'
import { messages, withLocale } from '#shared/messages.ts'
import { orders, users } from '#server/db/schema/index.ts'
import { createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createOrder } from '#tests/factories/orders.ts'
import { uniqueEmail } from '#tests/support/accounts.ts'
import { createBrowserAccount, openSignedIn, type BrowserAccount } from './support/accounts.ts'
import {
  heading,
  openPage,
  poll,
  shownPrice,
  type Site,
  useSite,
  visible,
} from './support/browser.ts'

const ADMIN_EMAIL = uniqueEmail('admin')

let browser: Browser
let site: Site
let demo: Place

useSite(
  () => ({ seed: 'demo', config: { adminEmails: [ADMIN_EMAIL] } }),
  (shared) => ({ browser, site } = shared),
)
beforeAll(async () => {
  demo = ((await (await fetch(`${site.baseUrl}/api/places`)).json()) as Place[])[0]!
})

let made = 0
/** A new tour in a demo division, drawn with a demo picture (the factory's would be a 404). */
function newTour(overrides: { rating?: number; reviewCount?: number; price?: number } = {}) {
  made += 1
  return createPlace(site.testApp.database.db, {
    divisionId: demo.parentID,
    image: demo.image,
    placeName: `Sajek Cloud Camp ${made}-${Date.now() % 100_000}`,
    ...overrides,
  })
}

async function userOf(account: BrowserAccount) {
  const [user] = await site.testApp.database.db
    .select()
    .from(users)
    .where(eq(users.email, account.email))
  return user!
}

/** The tour page's row of facts under its name: stars, where they come from, days. */
const facts = (page: Page) => page.locator('article > div ul').first()
const reviewsSection = (page: Page) =>
  page.locator('section', {
    has: page.getByRole('heading', { name: messages.tourReviews.heading }),
  })

describe("a tour's rating and its reviews", () => {
  it('say where the figures come from, and agree once a traveller reviews', async () => {
    const tour = await newTour({ rating: 4.6, reviewCount: 256 })
    const account = await createBrowserAccount(site, { name: 'Sadia Karim' })
    // A paid trip that has happened: the traveller may review.
    const db = site.testApp.database.db
    const past = await createDeparture(db, { tourId: tour.id, date: addDays(dhakaToday(), -5) })
    await createOrder(db, {
      user: await userOf(account),
      tourId: tour.id,
      departure: past,
      paid: true,
    })

    const visitor = await openPage(browser, site.baseUrl)
    await visitor.page.goto(`/tour-details/${tour.id}`)
    await poll(() => heading(visitor.page)).toBe(tour.name)
    const section = reviewsSection(visitor.page)
    await poll(() => visible(section.getByText(messages.tourReviews.empty))).toBe(true)
    // The header's 256 are ratings on other sites, not reviews this page lacks.
    const header = (await facts(visitor.page).innerText()).replace(/\s+/g, ' ')
    expect(header).toContain(messages.tour.ratingsElsewhere({ n: 256 }))
    expect(header).not.toMatch(/review/i)
    expect(await visitor.page.getByText(/256 reviews/i).count()).toBe(0)
    expect(await visible(section.getByText(messages.tourReviews.elsewhere({ n: 256 })))).toBe(true)
    await visitor.assertClean()

    // The traveller reviews: the header counts it as the section does.
    const traveller = await openSignedIn(browser, site, { account })
    const { page } = traveller
    await page.goto(`/tour-details/${tour.id}`)
    // The reviews are drawn for the session as the traveller scrolls to them (lib/deferred.tsx).
    await reviewsSection(page).scrollIntoViewIfNeeded()
    const form = page.getByRole('form', { name: messages.tourReviews.formTitle })
    await poll(() => visible(form)).toBe(true)
    const stars = form.getByRole('group', { name: messages.tourReviews.ratingLegend })
    await stars.getByRole('radio', { name: '1 star' }).focus()
    await page.keyboard.press('Space')
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight')
    expect(await stars.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true)
    await form.getByLabel(messages.tourReviews.textLabel).fill('Clouds below the cottage at dawn.')
    await form.getByRole('button', { name: messages.tourReviews.submit }).click()
    await poll(() => visible(page.getByText(messages.tourReviews.posted))).toBe(true)
    const oneReview = messages.tour.verifiedReviews({ n: 1 })
    await poll(() => facts(page).innerText()).toContain(oneReview)
    expect(await facts(page).innerText()).toContain(messages.tour.ratingsElsewhere({ n: 256 }))
    expect(await reviewsSection(page).getByText(oneReview, { exact: true }).count()).toBe(1)
    await traveller.assertClean()

    // A visitor, and in Bangla: one verified review in the header and in the section, and it shows.
    for (const prefix of ['', '/bn']) {
      const reader = await openPage(browser, site.baseUrl)
      await reader.page.goto(`${prefix}/tour-details/${tour.id}`)
      const inBangla = prefix === '/bn'
      const text = <T>(read: () => T) => (inBangla ? withLocale('bn', read) : read())
      const one = text(() => messages.tour.verifiedReviews({ n: 1 }))
      const elsewhere = text(() => messages.tour.ratingsElsewhere({ n: 256 }))
      const inSection = reviewsSection(reader.page).or(
        reader.page.locator('section', {
          has: reader.page.getByRole('heading', { name: bn.tourReviews.heading }),
        }),
      )
      await poll(() => visible(inSection.getByText('Sadia Karim'))).toBe(true)
      const headerText = (await facts(reader.page).innerText()).replace(/\s+/g, ' ')
      expect(headerText).toContain(elsewhere)
      expect(headerText).toContain(one)
      expect(await inSection.getByText(one, { exact: true }).count()).toBe(1)
      expect(await inSection.getByText(text(() => messages.tourReviews.empty)).count()).toBe(0)
      // (4.6 × 256 + 5) / 257 = 4.60…
      expect(headerText).toContain(inBangla ? '৪.৬' : '4.6')
      await reader.assertClean()
    }
  })
})

describe('signing in to book', () => {
  it('comes back with the date, the travellers and the booking modal, and keeps them after booking', async () => {
    const tour = await newTour({ price: 120 })
    const db = site.testApp.database.db
    const first = await createDeparture(db, { tourId: tour.id, date: addDays(dhakaToday(), 30) })
    const second = await createDeparture(db, { tourId: tour.id, date: addDays(dhakaToday(), 37) })
    const account = await createBrowserAccount(site, { name: 'Nafisa Haque' })

    const { page, assertClean, checkA11y } = await openPage(browser, site.baseUrl)
    await page.goto(`/tour-details/${tour.id}`)
    const dates = page.getByRole('group', { name: messages.dates.legend })
    const option = (date: string) =>
      dates.locator('label').filter({ hasText: formatShortDate(date) })
    await poll(() => option(second.date).count()).toBe(1)
    await option(second.date).click()
    await page.getByRole('button', { name: messages.dates.more }).click()
    await page.getByRole('button', { name: messages.dates.more }).click()
    expect(await page.getByLabel(messages.dates.travellers).inputValue()).toBe('3')
    await page.getByRole('button', { name: messages.tour.bookNow }).click()
    await page.waitForURL('**/login')

    const form = page.getByRole('form', { name: 'Sign in' })
    await form.getByLabel('Email').fill(account.email)
    await form.getByLabel('Password').fill(account.password)
    await form.getByRole('button', { name: 'Sign in', exact: true }).click()

    // Back on the tour, the modal open with that date and party.
    await page.waitForURL(`**/tour-details/${tour.id}*`)
    const dialog = page.getByRole('dialog', { name: `Book ${tour.name}` })
    await poll(() => visible(dialog)).toBe(true)
    const total = shownPrice(site, 120 * 3)
    const summary = (await dialog.locator('dl').textContent()) ?? ''
    expect(summary).toContain(formatShortDate(second.date))
    expect(summary).toContain(`${messages.dates.travellers}3`)
    expect(summary).toContain(`${messages.dates.total}${total}`)
    // The address no longer asks for the modal: a reload would not open it again.
    await poll(() => new URL(page.url()).search).toBe('')
    await checkA11y('booking modal after signing in')

    await dialog.getByLabel('Phone number').fill('+880 1712-345678')
    await dialog.getByRole('button', { name: messages.booking.confirm }).click()
    await poll(() => visible(page.getByText(messages.booking.placed))).toBe(true)
    await poll(() => dialog.count()).toBe(0)

    // The confirmation restates what was booked…
    const confirmation = page.locator('dl').filter({ hasText: messages.dates.travellers })
    await poll(() => confirmation.count()).toBe(1)
    const restated = (await confirmation.textContent()) ?? ''
    expect(restated).toContain(`${messages.dates.date}${formatShortDate(second.date)}`)
    expect(restated).toContain(
      `${messages.dates.travellers}${messages.dates.travellersCount({ n: 3 })}`,
    )
    expect(restated).toContain(`${messages.dates.total}${total}`)
    // …and the picker above it keeps the booked date and party, its seats refreshed under it.
    await poll(() => option(second.date).textContent()).toContain(
      messages.dates.seatsLeft({ n: 12 }),
    )
    expect(await option(second.date).getByRole('radio').isChecked()).toBe(true)
    expect(await option(first.date).getByRole('radio').isChecked()).toBe(false)
    expect(await page.getByLabel(messages.dates.travellers).inputValue()).toBe('3')

    const [booked] = await db.select().from(orders).where(eq(orders.email, account.email))
    expect(booked).toMatchObject({ departureId: second.id, travellers: 3 })
    await assertClean()
  })

  it('says so when the carried date can no longer be booked, and opens nothing', async () => {
    const tour = await newTour()
    const db = site.testApp.database.db
    const open = await createDeparture(db, { tourId: tour.id, date: addDays(dhakaToday(), 40) })
    const gone = addDays(dhakaToday(), 41)
    const { page, assertClean } = await openSignedIn(browser, site)
    await page.goto(`/tour-details/${tour.id}?date=${gone}&travellers=2&book=1`)
    const notice = messages.dates.carriedGone({ date: formatShortDate(gone) })
    await poll(() => visible(page.getByText(notice))).toBe(true)
    expect(await page.getByRole('dialog').count()).toBe(0)
    const dates = page.getByRole('group', { name: messages.dates.legend })
    expect(await dates.getByRole('radio').first().isChecked()).toBe(true)
    expect(await dates.locator('label').first().textContent()).toContain(formatShortDate(open.date))
    expect(await page.getByLabel(messages.dates.travellers).inputValue()).toBe('2')

    // A tampered party opens nothing either.
    await page.goto(`/tour-details/${tour.id}?date=${open.date}&travellers=99&book=1`)
    await poll(() => new URL(page.url()).search).toBe('')
    await poll(() => dates.getByRole('radio').count()).toBe(1)
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await page.getByLabel(messages.dates.travellers).inputValue()).toBe('1')
    await assertClean()
  })
})

describe('the Dashboard on a desktop and a phone', () => {
  let admin: BrowserAccount

  beforeAll(async () => {
    const db = site.testApp.database.db
    admin = await createBrowserAccount(site, {
      email: ADMIN_EMAIL,
      name: 'Tania Rahman Chowdhury',
    })
    // Realistic rows beside the demo's: long names and addresses, parties, notes, contact marks.
    const places: Place[] = await (await fetch(`${site.baseUrl}/api/places`)).json()
    const customer = await createBrowserAccount(site, {
      name: 'Mohammad Abdullah Al Mamun Chowdhury',
      email: uniqueEmail('mohammad.abdullah.al.mamun.chowdhury'),
    })
    const user = await userOf(customer)
    for (let i = 0; i < 6; i++) {
      const tourId = places[i % places.length]!._id
      const departure = await createDeparture(db, { tourId })
      const order = await createOrder(db, {
        user,
        tourId,
        departure,
        paid: i % 2 === 0,
        phone: '+880 1711-204518',
      })
      await db
        .update(orders)
        .set({
          travellers: 2 + (i % 3),
          createdAt: new Date(Date.now() + 60_000 * (10 - i)),
          ...(i % 2 === 0 ? { contactedAt: new Date(), adminNote: 'Wants a window seat' } : {}),
        })
        .where(eq(orders.id, order._id))
    }
  })

  for (const prefix of ['', '/bn']) {
    const language = prefix ? 'Bangla' : 'English'

    it(`Manage Order fits 1280 px, actions and all (${language})`, async () => {
      const { page, assertClean } = await openSignedIn(browser, site, {
        account: admin,
        width: 1280,
        height: 900,
      })
      await page.goto(`${prefix}/Dashboard/ManageBooking`)
      const table = page.getByRole('table')
      await poll(() => table.getByRole('row').count()).toBeGreaterThan(6)
      await poll(() => table.getByText('Mohammad Abdullah Al Mamun Chowdhury').count()).toBe(6)
      const fit = await page.evaluate(() => {
        const box = document.querySelector('table')!.parentElement!
        const edge = box.getBoundingClientRect().right
        const controls = [...box.querySelectorAll('button, a, input')].map(
          (el) => el.getBoundingClientRect().right,
        )
        return {
          page: document.documentElement.scrollWidth,
          overflow: box.scrollWidth - box.clientWidth,
          pastEdge: controls.filter((right) => right > edge + 0.5).length,
          controls: controls.length,
        }
      })
      expect(fit.page).toBeLessThanOrEqual(1280)
      // Within rounding: scrollWidth and clientWidth are whole pixels of fractional widths.
      expect(fit.overflow).toBeLessThanOrEqual(1)
      expect(fit.controls).toBeGreaterThan(20)
      expect(fit.pastEdge).toBe(0)
      // Each row's last control (Delete) is on the screen, not scrolled off.
      const deletes = table.getByRole('button', { name: prefix ? bn.orders.delete : 'Delete' })
      for (const box of await Promise.all(
        (await deletes.all()).slice(0, 8).map((d) => d.boundingBox()),
      )) {
        expect(box!.x + box!.width).toBeLessThanOrEqual(1280)
      }
      await assertClean()
    })

    it(`the band is 260 px on a desktop and a strip on a phone (${language})`, async () => {
      const bandOf = (page: Page) =>
        page.evaluate(() => {
          const band = document.querySelector('[data-dashboard-band]')!.getBoundingClientRect()
          const h1 = document.querySelector('main h1')!.getBoundingClientRect()
          return {
            band: band.height,
            h1: h1.top,
            width: document.documentElement.scrollWidth,
          }
        })
      for (const [width, height] of [
        [1280, 900],
        [390, 844],
      ] as const) {
        for (const [who, path] of [
          ['admin', '/Dashboard/ManageBooking'],
          ['customer', '/Dashboard/MyBooking'],
        ] as const) {
          const { page, assertClean } = await openSignedIn(browser, site, {
            ...(who === 'admin' ? { account: admin } : {}),
            width,
            height,
          })
          await page.goto(`${prefix}${path}`)
          await poll(async () => (await heading(page))?.length ?? 0).toBeGreaterThan(0)
          const seen = await bandOf(page)
          expect(seen.width, `${who} ${width} px`).toBeLessThanOrEqual(width)
          if (width === 1280) {
            expect(seen.band, `${who} ${width} px`).toBe(260)
          } else {
            // Compact: the page's heading is in the top half of the first screen.
            expect(seen.band, `${who} ${width} px`).toBeLessThan(130)
            expect(seen.h1, `${who} ${width} px`).toBeLessThan(height / 2)
            // Its name, email and role are all still there.
            const band = page.locator('[data-dashboard-band]')
            const role = prefix ? bn.dashboard : messages.dashboard
            expect(
              await visible(band.getByText(who === 'admin' ? role.roleAdmin : role.roleCustomer)),
            ).toBe(true)
            expect(await band.innerText()).toContain(
              who === 'admin' ? 'Tania Rahman Chowdhury' : 'Nusrat Jahan',
            )
            // The sidebar is one row that scrolls sideways, its current page in view.
            const current = page
              .getByRole('navigation', { name: prefix ? bn.nav.dashboard : messages.nav.dashboard })
              .locator('[aria-current="page"]')
            const box = (await current.boundingBox())!
            expect(box.x).toBeGreaterThanOrEqual(0)
            expect(box.x + box.width).toBeLessThanOrEqual(width)
          }
          await assertClean()
        }
      }
    })
  }
})
