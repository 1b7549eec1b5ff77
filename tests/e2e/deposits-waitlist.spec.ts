/**
 * Deposits, the waitlist and changing dates in Chromium, against the real server, its lifecycle
 * worker and the sandbox: a customer pays a deposit, sees the balance in My Booking and pays it
 * from the receipt mail's link (read from the outbox); a customer joins the waitlist of a
 * sold-out date, and when another booking on it is cancelled, pays the seats held for them; a
 * paid booking moves to a cheaper date and hears of the refund. axe checks each dialog.
 */
import { and, eq } from 'drizzle-orm'
import type { Browser, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, places } from '#server/db/schema/index.ts'
import type { Division } from '#shared/contracts/catalog.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { sandboxTestCards } from '#shared/contracts/payments.ts'
import { addDays, dhakaToday, formatShortDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { payOrder } from '#tests/factories/payments.ts'
import { createBrowserAccount, openSignedIn, type BrowserAccount } from './support/accounts.ts'
import { payButtonName, poll, shownPrice, type Site, useSite, visible } from './support/browser.ts'

const d = messages.deposits
const w = messages.waitlist
const r = messages.reschedule

let browser: Browser
let site: Site
let division: Division

useSite(
  () => ({ seed: 'demo' }),
  (shared) => ({ browser, site } = shared),
)
beforeAll(async () => {
  const divisions: Division[] = await (await fetch(`${site.baseUrl}/api/divisions`)).json()
  division = divisions[0]!
})

const db = () => site.testApp.database.db
const cookieOf = (account: BrowserAccount) =>
  account.cookies.map((c) => `${c.name}=${c.value}`).join('; ')

/** A plan of its own at 120 (dollars or taka) a person, taking a 20 % deposit when `deposit`. */
async function newPlan(name: string, { deposit = false } = {}) {
  const place = await createPlace(db(), {
    divisionId: division.id,
    placeName: `${name} ${Date.now() % 100000}`,
    price: 120,
    image: '/images/places/lalakhal.svg',
  })
  if (deposit) {
    await db()
      .update(places)
      .set({ depositPercent: 20, balanceDueDays: 14 })
      .where(eq(places.id, place.id))
  }
  return place
}

async function book(
  account: BrowserAccount,
  tourId: string,
  departureId: string,
  travellers = 1,
): Promise<Order> {
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
      travellers,
    },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

/** Types the success test card into the Pay page's form and presses Pay. */
async function payByCard(page: Page, amount: number) {
  const form = page.getByRole('form', { name: messages.pay.cardPayment })
  const number = form.getByLabel(messages.cardForm.number)
  await poll(() => number.isEnabled()).toBe(true)
  const button = form.getByRole('button', { name: payButtonName(site, amount) })
  await poll(() => button.isEnabled()).toBe(true)
  await number.pressSequentially(sandboxTestCards.success.replace(/\s/g, ''))
  await form.getByLabel(messages.cardForm.expiry).pressSequentially('1234')
  await form.getByLabel(messages.cardForm.cvc).pressSequentially('123')
  await button.click()
  await poll(() => visible(page.getByText(messages.payment.done))).toBe(true)
}

const entry = (page: Page, text: string) =>
  page.locator('li, tr').filter({ hasText: text }).filter({ visible: true })

describe('deposits', () => {
  it('pays a deposit, shows the balance in My Booking, then pays it from the receipt mail', async () => {
    const place = await newPlan('Ratargul Swamp Forest', { deposit: true })
    const departure = await createDeparture(db(), {
      tourId: place.id,
      date: addDays(dhakaToday(), 40),
    })
    const account = await createBrowserAccount(site, { name: 'Farhana Akter' })
    const order = await book(account, place.id, departure.id)
    const dueBy = formatShortDate(addDays(departure.date, -14))
    const { page, assertClean, checkA11y } = await openSignedIn(browser, site, { account })

    await page.goto(paths.dashboardPay(order._id))
    const choice = page.getByRole('group', { name: d.planLegend })
    await poll(() => visible(choice)).toBe(true)
    await choice
      .getByRole('radio', {
        name: d.payDeposit({
          deposit: shownPrice(site, 24),
          balance: shownPrice(site, 96),
          date: dueBy,
        }),
      })
      .check()
    await checkA11y('Pay page with the deposit choice')
    await payByCard(page, 24)
    expect(
      await page
        .getByText(
          d.depositDone({
            deposit: shownPrice(site, 24),
            balance: shownPrice(site, 96),
            date: dueBy,
          }),
        )
        .count(),
    ).toBe(1)

    await page.goto(paths.dashboardPages.myBooking)
    const row = entry(page, order.reference)
    await poll(() => row.count()).toBe(1)
    await poll(() => row.textContent()).toContain(messages.lifecycle.status.deposit_paid)
    expect(await row.textContent()).toContain(
      d.balanceDue({ amount: shownPrice(site, 96), date: dueBy }),
    )
    expect(
      await row
        .getByRole('link', { name: d.payBalanceFor({ tour: order.tourName }) })
        .getAttribute('href'),
    ).toBe(paths.dashboardPay(order._id))
    await checkA11y('My Booking with a balance due')

    // The receipt of the deposit carries the link to pay the balance.
    const [receipt] = await db()
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'receipt'), eq(mailOutbox.to, account.email)))
    const link = receipt?.text.match(/\/Dashboard\/Pay\/[0-9a-f-]{36}/)?.[0]
    expect(link).toBe(paths.dashboardPay(order._id))

    await page.goto(link!)
    await poll(() =>
      visible(page.getByText(d.payBalance({ amount: shownPrice(site, 96), date: dueBy }))),
    ).toBe(true)
    expect(await page.getByRole('group', { name: d.planLegend }).count()).toBe(0)
    await payByCard(page, 96)

    await page.goto(paths.dashboardPages.myBooking)
    await poll(() => row.textContent()).toContain(messages.lifecycle.status.paid)
    expect(await row.textContent()).not.toContain(
      d.balanceDue({ amount: shownPrice(site, 96), date: dueBy }),
    )
    await assertClean()
  })
})

