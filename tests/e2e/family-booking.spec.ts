/**
 * A family books and pays in Chromium (issue 32): on a Sundarbans tour of the demo, 2 adults,
 * 1 child and 1 infant (on a lap: three seats), a single cabin on the launch, a pickup point
 * chosen in the modal; the page's total is the server's, the modal restates who travels, what
 * they add and where they are picked up, the card pays the total, and My Booking and the API
 * say the same. Then, from My Booking, the family names its travellers with the nationality and
 * passport or NID the Sundarbans' permits need, and reads back only the documents' last
 * characters. In English at 1280 px and in Bangla at 390 px, axe on every state.
 *
 * With E2E_SHOTS=<folder>, each state's screen is saved there to look at.
 */
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import type { Departure } from '#shared/contracts/departures.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { sandboxTestCards } from '#shared/contracts/payments.ts'
import { messages, withLocale } from '#shared/messages.ts'
import { addDays, dhakaToday, formatLongDate, formatShortDate } from '#shared/dhaka-date.ts'
import type { Travellers } from '#shared/contracts/travellers.ts'
import { partyText } from '#shared/party-text.ts'
import { openSignedIn } from './support/accounts.ts'
import { poll, shownPrice, type Site, useSite, visible } from './support/browser.ts'

let browser: Browser
let site: Site

useSite(
  () => ({ seed: 'demo' }),
  (shared) => ({ browser, site } = shared),
)

const shotsDir = process.env.E2E_SHOTS
/** The screen as it is (what a reader sees there), or the whole page. */
async function shot(page: Page, name: string, fullPage = false) {
  if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage })
}

const FAMILY = [
  { kind: 'adult', count: 2 },
  { kind: 'child', count: 1 },
  { kind: 'infant', count: 1 },
] as const

