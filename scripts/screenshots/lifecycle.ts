/**
 * `npm run screenshots -- lifecycle`: PNGs of the booking lifecycle at 390 and 1280 px, from the
 * production build on a fresh demo database, into tests/.artifacts/screenshots/lifecycle/ (git
 * ignores it: these are for looking at, not for the repository): My Booking with the cancel
 * dialog open and after the refund, an admin's cancel dialog in Manage Order, the tour page's
 * cancellation policy, the booking modal with it, the plan form's booking terms, and a
 * departure's cancellation progress.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { messages } from '#shared/messages.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { addDays, dhakaToday, formatShortDate } from '#shared/dhaka-date.ts'
import { paths } from '#shared/paths.ts'
import { createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { payOrder } from '#tests/factories/payments.ts'
import { uniqueEmail } from '#tests/support/accounts.ts'
import {
  createBrowserAccount,
  openSignedIn,
  type BrowserAccount,
} from '#tests/e2e/support/accounts.ts'
import { launchBrowser, startSite } from '#tests/e2e/support/browser.ts'

const m = messages.lifecycle
const outDir = path.resolve('tests/.artifacts/screenshots/lifecycle')
fs.mkdirSync(outDir, { recursive: true })

const widths = [390, 1280]
const adminEmails = widths.map(() => uniqueEmail('admin'))
const site = await startSite({ seed: 'demo', config: { adminEmails } })
const browser = await launchBrowser()
const db = site.testApp.database.db

function save(file: string) {
  if (fs.existsSync('/usr/bin/pngquant')) {
    execFileSync('/usr/bin/pngquant', ['--quality', '70-90', '--force', '--ext', '.png', file])
  }
  console.log(path.relative(process.cwd(), file))
}

const cookieOf = (account: BrowserAccount) =>
  account.cookies.map((c) => `${c.name}=${c.value}`).join('; ')

async function book(account: BrowserAccount, tourId: string, departureId?: string) {
  const response = await site.testApp.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { cookie: cookieOf(account) },
    payload: {
      tourId,
      name: account.name,
      email: account.email,
      phone: '+880 1712-345678',
      ...(departureId && { departureId, travellers: 2 }),
    },
  })
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`)
  return response.json() as Order
}

let planNumber = 0
async function plan(name: string, image: string, price = 180) {
  planNumber += 1
  const divisions = await (await fetch(`${site.baseUrl}/api/divisions`)).json()
  const division = divisions.find((d: { divisionName: string }) => d.divisionName === 'Sylhet')
  return createPlace(db, {
    divisionId: division.id,
    placeName: `${name} ${planNumber > 1 ? `(${planNumber})` : ''}`.trim(),
    price,
    image,
  })
}

/** Waits for the modal's open animation, then shoots the screen as the visitor sees it. */
async function settle(page: Page) {
  await page.waitForTimeout(400)
}

async function scrollTo(locator: Locator) {
  await locator.evaluate((el) => el.scrollIntoView({ block: 'start' }))
  await locator.page().evaluate(() => window.scrollBy(0, -24))
}

