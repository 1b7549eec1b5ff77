/**
 * An admin managing a plan's departures in Chromium: from Manage Plan to the plan's Departures
 * page, a series of four Fridays added, one date's seats edited (a refusal below the seats taken
 * shown under the box), a customer's booking of 2 travellers on its manifest (reference, name,
 * Not Paid, totals) and in the downloaded CSV, and another date cancelled through the dialog,
 * whose progress counts the unpaid booking it cancelled, to the end. A plan of 62 dates shows
 * 50, and "Show more dates" the other 12 with focus on the first new one. Admins come from
 * ADMIN_EMAILS.
 */
import type { Browser } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Division } from '#shared/contracts/catalog.ts'
import type { Order } from '#shared/contracts/orders.ts'
import type { AdminDeparture } from '#shared/contracts/departures.ts'
import { addDays, dhakaToday, weekdayOf } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { uniqueEmail } from '#tests/support/accounts.ts'
import { createBrowserAccount, openSignedIn } from './support/accounts.ts'
import { heading, poll, type Site, useSite, visible } from './support/browser.ts'

const t = messages.departuresAdmin
const adminEmail = uniqueEmail('admin')
const pagingAdminEmail = uniqueEmail('admin')

let browser: Browser
let site: Site
let division: Division

useSite(
  () => ({ seed: 'demo', config: { adminEmails: [adminEmail, pagingAdminEmail] } }),
  (shared) => ({ browser, site } = shared),
)
beforeAll(async () => {
  const divisions: Division[] = await (await fetch(`${site.baseUrl}/api/divisions`)).json()
  division = divisions.find((d) => d.divisionName === 'Sylhet') ?? divisions[0]!
})

/** "Fri 4 Dec 2026", as the admin pages write a date. */
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(',', '')

