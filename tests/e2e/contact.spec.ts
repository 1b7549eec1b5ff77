/**
 * Contact and the admin's Messages page in Chromium: a visitor's message is sent, confirmed with
 * 'Your Message send successfully' and the form emptied; a failed send keeps what was typed; an
 * admin (ADMIN_EMAILS) reads the message under Dashboard → Messages with its mail status (no SMTP
 * in tests, so it waits), and a customer is told the page is for admins.
 */
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { bn } from '#shared/i18n/bn.ts'
import { messages } from '#shared/messages.ts'
import { uniqueEmail } from '#tests/support/accounts.ts'
import { createBrowserAccount, openSignedIn } from './support/accounts.ts'
import { openPage, type Site, useSite, visible } from './support/browser.ts'

const adminEmail = uniqueEmail('admin')

let browser: Browser
let site: Site

useSite(
  () => ({ seed: 'none', config: { adminEmails: [adminEmail] } }),
  (shared) => ({ browser, site } = shared),
)

function contactForm(page: Page) {
  return page.getByRole('form', { name: 'Contact form' })
}

async function fillContact(page: Page, values: { name: string; email: string; message: string }) {
  const form = contactForm(page)
  await form.getByLabel('Name').fill(values.name)
  await form.getByLabel('Email').fill(values.email)
  await form.getByLabel('Message').fill(values.message)
}

describe('Contact', () => {
  it('sends a message, says so and empties the form', async () => {
    const { page, assertClean } = await openPage(browser, site.baseUrl)
    await page.goto('/Contact')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      messages.contact.heading,
    )
    const form = contactForm(page)

    // Nothing filled in: each field says what it needs.
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect.poll(() => visible(form.getByText('Enter your name.'))).toBe(true)
    expect(await form.getByLabel('Email').getAttribute('type')).toBe('email')

    // The honeypot is out of sight and out of reach: hidden from assistive technology, not
    // in the tab order, never autofilled.
    const honeypot = form.locator('input[name="website"]')
    expect(await honeypot.getAttribute('tabindex')).toBe('-1')
    expect(await honeypot.getAttribute('autocomplete')).toBe('off')
    expect(await form.locator('[aria-hidden="true"] input[name="website"]').count()).toBe(1)
    expect(await form.getByRole('textbox').count()).toBe(3)

    await fillContact(page, {
      name: 'Farhana Akter',
      email: 'farhana@example.com',
      message: 'Do you have a tour to Sajek Valley in October?',
    })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect.poll(() => visible(form.getByText(messages.contact.success))).toBe(true)
    for (const label of ['Name', 'Email', 'Message']) {
      expect(await form.getByLabel(label).inputValue()).toBe('')
    }
    await assertClean()
  })

  it('keeps what was typed when the message cannot be sent', async () => {
    const { page, assertClean } = await openPage(browser, site.baseUrl, { width: 390 })
    await page.goto('/Contact')
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'))
    const values = { name: 'Karim', email: 'karim@example.com', message: 'Hello there' }
    await fillContact(page, values)
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click()

    const alert = page.getByRole('alert').filter({ hasText: 'could not be reached' })
    await expect.poll(() => visible(alert)).toBe(true)
    expect(await contactForm(page).getByLabel('Message').inputValue()).toBe(values.message)
    expect(await contactForm(page).getByLabel('Email').inputValue()).toBe(values.email)
    expect(await page.getByText(messages.contact.success).count()).toBe(0)
    await assertClean([/ERR_CONNECTION_REFUSED|Failed to load resource/])
  })

  it('loads its checker when the form is first used, and lets the server check without it', async () => {
    const { page, assertClean } = await openPage(browser, site.baseUrl)
    // zod's code is the only script with `$ZodType` in it.
    const zodScripts: string[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      if ((await response.text().catch(() => '')).includes('$ZodType')) {
        zodScripts.push(response.url())
      }
    })
    await page.goto('/Contact')
    await page.waitForLoadState('networkidle')
    expect(zodScripts).toEqual([])

    // Its code cannot be fetched now: what is sent is checked by the server alone.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort('connectionrefused'))
    await fillContact(page, { name: 'Rafi', email: 'not-an-email', message: 'Hello' })
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click()
    await expect
      .poll(() => visible(contactForm(page).getByText('Enter a valid email address.')))
      .toBe(true)
    expect(await contactForm(page).getByLabel('Email').getAttribute('aria-invalid')).toBe('true')
    await assertClean([/ERR_CONNECTION_REFUSED|Failed to load resource|status of 400/])
  })

  it('says what each field needs in the page’s language, in its own checks and the server’s', async () => {
    const form = (page: Page) => page.getByRole('form', { name: bn.contact.form })
    const send = (page: Page) => form(page).getByRole('button', { name: bn.contact.send }).click()

    // The browser's own checker (the shared schema) reads the Bangla catalogue.
    const first = await openPage(browser, site.baseUrl)
    await first.page.goto('/bn/Contact')
    // Sent before the app runs, the browser would submit the form itself (a loaded machine).
    await first.page.waitForSelector('html[data-app="live"]')
    await send(first.page)
    await expect
      .poll(() => visible(form(first.page).getByText(bn.validation.nameRequired)))
      .toBe(true)
    await expect
      .poll(() => visible(form(first.page).getByText(bn.validation.messageRequired)))
      .toBe(true)
    await first.assertClean()

    // Without it, the server's answer, asked in the page's language.
    const second = await openPage(browser, site.baseUrl)
    await second.page.goto('/bn/Contact')
    await second.page.waitForLoadState('networkidle')
    await second.page.route(/\/assets\/.*\.js$/, (route) => route.abort('connectionrefused'))
    await form(second.page).getByLabel(bn.booking.name).fill('রফিক')
    await form(second.page).getByLabel(bn.account.email).fill('not-an-email')
    await form(second.page).getByLabel(bn.contact.message).fill('হ্যালো')
    await send(second.page)
    await expect
      .poll(() => visible(form(second.page).getByText(bn.validation.emailInvalid)))
      .toBe(true)
    await second.assertClean([/ERR_CONNECTION_REFUSED|Failed to load resource|status of 400/])
  })
})

