/**
 * `npm run screenshots -- scale`: PNGs of the catalogue a page at a time at phone (390 px) and
 * desktop (1280 px) widths into tests/.artifacts/screenshots/ (git-ignored), from the production
 * build on a demo database with 40 more plans (two pages of TourPlans): TourPlans' first page
 * ending in "Show more tours", the list after it, a division page in Bangla, and Manage Plan
 * searched by name with "Show more plans" below the first 50.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import type { Division } from '#shared/contracts/catalog.ts'
import { paths } from '#shared/paths.ts'
import { createPlace } from '#tests/factories/catalog.ts'
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
  const divisions: Division[] = await (await fetch(`${site.baseUrl}/api/divisions`)).json()
  for (let i = 0; i < 40; i++) {
    await createPlace(site.testApp.database.db, {
      divisionId: divisions[i % divisions.length]!.id,
      placeId: 90_000 + i,
      placeName: `Riverside village stay ${i + 1}`,
      price: 40 + 7 * i,
      image: '/images/places/coxs-bazar.svg',
    })
  }
  const admin = await createBrowserAccount(site, { email: ADMIN_EMAIL, name: 'Tania Rahman' })
  const sylhet = divisions.find((d) => d.divisionName === 'Sylhet')!

  for (const width of [390, 1280]) {
    const { page, context, problems } = await openSignedIn(browser, site, {
      account: admin,
      width,
      height: width === 390 ? 1400 : 1000,
      reducedMotion: 'reduce',
    })
    await page.goto(paths.tourPlans, { waitUntil: 'networkidle' })
    const more = page.getByRole('button', { name: 'Show more tours' })
    await more.waitFor()
    await shoot(page, 'scale-tourplans-top', width)
    await more.scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollBy(0, 200))
    await shoot(page, 'scale-tourplans-show-more', width)
    await more.click()
    await page.getByText(/^84 tours$/).waitFor()
    await page.waitForLoadState('networkidle')
    await shoot(page, 'scale-tourplans-after-more', width)

    await page.goto(`/bn/Sylhet/${sylhet._id}`, { waitUntil: 'networkidle' })
    await shoot(page, 'scale-division-bn', width)

    await page.goto(paths.dashboardPages.managePlan, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Show more plans' }).waitFor()
    await page.getByRole('button', { name: 'Show more plans' }).scrollIntoViewIfNeeded()
    await shoot(page, 'scale-manage-plan-more', width)
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByLabel('Search plans').fill('riverside village stay 1')
    await page.waitForURL('**/Dashboard/ManagePlan?q=*')
    await page.getByText(/^11 plans$/).waitFor()
    await shoot(page, 'scale-manage-plan-search', width)

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
