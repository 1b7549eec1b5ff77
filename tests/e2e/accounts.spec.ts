/**
 * The account's own pages in Chromium, on a site that mails through a real SMTP server: the
 * unverified banner and the mailed verification link, a forgotten password reset by its mailed
 * link, the Profile page (name, phone, password) with the booking form starting from the
 * profile's phone, and deleting the account. Every test signs up its own user.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import { createSmtpServer, type SmtpTestServer } from '#tests/servers/smtp.ts'
import { newAccount, openSignedIn, signUpViaApi } from './support/accounts.ts'
import { heading, openPage, type Site, useSite, visible } from './support/browser.ts'

let browser: Browser
let site: Site
let smtp: SmtpTestServer
let places: Place[]

beforeAll(async () => {
  smtp = await createSmtpServer()
  await smtp.start()
})
useSite(
  () => ({
    seed: 'demo',
    config: {
      mail: {
        smtpUrl: smtp.url,
        from: 'Bangla Tours <tours@example.com>',
        contactTo: undefined,
      },
    },
  }),
  (shared) => ({ browser, site } = shared),
)
beforeAll(async () => {
  places = await (await fetch(`${site.baseUrl}/api/places`)).json()
})
afterAll(async () => {
  await smtp?.stop()
})

async function signedOut(options?: Parameters<typeof openPage>[2]) {
  const watched = await openPage(browser, site.baseUrl, options)
  return watched
}

async function signedIn(options?: Parameters<typeof openSignedIn>[2]) {
  const watched = await openSignedIn(browser, site, options)
  return watched
}

// Pages load lazily, mail goes through a worker and the machines are shared: wait generously.
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 })

/**
 * The link in the newest mail to `email` whose subject is `subject`, once the SMTP server has
 * received at least `count` of them.
 */
async function mailedLink(email: string, subject: string, count = 1): Promise<string> {
  const matching = () =>
    smtp.mails.filter(
      (mail) => mail.envelopeTo.includes(email.toLowerCase()) && mail.parsed.subject === subject,
    )
  await poll(() => matching().length).toBeGreaterThanOrEqual(count)
  const text = matching().at(-1)!.parsed.text ?? ''
  const link = /https?:\/\/\S+/.exec(text)?.[0]
  if (!link) throw new Error(`no link in the "${subject}" mail to ${email}`)
  return link
}

async function signInThroughForm(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Sign in', exact: true }).click()
}

describe('email verification', () => {
  it('shows the banner after signing up, and the mailed link verifies the address', async () => {
    const account = newAccount({ name: 'Farhana Akter' })
    const { page, assertClean, checkA11y } = await signedOut()
    await page.goto('/login')
    await page.getByRole('button', { name: 'Create an account' }).click()
    const form = page.getByRole('form', { name: 'Sign up' })
    await form.getByLabel('Name').fill(account.name)
    await form.getByLabel('Email').fill(account.email)
    await form.getByLabel('Password').fill(account.password)
    await form.getByRole('button', { name: 'Sign up', exact: true }).click()
    await page.waitForURL(`${site.baseUrl}/`)

    const banner = page.getByText(
      `Please confirm your email address: we sent a link to ${account.email}.`,
    )
    await poll(() => visible(banner)).toBe(true)
    // Unverified accounts still browse: the banner follows to other pages.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click()
    await page.waitForURL('**/About')
    await poll(() => visible(banner)).toBe(true)

    await page.getByRole('button', { name: 'Send the link again' }).click()
    await poll(() => visible(page.getByText('Sent. Check your inbox.'))).toBe(true)
    await checkA11y('verification link sent again')
    // The one mailed at sign-up and the one sent again.
    const link = await mailedLink(account.email, 'Confirm your email address', 2)

    await page.goto(link)
    await page.waitForURL('**/Dashboard/Profile?verified=1')
    await poll(() => visible(page.getByText('Your email address is verified.'))).toBe(true)
    const emailSection = page.getByRole('region', { name: 'Email address' })
    expect(await visible(emailSection.getByText('Verified', { exact: true }))).toBe(true)
    expect(await banner.count()).toBe(0)
    await assertClean()
  })
})

