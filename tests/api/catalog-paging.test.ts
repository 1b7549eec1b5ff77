/**
 * The catalogue's and testimonials' pages (?limit&cursor): every sort walked to its end without
 * gaps or repeats, filters and counts kept on every page, a bad cursor a 400 naming `cursor`,
 * and the spec's whole answers unchanged without the parameters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Place, PlacesPage, Review } from '#shared/contracts/catalog.ts'
import { createDivision, createPlace, createReview } from '#tests/factories/catalog.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let hills: Awaited<ReturnType<typeof createDivision>>

// Prices repeat (ties broken by placeId) and ratings too, so every sort has ties to cross.
const PRICES = [50, 80, 80, 120, 120, 120, 300, 450.5, 450.5, 999, 20, 80, 700]
const RATINGS = [4.5, 4.5, 3.9, 5, 4.1, 4.5, 2, 3.9, 4.5, 5, 1.5, 4.8, 4.1]

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  hills = await createDivision(db, { id: 21, divisionName: 'Pagehills' })
  const coast = await createDivision(db, { id: 22, divisionName: 'Pagecoast' })
  for (const [i, price] of PRICES.entries()) {
    await createPlace(db, {
      divisionId: i % 3 === 0 ? coast.id : hills.id,
      placeId: 7000 + ((i * 7) % PRICES.length),
      placeName: i % 4 === 0 ? `River cruise ${i}` : `Hill walk ${i}`,
      price,
      rating: RATINGS[i]!,
    })
  }
  for (let i = 0; i < 7; i++) {
    await createReview(db, { createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 3))) })
  }
})
afterAll(() => t.close())

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url })
  return { status: response.statusCode, body: response.json() as unknown }
}

async function walk(url: string, limit: number) {
  const seen: Place[] = []
  const totals = new Set<number>()
  let cursor: string | null = null
  let pages = 0
  do {
    const separator = url.includes('?') ? '&' : '?'
    const { status, body } = await get(
      `${url}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    )
    expect(status).toBe(200)
    const page = body as PlacesPage
    expect(page.items.length).toBeLessThanOrEqual(limit)
    seen.push(...page.items)
    totals.add(page.total)
    cursor = page.nextCursor
    pages++
  } while (cursor && pages < 50)
  return { seen, totals: [...totals], pages }
}

describe('GET /api/places?limit&cursor', () => {
  it.each([undefined, 'price', '-price', 'rating', '-rating'])(
    "pages sort %s in the whole answer's order, without gaps or repeats",
    async (sort) => {
      const query = sort ? `?sort=${sort}` : ''
      const whole = (await get(`/api/places${query}`)).body as Place[]
      expect(whole).toHaveLength(PRICES.length)
      const { seen, totals, pages } = await walk(`/api/places${query}`, 3)
      expect(seen.map((p) => p.placeId)).toEqual(whole.map((p) => p.placeId))
      expect(totals).toEqual([PRICES.length])
      expect(pages).toBe(Math.ceil(PRICES.length / 3))
    },
  )

  it('keeps the filters on every page and reports the slider range without the price bound', async () => {
    const { seen, totals } = await walk(
      '/api/places?maxPrice=300&sort=-price&division=Pagehills',
      2,
    )
    const whole = (await get('/api/places?maxPrice=300&sort=-price&division=Pagehills'))
      .body as Place[]
    expect(seen.map((p) => p.placeId)).toEqual(whole.map((p) => p.placeId))
    expect(seen.every((p) => p.price <= 300 && p.parentID === hills.id)).toBe(true)
    expect(totals).toEqual([whole.length])
    const first = (await get('/api/places?maxPrice=300&division=Pagehills&limit=2'))
      .body as PlacesPage
    expect(first.priceMax).toBe(450.5)
  })

  it('searches names, paged', async () => {
    const { seen } = await walk('/api/places?q=river', 2)
    expect(seen.map((p) => p.placeName).sort()).toEqual(
      PRICES.flatMap((_, i) => (i % 4 === 0 ? [`River cruise ${i}`] : [])).sort(),
    )
  })

  it('answers an empty page for an unknown division', async () => {
    const { body } = await get('/api/places?division=Nowhere&limit=5')
    expect(body).toEqual({ items: [], nextCursor: null, total: 0, priceMax: null })
  })

  it.each([
    'not-base64!',
    Buffer.from('{"no":"tuple"}').toString('base64url'),
    Buffer.from('[1,2,3]').toString('base64url'),
    Buffer.from('[7001]').toString('base64url') + '&sort=price',
    Buffer.from('["x",7001]').toString('base64url') + '&sort=rating',
  ])('answers 400 naming cursor for %s', async (cursor) => {
    const { status, body } = await get(`/api/places?limit=3&cursor=${cursor}`)
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain('cursor')
  })

  it('refuses a limit above 200 naming limit', async () => {
    const { status, body } = await get('/api/places?limit=201')
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain('limit')
  })
})

describe('GET /api/place/:id?limit&cursor', () => {
  it("pages a division's places in the spec's order, and answers the whole list without", async () => {
    const whole = (await get(`/api/place/${hills.id}`)).body as Place[]
    expect(Array.isArray(whole)).toBe(true)
    const { seen, totals } = await walk(`/api/place/${hills.id}`, 4)
    expect(seen.map((p) => p.placeId)).toEqual(whole.map((p) => p.placeId))
    expect(totals).toEqual([whole.length])
  })

  it('still answers 404 for an unknown division', async () => {
    expect((await get('/api/place/999?limit=5')).status).toBe(404)
  })
})

describe('GET /api/review?limit&cursor', () => {
  it('pages the testimonials newest first, as the whole answer lists them', async () => {
    const whole = (await get('/api/review')).body as Review[]
    expect(whole).toHaveLength(7)
    const seen: Review[] = []
    let cursor: string | null = null
    do {
      const { body } = await get(`/api/review?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      const page = body as { items: Review[]; nextCursor: string | null; total: null }
      // Not counted: nothing shows the figure (docs/scale.md).
      expect(page.total).toBeNull()
      seen.push(...page.items)
      cursor = page.nextCursor
    } while (cursor)
    expect(seen.map((r) => r._id)).toEqual(whole.map((r) => r._id))
  })

  it('answers 400 naming cursor for a bad one', async () => {
    const { status, body } = await get('/api/review?limit=2&cursor=abc')
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain('cursor')
  })
})
