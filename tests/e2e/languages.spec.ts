/**
 * Bangla in the browser: a visitor switches to Bangla on a tour page and stays in Bangla as they
 * move around and reload, and back; the Bangla pages pass axe (the harness checks every page a
 * test reaches) and show no English sentence of the catalogue; their font is Bangla.
 */
import type { Browser, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import { bn } from '#shared/i18n/bn.ts'
import { compileCatalogues } from '#shared/i18n/catalogues.ts'
import { messages } from '#shared/messages.ts'
import { heading, openPage, poll, type Site, useSite, visible } from './support/browser.ts'

let browser: Browser
let site: Site
let places: Place[]

useSite(
  () => ({ seed: 'demo' }),
  (shared) => ({ browser, site } = shared),
)
beforeAll(async () => {
  places = await (await fetch(`${site.baseUrl}/api/places`)).json()
})

/**
 * The English sentences of the catalogue: the text of every English message of two words or
 * more (the parts of a message that takes values between them), unless the Bangla is the same.
 */
function englishSentences(): string[] {
  const { en, bn: compiledBn } = compileCatalogues()
  const sentences = new Set<string>()
  const texts = (tokens: unknown): string[] =>
    Array.isArray(tokens)
      ? tokens.flatMap((token) =>
          typeof token === 'string'
            ? [token]
            : Array.isArray(token) && token[2] && typeof token[2] === 'object'
              ? Object.values(token[2] as Record<string, unknown>).flatMap(texts)
              : [],
        )
      : []
  for (const [id, tokens] of Object.entries(en.messages)) {
    if (JSON.stringify(tokens) === JSON.stringify(compiledBn.messages[id])) continue
    for (const text of texts(tokens)) {
      const trimmed = text.trim()
      if (/[A-Za-z]+[ ,'’]+[A-Za-z]+/.test(trimmed) && trimmed.length >= 8) sentences.add(trimmed)
    }
  }
  return [...sentences]
}

async function bodyText(page: Page): Promise<string> {
  return (await page.locator('body').innerText()).replace(/\s+/g, ' ')
}

describe('a visitor who reads Bangla', () => {
  it('switches to Bangla on a tour page and stays in Bangla, then comes back', async () => {
    const { page, assertClean } = await openPage(browser, site.baseUrl)
    const tour = places[0]!
    await page.goto(`/tour-details/${tour._id}`)
    await poll(() => heading(page)).toBe(tour.placeName)

    await page.getByRole('link', { name: messages.header.otherLanguage }).click()
    await page.waitForURL(`**/bn/tour-details/${tour._id}`)
    await poll(() => page.getAttribute('html', 'lang')).toBe('bn')
    await poll(() => visible(page.getByRole('link', { name: bn.nav.about }))).toBe(true)

    // Moving around keeps the language: every link of the app is under /bn.
    await page.getByRole('link', { name: bn.nav.about }).click()
    await page.waitForURL('**/bn/About')
    await poll(() => heading(page)).toBe(bn.about.heading.replace('{brand}', bn.brand))
    await page.reload()
    await poll(() => page.getAttribute('html', 'lang')).toBe('bn')
    await page.getByRole('link', { name: bn.brand }).first().click()
    await page.waitForURL('**/bn/Home')

    // The choice is remembered for the home page, and English is one click away.
    await page.goto('/')
    await page.waitForURL((url) => url.pathname === '/bn')
    await page.getByRole('link', { name: bn.header.otherLanguage }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await poll(() => visible(page.getByRole('heading', { name: messages.home.recommended }))).toBe(
      true,
    )
    await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/')
    await assertClean()
  })

  it('reads Bangla pages with no English sentence of the catalogue on them, in a Bangla font', async () => {
    const { page, assertClean } = await openPage(browser, site.baseUrl, { width: 390 })
    const sentences = englishSentences()
    expect(sentences.length).toBeGreaterThan(300)
    const tour = places[0]!
    for (const path of [
      '/bn',
      '/bn/About',
      '/bn/Contact',
      '/bn/login',
      `/bn/tour-details/${tour._id}`,
    ]) {
      await page.goto(path)
      await poll(() => page.getAttribute('html', 'lang')).toBe('bn')
      await page.waitForLoadState('networkidle')
      const text = await bodyText(page)
      const found = sentences.filter((sentence) => text.includes(sentence))
      expect(found, `English on ${path}`).toEqual([])
    }
    // The Bangla font is there and used: the browser loaded the face for the page's text.
    const fontLoaded = await page.evaluate(async () => {
      await document.fonts.ready
      return [...document.fonts].some(
        (face) => face.family.includes('Bangla Tours Bengali') && face.status === 'loaded',
      )
    })
    expect(fontLoaded).toBe(true)
    await assertClean()
  })

  it('never loads the Bangla font or messages on an English page (its switch has its own 1 KB cut)', async () => {
    const { page, assertClean } = await openPage(browser, site.baseUrl)
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto('/About')
    await page.waitForLoadState('networkidle')
    expect(requested.filter((path) => /noto-sans-bengali|\/assets\/bn-/.test(path))).toEqual([])
    expect(requested.some((path) => /\/assets\/en-/.test(path))).toBe(true)
    await assertClean()
  })
})
