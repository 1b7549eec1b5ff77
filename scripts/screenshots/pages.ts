/**
 * `npm run screenshots -- pages` (the default): full-page PNGs of Home, a division page and a tour page at phone
 * (390 px) and desktop (1280 px) widths into docs/screenshots/, from the production build on a
 * fresh demo database, and, signed in as an admin, a tour's Departures page and the manifest of
 * its fullest date. `-- --all` adds TourPlans, About, Contact and the 404 page.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Division, Place } from '#shared/contracts/catalog.ts'
import type { AdminDeparture } from '#shared/contracts/departures.ts'
import { paths } from '#shared/paths.ts'
import { createBrowserAccount, openSignedIn } from '#tests/e2e/support/accounts.ts'
import { launchBrowser, openPage, startSite } from '#tests/e2e/support/browser.ts'

const outDir = path.resolve('docs/screenshots')
fs.mkdirSync(outDir, { recursive: true })

const ADMIN_EMAIL = 'screenshots-admin@example.com'
const site = await startSite({ seed: 'demo', config: { adminEmails: [ADMIN_EMAIL] } })
const browser = await launchBrowser()
try {
  const divisions: Division[] = await (await fetch(`${site.baseUrl}/api/divisions`)).json()
  const places: Place[] = await (await fetch(`${site.baseUrl}/api/places`)).json()
  const sylhet = divisions.find((d) => d.divisionName === 'Sylhet') ?? divisions[0]!
  const tour = places.find((p) => p.placeName.startsWith("Cox's Bazar")) ?? places[0]!
  const pages = [
    { name: 'home', url: '/' },
    { name: 'division', url: `/${sylhet.divisionName}/${sylhet._id}` },
    { name: 'tour', url: `/tour-details/${tour._id}` },
    ...(process.argv.includes('--all')
      ? [
          { name: 'tour-plans', url: '/TourPlans' },
          { name: 'about', url: '/About' },
          { name: 'contact', url: '/Contact' },
          { name: 'not-found', url: '/nope/x/y' },
        ]
      : []),
  ]
  // Admin pages: the Departures page and manifest of the date with the most seats taken.
  const admin = await createBrowserAccount(site, { email: ADMIN_EMAIL, name: 'Admin Tania' })
  let fullest: AdminDeparture | undefined
  for (const place of places) {
    const dates: AdminDeparture[] = (
      await site.testApp.app.inject({
        method: 'GET',
        url: `/api/places/${place._id}/departures/all`,
        headers: { cookie: admin.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
      })
    ).json()
    for (const date of dates) {
      if (!fullest || date.seatsTaken > fullest.seatsTaken) fullest = date
    }
  }
  if (!fullest) throw new Error('The demo data has no departures')
  const adminPages = [
    { name: 'departures', url: paths.dashboardDepartures(fullest.tourId) },
    { name: 'manifest', url: paths.dashboardManifest(fullest._id) },
  ]
  for (const width of [390, 1280]) {
    for (const { name, url, signedIn } of [
      ...pages.map((p) => ({ ...p, signedIn: false })),
      ...adminPages.map((p) => ({ ...p, signedIn: true })),
    ]) {
      const options = { width, height: 900, reducedMotion: 'reduce' as const }
      const { page, context, problems } = signedIn
        ? await openSignedIn(browser, site, { account: admin, ...options })
        : await openPage(browser, site.baseUrl, options)
      await page.goto(url, { waitUntil: 'networkidle' })
      // Lazy images load as they scroll into view: scroll through the page first.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y)
          await new Promise((r) => setTimeout(r, 50))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
      const file = path.join(outDir, `${name}-${width}.png`)
      await page.screenshot({ path: file, fullPage: true })
      // Keep committed screenshots small when pngquant is installed (apt-get install pngquant).
      if (fs.existsSync('/usr/bin/pngquant')) {
        execFileSync('/usr/bin/pngquant', ['--quality', '70-90', '--force', '--ext', '.png', file])
      }
      const unexpected = problems.filter((p) => !/status of 404/.test(p))
      console.log(
        `${path.relative(process.cwd(), file)}${unexpected.length ? `  (errors: ${unexpected.join('; ')})` : ''}`,
      )
      await context.close()
    }
  }
} finally {
  await browser.close()
  await site.close()
}
