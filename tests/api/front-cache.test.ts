/**
 * The front cache (src/server/caches/front-cache.ts) over real HTTP: a repeated public GET is
 * answered before routing with the very bytes and headers the full path sent, 304s included;
 * any change to the catalogue shows on the next request; everything else goes the full way.
 * Needs the client build for the pages (`npm test` builds it first).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Place } from '#shared/contracts/catalog.ts'
import { createAccount, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
let t: TestApp
let base: string
let admin: TestAccount
let place: Place

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo', config: { adminEmails: [ADMIN_EMAIL] } })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  admin = await createAccount(t, { email: ADMIN_EMAIL, name: 'Admin' })
  place = (await t.app.inject('/api/places/101')).json()
})
afterAll(async () => {
  await t?.close()
})

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** One request on its own connection, body bytes as sent (no decompression). */
function request(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = http.request(`${base}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** Headers that differ between any two answers. */
const comparable = ({ date: _date, ...headers }: http.IncomingHttpHeaders) => headers

/** How many requests the front cache answered while `run` ran. */
async function servedDuring(run: () => Promise<unknown>) {
  const before = t.app.frontCache.served
  await run()
  return t.app.frontCache.served - before
}

const PUBLIC = ['/api/places', '/api/divisions', '/api/places/101', '/api/review', '/', '/About']

describe('front cache', () => {
  it('answers a repeated GET with the bytes and headers of the full path', async () => {
    const paths = [...PUBLIC, `/tour-details/${place._id}`]
    for (const path of paths) {
      for (const encoding of ['', 'gzip', 'br']) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {}
        let full!: Answer
        let front!: Answer
        // A change first, so the first request surely goes the full way.
        t.app.catalogCache.invalidate()
        expect(await servedDuring(async () => (full = await request(path, headers)))).toBe(0)
        expect(await servedDuring(async () => (front = await request(path, headers)))).toBe(1)
        expect(front.status, path).toBe(200)
        expect(comparable(front.headers), `${path} ${encoding}`).toEqual(comparable(full.headers))
        expect(front.body.equals(full.body), `${path} ${encoding}`).toBe(true)
        expect(front.headers['content-encoding']).toBe(encoding || undefined)
        expect(front.headers['content-security-policy']).toBeTruthy()
      }
    }
  })

  it('answers 304 to a client holding the current ETag, with the full path headers', async () => {
    for (const path of PUBLIC) {
      const { headers } = await request(path)
      const ifNoneMatch = { 'if-none-match': headers.etag! }
      let front!: Answer
      expect(await servedDuring(async () => (front = await request(path, ifNoneMatch)))).toBe(1)
      expect(front.status, path).toBe(304)
      expect(front.body.length).toBe(0)
      t.app.catalogCache.invalidate()
      const fromFull = await request(path, ifNoneMatch)
      expect(fromFull.status, path).toBe(304)
      expect(comparable(front.headers), path).toEqual(comparable(fromFull.headers))
    }
  })

  it('shows a change made through the API on the very next request', async () => {
    await request('/api/places/102')
    const cached = await request('/api/places/102')
    expect(JSON.parse(cached.body.toString()).price).not.toBe(4321)
    const current: Place = (await t.app.inject('/api/places/102')).json()
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/place/${current._id}`,
      headers: { cookie: admin.cookie },
      payload: { ...current, price: 4321 },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const after = await request('/api/places/102')
    expect(JSON.parse(after.body.toString()).price).toBe(4321)
    const page = await request(`/tour-details/${current._id}`)
    expect(page.body.toString()).toContain('4321')
  })

  it('shows a change made in SQL once the database tells of it', async () => {
    const path = '/api/places/103'
    await request(path)
    expect(await servedDuring(() => request(path))).toBe(1)
    await t.database.db.execute(sql`update places set price_cents = 55555 where place_id = 103`)
    await vi.waitFor(
      async () => expect(JSON.parse((await request(path)).body.toString()).price).toBe(555.55),
      { timeout: 5000, interval: 25 },
    )
  })

  it('leaves other requests to the full path', async () => {
    await request('/api/divisions')
    expect(await servedDuring(() => request('/api/divisions', {}, 'HEAD'))).toBe(0)
    expect(await servedDuring(() => request('/api/divisions?x=1'))).toBe(0)
    expect(await servedDuring(() => request('/api/divisions/'))).toBe(0)
    // Answers that are not public, or not there, are never kept.
    await request('/api/order/someone@example.com')
    expect(await servedDuring(() => request('/api/order/someone@example.com'))).toBe(0)
    await request('/api/no-such-route')
    expect(await servedDuring(() => request('/api/no-such-route'))).toBe(0)
    await request('/tour-details/00000000-0000-4000-8000-000000000000')
    expect(
      await servedDuring(() => request('/tour-details/00000000-0000-4000-8000-000000000000')),
    ).toBe(0)
  })
})

describe('front cache at LOG_LEVEL=debug', () => {
  it('is off, so every request reaches the request log', async () => {
    const debug = await createTestApp({ seed: 'demo', config: { logLevel: 'debug' } })
    try {
      await debug.app.listen({ port: 0, host: '127.0.0.1' })
      const url = `http://127.0.0.1:${(debug.app.server.address() as AddressInfo).port}`
      for (let i = 0; i < 3; i++) expect((await fetch(`${url}/api/divisions`)).status).toBe(200)
      expect(debug.app.frontCache.served).toBe(0)
      expect(debug.app.frontCache.size).toBe(0)
    } finally {
      await debug.close()
    }
  })
})
