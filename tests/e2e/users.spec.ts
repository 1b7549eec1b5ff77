/**
 * The Users page in Chromium: an admin opens it from the sidebar, searches for a colleague (the
 * search stays in the address), revokes their admin role through the confirmation dialog, and
 * the colleague, on their own browser, loses the admin pages at once; the role filter keeps its
 * state through Back; on a phone nothing sticks out sideways, and the page speaks Bangla at
 * /bn. axe checks every state.
 */
import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { messages } from '#shared/messages.ts'
import { createAccount, uniqueEmail } from '#tests/support/accounts.ts'
import { createBrowserAccount, openSignedIn, type BrowserAccount } from './support/accounts.ts'
import { heading, poll, type Site, useSite, visible } from './support/browser.ts'

const t = messages.people
const adminEmail = uniqueEmail('admin')

let browser: Browser
let site: Site

useSite(
  () => ({ seed: 'none', config: { adminEmails: [adminEmail] } }),
  (shared) => ({ browser, site } = shared),
)

/** An admin by role (not by ADMIN_EMAILS), so another admin can revoke them. */
async function roleAdmin(name: string, email: string): Promise<BrowserAccount> {
  const created = await createAccount(site.testApp, { name, email, role: 'admin' })
  const [cookieName, value] = created.cookie.split('=') as [string, string]
  return { ...created, cookies: [{ name: cookieName, value }] }
}

describe('users page', () => {
  it('lets an admin revoke another admin, who loses the admin pages at once', async () => {
    const tag = `crew${Date.now() % 1_000_000}`
    const admin = await createBrowserAccount(site, { email: adminEmail, name: 'Admin Tania' })
    const colleague = await roleAdmin('Rafiq Hasan', uniqueEmail(tag))
    await createBrowserAccount(site, { name: 'Mitu Akter', email: uniqueEmail(tag) })

    // The colleague is an admin on their own browser.
    const theirs = await openSignedIn(browser, site, { account: colleague })
    await theirs.page.goto('/Dashboard/ManageBooking')
    await poll(() => heading(theirs.page)).toBe(messages.dashboard.manageOrder)
    const forAdmins = theirs.page.getByText(
      messages.requireAdmin.title({ feature: messages.dashboard.manageOrder }),
    )
    expect(await visible(forAdmins)).toBe(false)

    const { page, assertClean, checkA11y } = await openSignedIn(browser, site, { account: admin })
    await page.goto('/Dashboard')
    await page
      .getByRole('navigation', { name: messages.nav.dashboard })
      .getByRole('link', { name: messages.dashboard.users })
      .click()
    await page.waitForURL('**/Dashboard/Users')
    await poll(() => heading(page)).toBe(messages.dashboard.users)

    await page.getByLabel(t.search).fill(tag)
    await page.getByRole('button', { name: t.apply, exact: true }).click()
    await page.waitForURL(`**/Dashboard/Users?q=${tag}`)
    const people = page.getByRole('list', { name: t.caption })
    const card = people.getByRole('listitem').filter({ hasText: colleague.email })
    await poll(() => people.getByRole('listitem').count()).toBe(2)
    await poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: t.showing({ shown: 2, total: 2 }) })
        .count(),
    ).toBe(1)
    expect(await visible(card.getByText(t.admin, { exact: true }))).toBe(true)

    await card
      .getByRole('button', { name: t.actionFor({ action: t.revoke, name: colleague.name }) })
      .click()
    const dialog = page.getByRole('dialog', { name: t.revokeTitle })
    await poll(() => visible(dialog)).toBe(true)
    expect(await dialog.textContent()).toContain(
      t.revokeDescribe({ name: colleague.name, email: colleague.email }),
    )
    await checkA11y('revoke dialog')
    await dialog.getByRole('button', { name: t.revokeConfirm }).click()
    await poll(() => visible(page.getByText(t.revoked({ name: colleague.name })))).toBe(true)
    await poll(() => visible(card.getByText(t.customer, { exact: true }))).toBe(true)
    expect(await visible(dialog)).toBe(false)

    // Their next page load shows the admin pages are not theirs any more.
    await theirs.page.reload()
    await poll(() => visible(forAdmins)).toBe(true)
    await theirs.assertClean()

    // Whom to show: admins only (none of the two now), then Back to everyone.
    await page.getByLabel(t.role).selectOption('admin')
    await page.waitForURL(`**/Dashboard/Users?q=${tag}&role=admin`)
    await poll(() => visible(page.getByRole('heading', { name: t.emptyTitle }))).toBe(true)
    await checkA11y('no admins match')
    await page.goBack()
    await page.waitForURL(`**/Dashboard/Users?q=${tag}`)
    await poll(() => people.getByRole('listitem').count()).toBe(2)
    expect(await page.getByLabel(t.search).inputValue()).toBe(tag)
    await assertClean()

    // A phone: one column, nothing wider than the screen.
    const phone = await openSignedIn(browser, site, { account: admin, width: 390, height: 844 })
    await phone.page.goto(`/Dashboard/Users?q=${tag}`)
    await poll(() =>
      phone.page.getByRole('list', { name: t.caption }).getByRole('listitem').count(),
    ).toBe(2)
    expect(
      await phone.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0)
    await phone.assertClean()
  })

  it('speaks Bangla at /bn', async () => {
    const admin = await roleAdmin('Sadia Islam', uniqueEmail('bn-admin'))
    const { page, assertClean } = await openSignedIn(browser, site, { account: admin })
    await page.goto('/bn/Dashboard/Users')
    await poll(() => heading(page)).toBe('ব্যবহারকারী')
    await poll(() => visible(page.getByLabel('খুঁজুন', { exact: true }))).toBe(true)
    await assertClean()
  })
})
