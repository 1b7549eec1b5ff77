/**
 * Abuse limits and small hardening (issue 12, points 6 and 7; docs/decisions/013-abuse-limits.md):
 * slow clients are closed within the request timeout while the site keeps answering; addresses
 * that differ only in their query string make no new cache entries and do not grow the heap;
 * no source maps served; link-preview tags on every page; our own request ids; a
 * Permissions-Policy on every answer (also when the front cache answers); trailing slashes
 * redirected; a division page under another division's name is a 404.
 * Needs the client build (`npm test` builds it first).
 */
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import v8 from 'node:v8'
import { runInNewContext } from 'node:vm'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '#server/app.ts'
import { CATALOG_CACHE_BOUNDS } from '#server/caches/catalog-cache.ts'
import { PAGE_CACHE_BOUNDS } from '#server/caches/page-cache.ts'
import { DEFAULT_SERVER_TIMEOUTS, FRONT_CACHE_BOUNDS } from '#server/caches/front-cache.ts'
import type { Division, Place } from '#shared/contracts/catalog.ts'
import { createTestApp, testConfig, type TestApp } from '#tests/support/test-app.ts'
import { createTestDatabase } from '#tests/support/test-database.ts'

let t: TestApp
let port: number
let base: string
let divisions: Division[]
let asset: string

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as AddressInfo).port
  base = `http://127.0.0.1:${port}`
  divisions = (await t.app.inject('/api/divisions')).json()
  asset = /src="(\/assets\/[^"]+\.js)"/.exec(fs.readFileSync('dist/client/index.html', 'utf8'))![1]!
})
afterAll(async () => {
  await t?.close()
})

