/**
 * `npm run screenshots -- orders`: PNGs of Manage Order at phone (390 px) and desktop (1280 px)
 * widths, in English and Bangla, into tests/.artifacts/screenshots/ (git-ignored), from the
 * production build on a fresh demo database with 60 orders: the first page, a filtered page
 * with two orders selected (the bulk bar), and one order's details (note and mail form).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import type { Place } from '#shared/contracts/catalog.ts'
import { createUser } from '#tests/factories/accounts.ts'
import { createOrder } from '#tests/factories/orders.ts'
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
  const db = site.testApp.database.db
  const places: Place[] = await (await fetch(`${site.baseUrl}/api/places`)).json()
  const names = ['Nusrat Jahan', 'Karim Uddin', 'Farhana Akter', 'Rafiq Islam', 'Shirin Sultana']
  const people = []
  for (const name of names) {
    people.push(
      await createUser(db, { name, email: `${name.toLowerCase().replace(' ', '.')}@example.com` }),
    )
  }
  for (let i = 0; i < 60; i++) {
    await createOrder(db, {
      user: people[i % people.length]!,
      tourId: places[i % places.length]!._id,
      createdAt: new Date(Date.now() - i * 7 * 3_600_000),
      paid: i % 3 === 0,
      cancelled: i % 11 === 5,
      phone: `+880 17${String(11_000_000 + i * 7919).slice(0, 8)}`,
    })
  }
  const admin = await createBrowserAccount(site, { email: ADMIN_EMAIL, name: 'Tania Rahman' })

  for (const locale of ['en', 'bn'] as const) {
    const prefix = locale === 'bn' ? '/bn' : ''
    for (const width of [390, 1280]) {
      const { page, context } = await openSignedIn(browser, site, {
        account: admin,
        width,
        height: width === 390 ? 1800 : 1300,
        reducedMotion: 'reduce',
      })
      const name = (what: string) => `manage-order${locale === 'bn' ? '-bn' : ''}-${what}`
      await page.goto(`${prefix}/Dashboard/ManageBooking`, { waitUntil: 'networkidle' })
      await page.locator('nav[aria-label] button').last().waitFor()
      await shoot(page, name('first-page'), width)

      await page.goto(`${prefix}/Dashboard/ManageBooking?q=karim&status=unpaid`, {
        waitUntil: 'networkidle',
      })
      const boxes = page.locator('input[type=checkbox][aria-label]').filter({ visible: true })
      await boxes.nth(0).check()
      await boxes.nth(1).check()
      const bar = page.locator('[role=group]')
      await bar.scrollIntoViewIfNeeded()
      await shoot(page, name('selected'), width)

      const details = page
        .locator('button[aria-label]')
        .filter({ visible: true })
        .filter({ hasText: locale === 'bn' ? 'বিস্তারিত' : 'Details' })
      await details.first().click()
      await page.getByRole('dialog').waitFor()
      await shoot(page, name('details'), width, true)
      await context.close()
    }
  }
} finally {
  await browser.close()
  await site.close()
}
