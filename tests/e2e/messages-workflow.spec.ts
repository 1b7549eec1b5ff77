/**
 * The Messages workflow in Chromium: an admin sees the unhandled count beside Messages, replies
 * to a visitor from the Messages page (the thread shows the reply, the outbox has its mail to
 * the visitor, the count drops), archives another (out of the open list, into Archived, the
 * count gone), and Back keeps each tab; Back from another page, and a reload, find every
 * message loaded before (Load more included); then the page in Bangla on a phone, where nothing may stick out
 * sideways. axe checks every state.
 */
import { eq } from 'drizzle-orm'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { messages } from '#shared/messages.ts'
import { contactMessages, contactReplies, mailOutbox } from '#server/db/schema/index.ts'
import { uniqueEmail } from '#tests/support/accounts.ts'
import { createBrowserAccount, openSignedIn } from './support/accounts.ts'
import { heading, poll, type Site, useSite, visible } from './support/browser.ts'

const w = messages.messagesWorkflow
const adminEmail = uniqueEmail('admin')
const phoneAdminEmail = uniqueEmail('admin')
const backAdminEmail = uniqueEmail('admin')

let browser: Browser
let site: Site

useSite(
  () => ({ seed: 'none', config: { adminEmails: [adminEmail, phoneAdminEmail, backAdminEmail] } }),
  (shared) => ({ browser, site } = shared),
)

async function storeMessage(name: string, email: string, message: string) {
  const [row] = await site.testApp.database.db
    .insert(contactMessages)
    .values({ name, email, message })
    .returning()
  return row!
}

const messagesLink = (page: Page) =>
  page
    .getByRole('navigation', { name: messages.nav.dashboard })
    .getByRole('link', { name: new RegExp(`^${messages.dashboard.messages}`) })

