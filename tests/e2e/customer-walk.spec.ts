/**
 * A customer's walk through the site in Chromium, much of it on Bangla pages, and an admin's
 * reply: a paid booking's Delete stays, disabled, saying why beside it (and the unpaid one's
 * still deletes); a phone typed in Bangla digits books and is kept in Latin digits; a declined
 * card reads in the page's language; the service review starts with no star, asks for one and
 * writes its stars in Bangla digits; an address that only looks like a division page is the
 * not-found page (404); and a reply sent on the Messages page leaves focus on its thread.
 */
import type { Browser, Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { sandboxTestCards } from '#shared/contracts/payments.ts'
import { messages, withLocale } from '#shared/messages.ts'
import { contactMessages } from '#server/db/schema/index.ts'
import { randomIp, uniqueEmail } from '#tests/support/accounts.ts'
import { createBrowserAccount, openSignedIn, type BrowserAccount } from './support/accounts.ts'
import { bookViaApi, cookieHeader, describedBy, markPaid } from './support/orders.ts'
import { heading, openPage, poll, type Site, useSite, visible } from './support/browser.ts'

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

/** A text as a Bangla page shows it. */
const bn = <T>(read: () => T): T => withLocale('bn', read)

/** The account's orders as the API answers them in `language` (tour names in it). */
async function ordersOf(account: BrowserAccount, language: 'en' | 'bn' = 'en'): Promise<Order[]> {
  const response = await site.testApp.app.inject({
    method: 'GET',
    url: `/api/order/${encodeURIComponent(account.email)}`,
    headers: { cookie: cookieHeader(account), 'accept-language': language },
    remoteAddress: randomIp(),
  })
  return response.json() as Order[]
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement)

describe('My Booking', () => {
  it('keeps a paid booking’s Delete, disabled, with the reason beside it in Bangla', async () => {
    const account = await createBrowserAccount(site)
    const [paidTour, openTour] = [places[2]!, places[3]!]
    await markPaid(site, await bookViaApi(site, account, paidTour))
    await bookViaApi(site, account, openTour)
    const names = new Map((await ordersOf(account, 'bn')).map((o) => [o.tourId, o.tourName]))
    const { page, assertClean } = await openSignedIn(browser, site, { account, width: 390 })
    await page.goto('/bn/Dashboard/MyBooking')

    const entry = (tour: Place) =>
      page
        .locator('li')
        .filter({ hasText: names.get(tour._id)! })
        .filter({ visible: true })
    const deleteIn = (tour: Place) =>
      entry(tour).getByRole('button', { name: bn(() => messages.orders.delete), exact: true })
    await poll(() => visible(entry(paidTour))).toBe(true)

    const why = bn(() => messages.orders.paidCancelInstead)
    expect(why).not.toMatch(/[A-Za-z]/)
    expect(await visible(deleteIn(paidTour))).toBe(true)
    expect(await deleteIn(paidTour).isDisabled()).toBe(true)
    await poll(() => describedBy(deleteIn(paidTour))).toEqual({ text: why, allVisible: true })

    // The unpaid one deletes as before: its button opens the spec's question.
    expect(await entry(openTour).getByText(why).count()).toBe(0)
    expect(await deleteIn(openTour).isEnabled()).toBe(true)
    await deleteIn(openTour).click()
    const question = page.getByRole('dialog', { name: bn(() => messages.orders.deleteQuestion) })
    await poll(() => visible(question)).toBe(true)
    await question.getByRole('button', { name: bn(() => messages.orders.confirm) }).click()
    await poll(() => entry(openTour).count()).toBe(0)
    expect(await deleteIn(paidTour).isDisabled()).toBe(true)
    expect((await ordersOf(account)).map((o) => o.tourId)).toEqual([paidTour._id])
    await assertClean()
  })
})

describe('a phone number in Bangla digits', () => {
  it('books from a Bangla page and is kept in Latin digits', async () => {
    const tour = places.find((p) => p.price > 0)!
    const { page, account, assertClean } = await openSignedIn(browser, site)
    await page.goto(`/bn/tour-details/${tour._id}`)
    await page.getByRole('button', { name: bn(() => messages.tour.bookNow) }).click()
    const dialog = page.getByRole('dialog')
    await poll(() => visible(dialog)).toBe(true)

    const phone = dialog.getByLabel(bn(() => messages.account.phone))
    await phone.fill('০১৭১২৩৪৫৬৭৮')
    await dialog.getByRole('button', { name: bn(() => messages.booking.confirm) }).click()
    await poll(() => visible(page.getByText(bn(() => messages.booking.placed)))).toBe(true)
    expect(await dialog.getByText(bn(() => messages.validation.phoneInvalid)).count()).toBe(0)

    const [order] = await ordersOf(account)
    expect(order).toMatchObject({ tourId: tour._id, phone: '01712345678' })
    await assertClean()
  })
})

describe('a declined card', () => {
  async function payWith(page: Page, cardNumber: string, language: 'en' | 'bn' = 'bn') {
    const t = <T>(read: () => T): T => withLocale(language, read)
    const form = page.getByRole('form', { name: t(() => messages.pay.cardPayment) })
    const number = form.getByLabel(t(() => messages.cardForm.number))
    const expiry = form.getByLabel(t(() => messages.cardForm.expiry))
    const cvc = form.getByLabel(
      t(() => messages.cardForm.cvc),
      { exact: true },
    )
    // Usable once the client secret is there (and again after a refusal).
    await poll(() => number.isEnabled()).toBe(true)
    for (const [field, typed] of [
      [number, cardNumber.replace(/\s/g, '')],
      [expiry, '1234'],
      [cvc, '123'],
    ] as const) {
      await field.fill('')
      await field.pressSequentially(typed)
    }
    await form.locator('button[type="submit"]').click()
  }

  it('reads in Bangla on a Bangla page', async () => {
    const { page, account, assertClean } = await openSignedIn(browser, site)
    const order = await bookViaApi(site, account, places[4]!)
    await page.goto(`/bn/Dashboard/Pay/${order._id}`)
    await payWith(page, sandboxTestCards.declined)

    const declined = bn(() => messages.cardForm.declined)
    expect(declined).not.toBe('Your card was declined.')
    const alert = page.getByRole('alert').filter({ hasText: declined })
    await poll(() => visible(alert)).toBe(true)
    expect(await alert.getAttribute('data-variant')).toBe('error')
    expect(await page.getByText('Your card was declined.').count()).toBe(0)

    // Another refusal with a sentence of its own.
    await payWith(page, sandboxTestCards.insufficientFunds)
    const poor = bn(() => messages.cardForm.insufficientFunds)
    await poll(() => visible(page.getByRole('alert').filter({ hasText: poor }))).toBe(true)
    expect(await page.getByText('Your card has insufficient funds.').count()).toBe(0)
    // The browser logs the 402 answers of the refused cards.
    await assertClean([/status of 402/])
  })

  it('keeps Stripe’s own words on an English page', async () => {
    const { page, account, assertClean } = await openSignedIn(browser, site)
    const order = await bookViaApi(site, account, places[5]!)
    await page.goto(`/Dashboard/Pay/${order._id}`)
    await payWith(page, sandboxTestCards.declined, 'en')
    const alert = page.getByRole('alert').filter({ hasText: 'Your card was declined.' })
    await poll(() => visible(alert)).toBe(true)
    await assertClean([/status of 402/])
  })
})

describe('the service review', () => {
  it('starts with no star, asks for one, and writes its stars in Bangla digits', async () => {
    const { page, assertClean } = await openSignedIn(browser, site)
    await page.goto('/bn/Dashboard/ServiceReview')
    const stars = page.getByRole('radio')
    await poll(() => stars.count()).toBe(5)
    const starNames = await stars.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent?.trim()),
    )
    const starWord = bn(() => messages.review.stars({ n: 2 }))
    expect(starNames).toEqual(['১', '২', '৩', '৪', '৫'].map((digit) => `${digit}${starWord}`))
    expect(
      await stars.evaluateAll((inputs) => inputs.some((i) => (i as HTMLInputElement).checked)),
    ).toBe(false)

    await page.getByLabel(bn(() => messages.review.label)).fill('সাজেকের সূর্যোদয় অসাধারণ!')
    await page.getByRole('button', { name: bn(() => messages.review.submit) }).click()
    const required = bn(() => messages.validation.ratingRequired)
    await poll(() => visible(page.getByText(required))).toBe(true)
    await poll(() => describedBy(stars.first())).toEqual({ text: required, allVisible: true })

    await page.getByRole('radio', { name: `৪${starWord}` }).check({ force: true })
    await poll(() => page.getByText(required).count()).toBe(0)
    await page.getByRole('button', { name: bn(() => messages.review.submit) }).click()
    await poll(() => visible(page.getByText(bn(() => messages.review.submitted)))).toBe(true)
    await assertClean()
  })
})

