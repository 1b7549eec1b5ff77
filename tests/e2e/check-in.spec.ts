/**
 * Check-in on the day in Chromium (issue 32 item 7): a guide on a 390 px phone opens a
 * departure of today, finds a family's booking by searching and checks it in, marks another a
 * no-show, and the marks are on the server and still there after a reload; with the API
 * unreachable (the request fails) a mark shows at once, waits in the queue through a reload and
 * is sent when the API is back; a refusal undoes the mark and says why. The customer sees the
 * booking's QR code in My Booking. In English and in Bangla, axe on every state.
 *
 * With E2E_SHOTS=<folder>, each state's screen is saved there (390 and 1280 px) to look at.
 */
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Division } from '#shared/contracts/catalog.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { formatCount, messages, withLocale } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { orders, users } from '#server/db/schema/index.ts'
import { createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createOrder } from '#tests/factories/orders.ts'
import { uniqueEmail } from '#tests/support/accounts.ts'
import { createBrowserAccount, openSignedIn, type BrowserAccount } from './support/accounts.ts'
import { heading, poll, type Site, useSite, visible } from './support/browser.ts'

const adminEmail = uniqueEmail('guide')
let browser: Browser
let site: Site
/** The guide (an admin by ADMIN_EMAILS), made by the first test that needs them. */
let guide: BrowserAccount | undefined

useSite(
  () => ({ seed: 'demo', config: { adminEmails: [adminEmail] } }),
  (shared) => ({ browser, site } = shared),
)

const shotsDir = process.env.E2E_SHOTS
async function shot(page: Page, name: string) {
  if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `${name}.png`) })
}

/** The request a failed mark makes the browser log (on purpose, in the offline step). */
const FAILED_LOAD = /Failed to load resource/

async function userOf(account: BrowserAccount) {
  const [row] = await site.testApp.database.db
    .select()
    .from(users)
    .where(eq(users.email, account.email))
  return row!
}

/** A departure (today unless said) of a new plan, with three bookings of one customer. */
async function dayOfTravel(label: string, days = 0) {
  const db = site.testApp.database.db
  const divisions: Division[] = await (await fetch(`${site.baseUrl}/api/divisions`)).json()
  const place = await createPlace(db, {
    divisionId: divisions[0]!.id,
    placeName: `Ratargul Swamp Forest ${label} ${Date.now() % 100000}`,
    price: 100,
    image: '/images/places/coxs-bazar.svg',
  })
  const departure = await createDeparture(db, {
    tourId: place.id,
    date: addDays(dhakaToday(), days),
    capacity: 30,
  })
  const customer = await createBrowserAccount(site, { name: 'Nusrat Rahman' })
  const user = await userOf(customer)
  const book = async (
    name: string,
    phone: string,
    set: Partial<typeof orders.$inferInsert>,
    paid = false,
  ) => {
    const order = await createOrder(db, { user, tourId: place.id, departure, name, phone, paid })
    await db.update(orders).set(set).where(eq(orders.id, order._id))
    return order
  }
  const sayedabad = {
    id: 'p1',
    name: 'Sayedabad bus counter',
    nameBn: 'সায়েদাবাদ বাস কাউন্টার',
    time: '06:30',
  }
  const family = await book('Nusrat Rahman', '+880 1712-345678', {
    travellers: 3,
    tourPriceCents: 26_000,
    paidCents: 8_000,
    party: [
      { kind: 'adult', count: 2, unitMinor: 10_000, seat: true },
      { kind: 'child', count: 1, unitMinor: 6_000, seat: true },
      { kind: 'infant', count: 1, unitMinor: 0, seat: false },
    ],
    pickup: sayedabad,
  })
  const karim = await book(
    'Karim Uddin',
    '01819-000111',
    {
      pickup: { id: 'p2', name: 'Abdullahpur', nameBn: 'আবদুল্লাহপুর', time: '07:15' },
    },
    true,
  )
  const shirin = await book('Shirin Akter', '01911-222333', { pickup: null }, true)
  return { place, departure, customer, family, karim, shirin }
}

async function arrivalOnServer(orderId: string) {
  const [row] = await site.testApp.database.db
    .select({ arrival: orders.arrival })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row?.arrival ?? null
}

