/**
 * The booking lifecycle in Chromium, against the real server and database, refunds through the
 * sandbox ledger: a customer cancels a paid booking 40 days ahead from My Booking (the full
 * refund shown before confirming, then 'Refunded' and the amount), a booking 20 days ahead
 * shows half; an admin cancels a departure with a reason and watches its bookings cancelled and
 * refunded to the end; the tour page and the booking modal show the plan's policy, which an
 * admin edits in the plan form. axe checks each dialog open.
 */
import { eq } from 'drizzle-orm'
import type { Browser } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { places } from '#server/db/schema/index.ts'
import type { Division, TourTerms } from '#shared/contracts/catalog.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { addDays, dhakaToday, formatShortDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { payOrder } from '#tests/factories/payments.ts'
import { uniqueEmail } from '#tests/support/accounts.ts'
import { createBrowserAccount, openSignedIn, type BrowserAccount } from './support/accounts.ts'
import { heading, poll, shownPrice, type Site, useSite, visible } from './support/browser.ts'

const m = messages.lifecycle
const t = messages.departuresAdmin
const adminEmails = { departure: uniqueEmail('admin'), plan: uniqueEmail('admin') }

let browser: Browser
let site: Site
let division: Division

useSite(
  () => ({ seed: 'demo', config: { adminEmails: Object.values(adminEmails) } }),
  (shared) => ({ browser, site } = shared),
)
beforeAll(async () => {
  const divisions: Division[] = await (await fetch(`${site.baseUrl}/api/divisions`)).json()
  division = divisions.find((d) => d.divisionName === 'Sylhet') ?? divisions[0]!
})

const db = () => site.testApp.database.db
const cookieOf = (account: BrowserAccount) =>
  account.cookies.map((c) => `${c.name}=${c.value}`).join('; ')

/** A plan of its own (the company's default policy), $120 a person. */
function newPlan(name: string) {
  return createPlace(db(), {
    divisionId: division.id,
    placeName: `${name} ${Date.now() % 100000}`,
    price: 120,
    image: '/images/places/lalakhal.svg',
  })
}

