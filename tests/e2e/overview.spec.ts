/**
 * The overview at /Dashboard in Chromium: an admin sees the figures, the four charts drawn and,
 * under "Show as table", their numbers (this month's revenue as the server summed it); on a phone the charts
 * fit the width. A customer's /Dashboard is still the welcome, and never downloads the charts'
 * code. axe checks every state.
 */
import type { Browser } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Division } from '#shared/contracts/catalog.ts'
import type { Overview } from '#shared/contracts/overview.ts'
import { addDays, dhakaToday, formatMonthYear } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createOrder } from '#tests/factories/orders.ts'
import { createAccount, uniqueEmail } from '#tests/support/accounts.ts'
import { type BrowserAccount, createBrowserAccount, openSignedIn } from './support/accounts.ts'
import { heading, poll, shownPrice, type Site, useSite, visible } from './support/browser.ts'

const t = messages.overview
const adminEmail = uniqueEmail('admin')

let browser: Browser
let site: Site
let admin: BrowserAccount

useSite(
  () => ({ seed: 'demo', config: { adminEmails: [adminEmail] } }),
  (shared) => ({ browser, site } = shared),
)

beforeAll(async () => {
  admin = await createBrowserAccount(site, { email: adminEmail, name: 'Admin Rumana' })
  // A paid booking of this month on a departure in ten days: money, a booking and seats.
  const db = site.testApp.database.db
  const divisions: Division[] = await (await fetch(`${site.baseUrl}/api/divisions`)).json()
  const plan = await createPlace(db, {
    divisionId: divisions[0]!.id,
    placeName: 'Overview River Cruise',
    price: 120,
    image: '/images/places/coxs-bazar.svg',
  })
  const departure = await createDeparture(db, {
    tourId: plan.id,
    date: addDays(dhakaToday(), 10),
    capacity: 12,
  })
  const customer = await createAccount(site.testApp)
  await createOrder(db, {
    user: customer,
    tourId: plan.id,
    departure,
    paid: true,
  })
})

describe('the overview', () => {
  it('an admin sees the charts and, on asking, their tables', async () => {
    const { page, assertClean, checkA11y } = await openSignedIn(browser, site, { account: admin })
    await page.goto('/Dashboard')
    await poll(() => heading(page)).toBe(t.title)

    const charts = page.locator('[data-chart] svg')
    await poll(() => charts.count()).toBe(4)
    for (const title of [t.monthsTitle, t.moneyTitle, t.divisionsTitle, t.seatsTitle]) {
      expect(await visible(page.getByRole('heading', { level: 2, name: title }))).toBe(true)
    }
    // Each chart is drawn: bars in it, and hidden from screen readers (its table says it).
    await poll(() => page.locator('[data-chart] .recharts-bar-rectangle').count()).toBeGreaterThan(
      3,
    )
    for (const chart of await page.locator('[data-chart]').all()) {
      expect(await chart.getAttribute('aria-hidden')).toBe('true')
    }

    // The months' table: this month's revenue as the server summed it (the demo's and ours).
    const figures: Overview = (
      await site.testApp.app.inject({
        method: 'GET',
        url: '/api/overview',
        headers: { cookie: admin.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
      })
    ).json()
    const revenue = figures.months.at(-1)!.revenue
    expect(revenue).toBeGreaterThanOrEqual(120)
    const months = page.getByRole('region', { name: t.monthsTitle })
    await months.getByText(t.showTable).click()
    const table = months.getByRole('table', { name: t.monthsCaption })
    await poll(() => visible(table)).toBe(true)
    const thisMonth = table.getByRole('row', { name: new RegExp(formatMonthYear(dhakaToday())) })
    expect(await thisMonth.textContent()).toContain(shownPrice(site, revenue))
    const seats = page.getByRole('region', { name: t.seatsTitle })
    await seats.getByText(t.showTable).click()
    await poll(() =>
      visible(seats.getByRole('table', { name: t.seatsCaption }).getByRole('row')),
    ).toBe(true)
    // The next departures, linked to their plan's departures.
    const next = page.getByRole('list', { name: t.nextTitle })
    const first = next.getByRole('link').first()
    expect(await first.getAttribute('href')).toMatch(/\/Dashboard\/ManagePlan\/.+\/Departures$/)
    expect(await first.getAttribute('aria-label')).toBe(
      t.manage({ tour: (await first.textContent())! }),
    )
    await checkA11y('overview with two tables open')
    await assertClean()
  })

  it('fits a phone: the charts take its width, nothing sticks out', async () => {
    const phone = await openSignedIn(browser, site, { account: admin, width: 390, height: 844 })
    await phone.page.goto('/Dashboard')
    const charts = phone.page.locator('[data-chart] svg')
    await poll(() => charts.count()).toBe(4)
    // Its tables too: their cells wrap, nothing scrolls sideways.
    for (const title of [t.monthsTitle, t.moneyTitle, t.divisionsTitle, t.seatsTitle]) {
      await phone.page.getByRole('region', { name: title }).getByText(t.showTable).click()
    }
    await phone.checkA11y('overview on a phone, every table open')
    const width = await charts.first().evaluate((svg) => svg.getBoundingClientRect().width)
    expect(width).toBeGreaterThan(250)
    expect(width).toBeLessThanOrEqual(390)
    expect(
      await phone.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0)
    await phone.assertClean()
  })

  it("a customer's Dashboard is the welcome, without the charts' code", async () => {
    const { page, assertClean, account } = await openSignedIn(browser, site)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/Dashboard')
    await poll(() => heading(page)).toBe(messages.welcome.title({ name: account.name }))
    expect(await visible(page.getByRole('heading', { name: t.title }))).toBe(false)
    expect(scripts.filter((url) => url.includes('overview'))).toEqual([])
    await assertClean()
  })
})
