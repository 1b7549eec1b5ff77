/**
 * `npm run screenshots -- bangla`: PNGs of the Bangla pages into tests/.artifacts/screenshots/ at
 * 390 and 1280 px, from the production build on a fresh demo database: Home, a tour page with a
 * date and travellers chosen, the booking modal, the booking placed, and My Booking — to look
 * for clipped or overlapping Bangla text.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Place } from '#shared/contracts/catalog.ts'
import { bn } from '#shared/i18n/bn.ts'
import { createBrowserAccount, openSignedIn } from '#tests/e2e/support/accounts.ts'
import { launchBrowser, startSite } from '#tests/e2e/support/browser.ts'

const outDir = path.resolve('tests/.artifacts/screenshots')
fs.mkdirSync(outDir, { recursive: true })

const site = await startSite({ seed: 'demo' })
const browser = await launchBrowser()

try {
  const places: Place[] = await (await fetch(`${site.baseUrl}/api/places`)).json()
  const tour = places[0]!
  for (const width of [390, 1280]) {
    const account = await createBrowserAccount(site, { name: 'নুসরাত জাহান' })
    const { page, context, problems } = await openSignedIn(browser, site, {
      account,
      width,
      height: 900,
      reducedMotion: 'reduce',
    })
    const shot = async (name: string, fullPage = false) => {
      const file = path.join(outDir, `bn-${name}-${width}.png`)
      await page.screenshot({ path: file, fullPage })
      console.log(path.relative(process.cwd(), file))
    }
    await page.goto('/bn', { waitUntil: 'networkidle' })
    await shot('home')
    await page.goto(`/bn/tour-details/${tour._id}`, { waitUntil: 'networkidle' })
    await shot('tour')
    await page.getByRole('radio').nth(1).check()
    await page.getByRole('button', { name: bn.dates.more }).click()
    await page.getByRole('group', { name: bn.dates.legend }).scrollIntoViewIfNeeded()
    await shot('tour-dates')
    await page.getByRole('button', { name: bn.tour.bookNow }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await dialog.getByLabel(bn.account.phone).fill('+880 1712-345678')
    await shot('booking-modal')
    await dialog.getByRole('button', { name: bn.booking.confirm }).click()
    await page.getByText(bn.booking.placed).waitFor()
    await page.getByText(bn.booking.placed).scrollIntoViewIfNeeded()
    await shot('booking-placed')
    await page.goto('/bn/Dashboard/MyBooking', { waitUntil: 'networkidle' })
    await shot('my-booking', true)
    if (problems.length) console.log(`  problems: ${problems.join('; ')}`)
    await context.close()
  }
} finally {
  await browser.close()
  await site.close()
}
