/**
 * `npm run screenshots -- audit`: PNGs of the admins' Audit log at phone (390 px) and desktop
 * (1280 px) widths into tests/.artifacts/screenshots/ (git-ignored), from the production build
 * on a fresh demo database: the top of the log (filters and the newest entries), its end with
 * Load more, the end after it, and the log filtered to one order. The entries are written straight
 * into the table in the shapes the verbs record (a plan's price edit, a role change, a payment,
 * a cancellation and its refund, a departure series and cancellation, a deleted review with a
 * long text, mail and uploads), with more than one page of them.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import type { Place } from '#shared/contracts/catalog.ts'
import { paths } from '#shared/paths.ts'
import { auditLog } from '#server/db/schema/index.ts'
import { createBrowserAccount, openSignedIn } from '#tests/e2e/support/accounts.ts'
import { launchBrowser, startSite } from '#tests/e2e/support/browser.ts'

const outDir = path.resolve('tests/.artifacts/screenshots')
fs.mkdirSync(outDir, { recursive: true })

const ADMIN_EMAIL = 'tania.rahman@banglatours.example'
const CUSTOMER_EMAIL = 'nusrat.jahan.traveller@example.com'
const site = await startSite({ seed: 'demo', config: { adminEmails: [ADMIN_EMAIL] } })
const browser = await launchBrowser()

type NewEntry = typeof auditLog.$inferInsert

function entries(plan: Place, adminId: string): NewEntry[] {
  const admin = { actorId: adminId, actorEmail: ADMIN_EMAIL }
  const customer = { actorId: randomUUID(), actorEmail: CUSTOMER_EMAIL }
  const system = { actorId: null, actorEmail: null }
  const order = randomUUID()
  const departure = randomUUID()
  const fridays = Array.from({ length: 10 }, (_, i) =>
    new Date(Date.UTC(2026, 11, 4 + 7 * i)).toISOString().slice(0, 10),
  )
  // Older filler first: more than one page in all.
  const uploads: NewEntry[] = Array.from({ length: 48 }, () => ({
    ...admin,
    action: 'upload.created',
    subjectType: 'upload',
    subjectId: randomUUID(),
    after: { contentType: 'image/webp', byteSize: 182_344 },
  }))
  const recent: NewEntry[] = [
    {
      ...admin,
      action: 'departure.series',
      subjectType: 'plan',
      subjectId: plan._id,
      after: { dates: fridays, capacity: 16, priceCents: 9500 },
    },
    {
      ...system,
      action: 'payment.received',
      subjectType: 'order',
      subjectId: order,
      before: { paidCents: 0, isPaid: false },
      after: {
        paidCents: 19000,
        isPaid: true,
        amountCents: 19000,
        purpose: 'full',
        intentId: 'pi_3QxYzA2eZvKYlo2C1a9b8c7d',
      },
    },
    {
      ...admin,
      action: 'plan.updated',
      subjectType: 'plan',
      subjectId: plan._id,
      before: { priceCents: 8000, name: plan.placeName },
      after: { priceCents: 9550, name: `${plan.placeName} Retreat` },
    },
    {
      ...admin,
      action: 'user.role',
      subjectType: 'user',
      subjectId: randomUUID(),
      before: { email: 'karim.uddin@banglatours.example', role: 'user' },
      after: { email: 'karim.uddin@banglatours.example', role: 'admin' },
    },
    {
      ...customer,
      action: 'order.cancelled',
      subjectType: 'order',
      subjectId: order,
      before: { status: 'paid', paidCents: 19000, refundedCents: 0 },
      after: {
        status: 'cancelled',
        by: 'customer',
        refundCents: 9500,
        refundPercent: 50,
        daysBefore: 12,
        reason: null,
      },
    },
    {
      ...customer,
      action: 'refund.issued',
      subjectType: 'order',
      subjectId: order,
      after: {
        refundId: randomUUID(),
        amountCents: 9500,
        purpose: 'cancellation',
        intentId: 'pi_3QxYzA2eZvKYlo2C1a9b8c7d',
      },
    },
    {
      ...admin,
      action: 'departure.cancelled',
      subjectType: 'departure',
      subjectId: departure,
      before: { state: 'open' },
      after: {
        state: 'cancelled',
        bookings: 3,
        reason: 'Cyclone warning over the Bay of Bengal: the boats may not sail that week.',
      },
    },
    {
      ...admin,
      action: 'review.deleted',
      subjectType: 'review',
      subjectId: randomUUID(),
      before: {
        name: 'A. Visitor',
        rating: 1,
        description:
          'Buy cheap watches at https://example.com/a-very-long-address-without-any-spaces-that-must-wrap-somewhere-inside-its-column and more text after it, written to test how a long value wraps.',
      },
    },
    {
      ...admin,
      action: 'mail.retried',
      subjectType: 'mail',
      subjectId: randomUUID(),
      before: { status: 'failed' },
      after: { status: 'pending', to: CUSTOMER_EMAIL, kind: 'booking-confirmation' },
    },
  ]
  // Times a few minutes to hours apart, the newest a little before now.
  const all = [...uploads, ...recent]
  const now = Date.now()
  return all.map((entry, i) => ({
    ...entry,
    at: new Date(now - (all.length - i) * 41 * 60_000),
  }))
}

async function shoot(page: Page, name: string, width: number, fullPage = false) {
  const file = path.join(outDir, `${name}-${width}.png`)
  await page.screenshot({ path: file, fullPage })
  console.log(path.relative(process.cwd(), file))
}

try {
  const places: Place[] = await (await fetch(`${site.baseUrl}/api/places`)).json()
  const plan = places.find((p) => p.placeName.startsWith('Sajek')) ?? places[0]!
  const admin = await createBrowserAccount(site, { email: ADMIN_EMAIL, name: 'Tania Rahman' })
  // The actor's id is not shown; the email is.
  await site.testApp.database.db.insert(auditLog).values(entries(plan, randomUUID()))

  for (const width of [390, 1280]) {
    const { page, context, problems } = await openSignedIn(browser, site, {
      account: admin,
      width,
      height: width === 390 ? 1600 : 1400,
      reducedMotion: 'reduce',
    })
    await page.goto(paths.dashboardPages.audit, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Load more' }).waitFor()
    await shoot(page, 'audit-log', width)

    // The end of the first page, then of the whole log after Load more.
    const more = page.getByRole('button', { name: 'Load more' })
    await more.scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollBy(0, 200))
    await shoot(page, 'audit-log-load-more', width)
    await more.click()
    await page.getByText(/^Showing \d+ entries\.$/).waitFor()
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await shoot(page, 'audit-log-end', width)

    // One order's story (paid, cancelled, refunded), from its row's filter button.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page
      .getByRole('button', { name: /^Show only entries for Order / })
      .filter({ visible: true })
      .first()
      .click()
    await page.getByText(/^Showing 3 entries\.$/).waitFor()
    await shoot(page, 'audit-log-order', width, true)
    // The entries alone, at their real size, for a close look at wrapping.
    const list =
      width < 1280
        ? page.getByRole('list').filter({ has: page.getByRole('article') })
        : page.getByRole('table')
    const closeUp = path.join(outDir, `audit-log-order-entries-${width}.png`)
    await list.screenshot({ path: closeUp })
    console.log(path.relative(process.cwd(), closeUp))

    if (problems.length) console.log(`  errors at ${width}px: ${problems.join('; ')}`)
    // Nothing may stick out sideways at this width.
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
