/**
 * `npm run screenshots -- lifecycle-2`: PNGs of deposits, changing dates and the waitlist at 390 and
 * 1280 px, from the production build on a fresh demo database, into
 * tests/.artifacts/screenshots/lifecycle-2/ (git ignores it: these are for looking at): the Pay
 * page's deposit choice and its balance, My Booking with a balance (one overdue) and waitlist
 * entries (waiting, seats held), the change-date dialog and its outcome, and joining a waitlist
 * on the tour page.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { orders, places } from '#server/db/schema/index.ts'
import type { Order } from '#shared/contracts/orders.ts'
import type { WaitlistEntry } from '#shared/contracts/waitlist.ts'
import { addDays, dhakaToday, formatShortDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { payOrder } from '#tests/factories/payments.ts'
import {
  createBrowserAccount,
  openSignedIn,
  type BrowserAccount,
} from '#tests/e2e/support/accounts.ts'
import { launchBrowser, startSite } from '#tests/e2e/support/browser.ts'

const outDir = path.resolve('tests/.artifacts/screenshots/lifecycle-2')
fs.mkdirSync(outDir, { recursive: true })

const widths = [390, 1280]
const site = await startSite({ seed: 'demo' })
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

async function api<T>(
  account: BrowserAccount,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  const response = await site.testApp.app.inject({
    method,
    url,
    headers: { cookie: cookieOf(account) },
    ...(payload && { payload }),
  })
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`)
  return response.json() as T
}

const book = (account: BrowserAccount, tourId: string, departureId: string, travellers = 2) =>
  api<Order>(account, 'POST', '/api/order', {
    tourId,
    name: account.name,
    email: account.email,
    phone: '+880 1712-345678',
    departureId,
    travellers,
  })

/** Pays the deposit the way the Pay page does: the server sets it, the sandbox takes it. */
async function payDeposit(account: BrowserAccount, order: Order) {
  const intent = await api<{ amount: number }>(account, 'POST', '/api/payment', {
    orderId: order._id,
    plan: 'deposit',
  })
  await payOrder(db, order._id, { amountCents: Math.round(intent.amount * 100) })
}

let planNumber = 0
async function plan(name: string, image: string, price: number, deposit = false) {
  planNumber += 1
  const divisions = await (await fetch(`${site.baseUrl}/api/divisions`)).json()
  const division = divisions.find((d: { divisionName: string }) => d.divisionName === 'Sylhet')
  const place = await createPlace(db, {
    divisionId: division.id,
    placeName: `${name} (${planNumber})`,
    price,
    image,
  })
  if (deposit) {
    await db
      .update(places)
      .set({ depositPercent: 20, balanceDueDays: 14 })
      .where(eq(places.id, place.id))
  }
  return place
}

/** Waits for the modal's open animation. */
const settle = (page: Page) => page.waitForTimeout(400)

