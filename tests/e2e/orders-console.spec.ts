/**
 * Manage Order at scale in Chromium: an admin pages through 60 orders (the address keeps the
 * page, Back returns to the one before), filters them by state and words, selects two and marks
 * them contacted, then opens one order's details and emails its customer: the mail waits in the
 * outbox. On a phone nothing sticks out sideways. axe checks every state it reaches.
 */
import { eq } from 'drizzle-orm'
import type { Browser } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Division } from '#shared/contracts/catalog.ts'
import { messages } from '#shared/messages.ts'
import { mailOutbox, users } from '#server/db/schema/index.ts'
import { createPlace } from '#tests/factories/catalog.ts'
import { createOrder } from '#tests/factories/orders.ts'
import { createUser } from '#tests/factories/accounts.ts'
import { uniqueEmail } from '#tests/support/accounts.ts'
import { createBrowserAccount, openSignedIn } from './support/accounts.ts'
import { heading, poll, type Site, useSite, visible } from './support/browser.ts'

const t = messages.ordersConsole
const adminEmail = uniqueEmail('admin')

let browser: Browser
let site: Site
let division: Division

useSite(
  () => ({ seed: 'demo', config: { adminEmails: [adminEmail] } }),
  (shared) => ({ browser, site } = shared),
)
beforeAll(async () => {
  const divisions: Division[] = await (await fetch(`${site.baseUrl}/api/divisions`)).json()
  division = divisions[0]!
})

