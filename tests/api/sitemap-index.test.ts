/**
 * The sitemap past its file size: /sitemap.xml becomes an index of /sitemap-N.xml, each holding
 * at most SITEMAP_URLS_PER_FILE URLs (50,000 in production; 10 here, so a few plans split it),
 * both languages of a page in the same file, every page once over all files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
const PLANS = 9

beforeAll(async () => {
  t = await createTestApp({
    config: { publicUrl: 'https://tours.example', sitemapUrlsPerFile: 10 },
  })
  const division = await createDivision(t.database.db, { id: 31, divisionName: 'Mapland' })
  for (let i = 0; i < PLANS; i++) {
    await createPlace(t.database.db, { divisionId: division.id, placeId: 9100 + i })
  }
})
afterAll(() => t.close())

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)

describe('sitemap index', () => {
  it('indexes files of at most 10 URLs that list every page once, in both languages', async () => {
    const index = await t.app.inject('/sitemap.xml')
    expect(index.statusCode).toBe(200)
    expect(index.body).toContain('<sitemapindex')
    // Home, About, Contact, the 3 policy pages, gift vouchers, one division and 9 plans: 17
    // pages, 34 URLs, 5 pages a file.
    const files = locs(index.body)
    expect(files).toEqual([1, 2, 3, 4].map((n) => `https://tours.example/sitemap-${n}.xml`))

    const all: string[] = []
    for (const n of [1, 2, 3, 4]) {
      const file = await t.app.inject(`/sitemap-${n}.xml`)
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-type']).toMatch(/application\/xml/)
      expect(file.body).toContain('<urlset')
      const urls = locs(file.body)
      expect(urls.length).toBeLessThanOrEqual(10)
      all.push(...urls)
    }
    expect(new Set(all).size).toBe(all.length)
    expect(all).toHaveLength(2 * (7 + 1 + PLANS))
    const tours = all.filter((loc) => loc.startsWith('https://tours.example/tour-details/'))
    const bangla = all.filter((loc) => loc.startsWith('https://tours.example/bn/tour-details/'))
    expect(tours).toHaveLength(PLANS)
    expect(bangla).toHaveLength(PLANS)
  })

  it('answers 404 past the last file', async () => {
    expect((await t.app.inject('/sitemap-5.xml')).statusCode).toBe(404)
    expect((await t.app.inject('/sitemap-0.xml')).statusCode).toBe(404)
  })
})

describe('a small sitemap', () => {
  it('stays one file, with no numbered ones', async () => {
    const small = await createTestApp({ config: { publicUrl: 'https://tours.example' } })
    try {
      const map = await small.app.inject('/sitemap.xml')
      expect(map.body).toContain('<urlset')
      expect((await small.app.inject('/sitemap-1.xml')).statusCode).toBe(404)
    } finally {
      await small.close()
    }
  })
})
