/**
 * `npm run screenshots -- messages`: PNGs of the admins' Messages page at phone (390 px) and
 * desktop (1280 px) widths into tests/.artifacts/screenshots/ (git-ignored), from the
 * production build on a fresh database: the open messages (one answered, with its thread), the
 * Reply form open, the Archived tab, and the page in Bangla. The sidebar shows the unhandled
 * count.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { messages } from '#shared/messages.ts'
import { contactMessages } from '#server/db/schema/index.ts'
import { createBrowserAccount, openSignedIn } from '#tests/e2e/support/accounts.ts'
import { launchBrowser, startSite } from '#tests/e2e/support/browser.ts'

const outDir = path.resolve('tests/.artifacts/screenshots')
fs.mkdirSync(outDir, { recursive: true })

const ADMIN_EMAIL = 'tania.rahman@banglatours.example'
const site = await startSite({ seed: 'none', config: { adminEmails: [ADMIN_EMAIL] } })
const browser = await launchBrowser()
const w = messages.messagesWorkflow

async function shoot(page: Page, name: string, width: number) {
  const file = path.join(outDir, `${name}-${width}.png`)
  await page.screenshot({ path: file, fullPage: true })
  console.log(path.relative(process.cwd(), file))
}

try {
  const admin = await createBrowserAccount(site, { email: ADMIN_EMAIL, name: 'Tania Rahman' })
  const now = Date.now()
  const rows = await site.testApp.database.db
    .insert(contactMessages)
    .values([
      {
        name: 'Nusrat Jahan',
        email: 'nusrat.jahan.traveller@example.com',
        message: 'Do you take bKash for the deposit?',
        createdAt: new Date(now - 3_600_000),
      },
      {
        name: 'Rahim Uddin',
        email: 'rahim@example.com',
        message: 'Is the Sundarbans trip running in March?\nWe are a family of four.',
        createdAt: new Date(now - 7_200_000),
      },
      {
        name: 'করিম হোসেন',
        email: 'karim@example.com',
        message: 'কক্সবাজারের প্যাকেজে কি হোটেল আছে?',
        locale: 'bn',
        createdAt: new Date(now - 9_000_000),
      },
      {
        name: 'Old Enquiry',
        email: 'old@example.com',
        message: 'Thanks, all sorted.',
        handledAt: new Date(now - 86_400_000),
        archivedAt: new Date(now - 86_400_000),
        createdAt: new Date(now - 2 * 86_400_000),
      },
    ])
    .returning()
  const rahim = rows[1]!
  const reply = await site.testApp.app.inject({
    method: 'POST',
    url: `/api/messages/${rahim.id}/replies`,
    headers: { cookie: admin.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    payload: { body: 'Yes, every Thursday in March.\nA family cabin is free on the 12th.' },
  })
  if (reply.statusCode !== 201) throw new Error(`reply: ${reply.statusCode} ${reply.body}`)

  for (const width of [390, 1280]) {
    const { page, context, problems } = await openSignedIn(browser, site, {
      account: admin,
      width,
      height: width === 390 ? 844 : 900,
      reducedMotion: 'reduce',
    })
    await page.goto('/Dashboard/Messages', { waitUntil: 'networkidle' })
    await page.getByRole('article').first().waitFor()
    await shoot(page, 'messages', width)

    const card = page.getByRole('article', {
      name: messages.messagesPage.from({ name: 'Nusrat Jahan' }),
    })
    await card.getByRole('button', { name: w.reply }).click()
    await card.getByRole('form').waitFor()
    await card.getByLabel(w.body).fill('Yes: bKash and Nagad both work for the deposit.')
    await shoot(page, 'messages-reply', width)

    await page.goto('/Dashboard/Messages?state=archived', { waitUntil: 'networkidle' })
    await page.getByRole('article').first().waitFor()
    await shoot(page, 'messages-archived', width)

    await page.goto('/bn/Dashboard/Messages', { waitUntil: 'networkidle' })
    await page.getByRole('article').first().waitFor()
    await shoot(page, 'messages-bn', width)
    if (problems.length > 0) throw new Error(problems.join('\n'))
    await context.close()
  }
} finally {
  await browser.close()
  await site.close()
}