try {
  for (const [index, width] of widths.entries()) {
    const shot = async (page: Page, name: string, fullPage = false) => {
      const file = path.join(outDir, `${name}-${width}.png`)
      await page.screenshot({ path: file, fullPage })
      save(file)
    }

    // A customer with a paid booking 40 days ahead, an unpaid hold 20 days ahead, and one
    // booked before dates existed.
    const sajek = await plan('Sajek Valley Cloud Trek', '/images/places/sajek-valley.svg')
    const far = await createDeparture(db, { tourId: sajek.id, date: addDays(dhakaToday(), 40) })
    const near = await createDeparture(db, { tourId: sajek.id, date: addDays(dhakaToday(), 20) })
    const customer = await createBrowserAccount(site, { name: 'Nusrat Jahan' })
    await book(customer, sajek.id)
    await book(customer, sajek.id, near.id)
    const paid = await book(customer, sajek.id, far.id)
    await payOrder(db, paid._id)

    const mine = await openSignedIn(browser, site, {
      account: customer,
      width,
      height: 900,
      reducedMotion: 'reduce',
    })
    let page = mine.page
    await page.goto(paths.dashboardPages.myBooking, { waitUntil: 'networkidle' })
    await page
      .getByRole('button', {
        name: m.cancelFor({ reference: paid.reference, tour: paid.tourName }),
      })
      .filter({ visible: true })
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText(m.cancelDaysBefore({ days: 40 })).waitFor()
    await settle(page)
    await shot(page, 'lifecycle-cancel-dialog')
    await dialog.getByRole('button', { name: m.cancelConfirm }).click()
    await page.getByText(m.cancelledRefund({ amount: '$360' })).waitFor()
    await dialog.waitFor({ state: 'detached' })
    await page.evaluate(() => window.scrollTo(0, 0))
    await shot(page, 'lifecycle-refunded', true)

    // The tour page's policy, and the booking modal with it.
    await page.goto(paths.tourDetails(sajek.id), { waitUntil: 'networkidle' })
    const policy = page.getByRole('region', { name: m.policyTitle })
    await scrollTo(policy)
    await shot(page, 'lifecycle-tour-policy')
    await page.getByRole('button', { name: messages.tour.bookNow }).click()
    const modal = page.getByRole('dialog')
    await modal.getByLabel('Phone number').fill('+880 1712-345678')
    await modal.getByText(m.policyAccepted).waitFor()
    await settle(page)
    await modal
      .getByRole('region', { name: m.policyTitle })
      .evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await shot(page, 'lifecycle-booking-modal-policy')
    if (mine.problems.length) console.log(`  problems: ${mine.problems.join('; ')}`)
    await mine.context.close()

    // An admin: Manage Order's cancel dialog, the plan form's terms, a departure cancelled.
    const admin = await createBrowserAccount(site, {
      email: adminEmails[index]!,
      name: 'Admin Tania',
    })
    const other = await createBrowserAccount(site, { name: 'Rafiq Chowdhury' })
    const paidByOther = await book(other, sajek.id, near.id)
    await payOrder(db, paidByOther._id)
    const adminPage = await openSignedIn(browser, site, {
      account: admin,
      width,
      height: 900,
      reducedMotion: 'reduce',
    })
    page = adminPage.page
    await page.goto(paths.dashboardPages.manageBooking, { waitUntil: 'networkidle' })
    await page.getByLabel(messages.manageOrder.search).fill(paidByOther.reference)
    await page
      .getByRole('button', {
        name: m.cancelFor({ reference: paidByOther.reference, tour: paidByOther.tourName }),
      })
      .filter({ visible: true })
      .click()
    await page.getByRole('dialog').getByRole('group', { name: m.refundLegend }).waitFor()
    await settle(page)
    await shot(page, 'lifecycle-admin-cancel-dialog')
    await page.keyboard.press('Escape')

    await page.goto(paths.dashboardEditPlan(sajek.id), { waitUntil: 'networkidle' })
    const terms = page.getByRole('group', { name: m.termsLegend })
    await terms.getByLabel(m.depositPercent).fill('20')
    await terms.getByRole('radio', { name: m.policyOwn }).check()
    await terms.getByRole('textbox', { name: m.tierPercentOf({ n: 2 }) }).fill('40')
    await terms.getByRole('button', { name: m.addTier }).click()
    await terms.getByRole('textbox', { name: m.tierDaysOf({ n: 4 }) }).fill('7')
    await terms.getByRole('textbox', { name: m.tierPercentOf({ n: 4 }) }).fill('10')
    await scrollTo(terms)
    await shot(page, 'lifecycle-plan-terms')

    const trip = await plan('Bichanakandi Day Trip', '/images/places/bichanakandi.svg', 95)
    const doomed = await createDeparture(db, { tourId: trip.id, date: addDays(dhakaToday(), 12) })
    for (const [i, name] of [
      'Sadia Islam',
      'Tanvir Ahmed',
      'Farhana Akter',
      'Imran Hossain',
    ].entries()) {
      const traveller = await createBrowserAccount(site, { name })
      const order = await book(traveller, trip.id, doomed.id)
      if (i < 3) await payOrder(db, order._id)
    }
    await page.goto(paths.dashboardDepartures(trip.id), { waitUntil: 'networkidle' })
    const date = formatShortDate(doomed.date)
    await page.getByRole('button', { name: `${messages.departuresAdmin.cancel} ${date}` }).click()
    const confirm = page.getByRole('dialog')
    await confirm.getByLabel(m.departureReason).fill('Flash floods on the Goain river')
    await settle(page)
    await shot(page, 'lifecycle-departure-cancel-dialog')
    await confirm.getByRole('button', { name: messages.departuresAdmin.confirmCancel }).click()
    const panel = page.getByRole('region', { name: m.progressTitle({ date }) })
    await panel.getByText(m.progressFinished({ total: 4 })).waitFor({ timeout: 20_000 })
    await page.waitForTimeout(700)
    await scrollTo(
      page.getByRole('heading', { name: messages.departuresAdmin.titleLoading, exact: true }),
    )
    await shot(page, 'lifecycle-departure-progress')
    if (adminPage.problems.length) console.log(`  problems: ${adminPage.problems.join('; ')}`)
    await adminPage.context.close()
  }
} finally {
  await browser.close()
  await site.close()
}