describe('a forgotten password', () => {
  it('is reset through the mailed link; the new password signs in, the old one no more', async () => {
    const account = await signUpViaApi(site)
    const newPassword = 'mangroves at dawn'
    const { page, assertClean } = await signedOut()
    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await page.waitForURL('**/forgot-password')
    await poll(() => heading(page)).toBe('Forgot your password?')

    const request = page.getByRole('form', { name: 'Forgot your password?' })
    await request.getByRole('button', { name: 'Send me a link' }).click()
    await poll(() => visible(request.getByText('Enter a valid email address.'))).toBe(true)
    await request.getByLabel('Email').fill(account.email)
    await request.getByRole('button', { name: 'Send me a link' }).click()
    await poll(() =>
      visible(
        page.getByText(
          `If an account uses ${account.email}, we have mailed it a link to choose a new password. The link works for one hour.`,
        ),
      ),
    ).toBe(true)

    const link = await mailedLink(account.email, 'Reset your password')
    await page.goto(link)
    await page.waitForURL('**/reset-password**')
    // The token leaves the address bar (and the history entry) once the page has read it.
    await poll(() => page.url()).toBe(`${site.baseUrl}/reset-password`)

    const reset = page.getByRole('form', { name: 'Choose a new password' })
    await reset.getByLabel('New password', { exact: true }).fill(newPassword)
    await reset.getByLabel('Confirm the new password').fill('something else')
    await reset.getByRole('button', { name: 'Save the new password' }).click()
    await poll(() => visible(reset.getByText('The two passwords differ.'))).toBe(true)
    await reset.getByLabel('Confirm the new password').fill(newPassword)
    await reset.getByRole('button', { name: 'Save the new password' }).click()
    await poll(() =>
      visible(
        page.getByText(
          'Your password is changed and every other session is signed out. Sign in with your new password.',
        ),
      ),
    ).toBe(true)

    // The link works once.
    await page.goto(link)
    await page.waitForURL('**/reset-password**')
    await poll(() =>
      visible(page.getByText('This link is not valid any more. Ask for a new one.')),
    ).toBe(true)
    expect(await visible(page.getByRole('link', { name: 'Ask for a new link' }))).toBe(true)

    await page.goto('/login')
    await signInThroughForm(page, account.email, account.password)
    await poll(() =>
      visible(page.getByRole('alert').filter({ hasText: 'Wrong email or password' })),
    ).toBe(true)
    await signInThroughForm(page, account.email, newPassword)
    await page.waitForURL(`${site.baseUrl}/`)
    await poll(() => visible(page.getByRole('banner').getByText(account.name))).toBe(true)
    await assertClean([/status of 401 .*\/api\/auth\/sign-in\/email/])
  })
})

describe('an account strangers are guessing at', () => {
  it('lets its owner in by a mailed one-time sign-in link, which works once', async () => {
    const account = await signUpViaApi(site)
    // Ten wrong passwords from ten addresses: the account refuses new browsers for a while.
    for (let i = 0; i < 10; i++) {
      await site.testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: site.baseUrl },
        payload: { email: account.email, password: `wrong guess ${i}` },
        remoteAddress: `10.9.0.${i + 1}`,
      })
    }
    const { page, assertClean } = await signedOut()
    await page.goto('/login')
    await signInThroughForm(page, account.email, account.password)
    await poll(() =>
      visible(page.getByRole('alert').filter({ hasText: 'Too many sign-in attempts' })),
    ).toBe(true)
    await page.getByRole('button', { name: 'Mail me a sign-in link' }).click()
    await poll(() =>
      visible(
        page.getByText(
          `If an account uses ${account.email}, we have mailed it a sign-in link. It works once, for 15 minutes.`,
        ),
      ),
    ).toBe(true)

    const link = await mailedLink(account.email, 'Your sign-in link')
    await page.goto(link)
    await page.waitForURL(`${site.baseUrl}/`)
    await poll(() => visible(page.getByRole('banner').getByText(account.name))).toBe(true)
    await assertClean([/status of 429 .*\/api\/auth\/sign-in\/email/])

    // Spent: opened again (in another browser), it says so on the sign-in page.
    const other = await signedOut()
    await other.page.goto(link)
    await other.page.waitForURL('**/login?via=link&error=*')
    await poll(() =>
      visible(
        other.page
          .getByRole('alert')
          .filter({ hasText: 'This sign-in link is not valid any more' }),
      ),
    ).toBe(true)
    await other.assertClean()
  })
})

