/**
 * The built web client on the built server, as a visitor's browser gets them: every public page,
 * in both languages, is rendered by the server with React and hydrated by React in Chromium with
 * no console error (React reports a hydration mismatch as one). What ships is React: no Preact in
 * any built file, and react-dom among the scripts a first visit downloads.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '#tests/e2e/support/browser.ts'
import type { ServerProcess } from '#tests/support/server-process.ts'
import { startShippedServer } from './shipped-server.ts'

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

  it('hydrate every public page in both languages with no console error', async () => {
    const places = (await (await fetch(`${server.baseUrl}/api/places?limit=1`)).json()) as {
      items: { _id: string }[]
    }
    const tour = `/tour-details/${places.items[0]!._id}`
    const pages = ['/', '/Home', '/About', '/Contact', '/login', tour, '/NoSuchPage']
    for (const locale of ['', '/bn']) {
      for (const page of pages) {
        const address = locale && page === '/' ? locale : `${locale}${page}`
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
        const response = await tab.goto(address)
        expect(response!.status(), address).toBe(page === '/NoSuchPage' ? 404 : 200)
        // The server's HTML has the page; the app marks the page once React has hydrated it.
        expect(await tab.locator('#root main').count(), address).toBeGreaterThan(0)
        await tab.waitForSelector('html[data-app="live"]', { timeout: 20_000 })
        await tab.waitForLoadState('networkidle')
        expect(problems, address).toEqual([])
        expect(await tab.evaluate(() => document.documentElement.lang), address).toBe(
          locale ? 'bn' : 'en',
        )
        if (page === '/') {
          const code = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()))
          // react-dom's client build names itself in its errors' decoder URL.
          expect(
            code.some((text) => text.includes('react.dev/errors')),
            address,
          ).toBe(true)
        }
        await context.close()
      }
    }
  })
})
