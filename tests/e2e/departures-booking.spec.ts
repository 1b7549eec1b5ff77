/**
 * Booking a dated departure in Chromium: the tour page lists its dates with seats left (sold-out
 * ones shown but not choosable), the customer picks a date and 3 travellers by keyboard and
 * mouse, sees the total, books, reads the reference, pays by card, and finds the booking with
 * its date, travellers and reference in My Booking.
 */
import type { Browser } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import type { Departure } from '#shared/contracts/departures.ts'
import { sandboxTestCards } from '#shared/contracts/payments.ts'
import { formatShortDate } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { openSignedIn } from './support/accounts.ts'
import { payButtonName, poll, shownPrice, type Site, useSite, visible } from './support/browser.ts'

let browser: Browser
let site: Site
let places: Place[]

useSite(
  () => ({ seed: 'demo' }),
  (shared) => ({ browser, site } = shared),
)
beforeAll(async () => {
  places = await (await fetch(`${site.baseUrl}/api/places`)).json()
})

const departuresOf = async (tour: Place): Promise<Departure[]> =>
  (await fetch(`${site.baseUrl}/api/places/${tour._id}/departures`)).json()

describe('booking a date', () => {
  it('picks a date and 3 travellers, books, sees the reference, pays, and finds it in My Booking', async () => {
    const tour = places.find((p) => p.price > 0)!
    const dates = await departuresOf(tour)
    const second = dates[1]!
    const { page, assertClean, checkA11y } = await openSignedIn(browser, site)
    await page.goto(`/tour-details/${tour._id}`)

    const group = page.getByRole('group', { name: messages.dates.legend })
    await poll(() => group.getByRole('radio').count()).toBeGreaterThan(3)
    await checkA11y('tour page with its dates')
    // The soonest date with seats is chosen; arrow keys move the choice, as in any radio group.
    const radios = group.getByRole('radio')
    await radios.first().focus()
    await page.keyboard.press('ArrowDown')
    await poll(() => radios.nth(1).isChecked()).toBe(true)
    const label = await radios.nth(1).evaluate((el) => el.closest('label')?.textContent ?? '')
    expect(label).toContain(formatShortDate(second.date))
    expect(label).toContain(`${second.seatsLeft} seats left`)

    // The demo's tours price children and infants apart: the adults have a stepper of their own.
    const adults = messages.tourPricing.kind({ kind: 'adult' })
    await page.getByRole('button', { name: messages.tourPricing.more({ kind: adults }) }).click()
    await page.getByRole('button', { name: messages.tourPricing.more({ kind: adults }) }).click()
    expect(await page.getByLabel(adults, { exact: true }).inputValue()).toBe('3')
    const total = shownPrice(site, second.price * 3)
    await poll(() => visible(page.getByText(total, { exact: true }))).toBe(true)

    await page.getByRole('button', { name: 'Book Now' }).click()
    const dialog = page.getByRole('dialog', { name: `Book ${tour.placeName}` })
    await poll(() => dialog.isVisible()).toBe(true)
    const summary = (await dialog.locator('dl').textContent()) ?? ''
    expect(summary).toContain(formatShortDate(second.date))
    expect(summary).toContain(`${messages.dates.travellers}3`)
    expect(summary).toContain(`${messages.dates.total}${total}`)
    await checkA11y('booking modal with a date')
    await dialog.getByLabel('Phone number').fill('+880 1712-345678')
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click()

    await poll(() => visible(page.getByText(messages.booking.placed))).toBe(true)
    const reference = await page.locator('strong.font-mono').textContent()
    expect(reference).toMatch(/^BT-[2-9A-HJ-NP-Z]{6}$/)
    // The seats are taken: the list shows three fewer at once.
    await poll(async () => (await departuresOf(tour))[1]!.seatsLeft).toBe(second.seatsLeft - 3)

    await page.getByRole('link', { name: messages.booking.payNow }).click()
    await page.waitForURL('**/Dashboard/Pay/*')
    await poll(() => visible(page.getByText(reference!, { exact: true }))).toBe(true)
    expect(await visible(page.getByText(formatShortDate(second.date), { exact: true }))).toBe(true)
    const form = page.getByRole('form', { name: 'Card payment' })
    const number = form.getByLabel('Card number')
    await poll(() => number.isEnabled()).toBe(true)
    await number.pressSequentially(sandboxTestCards.success.replace(/\s/g, ''))
    await form.getByLabel('Expiry').pressSequentially('1234')
    await form.getByLabel('CVC').pressSequentially('123')
    await page
      .getByRole('button', {
        name: payButtonName(site, second.price * 3),
      })
      .click()
    await poll(() => visible(page.getByText(messages.payment.done))).toBe(true)

    await page.goto('/Dashboard/MyBooking')
    const row = page.locator('li, tr').filter({ hasText: reference! }).filter({ visible: true })
    await poll(() => row.count()).toBe(1)
    const text = (await row.textContent()) ?? ''
    expect(text).toContain(formatShortDate(second.date))
    expect(text).toContain('3 travellers')
    expect(text).toContain('Paid')
    await checkA11y('My Booking with a dated booking')
    await assertClean()
  })

  it('shows a sold-out date but does not let it be chosen', async () => {
    let soldOut: { tour: Place; date: Departure } | undefined
    for (const tour of places) {
      const date = (await departuresOf(tour)).find((d) => d.status === 'soldout')
      if (date) {
        soldOut = { tour, date }
        break
      }
    }
    expect(soldOut, 'the demo has a sold-out date').toBeDefined()
    const { page, assertClean } = await openSignedIn(browser, site, { width: 390 })
    await page.goto(`/tour-details/${soldOut!.tour._id}`)
    const option = page
      .getByRole('group', { name: messages.dates.legend })
      .locator('label')
      .filter({ hasText: formatShortDate(soldOut!.date.date) })
    await poll(() => option.count()).toBe(1)
    expect(await option.textContent()).toContain(messages.dates.soldOut)
    expect(await option.getByRole('radio').isDisabled()).toBe(true)
    await assertClean()
  })
})