describe('the Profile page', () => {
  it('saves name and phone (header and booking form follow) and changes the password', async () => {
    const { page, account, assertClean } = await signedIn()
    const tour = places[0]!
    await page.goto('/Dashboard')
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Profile' })
      .click()
    await page.waitForURL('**/Dashboard/Profile')
    await poll(() => heading(page)).toBe('Profile')

    const details = page.getByRole('form', { name: 'Your details' })
    expect(await details.getByLabel('Display name').inputValue()).toBe(account.name)
    await details.getByLabel('Phone number').fill('call me maybe')
    await details.getByRole('button', { name: 'Save details' }).click()
    await poll(() =>
      visible(details.getByText('Enter a phone number, e.g. +880 1712-345678.')),
    ).toBe(true)
    await details.getByLabel('Display name').fill('Karim Uddin')
    await details.getByLabel('Phone number').fill('+880 1712-345678')
    await details.getByRole('button', { name: 'Save details' }).click()
    await poll(() => visible(page.getByText('Your details are saved.'))).toBe(true)
    await poll(() => visible(page.getByRole('banner').getByText('Karim Uddin'))).toBe(true)

    // The server refuses a common password; its sentence goes under the field.
    const password = page.getByRole('form', { name: 'Change password' })
    await password.getByLabel('Current password').fill(account.password)
    await password.getByLabel('New password', { exact: true }).fill('password123')
    await password.getByLabel('Confirm the new password').fill('password123')
    await password.getByRole('button', { name: 'Change password' }).click()
    await poll(() => visible(password.getByText(/one of the most common/))).toBe(true)
    expect(
      await password.getByLabel('New password', { exact: true }).getAttribute('aria-invalid'),
    ).toBe('true')

    await password.getByLabel('Current password').fill('not my password')
    await password.getByLabel('New password', { exact: true }).fill('tea gardens of sylhet')
    await password.getByLabel('Confirm the new password').fill('tea gardens of sylhet')
    await password.getByRole('button', { name: 'Change password' }).click()
    await poll(() => visible(password.getByText('This is not your current password.'))).toBe(true)

    await password.getByLabel('Current password').fill(account.password)
    await password.getByRole('button', { name: 'Change password' }).click()
    await poll(() =>
      visible(page.getByText('Your password is changed. Every other session is signed out.')),
    ).toBe(true)

    // Still signed in (this session got a new cookie), and booking starts from the profile.
    await page.goto(`/tour-details/${tour._id}`)
    await page.getByRole('button', { name: 'Book Now' }).click()
    const dialog = page.getByRole('dialog', { name: `Book ${tour.placeName}` })
    await poll(() => dialog.isVisible()).toBe(true)
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Karim Uddin')
    expect(await dialog.getByLabel('Phone number').inputValue()).toBe('+880 1712-345678')
    // The two refusals the test provoked.
    await assertClean([/status of 400 .*\/api\/auth\/change-password/])
  })

  it('deletes the account with its password and ends signed out on /Home', async () => {
    const { page, account, assertClean, checkA11y } = await signedIn()
    await page.goto('/Dashboard/Profile')
    const danger = page.getByRole('region', { name: 'Delete your account' })
    await poll(() => visible(danger.getByText(/paid bookings are kept/))).toBe(true)
    await danger.getByRole('button', { name: 'Delete my account' }).click()

    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await poll(() => dialog.isVisible()).toBe(true)
    await checkA11y('delete account dialog open')
    await dialog.getByLabel('Password').fill('not my password')
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click()
    await poll(() => visible(dialog.getByText('This is not your current password.'))).toBe(true)

    await dialog.getByLabel('Password').fill(account.password)
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click()
    await page.waitForURL('**/Home')
    await poll(() => visible(page.getByText(/Your account is deleted/))).toBe(true)
    await poll(() => visible(page.getByRole('banner').getByRole('link', { name: 'Login' }))).toBe(
      true,
    )
    const session = await page.evaluate(async () => (await fetch('/api/auth/get-session')).json())
    expect(session).toBeNull()
    await assertClean([/status of 400 .*\/api\/auth\/delete-user/])
  })
})
