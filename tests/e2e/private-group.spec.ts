/**
 * A group takes a whole departure privately in Chromium (decision 053): on the demo's Sundarbans
 * launch, which has a private-group price, a date nobody has booked offers "Book the whole
 * departure privately" in the booking modal; ticked, the total is the group's price and says
 * "Private group"; the server keeps that price, and the date is then full for everyone else.
 * In English at 1280 px and in Bangla at 390 px, axe on the modal with the choice ticked.
 */
import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import type { Departure } from '#shared/contracts/departures.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { formatShortDate } from '#shared/dhaka-date.ts'
import { messages, withLocale } from '#shared/messages.ts'
import { openSignedIn } from './support/accounts.ts'
import { poll, shownPrice, type Site, useSite, visible } from './support/browser.ts'

let browser: Browser
let site: Site

useSite(
  () => ({ seed: 'demo' }),
  (shared) => ({ browser, site } = shared),
)

describe('a private group books', () => {
  for (const [locale, width, nth] of [
    ['en', 1280, 0],
    ['bn', 390, 1],
  ] as const) {
    it(`the whole Sundarbans launch on an empty date (${locale}, ${width} px)`, async () => {
      const t = <T>(read: () => T) => (locale === 'bn' ? withLocale('bn', read) : read())
      const p = () => messages.tourPricing
      const places: Place[] = await (await fetch(`${site.baseUrl}/api/places`)).json()
      const listed = places.find((place) => place.placeName === 'Sundarbans')!
      const tour: Place = await (await fetch(`${site.baseUrl}/api/places/${listed._id}`)).json()
      const privatePrice = tour.tourPricing!.privatePrice!
      expect(privatePrice).toBeGreaterThan(0)
      const dates: Departure[] = await (
        await fetch(`${site.baseUrl}/api/places/${tour._id}/departures`)
      ).json()
      // An open date nobody has booked (one for each language's run).
      const date = dates.filter((d) => d.status === 'open' && d.seatsLeft === d.capacity)[nth]!

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
      await page
        .getByRole('button', {
          name: t(() => p().more({ kind: p().kind({ kind: 'adult' }) })),
        })
        .click()
      await page.getByRole('button', { name: t(() => messages.tour.bookNow) }).click()
      const dialog = page.getByRole('dialog')
      await poll(() => dialog.isVisible()).toBe(true)

      const priceText = t(() => shownPrice(site, privatePrice))
      // Its price in the site's currency (a dollar site's Bangla page shows taka first, then it).
      const offer = t(() => p().privateChoice({ price: '' })).trim()
      const label = dialog.locator('label').filter({ hasText: offer })
      expect(await label.textContent()).toContain(priceText)
      const choice = label.getByRole('checkbox')
      await choice.check()
      const summary = dialog.locator('dl')
      await poll(async () => (await summary.textContent()) ?? '').toContain(
        t(() => `${messages.dates.total} · ${p().privateGroup}`),
      )
      expect((await summary.textContent()) ?? '').toContain(priceText)
      await dialog.getByLabel(t(() => messages.account.phone)).fill('+880 1712-345678')
      await checkA11y('booking modal with the private choice ticked')
      await dialog.getByRole('button', { name: t(() => messages.booking.confirm) }).click()
      await poll(() => visible(page.getByText(t(() => messages.booking.placed)))).toBe(true)

      const mine: Order[] = (
        await site.testApp.app.inject({
          url: `/api/order/${encodeURIComponent(account.email)}`,
          headers: { cookie: account.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
        })
      ).json()
      expect(mine[0]).toMatchObject({ privatePrice, tourPrice: privatePrice, travellers: 2 })
      await poll(async () => {
        const after: Departure[] = await (
          await fetch(`${site.baseUrl}/api/places/${tour._id}/departures`)
        ).json()
        return after.find((d) => d._id === date._id)?.seatsLeft
      }).toBe(0)
      await assertClean()
    })
  }
})