describe('the waitlist', () => {
  it('joins a sold-out date, then pays the seats held once a booking on it is cancelled', async () => {
    const place = await newPlan('Nafakhum Waterfall')
    const departure = await createDeparture(db(), {
      tourId: place.id,
      date: addDays(dhakaToday(), 50),
      capacity: 2,
    })
    const other = await createBrowserAccount(site, { name: 'Tanvir Ahmed' })
    const full = await book(other, place.id, departure.id, 2)
    const account = await createBrowserAccount(site, { name: 'Sadia Islam' })
    const { page, assertClean, checkA11y } = await openSignedIn(browser, site, { account })
    const date = formatShortDate(departure.date)

    await page.goto(paths.tourDetails(place.id))
    const join = page.getByRole('button', { name: w.joinFor({ date }) })
    await poll(() => visible(join)).toBe(true)
    await join.click()
    const dialog = page.getByRole('dialog', { name: w.title({ date }) })
    await poll(() => visible(dialog)).toBe(true)
    expect(await dialog.getByLabel(w.party).inputValue()).toBe('1')
    expect(await dialog.getByLabel(messages.booking.name).inputValue()).toBe(account.name)
    await dialog.getByLabel(messages.account.phone).fill('+880 1712-345678')
    await checkA11y('waitlist dialog')
    await dialog.getByRole('button', { name: w.join }).click()
    await poll(() => visible(dialog.getByText(w.joined({ place: 1 })))).toBe(true)
    await dialog.getByRole('button', { name: w.done }).click()
    await poll(() => dialog.count()).toBe(0)
    await poll(() => join.evaluate((el) => el === document.activeElement)).toBe(true)

    await page.goto(paths.dashboardPages.myBooking)
    const section = page.getByRole('region', { name: w.section })
    await poll(() => visible(section.getByText(w.place({ n: 1 })))).toBe(true)
    await checkA11y('My Booking with a waitlist')

    // Another customer cancels: the worker offers the seats to the first in line.
    const cancelled = await site.testApp.app.inject({
      method: 'POST',
      url: `/api/orders/${full._id}/cancel`,
      headers: { cookie: cookieOf(other) },
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const payNow = section.getByRole('link', { name: w.payNow })
    await poll(async () => {
      if (await payNow.count()) return true
      await page.reload()
      await section.waitFor({ timeout: 5_000 }).catch(() => undefined)
      return (await payNow.count()) > 0
    }, 60_000).toBe(true)
    expect(await section.textContent()).toContain(w.heldUntil({ time: '' }).trim())

    await payNow.click()
    await page.waitForURL('**/Dashboard/Pay/**')
    await payByCard(page, 120)
    await page.goto(paths.dashboardPages.myBooking)
    await poll(() => visible(section.getByText(w.booked))).toBe(true)
    await assertClean()
  })
})

describe('changing the date', () => {
  it('moves a paid booking to a cheaper date and says the refund', async () => {
    const place = await newPlan('Sajek Valley')
    const now = await createDeparture(db(), { tourId: place.id, date: addDays(dhakaToday(), 30) })
    const cheaper = await createDeparture(db(), {
      tourId: place.id,
      date: addDays(dhakaToday(), 45),
      priceCents: 10_000,
    })
    const account = await createBrowserAccount(site, { name: 'Rafiq Chowdhury' })
    const order = await book(account, place.id, now.id)
    await payOrder(db(), order._id)
    const { page, assertClean, checkA11y } = await openSignedIn(browser, site, {
      account,
      width: 390,
    })

    await page.goto(paths.dashboardPages.myBooking)
    const open = entry(page, order.reference).getByRole('button', {
      name: r.changeDateFor({ reference: order.reference, tour: order.tourName }),
    })
    await poll(() => open.count()).toBe(1)
    await open.click()
    const dialog = page.getByRole('dialog', { name: r.title({ tour: order.tourName }) })
    const option = dialog.getByRole('radio', { name: new RegExp(formatShortDate(cheaper.date)) })
    await poll(() => visible(option)).toBe(true)
    expect(await dialog.textContent()).toContain(r.less({ amount: shownPrice(site, 20) }))
    await option.check()
    await checkA11y('change-date dialog')
    await dialog.getByRole('button', { name: r.confirm }).click()
    await poll(() =>
      visible(
        dialog.getByText(
          r.movedRefund({ date: formatShortDate(cheaper.date), amount: shownPrice(site, 20) }),
        ),
      ),
    ).toBe(true)
    await dialog.getByRole('button', { name: r.close }).click()
    await poll(() => dialog.count()).toBe(0)
    await poll(() => entry(page, order.reference).textContent()).toContain(
      formatShortDate(cheaper.date),
    )
    // Focus goes back to the page (Radix returns it as the dialog unmounts), not to <body>.
    await poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY')
    await assertClean()
  })
})