describe('Manage Order', () => {
  it('pages, filters, marks two contacted and emails a customer', async () => {
    const db = site.testApp.database.db
    const place = await createPlace(db, {
      divisionId: division.id,
      placeName: `Sajek Valley Trek ${Date.now() % 100000}`,
      price: 150,
      image: '/images/places/coxs-bazar.svg',
    })
    const crowd = await createUser(db, { name: 'Crowd Customer' })
    const karim = await createUser(db, { name: 'Karim Uddin', email: uniqueEmail('karim') })
    for (let i = 0; i < 58; i++) {
      await createOrder(db, {
        user: crowd,
        tourId: place.id,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        paid: i % 3 === 0,
      })
    }
    const first = await createOrder(db, { user: karim, tourId: place.id })
    const second = await createOrder(db, { user: karim, tourId: place.id })
    const admin = await createBrowserAccount(site, { email: adminEmail, name: 'Admin Rupa' })
    const { page, assertClean, checkA11y } = await openSignedIn(browser, site, { account: admin })

    await page.goto('/Dashboard/ManageBooking')
    await poll(() => heading(page)).toBe(messages.dashboard.manageOrder)
    const status = page.getByRole('status').filter({ hasText: t.page({ page: 1 }) })
    await poll(() => visible(status)).toBe(true)
    const table = page.getByRole('table')
    // 25 a page, and a header row.
    await poll(() => table.getByRole('row').count()).toBe(26)
    await checkA11y('Manage Order, first page')

    // Next page: the address keeps it; Back returns to the first.
    const pages = page.getByRole('navigation', { name: t.pages })
    await pages.getByRole('button', { name: t.next }).click()
    await poll(() => page.url()).toContain('at=')
    await poll(() =>
      visible(page.getByRole('status').filter({ hasText: t.page({ page: 2 }) })),
    ).toBe(true)
    const secondPageFirstRow = await table.getByRole('row').nth(1).textContent()
    await page.goBack()
    await poll(() =>
      visible(page.getByRole('status').filter({ hasText: t.page({ page: 1 }) })),
    ).toBe(true)
    expect(await table.getByRole('row').nth(1).textContent()).not.toBe(secondPageFirstRow)
    await page.goForward()
    await poll(() => table.getByRole('row').nth(1).textContent()).toBe(secondPageFirstRow)

    // Filters: Karim's unpaid orders, by his name's words.
    await page.getByLabel(messages.manageOrder.search).fill('karim')
    await page.getByRole('checkbox', { name: messages.orders.unpaidAdmin }).check()
    await page.getByRole('button', { name: t.apply }).click()
    await poll(() => page.url()).toContain('status=unpaid')
    expect(page.url()).not.toContain('at=')
    await poll(() => table.getByRole('row').count()).toBe(3)
    expect(await page.getByText(t.total({ count: 2 })).count()).toBe(1)
    await checkA11y('Manage Order filtered')

    // Select both and mark them contacted.
    await page
      .getByRole('checkbox', { name: t.selectOrder({ reference: first.reference }) })
      .check()
    await page
      .getByRole('checkbox', { name: t.selectOrder({ reference: second.reference }) })
      .check()
    await poll(() => visible(page.getByText(t.selected({ count: 2 })))).toBe(true)
    await checkA11y('two orders selected')
    await page.getByRole('button', { name: t.markContacted }).click()
    await poll(() => visible(page.getByText(t.markedContacted({ count: 2 })))).toBe(true)
    const contacted = table.getByText(/^Contacted /)
    await poll(() => contacted.count()).toBe(2)

    // Email the customer from the first order's details.
    await page.getByRole('button', { name: t.detailsOf({ reference: first.reference }) }).click()
    const dialog = page.getByRole('dialog', {
      name: t.detailsTitle({ reference: first.reference }),
    })
    await poll(() => visible(dialog)).toBe(true)
    await checkA11y('order details open')
    await dialog.getByRole('button', { name: t.send }).click()
    await poll(() => visible(dialog.getByText(messages.ordersConsole.subjectRequired))).toBe(true)
    await dialog.getByLabel(t.subject).fill('Your Sajek pickup')
    await dialog.getByLabel(t.message).fill('We pick you up at 6:30 from Khagrachari.')
    await dialog.getByRole('button', { name: t.send }).click()
    await poll(() => visible(dialog.getByText(t.sent({ email: karim.email })))).toBe(true)
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, karim.email))
    expect(mails.map((m) => m.subject)).toContain('Your Sajek pickup')

    // And a note, kept for staff.
    await dialog.getByLabel(t.note).fill('Asked for a window seat')
    await dialog.getByRole('button', { name: t.saveNote }).click()
    await poll(() => visible(dialog.getByText(t.noteSaved))).toBe(true)
    await page.keyboard.press('Escape')
    await poll(() => dialog.count()).toBe(0)
    await poll(() => table.getByText(t.hasNote).count()).toBe(1)
    await assertClean()

    // On a phone: cards, and nothing wider than the screen.
    const phone = await openSignedIn(browser, site, { account: admin, width: 390, height: 844 })
    await phone.page.goto('/Dashboard/ManageBooking?q=karim')
    await poll(() =>
      visible(
        phone.page.getByRole('checkbox', { name: t.selectOrder({ reference: first.reference }) }),
      ),
    ).toBe(true)
    expect(
      await phone.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0)
    await phone.assertClean()
  })
  it('My Booking shows 20 bookings, then the rest with Show more', async () => {
    const db = site.testApp.database.db
    const place = await createPlace(db, {
      divisionId: division.id,
      placeName: `Nijhum Dwip Stay ${Date.now() % 100000}`,
      price: 90,
      image: '/images/places/coxs-bazar.svg',
    })
    const customer = await createBrowserAccount(site, { name: 'Shirin Sultana' })
    const [user] = await db.select().from(users).where(eq(users.email, customer.email))
    for (let i = 0; i < 23; i++) {
      await createOrder(db, {
        user: user!,
        tourId: place.id,
        createdAt: new Date(Date.UTC(2026, 2, 1, i)),
      })
    }
    const { page, assertClean } = await openSignedIn(browser, site, { account: customer })
    await page.goto('/Dashboard/MyBooking')
    const table = page.getByRole('table')
    await poll(() => table.getByRole('row').count()).toBe(21)
    expect(await visible(page.getByText(messages.myBooking.intro({ count: 23 })))).toBe(true)
    await page.getByRole('button', { name: t.showMore }).click()
    await poll(() => table.getByRole('row').count()).toBe(24)
    expect(await page.getByRole('button', { name: t.showMore }).count()).toBe(0)
    await assertClean()
  })
})