describe('Messages (admins)', () => {
  it('lists the message with its mail status for an admin', async () => {
    const visitor = await openPage(browser, site.baseUrl)
    await visitor.page.goto('/Contact')
    const text = 'We are four friends from Pokhara.\nCan we book the Sundarbans tour for May?'
    await fillContact(visitor.page, {
      name: 'Anjali Gurung',
      email: 'anjali@example.com',
      message: text,
    })
    await contactForm(visitor.page).getByRole('button', { name: 'Send Message' }).click()
    await expect.poll(() => visible(visitor.page.getByText(messages.contact.success))).toBe(true)

    const admin = await createBrowserAccount(site, { email: adminEmail, name: 'Tania Akter' })
    const { page, assertClean } = await openSignedIn(browser, site, { account: admin })
    await page.goto('/Dashboard')
    const nav = page.getByRole('navigation', { name: 'Dashboard' })
    await nav.getByRole('link', { name: messages.dashboard.messages }).click()
    await page.waitForURL('**/Dashboard/Messages')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Messages')

    // The sidebar's admin links end with Make Admin, Messages (with the count of unhandled
    // messages after its name), Audit log, Users, Site pages, Promo codes and Gift vouchers, then
    // everyone's Profile.
    const links = (await nav.getByRole('link').allTextContents()).map((t) => t.trim())
    expect(links.slice(-8)).toEqual([
      messages.dashboard.makeAdmin,
      expect.stringMatching(new RegExp(`^${messages.dashboard.messages}`)),
      messages.dashboard.audit,
      messages.dashboard.users,
      messages.dashboard.sitePages,
      messages.dashboard.promoCodes,
      messages.dashboard.giftVouchers,
      messages.account.profile,
    ])

    const card = page.getByRole('article', { name: 'Message from Anjali Gurung' })
    await expect.poll(() => visible(card)).toBe(true)
    expect(await card.getByRole('link', { name: 'anjali@example.com' }).getAttribute('href')).toBe(
      'mailto:anjali@example.com',
    )
    // Line breaks are kept.
    expect(await card.getByText('We are four friends').innerText()).toBe(text)
    // No mail server in tests: the mail to the team waits in the outbox.
    expect(await card.getByText('Waiting').count()).toBe(1)
    const outbox = page.getByRole('region', { name: /Mail outbox/ })
    await expect.poll(() => visible(outbox.getByText('Contact form: Anjali Gurung'))).toBe(true)
    await assertClean()
  })

  it('tells a customer that the page is for admins', async () => {
    const { page, assertClean } = await openSignedIn(browser, site)
    await page.goto('/Dashboard/Messages')
    await expect.poll(() => visible(page.getByText('Messages is for admins.'))).toBe(true)
    expect(await page.getByRole('article').count()).toBe(0)
    await assertClean()
  })
})
