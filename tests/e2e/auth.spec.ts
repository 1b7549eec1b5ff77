/**
 * Accounts in Chromium: protected pages send visitors to /login and back, sign-up through the
 * sliding panel, readable errors, the customer's and the admin's Dashboard, Make Admin, and
 * Logout. Every test signs up its own users; admins come from ADMIN_EMAILS.
 */
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { uniqueEmail } from '#tests/support/accounts.ts'
import { heading, openPage, type Site, useSite, visible } from './support/browser.ts'
import { newAccount, openSignedIn, signUpViaApi } from './support/accounts.ts'

// Admins by configuration, one per test that needs one, so no two tests share an account.
const adminEmails = {
  sidebar: uniqueEmail('admin'),
  makeAdmin: uniqueEmail('admin'),
}

let browser: Browser
let site: Site

useSite(
  () => ({ seed: 'demo', config: { adminEmails: Object.values(adminEmails) } }),
  (shared) => ({ browser, site } = shared),
)

async function signedOut(options?: Parameters<typeof openPage>[2]) {
  const watched = await openPage(browser, site.baseUrl, options)
  return watched
}

async function signedIn(options?: Parameters<typeof openSignedIn>[2]) {
  const watched = await openSignedIn(browser, site, options)
  return watched
}

/** Whether any element the locator finds is visible (the header renders some texts twice). */

function dashboardNav(page: Page) {
  return page.getByRole('navigation', { name: 'Dashboard' })
}

async function sidebarLinks(page: Page): Promise<string[]> {
  const links = dashboardNav(page).getByRole('link')
  await expect.poll(() => links.count()).toBeGreaterThan(0)
  return (await links.allTextContents()).map((text) => text.trim())
}

describe('protected pages', () => {
  it('send a signed-out visitor to /login and back to TourPlans after signing in', async () => {
    const account = await signUpViaApi(site)
    const { page, assertClean } = await signedOut()
    await page.goto('/TourPlans')
    await page.waitForURL('**/login')

    const form = page.getByRole('form', { name: 'Sign in' })
    await form.getByLabel('Email').fill(account.email)
    await form.getByLabel('Password').fill(account.password)
    // Watched from before the click, by the page itself, with Playwright's own patience: the
    // toaster is loaded on demand, which a loaded CI machine once took longer than a poll's
    // ten seconds to fetch and draw.
    const toast = page
      .getByText('Your login successfully')
      .filter({ visible: true })
      .first()
      .waitFor({ timeout: 30_000 })
    await form.getByRole('button', { name: 'Sign in', exact: true }).click()

    await page.waitForURL('**/TourPlans')
    await toast
    await expect.poll(() => heading(page)).toBe('Our All tours plan')
    const header = page.getByRole('banner')
    await expect.poll(() => visible(header.getByText(account.name))).toBe(true)
    await assertClean()
  })

  it('send a signed-in visitor who opens /login on to the home page', async () => {
    const { page, assertClean } = await signedIn()
    await page.goto('/login')
    await page.waitForURL(`${site.baseUrl}/`)
    expect(await page.getByRole('form', { name: 'Sign in' }).count()).toBe(0)
    await assertClean()
  })
})