describe('departures admin', () => {
  it('adds a series, edits seats, reads a manifest and its CSV, and cancels a date', async () => {
    // A plan of its own: the demo plans already run on most Fridays.
    const name = `Lalakhal Boat Trip ${Date.now() % 100000}`
    const place = await createPlace(site.testApp.database.db, {
      divisionId: division.id,
      placeName: name,
      price: 80,
      image: '/images/places/coxs-bazar.svg',
    })
    const admin = await createBrowserAccount(site, { email: adminEmail, name: 'Admin Tania' })
    const { page, assertClean, checkA11y } = await openSignedIn(browser, site, { account: admin })

    await page.goto('/Dashboard/ManagePlan')
    await poll(() => heading(page)).toBe('Manage Plan')
    await page.getByLabel('Search plans').fill(name)
    await page.getByRole('link', { name: `${t.link} ${name}` }).click()
    await page.waitForURL('**/Departures')
    await poll(() => heading(page)).toBe(t.title({ tour: name }))
    await poll(() => visible(page.getByText(t.emptyTitle))).toBe(true)

    // Four Fridays, every week, from the first Friday at least three days ahead.
    let from = addDays(dhakaToday(), 3)
    while (weekdayOf(from) !== 5) from = addDays(from, 1)
    const fridays = [0, 1, 2, 3].map((week) => addDays(from, 7 * week))
    const series = page.getByRole('form', { name: t.addSeries })
    await series.getByLabel(t.from).fill(from)
    await series.getByLabel(t.to).fill(fridays[3]!)
    await series.getByRole('button', { name: t.addSeriesSubmit }).click()
    // Nothing chosen yet: each refusal under its field, nothing sent.
    await poll(() => visible(series.getByText('Choose at least one day of the week.'))).toBe(true)
    expect(await visible(series.getByText('Enter the number of seats.'))).toBe(true)
    await series.getByRole('group', { name: t.weekdaysLegend }).getByLabel('Friday').check()
    await series.getByLabel(t.seatsLabel).fill('10')
    await series.getByRole('button', { name: t.addSeriesSubmit }).click()
    await poll(() => visible(series.getByText(t.seriesAdded({ n: 4 })))).toBe(true)

    const table = page.getByRole('table', { name: t.caption({ tour: name }) })
    const rows = table.locator('tbody tr')
    await poll(() => rows.count()).toBe(4)
    for (const [i, friday] of fridays.entries()) {
      expect(await rows.nth(i).getByRole('rowheader').textContent()).toBe(longDate(friday))
    }
    await checkA11y('departures with a series added')

    // Seats of the first Friday: 12.
    const first = longDate(fridays[0]!)
    const seats = page.getByLabel(t.seatsOn({ date: first }))
    await seats.fill('12')
    await page.getByRole('button', { name: `${t.save} ${t.saveSeatsOn({ date: first })}` }).click()
    await poll(() => visible(page.getByText(t.capacitySaved({ date: first, seats: 12 })))).toBe(
      true,
    )
    expect(await seats.inputValue()).toBe('12')

    // A customer books 2 travellers on the second Friday, and 1 on the third.
    const listed: AdminDeparture[] = (
      await site.testApp.app.inject({
        method: 'GET',
        url: `/api/places/${place.id}/departures/all`,
        headers: { cookie: admin.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
      })
    ).json()
    const byDate = new Map(listed.map((d) => [d.date, d]))
    const customer = await createBrowserAccount(site, { name: 'Rafiq Chowdhury' })
    const book = async (date: string, travellers: number): Promise<Order> => {
      const response = await site.testApp.app.inject({
        method: 'POST',
        url: '/api/order',
        headers: { cookie: customer.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
        payload: {
          tourId: place.id,
          name: customer.name,
          email: customer.email,
          phone: '+880 1712-345678',
          departureId: byDate.get(date)!._id,
          travellers,
        },
      })
      expect(response.statusCode, response.body).toBe(201)
      return response.json()
    }
    const order = await book(fridays[1]!, 2)
    await book(fridays[2]!, 1)

    // Its seats cannot go below the 2 taken: the server's answer under the box.
    await page.reload()
    const second = longDate(fridays[1]!)
    const secondSeats = page.getByLabel(t.seatsOn({ date: second }))
    await poll(() => rows.nth(1).locator('td').nth(1).textContent()).toBe('2')
    await secondSeats.fill('1')
    await page.getByRole('button', { name: `${t.save} ${t.saveSeatsOn({ date: second })}` }).click()
    await poll(() => secondSeats.getAttribute('aria-invalid')).toBe('true')
    expect(await visible(page.getByText(messages.errors.capacityBelowTaken({ taken: 2 })))).toBe(
      true,
    )

    // The second Friday's manifest.
    await page.getByRole('link', { name: `${t.manifest} ${t.forDate({ date: second })}` }).click()
    await page.waitForURL('**/Manifest')
    await poll(() => heading(page)).toBe(t.manifestTitle)
    const manifest = page.getByRole('table', {
      name: t.manifestCaption({ tour: name, date: second }),
    })
    const booking = manifest.getByRole('row').filter({ hasText: order.reference })
    await poll(() => booking.count()).toBe(1)
    expect(await booking.getByRole('rowheader').textContent()).toBe('Rafiq Chowdhury')
    expect(await booking.getByText(messages.orders.unpaidAdmin, { exact: true }).count()).toBe(1)
    expect(await visible(page.getByText(t.seatsTaken({ taken: 2, capacity: 10 })))).toBe(true)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.downloadCsv }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^manifest-lalakhal-boat-trip-\\d+-${fridays[1]}\\.csv$`),
    )
    const chunks: Buffer[] = []
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
    const lines = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines).toEqual([
      'Reference,Name,Phone,Email,Travellers,Who travels,Travellers by name,Extras,Pickup or meeting point,Payment,Balance due,Arrival',
      `${order.reference},Rafiq Chowdhury,'+880 1712-345678,${customer.email},2,2 adults,,,,Not Paid,160,`,
    ])

    // Back to the dates: cancel the third Friday, whose unpaid booking is cancelled with it.
    await page.getByRole('link', { name: t.backToDepartures }).click()
    await poll(() => heading(page)).toBe(t.title({ tour: name }))
    const third = longDate(fridays[2]!)
    await page.getByRole('button', { name: `${t.cancel} ${third}` }).click()
    const dialog = page.getByRole('dialog', { name: t.cancelTitle({ date: third }) })
    await poll(() => visible(dialog)).toBe(true)
    expect(await dialog.textContent()).toContain(t.cancelDescribe({ taken: 1 }))
    await checkA11y('cancel dialog')
    await dialog.getByRole('button', { name: t.confirmCancel }).click()
    const progress = page.getByRole('region', {
      name: messages.lifecycle.progressTitle({ date: third }),
    })
    await poll(() => progress.getByRole('status').textContent()).toContain(
      messages.lifecycle.progressFinished({ total: 1 }),
    )
    expect(await progress.getByRole('status').textContent()).toContain(
      messages.lifecycle.progress({ done: 1, total: 1 }),
    )
    await poll(() => rows.nth(2).textContent()).toContain(t.states.cancelled)
    expect(await page.getByRole('button', { name: `${t.cancel} ${third}` }).count()).toBe(0)

    await assertClean([/status of 400/])
  })

  it('shows 50 dates at a time and the rest on "Show more dates"', async () => {
    const name = `Ratargul Swamp Walk ${Date.now() % 100000}`
    const place = await createPlace(site.testApp.database.db, {
      divisionId: division.id,
      placeName: name,
      price: 45,
      image: '/images/places/coxs-bazar.svg',
    })
    const dates = Array.from({ length: 62 }, (_, i) => addDays(dhakaToday(), 2 + i))
    for (const date of dates) {
      await createDeparture(site.testApp.database.db, { tourId: place.id, date })
    }
    const admin = await createBrowserAccount(site, {
      email: pagingAdminEmail,
      name: 'Admin Nusrat',
    })
    const { page, assertClean, checkA11y } = await openSignedIn(browser, site, { account: admin })

    await page.goto(`/Dashboard/ManagePlan/${place.id}/Departures`)
    await poll(() => heading(page)).toBe(t.title({ tour: name }))
    const rows = page.getByRole('table', { name: t.caption({ tour: name }) }).locator('tbody tr')
    await poll(() => rows.count()).toBe(50)
    expect(await visible(page.getByText(t.showing({ shown: 50, total: 62 })))).toBe(true)
    expect(await rows.nth(49).getByRole('rowheader').textContent()).toBe(longDate(dates[49]!))

    await page.getByRole('button', { name: t.showMore }).click()
    await poll(() => rows.count()).toBe(62)
    await poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(
      longDate(dates[50]!),
    )
    expect(await visible(page.getByText(t.count({ n: 62 })))).toBe(true)
    expect(await page.getByRole('button', { name: t.showMore }).count()).toBe(0)
    expect(await rows.nth(61).getByRole('rowheader').textContent()).toBe(longDate(dates[61]!))
    await checkA11y('departures, every page shown')

    // A change on a date of the second page shows in place.
    const last = longDate(dates[61]!)
    await page.getByRole('button', { name: `${t.close} ${last}` }).click()
    await poll(() => visible(page.getByText(t.closedOne({ date: last })))).toBe(true)
    await poll(() => rows.nth(61).textContent()).toContain(t.states.closed)
    expect(await rows.count()).toBe(62)

    await assertClean()
  })
})
