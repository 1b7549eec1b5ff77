/**
 * Booking in Chromium: Book Now on a tour's page (signed out: to /login and back; signed in: the
 * modal), the order in My Booking as 'unpaid', deleting it through the delete modal, the Payment
 * list and Pay page, and an admin's Manage Order with its search and CSV export.
 */
import type { Browser } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import { uniqueEmail } from '#tests/support/accounts.ts'
import { openSignedIn, signUpViaApi } from './support/accounts.ts'
import { bookViaApi, markPaid } from './support/orders.ts'
import {
  heading,
  openPage,
  poll,
  shownPrice,
  type Site,
  useSite,
  visible,
} from './support/browser.ts'

const adminEmail = uniqueEmail('admin')

let browser: Browser
let site: Site
let places: Place[]

useSite(
  () => ({ seed: 'demo', config: { adminEmails: [adminEmail] } }),
  (shared) => ({ browser, site } = shared),
)
beforeAll(async () => {
  places = await (await fetch(`${site.baseUrl}/api/places`)).json()
})

async function signedIn(options?: Parameters<typeof openSignedIn>[2]) {
  const watched = await openSignedIn(browser, site, options)
  return watched
}

describe('Book Now', () => {
  it('sends a signed-out visitor to /login, and back to the tour and its dialog after signing in', async () => {
    const account = await signUpViaApi(site)
    const tour = places[0]!
    const watched = await openPage(browser, site.baseUrl)
    const { page, assertClean } = watched
    await page.goto(`/tour-details/${tour._id}`)
    await page.getByRole('button', { name: 'Book Now' }).click()
    await page.waitForURL('**/login')

    const form = page.getByRole('form', { name: 'Sign in' })
    await form.getByLabel('Email').fill(account.email)
    await form.getByLabel('Password').fill(account.password)
    await form.getByRole('button', { name: 'Sign in', exact: true }).click()
    // Back on the tour (the address may carry the choice a moment: customer-walk-2.spec.ts).
    await page.waitForURL((url) => url.pathname === `/tour-details/${tour._id}`)
    // ...with the booking dialog open, as the visitor left it (the page behind it is inert).
    const dialog = page.getByRole('dialog', { name: `Book ${tour.placeName}` })
    await poll(() => dialog.isVisible()).toBe(true)
    expect(await page.locator('h1').textContent()).toBe(tour.placeName)
    await assertClean()
  })

  it('books a tour from its page; My Booking lists it unpaid and deletes it', async () => {
    const tour = places.find((p) => p.price > 0)!
    const { page, account, assertClean, checkA11y } = await signedIn()
    await page.goto(`/tour-details/${tour._id}`)
    const bookNow = page.getByRole('button', { name: 'Book Now' })
    await bookNow.click()

    const dialog = page.getByRole('dialog', { name: `Book ${tour.placeName}` })
    await poll(() => dialog.isVisible()).toBe(true)
    await checkA11y('booking modal open')
    // Prefilled from the account; the tour's name and price are shown read-only, no ids.
    expect(await dialog.getByLabel('Name').inputValue()).toBe(account.name)
    expect(await dialog.getByLabel('Email').inputValue()).toBe(account.email)
    // The price per person, and the total for the one traveller the tour page starts with.
    expect(await dialog.getByText(shownPrice(site, tour.price), { exact: true }).count()).toBe(2)
    expect(
      await dialog.getByText(shownPrice(site, tour.price), { exact: true }).first().isVisible(),
    ).toBe(true)
    expect(await dialog.getByText(tour._id).count()).toBe(0)
    const phone = dialog.getByLabel('Phone number')
    expect(await phone.getAttribute('type')).toBe('tel')
    expect(await phone.getAttribute('autocomplete')).toBe('tel')

    // The phone number is required and checked by the shared schema, next to the field.
    const confirm = dialog.getByRole('button', { name: 'Confirm Booking' })
    await confirm.click()
    await poll(() => phone.getAttribute('aria-invalid')).toBe('true')
    expect(await visible(dialog.getByText('Enter your phone number.'))).toBe(true)
    await phone.fill('12')
    await phone.blur()
    await expect
      .poll(() => visible(dialog.getByText('Enter a phone number, e.g. +880 1712-345678.')))
      .toBe(true)

    await phone.fill('+880 1712-345678')
    // A double click books once: the button is disabled while sending, and the key is the same.
    await confirm.dblclick()
    await poll(() => dialog.count()).toBe(0)
    await poll(() => visible(page.getByText('Order has been placed.'))).toBe(true)
    // Focus went back to the button that opened the modal (in the modal's clean-up).
    await poll(() => bookNow.evaluate((el) => el === document.activeElement)).toBe(true)

    await page.getByRole('link', { name: 'See it in My Booking' }).click()
    await page.waitForURL('**/Dashboard/MyBooking')
    await poll(() => heading(page)).toBe('My Booking')
    const table = page.getByRole('table')
    await poll(() => table.getByRole('row').count()).toBe(2) // header + the one order
    const row = table.getByRole('row').nth(1)
    expect(await row.textContent()).toContain(tour.placeName)
    expect(await row.textContent()).toContain(shownPrice(site, tour.price))
    expect(await row.getByText('unpaid', { exact: true }).isVisible()).toBe(true)

    // Delete: the spec's modal, Close first (nothing happens), then Confirm.
    await row.getByRole('button', { name: 'Delete' }).click()
    const question = page.getByRole('dialog', {
      name: 'Are your you want to perform this action?',
    })
    await poll(() => question.isVisible()).toBe(true)
    await checkA11y('delete modal open')
    await question.getByRole('button', { name: 'Close' }).click()
    await poll(() => question.count()).toBe(0)
    // The table is shown to assistive tech again in the dialog's clean-up (a frame later).
    await poll(() => table.getByRole('row').count()).toBe(2)

    await row.getByRole('button', { name: 'Delete' }).click()
    await question.getByRole('button', { name: 'Confirm' }).click()
    await poll(() => question.count()).toBe(0)
    await poll(() => visible(page.getByText('No bookings yet'))).toBe(true)
    expect(
      await page.getByRole('link', { name: 'Browse all tour plans' }).getAttribute('href'),
    ).toBe('/TourPlans')
    await assertClean()
  })

  it('shows the modal and My Booking cards on a phone, without animation if asked', async () => {
    const tour = places[1]!
    const { page, assertClean, checkA11y } = await signedIn({
      width: 390,
      height: 844,
      reducedMotion: 'reduce',
    })
    await page.goto(`/tour-details/${tour._id}`)
    await page.getByRole('button', { name: 'Book Now' }).click()
    const dialog = page.getByRole('dialog')
    await poll(() => dialog.isVisible()).toBe(true)
    const animation = await dialog.evaluate((el) => getComputedStyle(el).animationName)
    expect(animation).toBe('none')
    await checkA11y('booking modal open on a phone')
    await dialog.getByLabel('Phone number').fill('01712345678')
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click()
    await poll(() => visible(page.getByText('Order has been placed.'))).toBe(true)

    await page.goto('/Dashboard/MyBooking')
    const card = page.getByRole('listitem').filter({ hasText: tour.placeName })
    await poll(() => visible(card)).toBe(true)
    expect(await card.getByText('unpaid', { exact: true }).isVisible()).toBe(true)
    expect(await card.getByRole('button', { name: 'Delete' }).isEnabled()).toBe(true)
    await assertClean()
  })
})