/** Books `departureId` as `account` through the API (so the policy is accepted as in the app). */
async function book(account: BrowserAccount, tourId: string, departureId: string): Promise<Order> {
  const response = await site.testApp.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { cookie: cookieOf(account) },
    payload: {
      tourId,
      name: account.name,
      email: account.email,
      phone: '+880 1712-345678',
      departureId,
      travellers: 1,
    },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

/** A paid booking `days` days ahead, of a new customer. */
async function paidBooking(days: number) {
  const place = await newPlan('Lalakhal Boat Trip')
  const departure = await createDeparture(db(), {
    tourId: place.id,
    date: addDays(dhakaToday(), days),
  })
  const account = await createBrowserAccount(site, { name: 'Rafiq Chowdhury' })
  const order = await book(account, place.id, departure.id)
  await payOrder(db(), order._id)
  return { place, departure, account, order }
}

describe('cancelling a booking', () => {
  it('shows the full refund 40 days ahead before confirming, then Refunded and the amount', async () => {
    const { account, order } = await paidBooking(40)
    const { page, assertClean, checkA11y } = await openSignedIn(browser, site, { account })
    await page.goto(paths.dashboardPages.myBooking)
    const row = page
      .locator('li, tr')
      .filter({ hasText: order.reference })
      .filter({ visible: true })
    await poll(() => row.count()).toBe(1)
    expect(await row.textContent()).toContain(messages.lifecycle.status.paid)

    const open = row.getByRole('button', {
      name: m.cancelFor({ reference: order.reference, tour: order.tourName }),
    })
    await open.click()
    const dialog = page.getByRole('dialog', { name: m.cancelTitle({ tour: order.tourName }) })
    await poll(() => visible(dialog.getByText(m.cancelDaysBefore({ days: 40 })))).toBe(true)
    expect(
      await visible(
        dialog.getByText(m.cancelRefund({ amount: shownPrice(site, 120), percent: 100 })),
      ),
    ).toBe(true)
    const policy = dialog.getByRole('region', { name: m.policyTitle })
    expect(await policy.getByRole('listitem').allTextContents()).toEqual([
      `${m.policyTier({ days: 30, percent: 100 })}${m.policyApplies}`,
      m.policyTier({ days: 14, percent: 50 }),
      m.policyTier({ days: 0, percent: 0 }),
    ])
    await checkA11y('cancel dialog with its refund')

    await dialog.getByRole('button', { name: m.cancelConfirm }).click()
    await poll(() =>
      visible(page.getByText(m.cancelledRefund({ amount: shownPrice(site, 120) }))),
    ).toBe(true)
    await poll(() => dialog.count()).toBe(0)
    await poll(() => row.textContent()).toContain(messages.lifecycle.status.refunded)
    expect(await row.textContent()).toContain(m.refundedAmount({ amount: shownPrice(site, 120) }))
    // Its Cancel button went with the booking's new state: focus is on the list, not lost.
    expect(await open.count()).toBe(0)
    await poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY')

    // The server agrees: cancelled by the customer, everything refunded.
    const mine: Order[] = (
      await site.testApp.app.inject({
        method: 'GET',
        url: `/api/order/${encodeURIComponent(account.email)}`,
        headers: { cookie: cookieOf(account) },
      })
    ).json()
    expect(mine.find((o) => o._id === order._id)).toMatchObject({
      status: 'refunded',
      refundedAmount: 120,
      cancelledBy: 'customer',
    })
    await checkA11y('My Booking after a refund')
    await assertClean()
  })

  it('shows half back 20 days ahead, and Keep booking changes nothing', async () => {
    const { account, order } = await paidBooking(20)
    const { page, assertClean, checkA11y } = await openSignedIn(browser, site, {
      account,
      width: 390,
    })
    await page.goto(paths.dashboardPages.myBooking)
    const row = page
      .locator('li, tr')
      .filter({ hasText: order.reference })
      .filter({ visible: true })
    const open = row.getByRole('button', {
      name: m.cancelFor({ reference: order.reference, tour: order.tourName }),
    })
    await poll(() => open.count()).toBe(1)
    await open.click()
    const dialog = page.getByRole('dialog', { name: m.cancelTitle({ tour: order.tourName }) })
    await poll(() =>
      visible(dialog.getByText(m.cancelRefund({ amount: shownPrice(site, 60), percent: 50 }))),
    ).toBe(true)
    expect(await visible(dialog.getByText(m.cancelDaysBefore({ days: 20 })))).toBe(true)
    await checkA11y('cancel dialog at 390 px')

    await dialog.getByRole('button', { name: m.cancelKeep }).click()
    await poll(() => dialog.count()).toBe(0)
    // Focus is back on the button that opened it.
    await poll(() => open.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await row.textContent()).toContain(messages.lifecycle.status.paid)
    await assertClean()
  })
})

describe('cancelling a departure', () => {
  it('asks for a reason and shows its bookings cancelled and refunded to the end', async () => {
    const place = await newPlan('Bichanakandi Day Trip')
    const departure = await createDeparture(db(), {
      tourId: place.id,
      date: addDays(dhakaToday(), 25),
    })
    const bookings: Order[] = []
    for (const name of ['Rafiq Chowdhury', 'Sadia Islam', 'Tanvir Ahmed']) {
      const customer = await createBrowserAccount(site, { name })
      bookings.push(await book(customer, place.id, departure.id))
    }
    // Two paid, one an unpaid hold.
    await payOrder(db(), bookings[0]!._id)
    await payOrder(db(), bookings[1]!._id)

    const admin = await createBrowserAccount(site, {
      email: adminEmails.departure,
      name: 'Admin Tania',
    })
    const { page, assertClean, checkA11y } = await openSignedIn(browser, site, { account: admin })
    await page.goto(paths.dashboardDepartures(place.id))
    await poll(() => heading(page)).toBe(t.title({ tour: place.name }))
    const date = formatShortDate(departure.date)
    await page.getByRole('button', { name: `${t.cancel} ${date}` }).click()
    const dialog = page.getByRole('dialog', { name: t.cancelTitle({ date }) })
    await poll(() => visible(dialog)).toBe(true)
    expect(await dialog.textContent()).toContain(t.cancelDescribe({ taken: 3 }))
    await dialog.getByLabel(m.departureReason).fill('Flooding on the Goain river')
    await checkA11y('cancel departure dialog with its reason')
    await dialog.getByRole('button', { name: t.confirmCancel }).click()

    const panel = page.getByRole('region', { name: m.progressTitle({ date }) })
    await poll(() => visible(panel)).toBe(true)
    const status = panel.getByRole('status')
    await poll(() => status.textContent(), 20_000).toBe(
      `${m.progress({ done: 3, total: 3 })}${m.progressFinished({ total: 3 })}`,
    )
    expect(await panel.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('3')
    expect(await panel.getByRole('alert').count()).toBe(0)
    await poll(() => page.locator('tbody tr').filter({ hasText: date }).textContent()).toContain(
      t.states.cancelled,
    )
    await checkA11y('departure cancellation finished')

    // Every booking cancelled by the departure; the paid ones refunded in full.
    const all: Order[] = (
      await site.testApp.app.inject({
        method: 'GET',
        url: '/api/manageorder',
        headers: { cookie: cookieOf(admin) },
      })
    ).json()
    const states = bookings.map((b) => all.find((o) => o._id === b._id))
    expect(states.map((o) => [o?.status, o?.refundedAmount, o?.cancelledBy])).toEqual([
      ['refunded', 120, 'departure'],
      ['refunded', 120, 'departure'],
      ['cancelled', 0, 'departure'],
    ])
    await assertClean()
  })
})

describe('the cancellation policy', () => {
  it("is on the tour page and in the booking modal, as the plan's own tiers", async () => {
    const place = await newPlan('Ratargul Swamp Forest')
    await db()
      .update(places)
      .set({
        cancellationPolicy: [
          { daysBefore: 10, refundPercent: 25 },
          { daysBefore: 45, refundPercent: 100 },
        ],
      })
      .where(eq(places.id, place.id))
    const { page, assertClean, checkA11y } = await openSignedIn(browser, site)
    await page.goto(paths.tourDetails(place.id))
    await poll(() => heading(page)).toBe(place.name)
    const expected = [
      m.policyTier({ days: 45, percent: 100 }),
      m.policyTier({ days: 10, percent: 25 }),
      m.policyTier({ days: 0, percent: 0 }),
    ]
    const section = page.getByRole('region', { name: m.policyTitle })
    // Rendered by the server with the page: there from the first paint.
    const html = await (await fetch(`${site.baseUrl}${paths.tourDetails(place.id)}`)).text()
    expect(html).toContain(m.policyTier({ days: 45, percent: 100 }))
    await poll(() => section.getByRole('listitem').allTextContents()).toEqual(expected)

    await page.getByRole('button', { name: messages.tour.bookNow }).click()
    const dialog = page.getByRole('dialog', { name: messages.booking.title({ place: place.name }) })
    await poll(() => visible(dialog)).toBe(true)
    const inModal = dialog.getByRole('region', { name: m.policyTitle })
    await poll(() => inModal.getByRole('listitem').allTextContents()).toEqual(expected)
    expect(await visible(dialog.getByText(m.policyAccepted))).toBe(true)
    await checkA11y('booking modal with the policy')
    await assertClean()
  })

  it('is edited in the plan form and shown on the tour page', async () => {
    const place = await newPlan('Jaflong Stone Valley')
    const admin = await createBrowserAccount(site, { email: adminEmails.plan, name: 'Admin Tania' })
    const { page, assertClean, checkA11y } = await openSignedIn(browser, site, { account: admin })
    await page.goto(paths.dashboardEditPlan(place.id))
    const terms = page.getByRole('group', { name: m.termsLegend })
    await poll(() => visible(terms)).toBe(true)
    expect(await terms.getByLabel(m.balanceDueDays).inputValue()).toBe('14')
    expect(await terms.getByRole('radio', { name: m.policyDefault }).isChecked()).toBe(true)

    await terms.getByLabel(m.depositPercent).fill('20')
    await terms.getByRole('radio', { name: m.policyOwn }).check()
    await terms.getByRole('textbox', { name: m.tierPercentOf({ n: 2 }) }).fill('40')
    await terms.getByRole('button', { name: m.addTier }).click()
    // Two tiers with the same days: refused under the rows, nothing saved.
    await terms.getByRole('textbox', { name: m.tierDaysOf({ n: 4 }) }).fill('14')
    await terms.getByRole('textbox', { name: m.tierPercentOf({ n: 4 }) }).fill('10')
    await page.getByRole('button', { name: messages.plans.editSubmit }).click()
    await poll(() => visible(terms.getByText('Each tier needs its own number of days.'))).toBe(true)
    await checkA11y('plan form with a policy error')
    await terms.getByRole('textbox', { name: m.tierDaysOf({ n: 4 }) }).fill('7')
    await page.getByRole('button', { name: messages.plans.editSubmit }).click()
    await poll(() => visible(page.getByText(messages.plans.saved({ place: place.name })))).toBe(
      true,
    )

    const saved: TourTerms = await (
      await fetch(`${site.baseUrl}/api/places/${place.id}/terms`)
    ).json()
    expect(saved).toEqual({
      depositPercent: 20,
      balanceDueDays: 14,
      cancellationPolicy: [
        { daysBefore: 30, refundPercent: 100 },
        { daysBefore: 14, refundPercent: 40 },
        { daysBefore: 0, refundPercent: 0 },
        { daysBefore: 7, refundPercent: 10 },
      ],
    })
    await page.getByRole('link', { name: messages.plans.seeItsPage }).click()
    await poll(() => heading(page)).toBe(place.name)
    await poll(() =>
      page.getByRole('region', { name: m.policyTitle }).getByRole('listitem').allTextContents(),
    ).toEqual([
      m.policyTier({ days: 30, percent: 100 }),
      m.policyTier({ days: 14, percent: 40 }),
      m.policyTier({ days: 7, percent: 10 }),
      m.policyTier({ days: 0, percent: 0 }),
    ])
    await assertClean()
  })
})