describe('a family books', () => {
  for (const [locale, width] of [
    ['en', 1280],
    ['bn', 390],
  ] as const) {
    it(`2 adults, a child and an infant, a cabin and a pickup point, and pays (${locale}, ${width} px)`, async () => {
      const t = <T>(read: () => T) => (locale === 'bn' ? withLocale('bn', read) : read())
      const p = () => messages.tourPricing
      const places: Place[] = await (await fetch(`${site.baseUrl}/api/places`)).json()
      const listed = places.find((place) => place.placeName === 'Sundarbans')!
      const tour: Place = await (
        await fetch(`${site.baseUrl}/api/places/${listed._id}`, {
          headers: { 'accept-language': locale },
        })
      ).json()
      const dates: Departure[] = await (
        await fetch(`${site.baseUrl}/api/places/${tour._id}/departures`)
      ).json()
      // A date whose travellers' details are not yet due (the demo's Sundarbans: 3 days before).
      const date = dates.find((d) => d.status === 'open' && d.date > addDays(dhakaToday(), 3))!
      const child = tour.tourPricing!.categories.find((c) => c.kind === 'child')!
      const cabin = tour.tourPricing!.extras.find((e) => e.per === 'booking')!
      const pickup = tour.tourContent!.pickupPoints[1]!
      const total = 2 * date.price + child.price + cabin.price

      const { page, account, checkA11y, assertClean } = await openSignedIn(browser, site, {
        width,
        height: 900,
      })
      await page.goto(`${locale === 'bn' ? '/bn' : ''}/tour-details/${tour._id}`)
      const dates_ = page.getByRole('group', { name: t(() => messages.dates.legend) })
      await poll(() => dates_.getByRole('radio').count()).toBeGreaterThan(0)
      await dates_
        .locator('label')
        .filter({ hasText: t(() => formatShortDate(date.date)) })
        .click()

      const more = (kind: string) =>
        page.getByRole('button', { name: t(() => p().more({ kind: p().kind({ kind }) })) })
      await more('adult').click()
      await more('child').click()
      await more('infant').click()
      await page.getByLabel(cabin.name).check()
      const totalText = t(() => shownPrice(site, total))
      await poll(async () =>
        (await page.locator('[aria-live="polite"]').allTextContents()).join(' '),
      ).toContain(totalText)
      await checkA11y('tour page with a family chosen')
      await page
        .getByRole('button', { name: t(() => messages.tour.bookNow) })
        .scrollIntoViewIfNeeded()
      await shot(page, `family-tour-${locale}-${width}`)

      await page.getByRole('button', { name: t(() => messages.tour.bookNow) }).click()
      const dialog = page.getByRole('dialog')
      await poll(() => dialog.isVisible()).toBe(true)
      const summary = (await dialog.locator('dl').textContent()) ?? ''
      expect(summary).toContain(t(() => partyText(FAMILY)))
      expect(summary).toContain(t(() => cabin.name))
      expect(summary).toContain(totalText)
      // The Sundarbans' permits: every traveller's details, due 3 days before the date.
      const due = t(() =>
        messages.travellers.atBooking({
          required: 'permit',
          date: formatLongDate(addDays(date.date, -3)),
        }),
      )
      expect(await visible(dialog.getByText(due))).toBe(true)
      const points = dialog.getByRole('group', { name: t(() => p().pickupLegend) })
      await points.getByRole('radio').nth(1).check()
      await dialog.getByLabel(t(() => messages.account.phone)).fill('+880 1712-345678')
      await checkA11y('booking modal with a family')
      await shot(page, `family-modal-${locale}-${width}`)
      await dialog.getByRole('button', { name: t(() => messages.booking.confirm) }).click()
      await poll(() => visible(page.getByText(t(() => messages.booking.placed)))).toBe(true)

      // What the server kept: the party, the cabin and the pickup point, at the page's total.
      const mine: Order[] = (
        await site.testApp.app.inject({
          url: `/api/order/${encodeURIComponent(account.email)}`,
          headers: { cookie: account.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
        })
      ).json()
      const order = mine[0]!
      expect(order.tourPrice).toBe(total)
      expect(order.travellers).toBe(3)
      expect(order.party.map(({ kind, count }) => ({ kind, count }))).toEqual(FAMILY)
      expect(order.extras).toMatchObject([{ id: cabin.id, quantity: 1 }])
      expect(order.pickup).toMatchObject({ id: pickup.id, time: pickup.time })

      await page.getByRole('link', { name: t(() => messages.booking.payNow) }).click()
      await page.waitForURL('**/Dashboard/Pay/*')
      const form = page.getByRole('form', { name: t(() => messages.pay.cardPayment) })
      const number = form.getByLabel(t(() => messages.cardForm.number))
      await poll(() => number.isEnabled()).toBe(true)
      await number.pressSequentially(sandboxTestCards.success.replace(/\s/g, ''))
      await form.getByLabel(t(() => messages.cardForm.expiry)).pressSequentially('1234')
      await form.getByLabel(t(() => messages.cardForm.cvc)).pressSequentially('123')
      await form.getByRole('button').last().click()
      await poll(() => visible(page.getByText(t(() => messages.payment.done)))).toBe(true)

      await page.goto(`${locale === 'bn' ? '/bn' : ''}/Dashboard/MyBooking`)
      const row = page
        .locator('li, tr')
        .filter({ hasText: order.reference })
        .filter({ visible: true })
      await poll(() => row.count()).toBe(1)
      const text = (await row.textContent()) ?? ''
      expect(text).toContain(t(() => partyText(FAMILY)))
      expect(text).toContain(t(() => cabin.name))
      await checkA11y('My Booking with a family booking')
      await shot(page, `family-my-booking-${locale}-${width}`, true)

      // Who's travelling: names, nationalities and documents for the permits.
      const tr = () => messages.travellers
      await row
        .getByRole('button', { name: t(() => tr().buttonFor({ tour: tour.placeName })) })
        .click()
      const travellers = page.getByRole('dialog')
      const people = [
        { name: 'Rina Akter', nationality: 'BD', document: '1990 2612 3456 7', kind: 'adult' },
        { name: 'John Smith', nationality: 'GB', document: 'GB1234567', kind: 'adult' },
        { name: 'Ayaan Akter', nationality: 'BD', document: '20182612345678901', kind: 'child' },
        { name: 'Mira Akter', nationality: 'BD', document: '20232612345678901', kind: 'infant' },
      ]
      const group = (n: number, kind: string) =>
        travellers.getByRole('group', {
          name: t(() => tr().traveller({ n, kind: tr().kind({ kind }) })),
        })
      await poll(() => group(1, 'adult').isVisible()).toBe(true)
      for (const [index, person] of people.entries()) {
        const box = group(index + 1, person.kind)
        await box.getByLabel(t(() => tr().name)).fill(person.name)
        await box.getByLabel(t(() => tr().nationality)).selectOption(person.nationality)
        await box.getByLabel(t(() => tr().document)).fill(person.document)
      }
      await checkA11y("who's travelling, filled in")
      await shot(page, `family-travellers-${locale}-${width}`)
      await travellers.getByRole('button', { name: t(() => tr().save) }).click()
      await poll(() =>
        visible(
          travellers.getByText(
            t(() => tr().complete),
            { exact: false },
          ),
        ),
      ).toBe(true)
      // The boxes are empty again; the number on file shows by its last characters only.
      expect(
        await group(1, 'adult')
          .getByLabel(t(() => tr().document))
          .inputValue(),
      ).toBe('')
      await poll(() => visible(travellers.getByText('••567', { exact: false }))).toBe(true)
      await checkA11y("who's travelling, saved")
      await shot(page, `family-travellers-saved-${locale}-${width}`)
      const stored: Travellers = (
        await site.testApp.app.inject({
          url: `/api/orders/${order._id}/travellers`,
          headers: { cookie: account.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
        })
      ).json()
      expect(stored).toMatchObject({ required: 'permit', complete: true })
      expect(stored.travellers.map((x) => x.name)).toEqual(people.map((x) => x.name))
      await assertClean()
    })
  }
})