describe('an address that only looks like a division page', () => {
  for (const [path, notFound] of [
    ['/NoSuchPage/xyz', messages.notFound],
    ['/bn/NoSuchPage/xyz', bn(() => messages.notFound)],
  ] as const) {
    for (const signedIn of [true, false])
      it(`${path} is the not-found page, answered with 404 (${signedIn ? 'signed in' : 'signed out'})`, async () => {
        // Signed out too: the address is checked before the login a division page asks for.
        const { page, assertClean } = signedIn
          ? await openSignedIn(browser, site)
          : await openPage(browser, site.baseUrl)
        const response = await page.goto(path)
        expect(response?.status()).toBe(404)
        await poll(() => heading(page)).toBe(notFound)
        expect(await page.getByText(bn(() => messages.division.empty)).count()).toBe(0)
        expect(await page.getByText(messages.division.empty).count()).toBe(0)
        // The browser logs the page's 404, and the API's answer for the id it could not use.
        await assertClean([/status of 40[04]/])
      })
  }
})

describe('the Messages page', () => {
  it('leaves focus on the thread once a reply is sent', async () => {
    const w = messages.messagesWorkflow
    await site.testApp.database.db.insert(contactMessages).values({
      name: 'Rahim Uddin',
      email: 'rahim@example.com',
      message: 'Is the Sundarbans trip running in March?',
    })
    const admin = await createBrowserAccount(site, { email: adminEmail, name: 'Admin Tania' })
    const { page, assertClean } = await openSignedIn(browser, site, { account: admin })
    await page.goto('/Dashboard/Messages')
    const card = page.getByRole('article', {
      name: messages.messagesPage.from({ name: 'Rahim Uddin' }),
    })
    await poll(() => visible(card)).toBe(true)
    await card.getByRole('button', { name: w.reply }).click()
    const form = card.getByRole('form', { name: w.replyTitle({ name: 'Rahim Uddin' }) })
    await form.getByLabel(w.body).fill('Yes, every Thursday in March.')
    await form.getByRole('button', { name: w.send }).click()

    const thread = card.getByRole('region', { name: w.threadLabel({ name: 'Rahim Uddin' }) })
    await poll(() => visible(thread.getByText('Yes, every Thursday in March.'))).toBe(true)
    // Focus may move a frame after the thread shows.
    await poll(() => isFocused(thread)).toBe(true)
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false)
    expect(await thread.getAttribute('tabindex')).toBe('-1')
    await assertClean()
  })
})
