/**
 * `npm run screenshots -- reviews`: PNGs of verified tour reviews at 390 and 1280 px, from the
 * production build on a fresh demo database, into tests/.artifacts/screenshots/ (not committed:
 * they are for looking at while changing these pages). A tour with reviews of every length
 * (a long name, a long unbroken word, several paragraphs) is made with the test factories: the
 * reviews section with the form (empty, then refused with its field errors), the section after
 * posting, a visitor's view with Show more, My Booking's 'Review this tour', and the admins'
 * Tour reviews tab.
 */
import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { Locator, Page } from 'playwright-core'
import type { Place } from '#shared/contracts/catalog.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { users } from '#server/db/schema/index.ts'
import { createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createOrder } from '#tests/factories/orders.ts'
import { randomIp, uniqueEmail } from '#tests/support/accounts.ts'
import {
  createBrowserAccount,
  openSignedIn,
  type BrowserAccount,
} from '#tests/e2e/support/accounts.ts'
import { launchBrowser, openPage, startSite } from '#tests/e2e/support/browser.ts'

const outDir = path.resolve('tests/.artifacts/screenshots')
fs.mkdirSync(outDir, { recursive: true })

const ADMIN_EMAILS = [uniqueEmail('admin'), uniqueEmail('admin')]
const site = await startSite({ seed: 'demo', config: { adminEmails: ADMIN_EMAILS } })
const browser = await launchBrowser()
const db = site.testApp.database.db
let daysBack = 0

async function travelled(account: BrowserAccount, tourId: string) {
  const [user] = await db.select().from(users).where(eq(users.email, account.email))
  daysBack += 4
  const departure = await createDeparture(db, { tourId, date: addDays(dhakaToday(), -daysBack) })
  await createOrder(db, { user: user!, tourId, departure, paid: true })
}

async function post(account: BrowserAccount, tourId: string, rating: number, text: string) {
  const response = await site.testApp.app.inject({
    method: 'POST',
    url: `/api/places/${tourId}/reviews`,
    headers: {
      origin: site.baseUrl,
      cookie: account.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    },
    remoteAddress: randomIp(),
    payload: { rating, text },
  })
  if (response.statusCode !== 201) throw new Error(`review: ${response.statusCode}`)
}

const reviews: [string, number, string][] = [
  [
    'Nusrat Jahan',
    5,
    'Sunrise over the haor from the boat roof. The cook made the best fish curry!',
  ],
  [
    'Mohammad Abdullah Al Mamun Chowdhury Siddiqui',
    4,
    'Long days on the water, but worth every minute.\n\nOur guide knew every village by name and the boatmen sang us to sleep. Bring a rain jacket: the afternoon showers come fast.',
  ],
  ['Rafi', 3, 'Goodbutthewifiwasnonexistentanywhereonthewholetripwhichiswhatyouwouldexpectreally.'],
  ['Karim Uddin', 2, 'Rained all weekend.'],
  ['Tahmina Akter', 5, 'Perfect for families.'],
  ['Sabbir Hossain', 4, 'Well organised from pick-up to drop-off.'],
]

try {
  const demo: Place = (await (await fetch(`${site.baseUrl}/api/places`)).json())[0]
  const tour = await createPlace(db, {
    divisionId: demo.parentID,
    image: demo.image,
    placeName: 'Tanguar Haor Boat Trip',
    description: 'Three days on a houseboat across the wetlands of Sunamganj.',
    rating: 4.6,
    reviewCount: 18,
  })
  for (const [name, rating, text] of reviews) {
    const account = await createBrowserAccount(site, { name })
    await travelled(account, tour.id)
    await post(account, tour.id, rating, text)
  }

  for (const [index, width] of [390, 1280].entries()) {
    const shot = async (page: Page, name: string, target?: Locator) => {
      const file = path.join(outDir, `${name}-${width}.png`)
      if (target) await target.screenshot({ path: file })
      else await page.screenshot({ path: file, fullPage: true })
      console.log(path.relative(process.cwd(), file))
    }
    const section = (page: Page) =>
      page.locator('section', {
        has: page.getByRole('heading', { name: 'Reviews from travellers' }),
      })

    // A traveller who has not reviewed yet: My Booking, then the form.
    const account = await createBrowserAccount(site, { name: 'Farhana Rahman' })
    await travelled(account, tour.id)
    const traveller = await openSignedIn(browser, site, {
      account,
      width,
      height: 900,
      reducedMotion: 'reduce',
    })
    const { page } = traveller
    await page.goto('/Dashboard/MyBooking', { waitUntil: 'networkidle' })
    await shot(page, 'reviews-my-booking')
    await page
      .getByRole('link', { name: /^Review this tour/ })
      .first()
      .click()
    const form = page.getByRole('form', { name: 'Review your trip' })
    await form.waitFor()
    await page.waitForTimeout(300)
    await shot(page, 'reviews-form', section(page))
    await shot(page, 'reviews-form-viewport', undefined)
    await form.getByRole('button', { name: 'Post review' }).click()
    await form.getByText('Choose a rating from 1 to 5 stars.').waitFor()
    await shot(page, 'reviews-form-errors', form)
    await form.getByRole('radio', { name: '4 stars' }).check({ force: true })
    await form.getByLabel('Your review').fill('A calm, beautiful trip. The night sky on the haor!')
    await form.getByRole('button', { name: 'Post review' }).click()
    await page.getByText('Thank you! Your review is on this page.').waitFor()
    await page.waitForTimeout(300)
    await shot(page, 'reviews-posted', section(page))
    if (traveller.problems.length) console.log(`  problems: ${traveller.problems.join('; ')}`)
    await traveller.context.close()

    // A visitor: the list, then Show more.
    const visitor = await openPage(browser, site.baseUrl, {
      width,
      height: 900,
      reducedMotion: 'reduce',
    })
    await visitor.page.goto(`/tour-details/${tour.id}`, { waitUntil: 'networkidle' })
    await shot(visitor.page, 'reviews-tour-page')
    // Scrolled to, the section is drawn for the session: its Show more answers once drawn (the
    // server's copy is not interactive), which its sign-in link marks.
    await section(visitor.page).scrollIntoViewIfNeeded()
    await section(visitor.page).getByRole('link', { name: 'Sign in to review this tour' }).waitFor()
    await section(visitor.page).getByRole('button', { name: 'Show more reviews' }).click()
    await section(visitor.page).getByRole('listitem').nth(5).waitFor()
    await shot(visitor.page, 'reviews-show-more', section(visitor.page))
    await visitor.context.close()

    // An admin's Tour reviews tab.
    const admin = await openSignedIn(browser, site, {
      account: await createBrowserAccount(site, { email: ADMIN_EMAILS[index], name: 'Admin Rafi' }),
      width,
      height: 900,
      reducedMotion: 'reduce',
    })
    await admin.page.goto('/Dashboard/Reviews?tab=tours', { waitUntil: 'networkidle' })
    // Hidden once (the first width), so the tab shows both states.
    const hide = admin.page.getByRole('button', { name: /^Hide the review by Karim Uddin/ })
    if ((await hide.count()) > 0) {
      await hide.first().click()
      await admin.page.getByText(/is hidden from its page/).waitFor()
    }
    await shot(admin.page, 'reviews-admin-tours')
    await admin.context.close()
  }
} finally {
  await browser.close()
  await site.close()
}
