/**
 * The public catalogue API against a real database (PGlite, or PostgreSQL with DATABASE_URL),
 * with rows made by factories so every expectation is about data this file created.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Division, Place } from '#shared/contracts/catalog.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let hills: Awaited<ReturnType<typeof createDivision>>
let coast: Awaited<ReturnType<typeof createDivision>>
let empty: Awaited<ReturnType<typeof createDivision>>

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  hills = await createDivision(db, { id: 11, divisionName: 'Hills' })
  coast = await createDivision(db, { id: 12, divisionName: 'Coast' })
  empty = await createDivision(db, { id: 13, divisionName: 'Empty' })
  await createPlace(db, {
    divisionId: hills.id,
    placeId: 501,
    placeName: 'Tea Garden',
    price: 120,
    rating: 4.5,
  })
  await createPlace(db, {
    divisionId: hills.id,
    placeId: 502,
    placeName: 'Cloud Valley',
    price: 450.5,
    rating: 4.9,
  })
  await createPlace(db, {
    divisionId: coast.id,
    placeId: 503,
    placeName: 'Long Beach',
    price: 300,
    rating: 3.5,
  })
  await createPlace(db, {
    divisionId: coast.id,
    placeId: 504,
    placeName: '100% Sea_View',
    price: 80,
    rating: 4.1,
  })
})
afterAll(() => t.close())

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url })
  return { status: response.statusCode, body: response.json(), headers: response.headers }
}

describe('GET /api/divisions', () => {
  it('lists divisions with their number of places', async () => {
    const { status, body } = await get('/api/divisions')
    expect(status).toBe(200)
    const byName = Object.fromEntries((body as Division[]).map((d) => [d.divisionName, d]))
    expect(byName.Hills).toMatchObject({ id: 11, totalPlace: 2, _id: hills.publicId })
    expect(byName.Coast?.totalPlace).toBe(2)
    expect(byName.Empty?.totalPlace).toBe(0)
    expect(Object.keys(byName.Hills!).sort()).toEqual(
      ['_id', 'divisionName', 'divisionNameEn', 'id', 'image', 'imageAlt', 'totalPlace'].sort(),
    )
  })
})

describe('GET /api/places', () => {
  it('lists every place with the spec field names, price in dollars', async () => {
    const { status, body } = await get('/api/places')
    expect(status).toBe(200)
    expect((body as Place[]).map((p) => p.placeId)).toEqual([501, 502, 503, 504])
    expect((body as Place[])[1]).toMatchObject({
      placeName: 'Cloud Valley',
      price: 450.5,
      rating: 4.9,
      parentID: 11,
      divisionName: 'Hills',
      duration: 2,
      review: 10,
    })
  })

  it('filters by maximum price', async () => {
    const { body } = await get('/api/places?maxPrice=300')
    expect((body as Place[]).map((p) => p.placeId)).toEqual([501, 503, 504])
  })

  it('filters by division name, numeric id or _id', async () => {
    for (const division of ['coast', '12', coast.publicId]) {
      const { body } = await get(`/api/places?division=${encodeURIComponent(division)}`)
      expect((body as Place[]).map((p) => p.placeId)).toEqual([503, 504])
    }
    expect((await get('/api/places?division=Atlantis')).body).toEqual([])
  })

  it('searches names, treating LIKE wildcards as text', async () => {
    expect((await get('/api/places?q=valley')).body.map((p: Place) => p.placeId)).toEqual([502])
    expect((await get('/api/places?q=100%25')).body.map((p: Place) => p.placeId)).toEqual([504])
    expect((await get('/api/places?q=Sea_View')).body.map((p: Place) => p.placeId)).toEqual([504])
    // Unescaped, "%" and "_" would be wildcards and these would match "100% Sea_View".
    expect((await get('/api/places?q=Sea%25View')).body).toEqual([])
    expect((await get('/api/places?q=1_0')).body).toEqual([])
  })

  it('sorts by price or rating', async () => {
    const ids = async (sort: string) =>
      ((await get(`/api/places?sort=${sort}`)).body as Place[]).map((p) => p.placeId)
    expect(await ids('price')).toEqual([504, 501, 503, 502])
    expect(await ids('-price')).toEqual([502, 503, 501, 504])
    expect(await ids('-rating')).toEqual([502, 501, 504, 503])
  })

  it('answers 400 in the error format for a bad filter', async () => {
    for (const query of ['maxPrice=cheap', 'maxPrice=-5', 'sort=name']) {
      const { status, body } = await get(`/api/places?${query}`)
      expect(status, query).toBe(400)
      expect(body.error.code).toBe('BAD_REQUEST')
      expect(body.error.message).toMatch(/querystring/)
    }
  })
})

describe('GET /api/place/:divisionId', () => {
  it("lists one division's places by _id or numeric id", async () => {
    for (const id of [hills.publicId, String(hills.id), hills.publicId.toUpperCase()]) {
      const { status, body } = await get(`/api/place/${id}`)
      expect(status).toBe(200)
      expect((body as Place[]).map((p) => p.placeName)).toEqual(['Tea Garden', 'Cloud Valley'])
    }
  })
  it('answers an empty list for a division without places', async () => {
    expect(await get(`/api/place/${empty.publicId}`)).toMatchObject({ status: 200, body: [] })
  })
  it('answers 404 for an unknown division and 400 for a malformed id', async () => {
    const missing = await get('/api/place/00000000-0000-4000-8000-000000000000')
    expect(missing.status).toBe(404)
    expect(missing.body.error.code).toBe('NOT_FOUND')
    for (const bad of ['abc', '-1', '1.5', "1' or '1'='1", '0']) {
      const { status, body } = await get(`/api/place/${encodeURIComponent(bad)}`)
      expect(status, bad).toBe(400)
      expect(body.error.code).toBe('BAD_REQUEST')
    }
  })
})

describe('GET /api/places/:tourId', () => {
  it('answers one place by _id or placeId', async () => {
    const list = (await get('/api/places')).body as Place[]
    const tea = list.find((p) => p.placeId === 501)!
    // One place adds its pictures to what the list says (the demo's have none but `image`), and
    // its itinerary, lists and pickup points, and its prices per traveller (none for this one).
    const tourContent = {
      days: [],
      inclusions: [],
      exclusions: [],
      bring: [],
      notes: [],
      pickupPoints: [],
    }
    const tourPricing = {
      categories: [],
      extras: [],
      travellerDetails: 'none',
      detailsDueDays: 2,
      privatePrice: null,
    }
    const one = { ...tea, images: [], tourContent, tourPricing }
    expect((await get(`/api/places/${tea._id}`)).body).toEqual(one)
    expect((await get('/api/places/501')).body).toEqual(one)
  })
  it('answers 404 with the spec text for an unknown tour, 400 for a malformed id', async () => {
    const missing = await get('/api/places/99999')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({
      error: { code: 'NOT_FOUND', message: 'There is no tour matched tour.' },
    })
    expect((await get('/api/places/not-an-id')).status).toBe(400)
    expect((await get('/api/places/12345678901234567890')).status).toBe(400)
  })
})

describe('unknown API paths', () => {
  it('answer a JSON 404, never the app', async () => {
    for (const url of ['/api/nope', '/api/places/1/extra', '/api']) {
      const { status, headers, body } = await get(url)
      expect(status, url).toBe(404)
      expect(headers['content-type']).toMatch(/application\/json/)
      expect(body.error.code).toBe('NOT_FOUND')
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/places', payload: {} })
    expect(post.statusCode).toBe(404)
  })
})