describe('check-in on the day', () => {
  for (const locale of ['en', 'bn'] as const) {
    it(`a guide checks travellers in on a 390 px phone, also offline (${locale})`, async () => {
      const t = <T>(read: () => T) => (locale === 'bn' ? withLocale('bn', read) : read())
      const c = () => messages.checkIn
      const prefix = locale === 'bn' ? '/bn' : ''
      const day = await dayOfTravel(locale)
      guide ??= await createBrowserAccount(site, { email: adminEmail, name: 'Guide Rafi' })
      const { page, checkA11y, assertClean } = await openSignedIn(browser, site, {
        account: guide!,
        width: 390,
        height: 844,
      })
      await page.goto(`${prefix}${paths.dashboardCheckIn(day.departure.id)}`)
      await poll(() => heading(page)).toBe(t(() => c().title))
      const card = (name: string) => page.getByRole('listitem', { name })
      await poll(() => card('Shirin Akter').count()).toBe(1)
      // Grouped by pickup point and time, earliest first, those without one last.
      const groups = await page.getByRole('heading', { level: 2 }).allTextContents()
      const at = (text: string) => groups.findIndex((g) => g.includes(text))
      const sayedabad = t(() => (locale === 'bn' ? 'সায়েদাবাদ' : 'Sayedabad'))
      const abdullahpur = t(() => (locale === 'bn' ? 'আবদুল্লাহপুর' : 'Abdullahpur'))
      expect(at(sayedabad)).toBeGreaterThan(-1)
      expect(at(abdullahpur)).toBeGreaterThan(at(sayedabad))
      expect(at(t(() => c().noPickup))).toBeGreaterThan(at(abdullahpur))
      await checkA11y('the day’s bookings')
      await shot(page, `check-in-${locale}-390`)

      // The family, found by a search, checked in.
      await page.getByLabel(t(() => c().search)).fill('rahman')
      await poll(() => card('Karim Uddin').count()).toBe(0)
      expect(await card('Shirin Akter').count()).toBe(0)
      const family = card('Nusrat Rahman')
      expect(await family.textContent()).toContain(
        t(() => c().balanceDue({ amount: '' })).replace(/\s*$/, ''),
      )
      const checkedIn = family.getByRole('button', { name: t(() => c().checkedIn), exact: false })
      await checkedIn.click()
      // On screen at once, as React renders the click (the server is told through the queue).
      await poll(() => checkedIn.getAttribute('aria-pressed')).toBe('true')
      await poll(() =>
        family.getByText(t(() => c().markedAs({ state: c().checkedIn }))).count(),
      ).toBe(1)
      await poll(() => arrivalOnServer(day.family._id)).toBe('checked_in')
      await checkA11y('checked in')
      await shot(page, `check-in-${locale}-390-found`)

      // Another, a no-show; by reference this time.
      await page.getByLabel(t(() => c().search)).fill(day.karim.reference.toLowerCase())
      const karim = card('Karim Uddin')
      await karim.getByRole('button', { name: t(() => c().noShow), exact: false }).click()
      await poll(() => arrivalOnServer(day.karim._id)).toBe('no_show')
      await page.getByLabel(t(() => c().search)).fill('')

      // After a reload, both marks are still there.
      await page.reload()
      await poll(() => card('Shirin Akter').count()).toBe(1)
      const pressed = (name: string, button: string) =>
        card(name).getByRole('button', { name: button, exact: false }).getAttribute('aria-pressed')
      await poll(() =>
        pressed(
          'Nusrat Rahman',
          t(() => c().checkedIn),
        ),
      ).toBe('true')
      await poll(() =>
        pressed(
          'Karim Uddin',
          t(() => c().noShow),
        ),
      ).toBe('true')

      // The API unreachable: the mark shows at once, waits (through a reload) and goes later.
      await page.route('**/api/orders/*/arrival', (route) => route.abort('failed'))
      await card('Shirin Akter')
        .getByRole('button', { name: t(() => c().checkedIn), exact: false })
        .click()
      const waiting = t(() => c().waiting({ count: 1 }))
      await poll(() => visible(page.getByText(waiting))).toBe(true)
      await poll(() =>
        pressed(
          'Shirin Akter',
          t(() => c().checkedIn),
        ),
      ).toBe('true')
      await checkA11y('a mark waiting')
      await shot(page, `check-in-${locale}-390-waiting`)
      await page.reload()
      await poll(() => visible(page.getByText(waiting))).toBe(true)
      await poll(() =>
        pressed(
          'Shirin Akter',
          t(() => c().checkedIn),
        ),
      ).toBe('true')
      expect(await arrivalOnServer(day.shirin._id)).toBe(null)
      await page.unroute('**/api/orders/*/arrival')
      await poll(() => arrivalOnServer(day.shirin._id), 30_000).toBe('checked_in')
      await poll(() => visible(page.getByText(t(() => c().allSent)))).toBe(true)
      // Counts, in travellers: the family (3 seats) and Shirin in, Karim a no-show.
      const counts = await page.locator('dl dd').allTextContents()
      expect(counts.slice(0, 3)).toEqual(t(() => [4, 1, 0].map(formatCount)))

      // A refusal undoes the mark and says why.
      const reason = 'This booking is cancelled, so it cannot be checked in.'
      await page.route('**/api/orders/*/arrival', (route) =>
        route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'CONFLICT', message: reason } }),
        }),
      )
      await card('Shirin Akter')
        .getByRole('button', { name: t(() => c().noShow), exact: false })
        .click()
      await poll(() =>
        visible(page.getByText(t(() => c().undone({ reference: day.shirin.reference, reason })))),
      ).toBe(true)
      await poll(() =>
        pressed(
          'Shirin Akter',
          t(() => c().checkedIn),
        ),
      ).toBe('true')
      await page.unroute('**/api/orders/*/arrival')
      await checkA11y('a mark refused')
      await assertClean([FAILED_LOAD, /409/])

      // The same page at 1280 px, and the manifest with the marks and balances.
      const wide = await openSignedIn(browser, site, { account: guide!, width: 1280, height: 900 })
      await wide.page.goto(`${prefix}${paths.dashboardCheckIn(day.departure.id)}`)
      await poll(() => wide.page.getByRole('listitem', { name: 'Shirin Akter' }).count()).toBe(1)
      await shot(wide.page, `check-in-${locale}-1280`)
      await wide.page.goto(`${prefix}${paths.dashboardManifest(day.departure.id)}`)
      await poll(() => visible(wide.page.getByRole('table'))).toBe(true)
      const rows = await wide.page.getByRole('row').allTextContents()
      expect(rows[1]).toContain('Nusrat Rahman')
      expect(rows[1]).toContain(t(() => c().checkedIn))
      expect(rows[3]).toContain('Shirin Akter')
      await shot(wide.page, `manifest-${locale}-1280`)
      await wide.assertClean()
    }, 120_000)

    it(`My Booking shows the booking's QR code with its reference (${locale})`, async () => {
      const t = <T>(read: () => T) => (locale === 'bn' ? withLocale('bn', read) : read())
      const c = () => messages.checkIn
      const prefix = locale === 'bn' ? '/bn' : ''
      const day = await dayOfTravel(`qr-${locale}`, 5)
      for (const width of [390, 1280]) {
        const { page, checkA11y, assertClean } = await openSignedIn(browser, site, {
          account: day.customer,
          width,
          height: 844,
        })
        await page.goto(`${prefix}${paths.dashboardPages.myBooking}`)
        await page
          .getByRole('button', { name: t(() => c().qrFor({ tour: day.place.name })) })
          .first()
          .click()
        const dialog = page.getByRole('dialog', { name: t(() => c().qrTitle) })
        await poll(() => visible(dialog)).toBe(true)
        // One of the customer's three bookings: its code named by its reference, shown beside it.
        const references = [day.family, day.karim, day.shirin].map((o) => o.reference)
        const qr = dialog.locator('svg[role="img"]')
        await poll(() => qr.count()).toBe(1)
        const reference = /BT-[0-9A-Z]+/.exec((await qr.getAttribute('aria-label')) ?? '')?.[0]
        expect(references).toContain(reference)
        expect(await qr.getAttribute('aria-label')).toBe(
          t(() => c().qrImage({ reference: reference! })),
        )
        expect(await dialog.textContent()).toContain(reference)
        expect((await qr.boundingBox())!.width).toBeGreaterThan(150)
        await checkA11y('the check-in code')
        await shot(page, `my-booking-qr-${locale}-${width}`)
        await assertClean()
      }
    }, 90_000)
  }
})
