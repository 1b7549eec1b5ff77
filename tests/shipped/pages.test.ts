/**
 * The built web client on the built server, as a visitor's browser gets them: every public page,
 * in both languages, is rendered by the server with React and hydrated by React in Chromium with
 * no console error (React reports a hydration mismatch as one). What ships is React: no Preact in
 * any built file, and react-dom among the scripts a first visit downloads. The parts below the
 * first screen (lib/deferred.tsx) keep the server's HTML and fetch no code until scrolled to;
 * then React draws them over it, in the same place and size.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '#tests/e2e/support/browser.ts'
import type { ServerProcess } from '#tests/support/server-process.ts'
import { startShippedServer } from './shipped-server.ts'

/** A deferred part's name and the chunk its code comes in. */
const PART_CHUNKS: Record<string, RegExp> = {
  footer: /\/footer-[\w-]+\.js$/,
  testimonials: /\/testimonials-[\w-]+\.js$/,
  'why-travel': /\/why-travel-[\w-]+\.js$/,
  'tour-reviews': /\/tour-reviews-[\w-]+\.js$/,
  'tour-policy': /\/tour-policy-[\w-]+\.js$/,
}

/**
 * Parts that change with the session: the server renders them as still checking it (the reviews
 * then ask a signed-out visitor to sign in to write one), as the browser's first render does.
 */
const SESSION_PARTS = new Set(['tour-reviews'])

/**
 * The parts well below the screen are still the server's HTML with no code fetched; scrolled
 * to, each is drawn by React (its nodes replaced) at the height it had, with no console error.
 */
async function checkDeferredParts(
  tab: Page,
  scripts: string[],
  address: string,
  problems: string[],
) {
  const below = await tab.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-defer]')]
      .filter((part) => part.getBoundingClientRect().top > window.innerHeight + 400)
      .map((part) => {
        Object.assign(part.firstElementChild ?? {}, { fromServer: true })
        return { name: part.dataset.defer ?? '', height: part.offsetHeight }
      }),
  )
  // The long pages' parts are well below a 720 px screen.
  if (/^(\/bn)?\/?$/.test(address))
    expect(
      below.map((part) => part.name),
      address,
    ).toEqual(['why-travel', 'testimonials', 'footer'])
  if (address.includes('/tour-details/'))
    expect(
      below.map((part) => part.name),
      address,
    ).toContain('footer')
  for (const { name } of below) {
    const chunk = PART_CHUNKS[name]
    expect(chunk, `${address}: ${name} has no chunk pattern`).toBeDefined()
    expect(
      scripts.filter((url) => chunk!.test(url)),
      `${address}: ${name}`,
    ).toEqual([])
  }
  // A reader scrolling to each part in turn, waiting for it to be drawn before going on, so the
  // timeout names the part that was not. (A sweep down the page in fixed steps once let a part
  // pass by unseen on a loaded machine: the observer looks only when a frame is drawn.)
  for (const { name } of below) {
    const part = tab.locator(`[data-defer="${name}"]`)
    await part.scrollIntoViewIfNeeded()
    await tab
      .waitForFunction(
        (element) => !(element!.firstElementChild as { fromServer?: boolean } | null)?.fromServer,
        await part.elementHandle(),
        { timeout: 60_000 },
      )
      .catch((error: unknown) => {
        throw new Error(`${address}: ${name} was not drawn`, { cause: error })
      })
  }
  await tab.waitForLoadState('networkidle')
  for (const { name, height } of below) {
    const now = await tab
      .locator(`[data-defer="${name}"]`)
      .evaluate((part) => (part as HTMLElement).offsetHeight)
    if (!SESSION_PARTS.has(name))
      expect(
        Math.abs(now - height),
        `${address}: ${name} was ${height} px, is ${now}`,
      ).toBeLessThanOrEqual(1)
    expect(
      scripts.some((url) => PART_CHUNKS[name]!.test(url)),
      `${address}: ${name}`,
    ).toBe(true)
  }
  expect(problems, address).toEqual([])
}

let server: ServerProcess
let stopServer: (() => Promise<void>) | undefined
let browser: Browser

beforeAll(async () => {
  ;[browser, { server, stop: stopServer }] = await Promise.all([
    launchBrowser(),
    startShippedServer(),
  ])
})

afterAll(async () => {
  await browser?.close()
  await stopServer?.()
})

/** Every file of the build, the browser's and the server's. */
function builtFiles(): string[] {
  return ['dist/client', 'dist/server-render', 'dist/server'].flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(js|html)$/.test(file))
      .map((file) => path.join(dir, file)),
  )
}

describe('the built pages', () => {
  it('ship React, not Preact', () => {
    const files = builtFiles()
    expect(files.length).toBeGreaterThan(20)
    for (const file of files)
      expect(/\bpreact\b/i.test(fs.readFileSync(file, 'utf8')), file).toBe(false)
    // The server renders with react-dom's own renderer.
    expect(fs.readFileSync('dist/server-render/entry-server.js', 'utf8')).toMatch(
      /from ["']react-dom\/server["']/,
    )
  })
})

/** A tour page's address, of the demo's first tour. */
let tourAddress: Promise<string> | undefined
const tourPage = () =>
  (tourAddress ??= fetch(`${server.baseUrl}/api/places?limit=1`)
    .then((response) => response.json() as Promise<{ items: { _id: string }[] }>)
    .then((places) => `/tour-details/${places.items[0]!._id}`))

// One test a page: each has its own time, which a loaded machine needs.
describe('every public page, in both languages, hydrates with no console error', () => {
  for (const locale of ['', '/bn']) {
    for (const page of ['/', '/Home', '/About', '/Contact', '/login', 'a tour', '/NoSuchPage']) {
      it(`${locale ? 'Bangla' : 'English'}: ${page}`, { timeout: 120_000 }, async () => {
        const path = page === 'a tour' ? await tourPage() : page
        const address = locale && path === '/' ? locale : `${locale}${path}`
        const context = await browser.newContext({ baseURL: server.baseUrl })
        const tab = await context.newPage()
        const problems: string[] = []
        const scripts: string[] = []
        tab.on('console', (message) => {
          // The unknown page's 404 answer is the one error a browser logs on purpose.
          if (message.type() === 'error' && !/status of 404/.test(message.text()))
            problems.push(message.text())
        })
        tab.on('pageerror', (error) => problems.push(error.message))
        tab.on('response', (response) => {
          if (response.request().resourceType() === 'script') scripts.push(response.url())
        })
        try {
          const response = await tab.goto(address)
          expect(response!.status(), address).toBe(path === '/NoSuchPage' ? 404 : 200)
          // The server's HTML has the page; the app marks the page once React has hydrated it.
          expect(await tab.locator('#root main').count(), address).toBeGreaterThan(0)
          await tab.waitForSelector('html[data-app="live"]', { timeout: 60_000 })
          await tab.waitForLoadState('networkidle')
          expect(problems, address).toEqual([])
          expect(await tab.evaluate(() => document.documentElement.lang), address).toBe(
            locale ? 'bn' : 'en',
          )
          await checkDeferredParts(tab, scripts, address, problems)
          if (path === '/') {
            const code = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()))
            // react-dom's client build names itself in its errors' decoder URL.
            expect(
              code.some((text) => text.includes('react.dev/errors')),
              address,
            ).toBe(true)
          }
        } finally {
          await context.close()
        }
      })
    }
  }
})
