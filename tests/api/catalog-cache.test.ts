/**
 * The catalogue cache: answers carry a weak ETag and a matching If-None-Match gets 304; any
 * change to places or divisions — through the API, on another instance sharing the database, or
 * straight in SQL — shows on the next read (another instance: within a second, by
 * LISTEN/NOTIFY on PostgreSQL).
 */
import zlib from 'node:zlib'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Division, Place } from '#shared/contracts/catalog.ts'
import { createAccount, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
let first: TestApp
let second: TestApp
let admin: TestAccount

beforeAll(async () => {
  first = await createTestApp({ seed: 'demo', config: { adminEmails: [ADMIN_EMAIL] } })
  // A second instance on the same database, as behind a load balancer.
  second = await createTestApp({
    database: first.database,
    config: { adminEmails: [ADMIN_EMAIL] },
  })
  admin = await createAccount(second, { email: ADMIN_EMAIL, name: 'Admin' })
})
afterAll(async () => {
  await second?.close()
  await first?.close()
})

const plan = (placeId: number, price: number) => ({
  placeId,
  placeName: `Cached Plan ${placeId}`,
  description: 'A plan added while the catalogue was cached.',
  price,
  review: 0,
  duration: 2,
  rating: 4,
  parentID: 1,
  image: 'https://images.example.com/plan.jpg',
  divisionName: 'Dhaka',
})

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, withinMs = 1000) {
  const deadline = Date.now() + withinMs
  let value = await read()
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20))
    value = await read()
  }
  return value
}

describe('catalogue cache', () => {
  it('answers with an ETag and 304 when the client has the current answer', async () => {
    for (const url of ['/api/places', '/api/divisions', '/api/places/101', '/api/place/1']) {
      const response = await first.app.inject(url)
      expect(response.statusCode, url).toBe(200)
      const etag = response.headers.etag as string
      expect(etag, url).toMatch(/^W\/"[\w-]+"$/)
      expect(response.headers['cache-control'], url).toBe('no-cache')

      const again = await first.app.inject({ url, headers: { 'if-none-match': etag } })
      expect(again.statusCode, url).toBe(304)
      expect(again.body, url).toBe('')
      // Weak comparison, and a list of candidates.
      const listed = await first.app.inject({
        url,
        headers: { 'if-none-match': `"other", ${etag.slice(2)}` },
      })
      expect(listed.statusCode, url).toBe(304)
      const stale = await first.app.inject({ url, headers: { 'if-none-match': 'W/"old"' } })
      expect(stale.statusCode, url).toBe(200)
      expect(stale.json(), url).toEqual(response.json())
    }
  })

  it('sends the stored answer compressed as the client accepts', async () => {
    const plain = await first.app.inject('/api/places')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toMatch(/accept-encoding/i)
    const decoders = {
      br: (b: Buffer) => zlib.brotliDecompressSync(b),
      gzip: (b: Buffer) => zlib.gunzipSync(b),
    }
    for (const [header, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await first.app.inject({
        url: '/api/places',
        headers: { 'accept-encoding': header },
      })
      expect(response.headers['content-encoding'], header).toBe(encoding)
      expect(response.headers.etag, header).toBe(plain.headers.etag)
      const body = encoding ? decoders[encoding](response.rawPayload) : response.rawPayload
      expect(JSON.parse(body.toString()), header).toEqual(plain.json())
    }
  })

  it('keeps filtered answers apart', async () => {
    const cheap = (await first.app.inject('/api/places?maxPrice=100')).json() as Place[]
    const all = (await first.app.inject('/api/places')).json() as Place[]
    expect(cheap.length).toBeLessThan(all.length)
    expect(cheap.every((p) => p.price <= 100)).toBe(true)
    const again = (await first.app.inject('/api/places?maxPrice=100')).json() as Place[]
    expect(again).toEqual(cheap)
  })

  it('shows a plan added on this instance at once, with a new ETag', async () => {
    const before = await second.app.inject('/api/places')
    const created = await second.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: { cookie: admin.cookie },
      payload: plan(7001, 123),
    })
    expect(created.statusCode).toBe(200)
    const after = await second.app.inject({
      url: '/api/places',
      headers: { 'if-none-match': before.headers.etag as string },
    })
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect((after.json() as Place[]).some((p) => p.placeId === 7001)).toBe(true)
  })

  it('shows a change made on another instance within a second', async () => {
    // A plan of its own (placeId 7002), so it runs in any order; warm the first instance's
    // cache, then change the plan through the second.
    const created = await second.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: { cookie: admin.cookie },
      payload: plan(7002, 123),
    })
    expect(created.statusCode).toBe(200)
    const cached = (await first.app.inject('/api/places/7002')).json() as Place
    expect(cached.price).toBe(123)
    // Counted on the instance that made the plan: it emptied its cache at once.
    const dhakaBefore = ((await second.app.inject('/api/divisions')).json() as Division[]).find(
      (d) => d.id === 1,
    )!.totalPlace

    const updated = await second.app.inject({
      method: 'PUT',
      url: '/api/place/7002',
      headers: { cookie: admin.cookie },
      payload: plan(7002, 456),
    })
    expect(updated.statusCode).toBe(200)
    const seen = await eventually(
      async () => ((await first.app.inject('/api/places/7002')).json() as Place).price,
      (price) => price === 456,
    )
    expect(seen).toBe(456)

    const deleted = await second.app.inject({
      method: 'DELETE',
      url: '/api/tour/7002',
      headers: { cookie: admin.cookie },
    })
    expect(deleted.statusCode).toBe(200)
    const status = await eventually(
      async () => (await first.app.inject('/api/places/7002')).statusCode,
      (code) => code === 404,
    )
    expect(status).toBe(404)
    const dhakaAfter = await eventually(
      async () =>
        ((await first.app.inject('/api/divisions')).json() as Division[]).find((d) => d.id === 1)!
          .totalPlace,
      (total) => total === dhakaBefore - 1,
    )
    expect(dhakaAfter).toBe(dhakaBefore - 1)
  })

  it('shows a change made straight in the database', async () => {
    const before = (await first.app.inject('/api/places/101')).json() as Place
    await first.database.db.execute(
      sql`update places set price_cents = price_cents + 100 where place_id = 101`,
    )
    const price = await eventually(
      async () => ((await first.app.inject('/api/places/101')).json() as Place).price,
      (p) => p === before.price + 1,
    )
    expect(price).toBe(before.price + 1)
  })
})
