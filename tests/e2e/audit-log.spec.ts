/**
 * The Audit log in Chromium: an admin changes a customer's role and edits a plan's price, opens
 * Audit log from the dashboard's sidebar, sees both, filters to plans (the address keeps the
 * filter through a reload) and reads the price change as money, "$80 → $95.50" (in taka on a
 * taka site); then the same on a phone, where entries are cards and nothing may stick out
 * sideways. axe checks every state.
 */
import type { Browser, Locator } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Division } from '#shared/contracts/catalog.ts'
import { messages } from '#shared/messages.ts'
import { createPlace } from '#tests/factories/catalog.ts'
import { uniqueEmail } from '#tests/support/accounts.ts'
import { createBrowserAccount, openSignedIn } from './support/accounts.ts'
import { heading, poll, shownPrice, type Site, useSite, visible } from './support/browser.ts'

const t = messages.audit
const adminEmail = uniqueEmail('admin')

let browser: Browser
let site: Site
let division: Division

useSite(
  () => ({ seed: 'demo', config: { adminEmails: [adminEmail] } }),
  (shared) => ({ browser, site } = shared),
)
beforeAll(async () => {
  const divisions: Division[] = await (await fetch(`${site.baseUrl}/api/divisions`)).json()
  division = divisions[0]!
})

/** The text a sighted reader sees: without the words only screen readers hear. */
const seenText = (locator: Locator) =>
  locator.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement
    copy.querySelectorAll('.sr-only').forEach((node) => node.remove())
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim()
  })

describe('audit log', () => {
  it('shows an admin’s plan price edit, filtered to plans, in the site’s money', async () => {
    const name = `Ratargul Boat Day ${Date.now() % 100000}`
    const place = await createPlace(site.testApp.database.db, {
      divisionId: division.id,
      placeName: name,
      price: 80,
      image: '/images/places/coxs-bazar.svg',
    })
    const admin = await createBrowserAccount(site, { email: adminEmail, name: 'Admin Tania' })
    const customer = await createBrowserAccount(site)
    const { page, assertClean, checkA11y } = await openSignedIn(browser, site, { account: admin })

    // An entry of another area: a customer made an admin.
    await page.goto('/Dashboard/MakeAdmin')
    await page.getByLabel(messages.account.email).fill(customer.email)
    await page.getByRole('button', { name: messages.dashboard.makeAdmin }).click()
    await poll(() => visible(page.getByText(messages.admin.created))).toBe(true)

    // The plan's price, 80 → 95.50 dollars (on a taka site, ৳80 → ৳9,550: no paisa in prices).
    const edited = site.testApp.config.pricingCurrency === 'bdt' ? 9_550 : 95.5
    const priceChange = `Price: ${shownPrice(site, 80)} → ${shownPrice(site, edited)}`
    await page.goto(`/Dashboard/ManagePlan/${place.id}`)
    const price = page.getByLabel('Price', { exact: true })
    await poll(() => price.inputValue()).toBe('80')
    await price.fill(String(edited))
    await page.getByRole('button', { name: 'Save changes' }).click()
    await poll(() => visible(page.getByText(messages.plans.saved({ place: name })))).toBe(true)

    await page
      .getByRole('navigation', { name: messages.nav.dashboard })
      .getByRole('link', { name: messages.dashboard.audit })
      .click()
    await page.waitForURL('**/Dashboard/AuditLog')
    await poll(() => heading(page)).toBe(messages.dashboard.audit)
    const log = page.getByRole('table', { name: t.caption })
    const planRow = log.getByRole('row').filter({ hasText: t.actions['plan.updated'] })
    const roleRow = log.getByRole('row').filter({ hasText: t.actions['user.role'] })
    await poll(() => planRow.count()).toBe(1)
    expect(await roleRow.count()).toBe(1)
    expect(await seenText(roleRow)).toContain(customer.email)

    await page.getByLabel(t.area).selectOption({ label: t.areas.plan })
    await page.getByRole('button', { name: t.apply }).click()
    await page.waitForURL('**/Dashboard/AuditLog?area=plan')
    await poll(() => roleRow.count()).toBe(0)
    await poll(() => planRow.count()).toBe(1)

    const change = planRow.getByRole('listitem').filter({ hasText: 'Price:' })
    expect(await seenText(change)).toBe(priceChange)
    expect(await seenText(planRow)).toContain(adminEmail)
    const subject = planRow.getByRole('link', { name: `Plan ${place.id.slice(0, 8)}` })
    expect(await subject.getAttribute('href')).toBe(`/Dashboard/ManagePlan/${place.id}`)
    await checkA11y('audit log filtered to plans')

    // The filter lives in the address: a reload keeps it.
    await page.reload()
    expect(await page.getByLabel(t.area).inputValue()).toBe('plan')
    await poll(() => planRow.count()).toBe(1)
    expect(await roleRow.count()).toBe(0)
    await assertClean()

    // On a phone the entries are cards (the table is hidden there, so axe looks at these).
    const phone = await openSignedIn(browser, site, { account: admin, width: 390, height: 844 })
    await phone.page.goto('/Dashboard/AuditLog?area=plan')
    const card = phone.page.getByRole('article').filter({ hasText: t.actions['plan.updated'] })
    await poll(() => visible(card)).toBe(true)
    const cardChange = card.getByRole('listitem').filter({ hasText: 'Price:' })
    expect(await seenText(cardChange)).toBe(priceChange)
    expect(
      await phone.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0)
    await phone.assertClean()
  })
})
