/**
 * `npm run screenshots -- booking`: PNGs of booking a dated departure into docs/screenshots/ at
 * 390 and 1280 px, from the production build on a fresh demo database: the tour page's dates
 * and travellers, the booking modal, the confirmation with its reference, and My Booking.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Place } from '#shared/contracts/catalog.ts'
import type { Departure } from '#shared/contracts/departures.ts'
import { createBrowserAccount, openSignedIn } from '#tests/e2e/support/accounts.ts'
import { launchBrowser, startSite } from '#tests/e2e/support/browser.ts'

const outDir = path.resolve('docs/screenshots')
fs.mkdirSync(outDir, { recursive: true })

const site = await startSite({ seed: 'demo' })
const browser = await launchBrowser()

function save(file: string) {
  if (fs.existsSync('/usr/bin/pngquant')) {
    execFileSync('/usr/bin/pngquant', ['--quality', '70-90', '--force', '--ext', '.png', file])
  }
  console.log(path.relative(process.cwd(), file))
}

try {
  const places: Place[] = await (await fetch(`${site.baseUrl}/api/places`)).json()
  // A tour whose first date is nearly full shows the 'few' state beside open ones.
  let tour = places[0]!
  for (const place of places) {
    const dates: Departure[] = await (
      await fetch(`${site.baseUrl}/api/places/${place._id}/departures`)
    ).json()
    if (dates[0]?.status === 'few') {
      tour = place
      break
    }
  }
  for (const width of [390, 1280]) {
    const account = await createBrowserAccount(site, { name: 'Nusrat Jahan' })
    const { page, context, problems } = await openSignedIn(browser, site, {
      account,
      width,
      height: 900,
      reducedMotion: 'reduce',
    })
    const shot = async (name: string, fullPage = true) => {
      const file = path.join(outDir, `${name}-${width}.png`)
      await page.screenshot({ path: file, fullPage })
      save(file)
    }
    await page.goto(`/tour-details/${tour._id}`, { waitUntil: 'networkidle' })
    await page.getByRole('radio').nth(1).check()
    await page.getByRole('button', { name: 'One more: Adults' }).click()
    await page.getByRole('button', { name: 'One more: Children' }).click()
    await page.getByRole('group', { name: 'Choose a date' }).scrollIntoViewIfNeeded()
    await shot('tour-dates', false)
    await page.getByRole('button', { name: 'Book Now' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await dialog.getByLabel('Phone number').fill('+880 1712-345678')
    await shot('booking-modal-dates', false)
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click()
    await page.getByText('Order has been placed.').waitFor()
    await page.getByText('Order has been placed.').scrollIntoViewIfNeeded()
    await shot('booking-placed', false)
    await page.goto('/Dashboard/MyBooking', { waitUntil: 'networkidle' })
    await shot('my-booking-dates')
    if (problems.length) console.log(`  problems: ${problems.join('; ')}`)
    await context.close()
  }
} finally {
  await browser.close()
  await site.close()
}