describe('Payment', () => {
  it("lists the customer's unpaid orders with a Pay link to the order's page", async () => {
    const account = await signUpViaApi(site)
    const tour = places[2]!
    const order = await bookViaApi(site, account, tour)
    const paidTour = places[6]!
    const paid = await bookViaApi(site, account, paidTour)
    await markPaid(site, paid)
    const { page, assertClean } = await signedIn({ account })

    await page.goto('/Dashboard/Payment')
    const pay = page.getByRole('link', { name: `Pay for ${tour.placeName}` })
    await poll(() => visible(pay)).toBe(true)
    // Only unpaid orders are offered.
    expect(await page.getByRole('link', { name: `Pay for ${paidTour.placeName}` }).count()).toBe(0)
    await pay.click()
    await page.waitForURL(`**/Dashboard/Pay/${order._id}`)
    await expect
      .poll(() => visible(page.getByText(shownPrice(site, tour.price), { exact: true })))
      .toBe(true)
    // The card form itself is covered by payments.spec.ts.
    await poll(() => visible(page.getByRole('form', { name: 'Card payment' }))).toBe(true)

    await page.goto(`/Dashboard/Pay/${paid._id}`)
    await poll(() => visible(page.getByText('This order is already paid'))).toBe(true)
    await page.goto('/Dashboard/Pay/00000000-0000-4000-8000-000000000000')
    await poll(() => visible(page.getByText('We could not find this order'))).toBe(true)

    // My Booking: 'Paid', and its trash button is disabled.
    await page.goto('/Dashboard/MyBooking')
    const paidRow = page.getByRole('row').filter({ hasText: paidTour.placeName })
    await poll(() => visible(paidRow.getByText('Paid', { exact: true }))).toBe(true)
    expect(await paidRow.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true)
    await assertClean([/status of 404/])
  })
})

describe('Manage Order', () => {
  it("shows an admin a customer's order, searches by email and exports CSV", async () => {
    const customer = await signUpViaApi(site, {
      name: 'Farhana, "Fara" Akter',
    })
    const tour = places[3]!
    const booked = await bookViaApi(site, customer, tour, '+880 1811-000111')
    const other = await signUpViaApi(site)
    await bookViaApi(site, other, places[4]!)

    const admin = await signUpViaApi(site, {
      email: adminEmail,
      name: 'Admin Selim',
    })
    const { page, assertClean } = await signedIn({ account: admin })
    await page.goto('/Dashboard/ManageBooking')
    await poll(() => heading(page)).toBe('Manage Order')
    const table = page.getByRole('table')
    const row = table.getByRole('row').filter({ hasText: customer.email })
    await poll(() => row.count()).toBe(1)
    expect(await row.getByText('Not Paid', { exact: true }).isVisible()).toBe(true)
    expect(await row.textContent()).toContain('+880 1811-000111')
    expect(await row.textContent()).toContain(tour.placeName)

    // The booking reference a customer quotes on the phone finds it too, in any case.
    await page.getByLabel('Search orders').fill(booked.reference.toLowerCase())
    await page.getByLabel('Search orders').press('Enter')
    await poll(() => table.getByRole('row').count()).toBe(2)
    expect(await table.getByRole('row').nth(1).textContent()).toContain(customer.email)
    await page.getByLabel('Search orders').fill(customer.email.toUpperCase())
    await page.getByLabel('Search orders').press('Enter')
    await poll(() => page.url()).toContain('q=')
    await poll(() => table.getByRole('row').count()).toBe(2)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      // Streamed by the server with the page's filters (every matching order, not this page).
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/)
    const stream = await download.createReadStream()
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    const csv = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
    const lines = csv.trimEnd().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toContain('Customer name,Email,Phone,Tour')
    expect(lines[1]).toContain(`"Farhana, ""Fara"" Akter",${customer.email},'+880 1811-000111`)
    expect(lines[1]).toContain('Not Paid')
    await assertClean()
  })
})