describe('sign up', () => {
  it('creates an account through the form, signs in and says so', async () => {
    const account = newAccount({ name: 'Sadia Rahman' })
    const { page, assertClean } = await signedOut()
    await page.goto('/login')
    await page.getByRole('button', { name: 'Create an account' }).click()

    const form = page.getByRole('form', { name: 'Sign up' })
    // Nothing filled in: each field says what it needs, next to it.
    await form.getByRole('button', { name: 'Sign up', exact: true }).click()
    await expect.poll(() => visible(form.getByText('Enter your name.'))).toBe(true)
    expect(await form.getByLabel('Name').getAttribute('aria-invalid')).toBe('true')
    // The sign-in pane leaves the accessibility tree when its 600 ms slide ends.
    await expect.poll(() => page.getByRole('form', { name: 'Sign in' }).count()).toBe(0)

    await form.getByLabel('Name').fill(account.name)
    await form.getByLabel('Email').fill(account.email)
    await form.getByLabel('Password').fill(account.password)
    await form.getByRole('button', { name: 'Sign up', exact: true }).click()

    await page.waitForURL(`${site.baseUrl}/`)
    const header = page.getByRole('banner')
    await expect.poll(() => visible(header.getByText(account.name))).toBe(true)
    await expect.poll(() => visible(page.getByText('Your account create successfully'))).toBe(true)
    expect(await header.getByRole('link', { name: 'Login' }).count()).toBe(0)
    expect(await visible(header.getByRole('link', { name: 'Dashboard' }))).toBe(true)

    // The spec's user record was sent after registration.
    const record = await page.evaluate(async (email) => {
      const response = await fetch(`/api/users/${encodeURIComponent(email)}`)
      return response.json()
    }, account.email)
    expect(record).toMatchObject({ displayName: account.name, Admin: false })
    await assertClean()
  })
})

describe('sign in errors', () => {
  it('shows a readable red error above the form for a wrong password', async () => {
    const account = await signUpViaApi(site)
    const { page, assertClean } = await signedOut()
    await page.goto('/login')

    const form = page.getByRole('form', { name: 'Sign in' })
    await form.getByLabel('Email').fill(account.email)
    await form.getByLabel('Password').fill('not the password')
    await form.getByRole('button', { name: 'Sign in', exact: true }).click()

    const alert = page.getByRole('alert').filter({ hasText: 'Wrong email or password' })
    await expect.poll(() => visible(alert)).toBe(true)
    const [alertBox, formBox] = await Promise.all([alert.boundingBox(), form.boundingBox()])
    expect(alertBox!.y + alertBox!.height).toBeLessThanOrEqual(formBox!.y)
    expect(page.url()).toMatch(/\/login$/)
    expect(await page.getByRole('banner').getByRole('link', { name: 'Login' }).count()).toBe(1)
    await assertClean([/status of 401/])
  })

  it('says so when Google sends the visitor back with an error', async () => {
    const { page, assertClean } = await signedOut()
    await page.goto('/login?from=%2FTourPlans&error=access_denied')
    const alert = page.getByRole('alert')
    await expect.poll(() => alert.textContent()).toContain('Google sign-in did not complete.')
    const form = page.getByRole('form', { name: 'Sign in' })
    expect(await visible(form)).toBe(true)
    await assertClean()
  })
})