/** One GET over real HTTP, on its own connection. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.get(`${base}${path}`, { headers, agent: false }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body }),
        )
      })
      request.on('error', reject)
    },
  )
}

describe('slow clients', () => {
  // One real wait of the request timeout (30 s): the limits are tested as they are configured.
  const { requestTimeoutMs, headersTimeoutMs, checkingIntervalMs } = DEFAULT_SERVER_TIMEOUTS
  // A loaded two-core machine (CI, other test files in parallel) closes them up to ~2 s late.
  const SLACK_MS = 3000

  it(
    'are closed within the timeouts, and the site answers meanwhile',
    { timeout: 60_000 },
    async () => {
      const BODY_DRIPPERS = 250
      const HEADER_DRIPPERS = 50
      const started = Date.now()
      const closes: Promise<{ kind: 'body' | 'headers'; afterMs: number; answer: string }>[] = []
      const timers: NodeJS.Timeout[] = []
      const open = (kind: 'body' | 'headers') => {
        const socket = net.connect(port, '127.0.0.1')
        let answer = ''
        socket.setEncoding('utf8')
        socket.on('data', (chunk: string) => (answer += chunk))
        socket.on('error', () => {})
        closes.push(
          new Promise((resolve) => {
            socket.on('close', () => {
              clearInterval(timer)
              resolve({ kind, afterMs: Date.now() - started, answer })
            })
          }),
        )
        socket.write(
          kind === 'body'
            ? 'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://127.0.0.1\r\n' +
                'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"name":"'
            : 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n',
        )
        // A byte (or a header line) a second: never enough to finish, always enough to look alive.
        const timer = setInterval(
          () => socket.write(kind === 'body' ? 'x' : 'X-Slow: 1\r\n', () => {}),
          1000,
        )
        timers.push(timer)
      }
      for (let i = 0; i < BODY_DRIPPERS; i++) open('body')
      for (let i = 0; i < HEADER_DRIPPERS; i++) open('headers')

      try {
        // While all of them hang, a normal request is answered at once. The time is what is
        // tested: the slow clients must have been hanging a while (still under the timeouts).
        await new Promise((resolve) => setTimeout(resolve, 3000))
        for (const path of ['/api/health', '/api/divisions']) {
          const asked = Date.now()
          const answer = await get(path)
          expect(answer.status, path).toBe(200)
          expect(Date.now() - asked, path).toBeLessThan(1000)
        }

        const closed = await Promise.all(closes)
        const latest = (kind: string) =>
          Math.max(...closed.filter((c) => c.kind === kind).map((c) => c.afterMs))
        console.log(
          `slow clients: ${HEADER_DRIPPERS} slow headers closed by ${latest('headers')} ms, ` +
            `${BODY_DRIPPERS} slow bodies by ${latest('body')} ms`,
        )
        expect(latest('headers')).toBeLessThanOrEqual(
          headersTimeoutMs + checkingIntervalMs + SLACK_MS,
        )
        expect(latest('body')).toBeLessThanOrEqual(requestTimeoutMs + checkingIntervalMs + SLACK_MS)
        // Closed by the server's timeout, not sooner by something else.
        expect(Math.min(...closed.map((c) => c.afterMs))).toBeGreaterThanOrEqual(
          headersTimeoutMs - 100,
        )
        expect(
          closed.filter((c) => c.kind === 'headers').every((c) => /^HTTP\/1.1 408/.test(c.answer)),
        ).toBe(true)
      } finally {
        for (const timer of timers) clearInterval(timer)
      }
    },
  )
})

describe('caches under distinct addresses', () => {
  /** The heap after a full collection (gc exposed at run time: vitest runs without --expose-gc). */
  function heapAfterGc(): number {
    v8.setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as () => void
    gc()
    gc()
    return process.memoryUsage().heapUsed
  }

  it('keep pages by path and API answers by what the route reads, within their bounds', async () => {
    const HEAP_GROWTH_BOUND = 8 * 1024 * 1024
    // Warm: the page and the answer are made once.
    expect((await get('/')).status).toBe(200)
    expect((await get('/api/places')).status).toBe(200)
    const sizes = () => ({
      pages: t.app.pageCache.size,
      front: t.app.frontCache.size,
      catalog: t.app.catalogCache.size,
    })
    const before = sizes()
    const heapBefore = heapAfterGc()

    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 })
    const ask = (path: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get(`${base}${path}`, { agent, headers: { 'accept-encoding': 'br' } }, (response) => {
            response.resume()
            response.on('end', () => resolve(response.statusCode!))
          })
          .on('error', reject)
      })
    try {
      for (let i = 0; i < 1000; i += 50) {
        const batch = Array.from({ length: 50 }, (_, j) => i + j)
        const statuses = await Promise.all(
          batch.flatMap((n) => [ask(`/?utm_source=${n}`), ask(`/api/places?junk=${n}`)]),
        )
        expect(statuses.every((s) => s === 200)).toBe(true)
      }
    } finally {
      agent.destroy()
    }

    const growth = heapAfterGc() - heapBefore
    const after = sizes()
    console.log(
      `1,000 query strings on / and /api/places: heap grew ${(growth / 1024).toFixed(0)} KB; ` +
        `entries ${JSON.stringify(before)} -> ${JSON.stringify(after)}; bytes: front ` +
        `${t.app.frontCache.bytes}, pages ${t.app.pageCache.bytes}, catalogue ${t.app.catalogCache.bytes}`,
    )
    expect(after).toEqual(before)
    expect(t.app.frontCache.bytes).toBeLessThanOrEqual(FRONT_CACHE_BOUNDS.maxBytes)
    expect(t.app.pageCache.bytes).toBeLessThanOrEqual(PAGE_CACHE_BOUNDS.maxBytes)
    expect(t.app.catalogCache.bytes).toBeLessThanOrEqual(CATALOG_CACHE_BOUNDS.maxBytes)
    expect(growth).toBeLessThan(HEAP_GROWTH_BOUND)
    // The page with a query string is the page: answered from the front cache as well (warmed
    // first, since another test may or may not have asked for it already).
    expect((await get('/About')).status).toBe(200)
    const served = t.app.frontCache.served
    expect((await get('/About?x=1')).status).toBe(200)
    expect((await get('/About?x=2')).status).toBe(200)
    expect(t.app.frontCache.served).toBe(served + 2)
  })
})

