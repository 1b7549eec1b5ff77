/**
 * The company's trade licence and BIN in every page's footer (issue 30 item 6), when the operator
 * configured them: GET /api/company answers them, and the server renders them into the footer of
 * the pages in both languages; a site without them shows neither.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const invoice = { tradeLicence: 'TRAD/DNCC/012345/2024', bin: '000123456-0101', vatPercent: 0 }
let registered: TestApp
let plain: TestApp

beforeAll(async () => {
  ;[registered, plain] = await Promise.all([
    createTestApp({ config: { invoice } }),
    createTestApp(),
  ])
})
afterAll(async () => {
  await Promise.all([registered?.close(), plain?.close()])
})

describe("the company's registration in the footer", () => {
  it('GET /api/company answers what is configured, and nulls otherwise', async () => {
    const set = await registered.app.inject({ method: 'GET', url: '/api/company' })
    expect(set.json()).toEqual({
      tradeLicence: invoice.tradeLicence,
      bin: invoice.bin,
      currency: 'usd',
      map: { tileUrl: null, attribution: '© OpenStreetMap contributors' },
    })
    const unset = await plain.app.inject({ method: 'GET', url: '/api/company' })
    expect(unset.json()).toEqual({
      tradeLicence: null,
      bin: null,
      currency: 'usd',
      map: { tileUrl: null, attribution: '© OpenStreetMap contributors' },
    })
  })

  it('every page shows them under the copyright line, in English and in Bangla', async () => {
    for (const [url, line] of [
      ['/', `Trade licence ${invoice.tradeLicence} · BIN ${invoice.bin}`],
      ['/About', `Trade licence ${invoice.tradeLicence} · BIN ${invoice.bin}`],
      ['/bn', `ট্রেড লাইসেন্স ${invoice.tradeLicence} · বিআইএন ${invoice.bin}`],
    ] as const) {
      const page = await registered.app.inject({ method: 'GET', url })
      expect(page.statusCode, url).toBe(200)
      expect(page.body, url).toContain(line)
    }
    const without = await plain.app.inject({ method: 'GET', url: '/' })
    expect(without.body).not.toContain('Trade licence')
    expect(without.body).not.toContain('BIN ')
  })
})