describe('Dashboard', () => {
  it("shows a customer the customer's sidebar and keeps admin pages for admins", async () => {
    const { page, account, assertClean } = await signedIn()
    await page.goto('/Dashboard')
    await expect.poll(() => heading(page)).toBe(`Welcome, ${account.name}`)
    expect(await sidebarLinks(page)).toEqual(['My Booking', 'Review', 'Payment', 'Profile'])
    expect(await visible(dashboardNav(page).getByRole('button', { name: 'Logout' }))).toBe(true)

    await dashboardNav(page).getByRole('link', { name: 'My Booking' }).click()
    await page.waitForURL('**/Dashboard/MyBooking')
    await expect.poll(() => heading(page)).toBe('My Booking')

    await page.goto('/Dashboard/MakeAdmin')
    await expect.poll(() => visible(page.getByText('Make Admin is for admins.'))).toBe(true)
    expect(await page.getByRole('button', { name: 'Make Admin' }).count()).toBe(0)
    await assertClean()
  })

  it("shows an ADMIN_EMAILS account the admin's sidebar", async () => {
    const admin = await signUpViaApi(site, { email: adminEmails.sidebar, name: 'Admin Karim' })
    const { page, assertClean } = await signedIn({ account: admin })
    await page.goto('/Dashboard')
    // An admin's Dashboard opens on the overview (issue 17).
    await expect.poll(() => heading(page)).toBe('Overview')
    expect(await sidebarLinks(page)).toEqual([
      'Add Plan',
      'Manage Plan',
      'Manage Order',
      'Reviews',
      'Make Admin',
      'Messages',
      'Audit log',
      'Users',
      'Site pages',
      'Promo codes',
      'Gift vouchers',
      'Profile',
    ])
    await assertClean()
  })

  it('lets an admin make a customer an admin, who then sees the admin sidebar', async () => {
    const admin = await signUpViaApi(site, { email: adminEmails.makeAdmin, name: 'Admin Rupa' })
    const customer = await signedIn()
    await customer.page.goto('/Dashboard')
    expect(await sidebarLinks(customer.page)).toEqual([
      'My Booking',
      'Review',
      'Payment',
      'Profile',
    ])

    const { page, assertClean } = await signedIn({ account: admin })
    await page.goto('/Dashboard')
    await dashboardNav(page).getByRole('link', { name: 'Make Admin' }).click()
    await page.waitForURL('**/Dashboard/MakeAdmin')
    await expect.poll(() => heading(page)).toBe('Make Admin')

    const form = page.getByRole('form', { name: 'Make Admin' })
    const email = form.getByLabel('Email')
    expect(await email.getAttribute('type')).toBe('email')
    await email.fill(customer.account.email)
    await form.getByRole('button', { name: 'Make Admin' }).click()
    await expect.poll(() => visible(page.getByText('New Admin Created successfully'))).toBe(true)
    expect(await email.inputValue()).toBe('')

    // Again: nothing to change, and it says so.
    await email.fill(customer.account.email)
    await form.getByRole('button', { name: 'Make Admin' }).click()
    await expect.poll(() => visible(page.getByText('This account is already an admin.'))).toBe(true)

    // Nobody signed up with this email: the server's sentence, in red.
    await email.fill(uniqueEmail('nobody'))
    await form.getByRole('button', { name: 'Make Admin' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'No account uses this email' })
    await expect.poll(() => visible(alert)).toBe(true)
    await assertClean([/status of 404/])

    await customer.page.reload()
    expect(await sidebarLinks(customer.page)).toEqual([
      'Add Plan',
      'Manage Plan',
      'Manage Order',
      'Reviews',
      'Make Admin',
      'Messages',
      'Audit log',
      'Users',
      'Site pages',
      'Promo codes',
      'Gift vouchers',
      'Profile',
    ])
    await customer.assertClean()
  })
})

describe('logout', () => {
  it('signs out from the Dashboard and lands on /Home', async () => {
    const { page, account, assertClean } = await signedIn()
    await page.goto('/Dashboard')
    await expect.poll(() => heading(page)).toBe(`Welcome, ${account.name}`)
    await dashboardNav(page).getByRole('button', { name: 'Logout' }).click()

    await page.waitForURL('**/Home')
    const header = page.getByRole('banner')
    await expect.poll(() => visible(header.getByRole('link', { name: 'Login' }))).toBe(true)
    expect(await header.getByRole('link', { name: 'Dashboard' }).count()).toBe(0)
    expect(await header.getByText(account.name).count()).toBe(0)

    // Signed out for real: the Dashboard now asks to sign in.
    await page.goto('/Dashboard')
    await page.waitForURL('**/login')
    await assertClean()
  })

  it('signs out from the header on a narrow screen, through the menu', async () => {
    const { page, account, assertClean } = await signedIn({ width: 390, height: 844 })
    await page.goto('/About')
    const header = page.getByRole('banner')
    await header.getByRole('button', { name: 'Menu' }).click()
    await expect.poll(() => visible(header.getByText(account.name))).toBe(true)
    await header.getByRole('button', { name: 'Logout' }).click()
    // Like the Dashboard's Logout, the header's leads to /Home (issue 12.8).
    await page.waitForURL('**/Home')
    await expect.poll(() => visible(header.getByRole('link', { name: 'Login' }))).toBe(true)
    await assertClean()
  })
})