describe('small things', () => {
  it('serves no source maps', async () => {
    expect((await t.app.inject(`${asset}.map`)).statusCode).toBe(404)
    const maps = fs
      .readdirSync('dist/client', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.map(\.(br|gz))?$/.test(file))
    expect(maps).toEqual([])
    // The current build's entry script (another build may have replaced the one served above).
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(
      fs.readFileSync('dist/client/index.html', 'utf8'),
    )!
    expect(fs.readFileSync(`dist/client${entry[1]}`, 'utf8')).not.toContain('sourceMappingURL')
  })

  it('gives every page Open Graph and Twitter card tags with an image and its alt text', async () => {
    const tour: Place = (await t.app.inject('/api/places/101')).json()
    const [division] = divisions
    for (const path of [
      '/',
      '/About',
      '/Contact',
      '/TourPlans',
      '/Login',
      `/tour-details/${tour._id}`,
      `/${division!.divisionName}/${division!._id}`,
      '/nope/x/y',
    ]) {
      const page = (await t.app.inject(path)).body
      const content = (attribute: string, name: string) =>
        new RegExp(`<meta ${attribute}="${name}" content="([^"]+)" />`).exec(page)?.[1]
      const image = content('property', 'og:image')
      expect(image, path).toMatch(/^http:\/\/127\.0\.0\.1\/.+\.(png|jpe?g|webp)$/)
      expect(content('property', 'og:image:alt')?.length, path).toBeGreaterThan(10)
      expect(content('name', 'twitter:card'), path).toBe('summary_large_image')
      expect(content('name', 'twitter:title'), path).toBe(content('property', 'og:title'))
      expect(content('name', 'twitter:description'), path).toBe(
        content('property', 'og:description'),
      )
      expect(content('name', 'twitter:image'), path).toBe(image)
      expect(content('name', 'twitter:image:alt'), path).toBe(content('property', 'og:image:alt'))
    }
    const png = await t.app.inject('/images/banner-og.png')
    expect(png.statusCode).toBe(200)
    expect(png.headers['content-type']).toBe('image/png')
    expect(png.rawPayload.length).toBeLessThan(200 * 1024)
  })

  it('uses a plan image given as an absolute address as it is', async () => {
    const image = 'https://images.example/sajek.jpg?w=1200'
    await t.database.db.execute(sql`update places set image = ${image} where place_id = 104`)
    const tour: Place = (await t.app.inject('/api/places/104')).json()
    await vi.waitFor(
      async () => {
        const page = (await t.app.inject(`/tour-details/${tour._id}`)).body
        expect(page).toContain(
          `<meta property="og:image" content="${image.replace('&', '&amp;')}" />`,
        )
        expect(page).toContain(`<meta name="twitter:image" content="${image}" />`)
      },
      { timeout: 5000, interval: 25 },
    )
  })

  it('makes its own request ids and logs a client’s apart, bounded', async () => {
    const lines: Record<string, unknown>[] = []
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line))
        done()
      },
    })
    const database = await createTestDatabase({ seed: 'none' })
    const app = await buildApp({
      config: testConfig({ logLevel: 'info' }),
      database,
      logger: { level: 'info', stream },
    })
    try {
      const forged = `forged-${'x'.repeat(200)}`
      for (const id of [forged, forged]) {
        await app.inject({ url: '/api/nope', headers: { 'x-request-id': id } })
      }
      const logged = lines.filter((line) => line.msg === 'request')
      expect(logged).toHaveLength(2)
      for (const line of logged) {
        expect(line.reqId).not.toContain('forged')
        expect(line.clientRequestId).toBe(forged.slice(0, 64))
      }
      expect(logged[0]!.reqId).not.toBe(logged[1]!.reqId)
    } finally {
      await app.close()
    }
  })

  it('sends a Permissions-Policy on pages and API answers, from the front cache too', async () => {
    for (const path of ['/', '/api/divisions', '/api/places/nope']) {
      for (let i = 0; i < 2; i++) {
        const answer = await get(path)
        const policy = String(answer.headers['permissions-policy'])
        expect(policy, path).toContain('camera=()')
        expect(policy, path).toContain('microphone=()')
        expect(policy, path).toContain('geolocation=()')
        expect(policy, path).toContain('payment=(self)')
      }
    }
    const stripe = await createTestApp({
      database: t.database,
      config: {
        payments: {
          provider: 'stripe',
          secretKey: 'sk_test_x',
          publishableKey: 'pk_test_x',
          webhookSecret: 'whsec_x',
        },
      },
    })
    try {
      const policy = String((await stripe.app.inject('/')).headers['permissions-policy'])
      expect(policy).toContain('payment=(self "https://js.stripe.com")')
    } finally {
      await stripe.close()
    }
  })

  it('redirects a page path with a trailing slash to the path without it', async () => {
    for (const [from, to] of [
      ['/About/', '/About'],
      ['/About/?x=1&y=2', '/About?x=1&y=2'],
      ['/tour-details/1//', '/tour-details/1'],
      ['//evil.example/', '/evil.example'],
      ['/\\evil.example/', '/evil.example'],
    ] as const) {
      const answer = await get(from)
      expect(answer.status, from).toBe(301)
      expect(answer.headers.location, from).toBe(to)
    }
    expect((await get('/')).status).toBe(200)
    expect((await get('/api/places/')).status).toBe(200)
    expect((await get('/api/divisions/?x=1')).status).toBe(200)
  })

  it('answers 404 for a division page under another division’s name', async () => {
    const [one, other] = divisions as [Division, Division]
    const misnamed = await t.app.inject(`/${other.divisionName}/${one._id}`)
    expect(misnamed.statusCode).toBe(404)
    expect(misnamed.body).toContain('<title>Page not found | Bangla Tours</title>')
    for (const name of [
      one.divisionName.toLowerCase(),
      one.divisionName.toUpperCase(),
      encodeURIComponent(one.divisionName),
    ]) {
      expect((await t.app.inject(`/${name}/${one._id}`)).statusCode, name).toBe(200)
    }
  })
})
