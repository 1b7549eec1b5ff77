/**
 * The policy pages (issue 30): everyone reads the Terms, Privacy and Refund policy in their
 * language (the catalogue's defaults until an admin edits them; Bangla falling back to English
 * while its text is empty), only admins read both languages and save them, a bad text is a 400
 * naming its field, an unknown page a 404, and every save is in the audit log. Both engines.
 */
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SitePage, SitePageEdit } from '#shared/contracts/site-pages.ts'
import { auditLog, sitePages } from '#server/db/schema/index.ts'
import { createAccount, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let admin: TestAccount & { id: string }
let customer: TestAccount

beforeAll(async () => {
  t = await createTestApp()
  admin = await createAccount(t, { role: 'admin' })
  customer = await createAccount(t)
})
afterAll(() => t.close())

function call(
  who: TestAccount | undefined,
  method: 'GET' | 'PUT',
  url: string,
  { payload, language }: { payload?: unknown; language?: 'en' | 'bn' } = {},
) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(language ? { 'accept-language': language } : {}),
      ...(who ? { cookie: who.cookie } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}

async function read(slug: string, language: 'en' | 'bn'): Promise<SitePage> {
  const answer = await call(undefined, 'GET', `/api/pages/${slug}`, { language })
  expect(answer.statusCode).toBe(200)
  return answer.json()
}

const save = (who: TestAccount | undefined, slug: string, payload: unknown) =>
  call(who, 'PUT', `/api/admin/pages/${slug}`, { payload })

// One file, one database, tests in random order: each works on its own page or reads what it
// wrote. 'terms' is never saved here, so its defaults hold throughout.
describe('reading the pages', () => {
  it('shows the default texts before any edit, in English and in Bangla', async () => {
    const en = await read('terms', 'en')
    expect(en).toMatchObject({ slug: 'terms', title: 'Terms and Conditions', updatedAt: null })
    expect(en.body).toContain('These terms apply to every tour you book on this site.')
    // Paragraphs apart by a blank line.
    expect(en.body.split('\n\n').length).toBeGreaterThan(3)
    const bn = await read('terms', 'bn')
    expect(bn).toMatchObject({ slug: 'terms', title: 'শর্তাবলি', updatedAt: null })
    expect(bn.body).toContain('এই শর্তাবলি')
  })

  it('gives admins both languages, the defaults while never edited', async () => {
    const answer = await call(admin, 'GET', '/api/admin/pages/terms')
    expect(answer.statusCode).toBe(200)
    const page: SitePageEdit = answer.json()
    expect(page.updatedAt).toBeNull()
    expect(page.bodyEn).toBe((await read('terms', 'en')).body)
    expect(page.bodyBn).toBe((await read('terms', 'bn')).body)
  })

  it('answers 404 for a page that does not exist, to everyone', async () => {
    for (const [who, url] of [
      [undefined, '/api/pages/cookies'],
      [admin, '/api/admin/pages/cookies'],
    ] as const) {
      const answer = await call(who, 'GET', url)
      expect(answer.statusCode).toBe(404)
      expect(answer.json().error.code).toBe('NOT_FOUND')
    }
    const put = await save(admin, 'cookies', { bodyEn: 'x', bodyBn: 'y' })
    expect(put.statusCode).toBe(404)
  })
})

describe('editing the pages', () => {
  it('an admin saves both languages: visitors read them, the audit log records it', async () => {
    const answer = await save(admin, 'refunds', {
      bodyEn: '  Refunds within 7 banking days.\n\nCancelled by us: all back.  ',
      bodyBn: '৭ ব্যাংকিং দিনের মধ্যে ফেরত।',
    })
    expect(answer.statusCode).toBe(200)
    const saved: SitePageEdit = answer.json()
    // Trimmed as stored.
    expect(saved.bodyEn).toBe('Refunds within 7 banking days.\n\nCancelled by us: all back.')
    expect(saved.updatedAt).not.toBeNull()

    const en = await read('refunds', 'en')
    expect(en).toEqual({
      slug: 'refunds',
      title: 'Refund policy',
      body: saved.bodyEn,
      updatedAt: saved.updatedAt,
    })
    expect((await read('refunds', 'bn')).body).toBe('৭ ব্যাংকিং দিনের মধ্যে ফেরত।')

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'page.updated'))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      subjectType: 'page',
      subjectId: 'refunds',
    })
    expect(entry!.after).toMatchObject({ bodyEn: saved.bodyEn })
    expect((entry!.before as { bodyEn: string }).bodyEn).toContain('This policy explains')

    // Saved again: the same row, replaced.
    const again = await save(admin, 'refunds', { bodyEn: 'Second version.', bodyBn: 'দ্বিতীয়।' })
    expect(again.statusCode).toBe(200)
    expect((await read('refunds', 'en')).body).toBe('Second version.')
    const rows = await t.database.db.select().from(sitePages).where(eq(sitePages.slug, 'refunds'))
    expect(rows).toHaveLength(1)
  })

  it('shows the English text on the Bangla page while the Bangla one is empty', async () => {
    // Only a row written before both were required (a restored backup) can hold an empty one.
    await t.database.db
      .insert(sitePages)
      .values({ slug: 'privacy', bodyEn: 'We keep little.', bodyBn: '  ' })
      .onConflictDoUpdate({
        target: sitePages.slug,
        set: { bodyEn: 'We keep little.', bodyBn: '  ' },
      })
    expect((await read('privacy', 'bn')).body).toBe('We keep little.')
    expect((await read('privacy', 'bn')).title).toBe('গোপনীয়তা নীতি')
  })

  it.each([
    [
      'an empty English text',
      { bodyEn: '   ', bodyBn: 'লেখা' },
      'bodyEn',
      'Write the page’s text.',
    ],
    ['a missing Bangla text', { bodyEn: 'Text' }, 'bodyBn', 'Write the page’s text.'],
    [
      'an English text too long',
      { bodyEn: 'a'.repeat(20_001), bodyBn: 'লেখা' },
      'bodyEn',
      'Use at most 20000 characters.',
    ],
    [
      'a Bangla text too long',
      { bodyEn: 'Text', bodyBn: 'ক'.repeat(20_001) },
      'bodyBn',
      'Use at most 20000 characters.',
    ],
  ])('refuses %s with a 400 naming the field', async (_, payload, field, problem) => {
    const answer = await save(admin, 'terms', payload)
    expect(answer.statusCode).toBe(400)
    const { error } = answer.json()
    expect(error.code).toBe('BAD_REQUEST')
    expect(error.message).toContain(`"${field}"`)
    expect(error.details).toEqual([{ path: `/${field}`, message: problem }])
    // Nothing saved: the defaults still show.
    expect((await read('terms', 'en')).updatedAt).toBeNull()
  })

  it('accepts exactly 20,000 characters', async () => {
    const answer = await save(admin, 'privacy', {
      bodyEn: 'a'.repeat(20_000),
      bodyBn: 'ক'.repeat(20_000),
    })
    expect(answer.statusCode).toBe(200)
  })

  it('keeps visitors and customers out of the admin routes', async () => {
    for (const [who, status] of [
      [undefined, 401],
      [customer, 403],
    ] as const) {
      expect((await call(who, 'GET', '/api/admin/pages/terms')).statusCode).toBe(status)
      expect((await save(who, 'terms', { bodyEn: 'Mine.', bodyBn: 'আমার।' })).statusCode).toBe(
        status,
      )
    }
    expect((await read('terms', 'en')).updatedAt).toBeNull()
  })
})