try {
  for (const width of widths) {
    const shot = async (page: Page, name: string, fullPage = false) => {
      const file = path.join(outDir, `${name}-${width}.png`)
      await page.screenshot({ path: file, fullPage })
      save(file)
    }

    const sajek = await plan(
      'Sajek Valley Cloud Trek',
      '/images/places/sajek-valley.svg',
      180,
      true,
    )
    const soon = await createDeparture(db, { tourId: sajek.id, date: addDays(dhakaToday(), 40) })
    await createDeparture(db, {
      tourId: sajek.id,
      date: addDays(dhakaToday(), 55),
      priceCents: 19_500,
    })
    await createDeparture(db, { tourId: sajek.id, date: addDays(dhakaToday(), 62) })
    await createDeparture(db, {
      tourId: sajek.id,
      date: addDays(dhakaToday(), 70),
      priceCents: 16_000,
    })
    const customer = await createBrowserAccount(site, { name: 'Nusrat Jahan' })

    // A booking with its deposit paid, and one whose balance is overdue.
    const deposited = await book(customer, sajek.id, soon.id)
    await payDeposit(customer, deposited)
    const late = await book(customer, sajek.id, soon.id, 1)
    await payDeposit(customer, late)
    await db
      .update(orders)
      .set({ balanceDueOn: addDays(dhakaToday(), -2) })
      .where(eq(orders.id, late._id))
    const fresh = await book(customer, sajek.id, soon.id, 2)

    // Waitlists: one sold-out date waited for, one with seats held after a cancellation.
    const ratargul = await plan(
      'Ratargul Swamp Forest',
      '/images/places/ratargul-swamp-forest.svg',
      95,
    )
    const full = await createDeparture(db, {
      tourId: ratargul.id,
      date: addDays(dhakaToday(), 33),
      capacity: 4,
    })
    const heldDate = await createDeparture(db, {
      tourId: ratargul.id,
      date: addDays(dhakaToday(), 47),
      capacity: 2,
    })
    const others = await Promise.all(
      ['Tanvir Ahmed', 'Farhana Akter', 'Imran Hossain'].map((name) =>
        createBrowserAccount(site, { name }),
      ),
    )
    await book(others[0]!, ratargul.id, full.id, 4)
    await api(others[1]!, 'POST', `/api/departures/${full.id}/waitlist`, {
      travellers: 2,
      name: others[1]!.name,
      phone: '+880 1712-345678',
    })
    const blocking = await book(others[2]!, ratargul.id, heldDate.id, 2)
    const join = { travellers: 2, name: customer.name, phone: '+880 1712-345678' }
    await api(customer, 'POST', `/api/departures/${full.id}/waitlist`, join)
    await api(customer, 'POST', `/api/departures/${heldDate.id}/waitlist`, join)
    await api(others[2]!, 'POST', `/api/orders/${blocking._id}/cancel`, {})
    for (let i = 0; i < 60; i++) {
      const mine = await api<WaitlistEntry[]>(customer, 'GET', '/api/waitlist')
      if (mine.some((e) => e.state === 'offered')) break
      await new Promise((resolve) => setTimeout(resolve, 500))
    }

    const { page, context, problems } = await openSignedIn(browser, site, {
      account: customer,
      width,
      height: 900,
      reducedMotion: 'reduce',
    })

    // The Pay page's choice, with the deposit chosen.
    await page.goto(paths.dashboardPay(fresh._id), { waitUntil: 'networkidle' })
    const choice = page.getByRole('group', { name: messages.deposits.planLegend })
    await choice.getByRole('radio').nth(1).check()
    await page.getByRole('button', { name: /Pay \$ 72/ }).waitFor()
    await page.waitForTimeout(300)
    await shot(page, 'pay-deposit-choice', true)

    // The Pay page of a balance.
    await page.goto(paths.dashboardPay(deposited._id), { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: /Pay \$ 288/ }).waitFor()
    await shot(page, 'pay-balance')

    // My Booking: balances, the overdue flag, the waitlist.
    await page.goto(paths.dashboardPages.myBooking, { waitUntil: 'networkidle' })
    await page.getByRole('region', { name: messages.waitlist.section }).waitFor()
    await shot(page, 'my-booking-balance-waitlist', true)

    // Changing the date of the booking with its deposit paid.
    await page
      .getByRole('button', {
        name: messages.reschedule.changeDateFor({
          reference: deposited.reference,
          tour: deposited.tourName,
        }),
      })
      .filter({ visible: true })
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('radio').first().waitFor()
    await dialog.getByRole('radio').last().check()
    await settle(page)
    await shot(page, 'change-date-dialog')
    await dialog.getByRole('button', { name: messages.reschedule.confirm }).click()
    await dialog.getByRole('status').waitFor()
    await shot(page, 'change-date-outcome')
    await page.keyboard.press('Escape')

    // Joining the waitlist of the sold-out date on the tour page.
    const joiner = await openSignedIn(browser, site, {
      width,
      height: 900,
      reducedMotion: 'reduce',
    })
    await joiner.page.goto(paths.tourDetails(ratargul.id), { waitUntil: 'networkidle' })
    const joinButton = joiner.page.getByRole('button', {
      name: messages.waitlist.joinFor({ date: formatShortDate(full.date) }),
    })
    await joinButton.evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await joiner.page.waitForTimeout(300)
    await shot(joiner.page, 'waitlist-date-list')
    await joinButton.click()
    const joinDialog = joiner.page.getByRole('dialog')
    await joinDialog.getByLabel(messages.account.phone).fill('+880 1812-555000')
    await settle(joiner.page)
    await shot(joiner.page, 'waitlist-join-dialog')
    await joinDialog.getByRole('button', { name: messages.waitlist.join }).click()
    await joinDialog.getByRole('status').waitFor()
    await shot(joiner.page, 'waitlist-joined')

    const seen = [...problems, ...joiner.problems]
    if (seen.length) console.log(`  problems: ${seen.join('; ')}`)
    await joiner.context.close()
    await context.close()
  }
} finally {
  await browser.close()
  await site.close()
}
