/**
 * `npm run screenshots -- overview`: PNGs of the admins' overview (/Dashboard) at phone (390 px)
 * and desktop (1280 px) widths, in English and Bangla, into tests/.artifacts/screenshots/
 * (git-ignored), from the production build on a fresh demo database with a year of bookings
 * added (generate_series: paid, deposits and refunds spread over 12 months); then the page of a
 * new site (the empty state). The whole page, with the months' and seats' tables opened.
 */
import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Page } from 'playwright-core'
import { createBrowserAccount, openSignedIn } from '#tests/e2e/support/accounts.ts'
import { launchBrowser, startSite, type Site } from '#tests/e2e/support/browser.ts'

const outDir = path.resolve('tests/.artifacts/screenshots')
fs.mkdirSync(outDir, { recursive: true })

const ADMIN_EMAIL = 'tania.rahman@banglatours.example'
const browser = await launchBrowser()

/** A year of bookings on the demo's plans: 900 orders, most paid, some deposits and refunds. */
async function addYear(site: Site) {
  await site.testApp.database.db.execute(sql`
    insert into orders (tour_id, tour_name, tour_price_cents, name, email, phone, reference,
      travellers, is_paid, paid_cents, refunded_cents, created_at)
    select p.id, p.name, p.price_cents, 'Traveller ' || i, 'traveller' || i || '@example.com',
      '01712345678', 'BT-SHOT' || i, 1 + i % 3, i % 10 < 7, 
      case when i % 10 < 7 then p.price_cents when i % 10 = 7 then p.price_cents / 4 else 0 end,
      case when i % 29 = 0 and i % 10 < 7 then p.price_cents / 2 else 0 end,
      now() - (i % 360) * interval '1 day' * (0.6 + (i % 7) / 10.0)
    from generate_series(1, 900) i
    join (select id, name, price_cents, row_number() over (order by place_id) n from places) p
      on p.n = 1 + i % (select count(*) from places)`)
  await site.testApp.database.db.execute(sql`
    insert into payments (order_id, kind, purpose, amount_cents, status, intent_id, key, created_at)
    select id, 'payment', 'full', paid_cents, 'succeeded', 'pi_' || reference, 'payment:' || reference,
      created_at
    from orders where reference like 'BT-SHOT%' and paid_cents > 0`)
  await site.testApp.database.db.execute(sql`
    insert into payments (order_id, kind, purpose, amount_cents, status, intent_id, key, created_at)
    select id, 'refund', 'cancellation', refunded_cents, 'succeeded', 'pi_' || reference,
      'refund:' || reference, created_at + interval '5 days'
    from orders where reference like 'BT-SHOT%' and refunded_cents > 0`)
}

async function shoot(page: Page, name: string, width: number) {
  const file = path.join(outDir, `${name}-${width}.png`)
  await page.screenshot({ path: file, fullPage: true })
  console.log(path.relative(process.cwd(), file))
}

async function shootOverview(site: Site, name: string, { tables }: { tables: boolean }) {
  const admin = await createBrowserAccount(site, { email: ADMIN_EMAIL, name: 'Tania Rahman' })
  for (const prefix of ['', '/bn']) {
    for (const width of [390, 1280]) {
      const { page, context, problems } = await openSignedIn(browser, site, {
        account: admin,
        width,
        height: 900,
        reducedMotion: 'reduce',
      })
      await page.goto(`${prefix}/Dashboard`, { waitUntil: 'networkidle' })
      await page.locator('h1').waitFor()
      if (tables) {
        await page.locator('[data-chart] svg').first().waitFor()
        for (const id of ['overview-months', 'overview-seats']) {
          await page.locator(`section[aria-labelledby="${id}-title"] summary`).click()
        }
      }
      await shoot(page, `${name}${prefix ? '-bn' : ''}`, width)
      if (problems.length > 0) throw new Error(problems.join('\n'))
      await context.close()
    }
  }
}

const demo = await startSite({ seed: 'demo', config: { adminEmails: [ADMIN_EMAIL] } })
const empty = await startSite({ seed: 'none', config: { adminEmails: [ADMIN_EMAIL] } })
try {
  await addYear(demo)
  await shootOverview(demo, 'overview', { tables: true })
  await shootOverview(empty, 'overview-empty', { tables: false })
} finally {
  await browser.close()
  await demo.close()
  await empty.close()
}