describe('messages workflow', () => {
  it('replies to a message, archives another, and the count follows', async () => {
    const rahim = await storeMessage(
      'Rahim Uddin',
      'rahim@example.com',
      'Is the Sundarbans trip running in March?\nWe are a family of four.',
    )
    await storeMessage('Nusrat Jahan', 'nusrat@example.com', 'Do you take bKash?')
    const admin = await createBrowserAccount(site, { email: adminEmail, name: 'Admin Tania' })
    const { page, assertClean, checkA11y } = await openSignedIn(browser, site, { account: admin })

    await page.goto('/Dashboard')
    await poll(async () =>
      (await messagesLink(page).textContent())?.includes(w.unhandledBadge({ n: 2 })),
    ).toBe(true)
    await messagesLink(page).click()
    await page.waitForURL('**/Dashboard/Messages')
    await poll(() => heading(page)).toBe(messages.dashboard.messages)

    const card = page.getByRole('article', {
      name: messages.messagesPage.from({ name: 'Rahim Uddin' }),
    })
    await poll(() => visible(card)).toBe(true)
    expect(await card.getByText(w.states.unhandled).count()).toBe(1)
    await card.getByRole('button', { name: w.reply }).click()
    const form = card.getByRole('form', { name: w.replyTitle({ name: 'Rahim Uddin' }) })
    await poll(() => visible(form)).toBe(true)
    const text = form.getByLabel(w.body)
    await poll(() => text.evaluate((el) => el === document.activeElement)).toBe(true)

    // Empty: refused in the form, nothing sent.
    await form.getByRole('button', { name: w.send }).click()
    await poll(() => visible(form.getByText(w.bodyRequired))).toBe(true)
    await checkA11y('reply form with its error')

    await text.fill('Yes, every Thursday in March.\nA family cabin is free on the 12th.')
    await form.getByRole('button', { name: w.send }).click()
    await poll(() => visible(page.getByText(w.replyQueued))).toBe(true)
    const thread = card.getByRole('region', { name: w.threadLabel({ name: 'Rahim Uddin' }) })
    await poll(() => visible(thread.getByText(w.repliedBy({ email: adminEmail })))).toBe(true)
    expect(await thread.getByText('A family cabin is free on the 12th.').count()).toBe(1)
    // Replying marked it handled.
    await poll(() => card.getByRole('button', { name: w.markUnhandled }).count()).toBe(1)
    // The mail waits in the outbox (no mail server in tests), addressed to the visitor.
    const outbox = page.getByRole('region', { name: /Mail outbox/ })
    await poll(() => visible(outbox.getByText('rahim@example.com'))).toBe(true)
    const [mail] = await site.testApp.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.ref, (await repliesOf(rahim.id))[0]!))
    expect(mail).toMatchObject({ kind: 'contact-reply', to: 'rahim@example.com' })
    await poll(async () =>
      (await messagesLink(page).textContent())?.includes(w.unhandledBadge({ n: 1 })),
    ).toBe(true)
    await checkA11y('after a reply')

    // The unhandled tab: Nusrat's only; archive it.
    await page
      .getByRole('navigation', { name: w.tabsLabel })
      .getByRole('link', { name: w.tabs.unhandled })
      .click()
    await page.waitForURL('**/Dashboard/Messages?state=unhandled')
    const nusrat = page.getByRole('article', {
      name: messages.messagesPage.from({ name: 'Nusrat Jahan' }),
    })
    await poll(() => visible(nusrat)).toBe(true)
    await poll(() => card.count()).toBe(0)
    await nusrat.getByRole('button', { name: w.archive }).click()
    await poll(() => nusrat.count()).toBe(0)
    await poll(() => visible(page.getByText(w.changed.archived))).toBe(true)
    await poll(() => visible(page.getByText(w.emptyTitle).first())).toBe(true)
    // No message waits: no count beside Messages.
    await poll(() => page.getByTestId('unhandled-messages').count()).toBe(0)

    await page
      .getByRole('navigation', { name: w.tabsLabel })
      .getByRole('link', { name: w.tabs.archived })
      .click()
    await page.waitForURL('**/Dashboard/Messages?state=archived')
    await poll(() => visible(nusrat)).toBe(true)
    expect(await nusrat.getByRole('button', { name: w.unarchive }).count()).toBe(1)
    await checkA11y('archived tab')

    // Back: the unhandled tab again, still empty.
    await page.goBack()
    await page.waitForURL('**/Dashboard/Messages?state=unhandled')
    await poll(() => visible(page.getByText(w.emptyTitle).first())).toBe(true)

    // Search from the open tab.
    await page.goto('/Dashboard/Messages')
    await page.getByLabel(w.searchLabel).fill('sundarbans')
    await page.getByRole('button', { name: w.search, exact: true }).click()
    await page.waitForURL('**/Dashboard/Messages?q=sundarbans')
    await poll(() => visible(card)).toBe(true)
    expect(await page.getByRole('article').count()).toBe(1)
    await assertClean()
  })

  it('keeps the messages loaded with Load more when Back returns from another page', async () => {
    for (let i = 1; i <= 25; i++) {
      await storeMessage(`Guest ${i}`, `guest${i}@example.com`, `Houseboat question number ${i}`)
    }
    const admin = await createBrowserAccount(site, { email: backAdminEmail })
    const { page, assertClean } = await openSignedIn(browser, site, { account: admin })
    await page.goto('/Dashboard/Messages?q=houseboat')
    const articles = page.getByRole('article')
    await poll(() => articles.count()).toBe(20)
    await page.getByRole('button', { name: w.loadMore }).click()
    await poll(() => articles.count()).toBe(25)

    await page
      .getByRole('navigation', { name: messages.nav.dashboard })
      .getByRole('link', { name: messages.dashboard.reviews, exact: true })
      .click()
    await page.waitForURL('**/Dashboard/Reviews')
    await page.goBack()
    await page.waitForURL('**/Dashboard/Messages?q=houseboat')
    await poll(() => articles.count()).toBe(25)
    expect(await visible(page.getByText(w.showing({ count: 25, more: false })))).toBe(true)
    expect(await page.getByRole('button', { name: w.loadMore }).count()).toBe(0)

    // A reload empties the cache: the page asks for both pages again.
    await page.reload()
    await poll(() => articles.count()).toBe(25)
    // Another list starts from its first page, and Back finds the 25 again.
    await page
      .getByRole('navigation', { name: w.tabsLabel })
      .getByRole('link', { name: w.tabs.unhandled })
      .click()
    await page.waitForURL('**/Dashboard/Messages?state=unhandled&q=houseboat')
    await poll(() => articles.count()).toBe(20)
    await page.goBack()
    await page.waitForURL('**/Dashboard/Messages?q=houseboat')
    await poll(() => articles.count()).toBe(25)
    await assertClean()
  })

  it('works in Bangla on a phone', async () => {
    await storeMessage('করিম', 'karim@example.com', 'কক্সবাজারের প্যাকেজে কি হোটেল আছে?')
    const admin = await createBrowserAccount(site, { email: phoneAdminEmail })
    const phone = await openSignedIn(browser, site, { account: admin, width: 390, height: 844 })
    await phone.page.goto('/bn/Dashboard/Messages')
    const card = phone.page.getByRole('article').filter({ hasText: 'করিম' })
    await poll(() => visible(card)).toBe(true)
    await card.getByRole('button').first().click()
    await poll(() => visible(card.getByRole('form'))).toBe(true)
    expect(
      await phone.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0)
    await phone.checkA11y('reply form on a phone, in Bangla')
    await phone.assertClean()
  })
})

async function repliesOf(messageId: string): Promise<string[]> {
  const rows = await site.testApp.database.db
    .select({ id: contactReplies.id })
    .from(contactReplies)
    .where(eq(contactReplies.messageId, messageId))
  return rows.map((row) => row.id)
}
