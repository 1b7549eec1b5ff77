/**
 * Bangla in the browser: a visitor switches to Bangla on a tour page and stays in Bangla as they
 * move around and reload, and back; the Bangla pages pass axe (the harness checks every page a
 * test reaches) and show no English sentence of the catalogue; their font is Bangla.
 */
import type { Browser, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import { bn } from '#shared/i18n/bn.ts'
import { compileCatalogues } from '#shared/i18n/catalogues.ts'
import { eq } from 'drizzle-orm'
import { mailOutbox } from '#server/db/schema/index.ts'
import { sandboxTestCards } from '#shared/contracts/payments.ts'
import { messages, withLocale } from '#shared/messages.ts'
import { createBrowserAccount, openSignedIn } from './support/accounts.ts'
import { heading, openPage, poll, type Site, useSite, visible } from './support/browser.ts'

let browser: Browser
let site: Site
let places: Place[]
/** The same plans as Bangla pages name them. */
let placesBn: Place[]

useSite(
  () => ({ seed: 'demo' }),
  (shared) => ({ browser, site } = shared),
)
beforeAll(async () => {
  places = await (await fetch(`${site.baseUrl}/api/places`)).json()
  placesBn = await (
    await fetch(`${site.baseUrl}/api/places`, { headers: { 'accept-language': 'bn' } })
  ).json()
})

/**
 * The English sentences of the catalogue: the text of every English message of two words or
 * more (the parts of a message that takes values between them), unless the Bangla is the same.
 */
function englishSentences(): string[] {
  const { en, bn: compiledBn } = compileCatalogues()
  const sentences = new Set<string>()
  const texts = (tokens: unknown): string[] =>
    Array.isArray(tokens)
      ? tokens.flatMap((token) =>
          typeof token === 'string'
            ? [token]
            : Array.isArray(token) && token[2] && typeof token[2] === 'object'
              ? Object.values(token[2] as Record<string, unknown>).flatMap(texts)
              : [],
        )
      : []
  for (const [id, tokens] of Object.entries(en.messages)) {
    if (JSON.stringify(tokens) === JSON.stringify(compiledBn.messages[id])) continue
    for (const text of texts(tokens)) {
      const trimmed = text.trim()
      if (/[A-Za-z]+[ ,'’]+[A-Za-z]+/.test(trimmed) && trimmed.length >= 8) sentences.add(trimmed)
    }
  }
  return [...sentences]
}

/**
 * A text as a Bangla page shows it (messages that take values, in Bangla). Through withLocale:
 * the server under test runs in this process, and replacing the locale source would make it
 * answer every later request in English.
 */
function bangla<T>(read: () => T): T {
  return withLocale('bn', read)
}

async function bodyText(page: Page): Promise<string> {
  return (await page.locator('body').innerText()).replace(/\s+/g, ' ')
}

describe('a visitor who reads Bangla', () => {
  it('switches to Bangla on a tour page and stays in Bangla, then comes back', async () => {
    const { page, assertClean } = await openPage(browser, site.baseUrl)
    const tour = places[0]!
    await page.goto(`/tour-details/${tour._id}`)
    await poll(() => heading(page)).toBe(tour.placeName)

    await page.getByRole('link', { name: messages.header.otherLanguage }).click()
    await page.waitForURL(`**/bn/tour-details/${tour._id}`)
    await poll(() => page.getAttribute('html', 'lang')).toBe('bn')
    await poll(() => visible(page.getByRole('link', { name: bn.nav.about }))).toBe(true)

    // Moving around keeps the language: every link of the app is under /bn.
    await page.getByRole('link', { name: bn.nav.about }).click()
    await page.waitForURL('**/bn/About')
    await poll(() => heading(page)).toBe(bn.about.heading.replace('{brand}', bn.brand))
    await page.reload()
    await poll(() => page.getAttribute('html', 'lang')).toBe('bn')
    await page.getByRole('link', { name: bn.brand }).first().click()
    await page.waitForURL('**/bn/Home')

    // The choice is remembered for the home page, and English is one click away.
    await page.goto('/')
    await page.waitForURL((url) => url.pathname === '/bn')
    await page.getByRole('link', { name: bn.header.otherLanguage }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await poll(() => visible(page.getByRole('heading', { name: messages.home.recommended }))).toBe(
      true,
    )
    await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/')
    await assertClean()
  })

  it('reads Bangla pages with no English sentence of the catalogue on them, in a Bangla font', async () => {
    const { page, assertClean } = await openPage(browser, site.baseUrl, { width: 390 })
    const sentences = englishSentences()
    expect(sentences.length).toBeGreaterThan(300)
    const tour = places[0]!
    for (const path of [
      '/bn',
      '/bn/About',
      '/bn/Contact',
      '/bn/login',
      `/bn/tour-details/${tour._id}`,
    ]) {
      await page.goto(path)
      await poll(() => page.getAttribute('html', 'lang')).toBe('bn')
      await page.waitForLoadState('networkidle')
      const text = await bodyText(page)
      const found = sentences.filter((sentence) => text.includes(sentence))
      expect(found, `English on ${path}`).toEqual([])
    }
    // The Bangla font is there and used: the browser loaded the face for the page's text.
    const fontLoaded = await page.evaluate(async () => {
      await document.fonts.ready
      return [...document.fonts].some(
        (face) => face.family.includes('Bangla Tours Bengali') && face.status === 'loaded',
      )
    })
    expect(fontLoaded).toBe(true)
    await assertClean()
  })

  it('never loads the Bangla font or messages on an English page (its switch has its own 1 KB cut)', async () => {
    const { page, assertClean } = await openPage(browser, site.baseUrl)
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto('/About')
    await page.waitForLoadState('networkidle')
    expect(requested.filter((path) => /bangla-tours-bengali|\/assets\/bn-/.test(path))).toEqual([])
    expect(requested.some((path) => /\/assets\/en-/.test(path))).toBe(true)
    await assertClean()
  })

  it('books and pays in Bangla, the Dashboard opened first as well as reached, and is mailed in Bangla', async () => {
    const account = await createBrowserAccount(site, { name: 'নুসরাত জাহান' })
    const { page, assertClean } = await openSignedIn(browser, site, { account })
    const tour = places[1]!
    await page.goto(`/bn/tour-details/${tour._id}`)
    await poll(() => visible(page.getByRole('group', { name: bn.dates.legend }))).toBe(true)
    await page.getByRole('radio').nth(1).check()
    await page.getByRole('button', { name: bn.tour.bookNow }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(bn.account.phone).fill('+880 1712-345678')
    await dialog.getByRole('button', { name: bn.booking.confirm }).click()
    await poll(() => visible(page.getByText(bn.booking.placed))).toBe(true)

    // A fresh load of a Dashboard page: its texts come in Bangla with it.
    // The order names its tour as Bangla pages and mails do.
    const nameBn = placesBn.find((p) => p._id === tour._id)!.placeName
    expect(nameBn).not.toBe(tour.placeName)
    await page.goto('/bn/Dashboard/MyBooking')
    const row = page.locator('li, tr').filter({ hasText: nameBn }).filter({ visible: true })
    await poll(() => row.textContent()).toContain(bn.orders.unpaidCustomer)
    await row
      .getByRole('link', { name: bangla(() => messages.orders.payFor({ tour: nameBn })) })
      .click()
    await page.waitForURL('**/bn/Dashboard/Pay/**')
    const form = page.getByRole('form', { name: bn.pay.cardPayment })
    const number = form.getByLabel(bn.cardForm.number)
    await poll(() => number.isEnabled()).toBe(true)
    await number.pressSequentially(sandboxTestCards.success.replace(/\s/g, ''))
    await form.getByLabel(bn.cardForm.expiry).pressSequentially('1234')
    await form.getByLabel(bn.cardForm.cvc).pressSequentially('123')
    await form.getByRole('button', { name: /পরিশোধ করুন$/ }).click()
    await poll(() => visible(page.getByText(bn.payment.done))).toBe(true)

    await page.getByRole('link', { name: bn.dashboard.myBooking }).first().click()
    await page.waitForURL('**/bn/Dashboard/MyBooking')
    await poll(() => row.textContent()).toContain(bn.lifecycle.status.paid)

    // The booking's mails are in Bangla, their links to the Bangla pages.
    const mails = await site.testApp.database.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, account.email))
    const subjects = mails.map((mail) => mail.subject)
    expect(subjects).toContain(bangla(() => messages.mail.bookingSubject({ tour: nameBn })))
    expect(subjects).toContain(bangla(() => messages.mail.receiptSubject({ tour: nameBn })))
    for (const mail of mails) {
      if (mail.text.includes('/Dashboard')) expect(mail.text).toContain('/bn/Dashboard')
    }
    await assertClean()
  })
})
