import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Review } from '#shared/contracts/catalog.ts'
import { createReview } from '#tests/factories/catalog.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { testDatabaseUrl } from '#tests/support/test-database.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await createReview(t.database.db, {
    name: 'Old',
    email: 'rahim.uddin@gmail.com',
    rating: 4,
    createdAt: new Date('2025-01-01T00:00:00Z'),
  })
  await createReview(t.database.db, {
    name: 'New',
    email: 'sara@example.com',
    rating: 5,
    createdAt: new Date('2026-01-01T00:00:00Z'),
  })
})
afterAll(() => t.close())

describe('GET /api/review', () => {
  it('lists testimonials newest first with masked emails', async () => {
    const response = await t.app.inject('/api/review')
    expect(response.statusCode).toBe(200)
    const body = response.json() as Review[]
    expect(body.map((r) => r.name)).toEqual(['New', 'Old'])
    expect(body[1]).toMatchObject({ email: 'ra•••@gmail.com', rating: 4 })
    expect(response.body).not.toContain('rahim.uddin')
    expect(body[0]!.createdAt).toBe('2026-01-01T00:00:00.000Z')
  })
})

describe('GET /api/health', () => {
  it('reports the database engine in use', async () => {
    const response = await t.app.inject('/api/health')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: testDatabaseUrl ? 'postgres' : 'pglite',
    })
  })
})

describe('API documentation', () => {
  it('serves an OpenAPI document describing the catalogue', async () => {
    const response = await t.app.inject('/api/openapi.json')
    expect(response.statusCode).toBe(200)
    const doc = response.json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/divisions',
        '/api/places',
        '/api/place/{id}',
        '/api/places/{tourId}',
        '/api/review',
        '/api/health',
      ]),
    )
    const place =
      doc.paths['/api/places/{tourId}'].get.responses['200'].content['application/json'].schema
    expect(Object.keys(place.properties)).toContain('placeName')
  })
  it('serves readable docs', async () => {
    const response = await t.app.inject('/api/docs/')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/text\/html/)
  })
})
