/**
 * `npm run screenshots -- account` (after `npm run build:client`): PNG screenshots of the
 * account pages at phone (390 px) and desktop (1280 px) widths into docs/screenshots/: the
 * unverified-email banner, /forgot-password (form and confirmation), /reset-password (form and
 * an expired link), the Dashboard Profile page and its delete dialog.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { signUpViaApi, type BrowserAccount } from '#tests/e2e/support/accounts.ts'
import { launchBrowser, openPage, startSite, type Site } from '#tests/e2e/support/browser.ts'

const outDir = path.resolve('docs/screenshots')
fs.mkdirSync(outDir, { recursive: true })

interface Shot {
  name: string
  url: string
  /** Who is signed in: nobody, a verified account, or one that has not verified its address. */
  as?: 'verified' | 'unverified'
  /** Only the first screen (the banner sits under the header of a long page). */
  viewportOnly?: boolean
  prepare?: (page: Page) => Promise<void>
}

const shots: Shot[] = [
  { name: 'account-unverified-banner', url: '/Home', as: 'unverified', viewportOnly: true },
  { name: 'account-forgot-password', url: '/forgot-password' },
  {
    name: 'account-forgot-password-sent',
    url: '/forgot-password',
    prepare: async (page) => {
      await page.getByLabel('Email').fill('nusrat@example.com')
      await page.getByRole('button', { name: 'Send me a link' }).click()
      await page.getByText(/If an account uses/).waitFor()
    },
  },
  { name: 'account-reset-password', url: '/reset-password?token=example' },
  { name: 'account-reset-password-expired', url: '/reset-password?error=INVALID_TOKEN' },
  { name: 'account-profile', url: '/Dashboard/Profile?verified=1', as: 'verified' },
  { name: 'account-profile-unverified', url: '/Dashboard/Profile', as: 'unverified' },
  {
    name: 'account-delete-dialog',
    url: '/Dashboard/Profile',
    as: 'verified',
    viewportOnly: true,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Delete my account' }).click()
      await page.getByRole('dialog').waitFor()
      await page.waitForTimeout(400)
    },
  },
]

async function signedInAs(site: Site, kind: 'verified' | 'unverified'): Promise<BrowserAccount> {
  return signUpViaApi(site, {
    name: 'Nusrat Jahan',
    verified: kind === 'verified',
  })
}

const site = await startSite({ seed: 'demo' })
const browser = await launchBrowser()
try {
  for (const width of [390, 1280]) {
    for (const shot of shots) {
      const { page, context, problems } = await openPage(browser, site.baseUrl, {
        width,
        height: 900,
        reducedMotion: 'reduce',
      })
      if (shot.as) {
        const account = await signedInAs(site, shot.as)
        await context.addCookies(
          account.cookies.map(({ name, value }) => ({ name, value, url: site.baseUrl })),
        )
      }
      await page.goto(shot.url, { waitUntil: 'networkidle' })
      await page.waitForTimeout(300)
      await shot.prepare?.(page)
      await page.waitForLoadState('networkidle')
      const file = path.join(outDir, `${shot.name}-${width}.png`)
      await page.screenshot({ path: file, fullPage: !shot.viewportOnly })
      if (fs.existsSync('/usr/bin/pngquant')) {
        execFileSync('/usr/bin/pngquant', ['--quality', '70-90', '--force', '--ext', '.png', file])
      }
      const size = Math.round(fs.statSync(file).size / 1024)
      console.log(
        `${path.relative(process.cwd(), file)} ${size} KB${problems.length ? `  (errors: ${problems.join('; ')})` : ''}`,
      )
      await context.close()
    }
  }
} finally {
  await browser.close()
  await site.close()
}
