/**
 * The policy pages in Chromium (issue 30): an admin rewrites the Refund policy in both languages
 * on the Dashboard's Site pages, and a visitor follows the footer's link to it from the home
 * page, in English (/RefundPolicy) and in Bangla (/bn/RefundPolicy), and reads the new text.
 * axe checks every state.
 */
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { messages, withLocale } from '#shared/messages.ts'
import { uniqueEmail } from '#tests/support/accounts.ts'
import { createBrowserAccount, openSignedIn } from './support/accounts.ts'
import { heading, openPage, poll, type Site, useSite, visible } from './support/browser.ts'

const t = messages.sitePagesAdmin
const adminEmail = uniqueEmail('admin')

let browser: Browser
let site: Site

useSite(
  () => ({ seed: 'demo', config: { adminEmails: [adminEmail] } }),
  (shared) => ({ browser, site } = shared),
)

/** A text as a Bangla page shows it (withLocale: the server under test shares this process). */
const bangla = <T>(read: () => T): T => withLocale('bn', read)

describe('policy pages', () => {
  it('an admin edits the Refund policy in both languages; visitors read it from the footer', async () => {
    const english = `Refunds reach your card within 7 banking days. (${Date.now()})`
    const bn = `ফেরতের টাকা ৭ ব্যাংকিং দিনের মধ্যে পৌঁছায়। (${Date.now()})`
    const admin = await createBrowserAccount(site, { email: adminEmail, name: 'Admin Rumana' })
    const { page, assertClean, checkA11y } = await openSignedIn(browser, site, { account: admin })

    await page.goto('/Dashboard')
    await page
      .getByRole('navigation', { name: messages.nav.dashboard })
      .getByRole('link', { name: messages.dashboard.sitePages })
      .click()
    await page.waitForURL('**/Dashboard/SitePages')
    await poll(() => heading(page)).toBe(messages.dashboard.sitePages)
    const refunds = page.getByRole('region', { name: messages.pageMeta.refundsTitle })
    const englishField = refunds.getByLabel(t.english)
    // The default text until someone saves one.
    await poll(() => englishField.inputValue()).toContain('This policy explains')
    await checkA11y('site pages with the defaults')

    // An empty Bangla text is refused under its field, which takes the focus.
    await englishField.fill(english)
    const banglaField = refunds.getByLabel(t.bangla)
    await banglaField.fill('')
    await refunds.getByRole('button', { name: t.save }).click()
    await poll(() => visible(refunds.getByText(messages.validation.pageBodyRequired))).toBe(true)
    expect(await banglaField.evaluate((element) => element === document.activeElement)).toBe(true)
    await checkA11y('site pages with a field error')

    await banglaField.fill(bn)
    await refunds.getByRole('button', { name: t.save }).click()
    const saved = refunds.getByText(t.saved({ page: messages.pageMeta.refundsTitle }))
    await poll(() => visible(saved)).toBe(true)
    await assertClean()

    // A visitor, from the home page's footer.
    const visitor = await openPage(browser, site.baseUrl)
    await visitor.page.goto('/Home')
    const policies = visitor.page.getByRole('navigation', { name: messages.footer.policies })
    await policies.scrollIntoViewIfNeeded()
    // The footer is drawn over the server's HTML once scrolled to (lib/deferred.tsx): click once
    // it is, not while its nodes are being replaced (a loaded machine lost that click).
    await footerDrawn(visitor.page)
    await policies.getByRole('link', { name: messages.pageMeta.refundsTitle }).click()
    await visitor.page.waitForURL('**/RefundPolicy')
    await poll(() => heading(visitor.page)).toBe(messages.pageMeta.refundsTitle)
    await poll(() => visible(visitor.page.getByText(english))).toBe(true)
    expect(await visitor.page.title()).toContain(messages.pageMeta.refundsTitle)

    // The same in Bangla, from the Bangla home page.
    await visitor.page.goto('/bn')
    const bnPolicies = visitor.page.getByRole('navigation', {
      name: bangla(() => messages.footer.policies),
    })
    await bnPolicies.scrollIntoViewIfNeeded()
    await footerDrawn(visitor.page)
    await bnPolicies
      .getByRole('link', { name: bangla(() => messages.pageMeta.refundsTitle) })
      .click()
    await poll(() => new URL(visitor.page.url()).pathname).toBe('/bn/RefundPolicy')
    await poll(() => heading(visitor.page)).toBe(bangla(() => messages.pageMeta.refundsTitle))
    await poll(() => visible(visitor.page.getByText(bn))).toBe(true)

    // Served whole by the server too (a page's first load), with the new text in it.
    const html = await (await fetch(`${site.baseUrl}/bn/RefundPolicy`)).text()
    expect(html).toContain(bn.slice(0, 20))
    await visitor.assertClean()
  })
})

/** The page hydrated and its deferred footer's code loaded and drawn. */
async function footerDrawn(page: Page) {
  await page.waitForSelector('html[data-app="live"]')
  await page.waitForLoadState('networkidle')
}
