/**
 * `npm run screenshots -- people`: PNGs of the admins' Users page at phone (390 px) and desktop
 * (1280 px) widths into tests/.artifacts/screenshots/ (git-ignored), from the production build
 * on a fresh demo database: the list with admins, a disabled account, an unverified one and
 * people with bookings; the revoke dialog; and the page in Bangla.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import type { Place } from '#shared/contracts/catalog.ts'
import { paths } from '#shared/paths.ts'
import { createOrder } from '#tests/factories/orders.ts'
import { createAccount } from '#tests/support/accounts.ts'
import { createBrowserAccount, openSignedIn } from '#tests/e2e/support/accounts.ts'
import { launchBrowser, startSite } from '#tests/e2e/support/browser.ts'

const outDir = path.resolve('tests/.artifacts/screenshots')
fs.mkdirSync(outDir, { recursive: true })

const ADMIN_EMAIL = 'tania.rahman@banglatours.example'
const site = await startSite({ seed: 'demo', config: { adminEmails: [ADMIN_EMAIL] } })
const browser = await launchBrowser()

async function shoot(page: Page, name: string, width: number, fullPage = false) {
  const file = path.join(outDir, `${name}-${width}.png`)
  await page.screenshot({ path: file, fullPage })
  console.log(path.relative(process.cwd(), file))
}

try {
  const places: Place[] = await (await fetch(`${site.baseUrl}/api/places`)).json()
  const db = site.testApp.database.db
  const admin = await createBrowserAccount(site, { email: ADMIN_EMAIL, name: 'Tania Rahman' })
  const people = [
    { name: 'Rafiq Hasan', email: 'rafiq.hasan@banglatours.example', role: 'admin' as const },
    { name: 'Nusrat Jahan', email: 'nusrat.jahan.traveller@example.com', phone: '01712345678' },
    { name: 'Mahmudul Karim Chowdhury', email: 'mahmudul.karim.chowdhury.longname@example.org' },
    { name: 'Sadia Islam', email: 'sadia.islam@example.com', emailVerified: false },
    { name: 'Arif Hossain', email: 'arif.hossain@example.com', phone: '01898765432' },
  ]
  const made = []
  for (const person of people) made.push(await createAccount(site.testApp, person))
  for (const [i, person] of made.entries()) {
    for (let n = 0; n < (i * 2) % 5; n++) {
      await createOrder(db, { user: person, tourId: places[n % places.length]!._id })
    }
  }
  // Arif's account is disabled, as an admin would do it.
  const { page: setup, context: setupContext } = await openSignedIn(browser, site, {
    account: admin,
    a11y: false,
  })
  await setup.request.put(`/api/admin/users/${made[4]!.id}/disabled`, {
    data: { disabled: true },
  })
  await setupContext.close()

  for (const width of [390, 1280]) {
    const { page, context, problems } = await openSignedIn(browser, site, {
      account: admin,
      width,
      height: width === 390 ? 1800 : 1300,
      reducedMotion: 'reduce',
      a11y: false,
    })
    await page.goto(paths.dashboardPages.users, { waitUntil: 'networkidle' })
    await page
      .getByRole('status')
      .filter({ hasText: /^Showing/ })
      .waitFor()
    await shoot(page, 'users', width, true)

    await page.getByRole('button', { name: 'Revoke admin: Rafiq Hasan' }).click()
    await page.getByRole('dialog').waitFor()
    await shoot(page, 'users-revoke-dialog', width)
    await page.keyboard.press('Escape')

    await page.goto(`/bn${paths.dashboardPages.users}?q=example.com`, { waitUntil: 'networkidle' })
    await page.getByRole('list').filter({ hasText: 'Nusrat' }).waitFor()
    await shoot(page, 'users-bn', width, true)

    if (problems.length) console.log(`  errors at ${width}px: ${problems.join('; ')}`)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    if (overflow > 0) console.log(`  the page is ${overflow}px wider than ${width}px`)
    await context.close()
  }
} finally {
  await browser.close()
  await site.close()
}
