/**
 * How the server sends the built web app: page heads written server-side, 404 status for
 * unknown pages, long-lived caching for hashed assets, compression and security headers.
 * Needs the client build (`npm test` builds it first).
 */
import fs from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Division, Place } from '#shared/contracts/catalog.ts'
import { estimateIn, fromMajor, priceText } from '#shared/money.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let place: Place
let division: Division
let asset: string
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo', config: { publicUrl: 'https://tours.example' } })
  place = (await t.app.inject('/api/places/101')).json()
  division = (await t.app.inject('/api/divisions')).json()[0]
  const html = fs.readFileSync('dist/client/index.html', 'utf8')
  asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!
})
afterAll(() => t.close())

describe('pages', () => {
  it('answers client routes with the app and that page’s head', async () => {
    const home = await t.app.inject('/')
    expect(home.statusCode).toBe(200)
    expect(home.headers['content-type']).toMatch(/text\/html/)
    expect(home.headers['cache-control']).toBe('no-cache')
    expect(home.body).toContain('<link rel="canonical" href="https://tours.example/" />')
    expect(home.body.match(/<title>/g)).toHaveLength(1)

    const about = await t.app.inject('/About')
    expect(about.body).toContain('<title>About us | Bangla Tours</title>')
  })

  it('writes a tour’s title, description and Open Graph tags into its page', async () => {
    const response = await t.app.inject(`/tour-details/${place._id}`)
    expect(response.statusCode).toBe(200)
    const escapedName = place.placeName.replace(/'/g, '&#39;')
    expect(response.body).toContain(
      `<title>${escapedName}, ${place.divisionName} | Bangla Tours</title>`,
    )
    expect(response.body).toContain(`<meta property="og:title" content="${escapedName}, `)
    // The demo's images are SVGs, which link previews do not show: the site's PNG instead.
    expect(place.image).toMatch(/\.svg$/)
    expect(response.body).toContain(
      `<meta property="og:image" content="https://tours.example/images/banner-og.png" />`,
    )
    expect(response.body).toMatch(/<meta name="description" content="[^"]{20,}" \/>/)
  })

  it('titles division pages', async () => {
    const response = await t.app.inject(`/${division.divisionName}/${division._id}`)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain(`${division.divisionName} division tours`)
  })

  it('answers unknown pages and tours with status 404 and the app', async () => {
    for (const url of ['/nope/x/y', '/tour-details/99999', '/tour-details/zzz', '/Dhaka/424242']) {
      const response = await t.app.inject(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.body, url).toContain('<div id="root">')
      expect(response.body, url).toContain('<script type="module"')
    }
    // An unknown page is rendered on the server with the spec's heading.
    expect((await t.app.inject('/nope/x/y')).body).toContain('page not found 404')
  })

  it('answers an address that only looks like a division page with 404, in both languages', async () => {
    const unknownId = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b'
    for (const prefix of ['', '/bn']) {
      for (const path of [
        '/NoSuchPage/xyz',
        `/NoSuchPage/${division._id}`,
        `/NoSuchPage/${division.id}`,
        `/${division.divisionName}/${unknownId}`,
        `/${division.divisionName}/999`,
        `/${division.divisionName}/xyz`,
      ]) {
        const url = `${prefix}${path}`
        const response = await t.app.inject(url)
        expect(response.statusCode, url).toBe(404)
        expect(response.body, url).toContain('<div id="root">')
        expect(response.body, url).not.toContain('divison tourist places')
      }
    }
  })
})

describe('server rendering', () => {
  const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'))
  const stateOf = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(html)![1]!,
    ) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }

  it('sends Home painted, with the data it was rendered with', async () => {
    const home = (await t.app.inject('/')).body
    expect(rootOf(home)).toContain('Recommended Tour Plans')
    expect(rootOf(home)).toContain(division.divisionName)
    expect(rootOf(home)).toContain('What Our Clients Says')
    const keys = stateOf(home).queries.map((q) => JSON.stringify(q.queryKey))
    expect(keys).toEqual(expect.arrayContaining(['["catalog","divisions"]', '["reviews"]']))
  })

  it('sends a tour page with its tour, and pages behind sign-in without private data', async () => {
    const tour = (await t.app.inject(`/tour-details/${place._id}`)).body
    expect(rootOf(tour)).toContain(`>${place.placeName.replace(/'/g, '&#x27;')}</h1>`)
    expect(stateOf(tour).queries[0]!.state.data).toMatchObject({ _id: place._id })
    // Signed-in state is never rendered on the server: the guard shows its loading state.
    const dashboard = (await t.app.inject('/Dashboard/MyBooking')).body
    expect(rootOf(dashboard)).toContain('Loading')
    // Only what every page carries: the public exchange rate prices show taka with, and the
    // company's registration the footer shows.
    expect(stateOf(dashboard).queries.map((q) => q.queryKey)).toEqual([
      ['exchange-rate'],
      ['company'],
    ])
  })

  // These change a tour of their own, so the other tests keep theirs as seeded. They write with
  // SQL, past the API: the cached catalogue hears of it by a database notification, which on
  // PostgreSQL arrives on another connection a moment later, so they wait for the new page.
  const pageOnceChanged = (url: string, check: (page: string) => void) =>
    vi.waitFor(
      async () => {
        const page = (await t.app.inject(url)).body
        check(page)
        return page
      },
      { timeout: 5000, interval: 25 },
    )

  it('shows a change to the catalogue on the next render', async () => {
    const other: Place = (await t.app.inject('/api/places/102')).json()
    const before = (await t.app.inject(`/tour-details/${other._id}`)).body
    expect(stateOf(before).queries[0]!.state.data).toMatchObject({ price: other.price })
    await t.database.db.execute(sql`update places set price_cents = 98765 where place_id = 102`)
    const after = await pageOnceChanged(`/tour-details/${other._id}`, (page) =>
      expect(rootOf(page)).toContain('987.65'),
    )
    expect(stateOf(after).queries[0]!.state.data).toMatchObject({ price: 987.65 })
  })

  it('escapes text that could close the data block or be read as a replacement pattern', async () => {
    const other: Place = (await t.app.inject('/api/places/103')).json()
    const description = "</script><script>alert(1)</script> $& $' fin"
    await t.database.db.execute(
      sql`update places set description = ${description} where place_id = 103`,
    )
    const page = await pageOnceChanged(`/tour-details/${other._id}`, (body) =>
      expect(stateOf(body).queries[0]!.state.data).toMatchObject({ description }),
    )
    expect(page).not.toContain('<script>alert(1)')
    expect(page.match(/<div id="root">/g)).toHaveLength(1)
  })

  // Bangla digits as a Bangla page writes them (this process's own locale stays English).
  const bnDigits = (n: number) => new Intl.NumberFormat('bn-BD').format(n)
  const takaOf = (dollars: number, rate: number) =>
    estimateIn(fromMajor(dollars, 'usd'), 'bdt', rate).minor / 100

  it('renders taka beside dollars (taka first in Bangla) and follows a new rate, on every engine', async () => {
    const other: Place = (await t.app.inject('/api/places/104')).json()
    const rate = (await t.app.inject('/api/exchange-rate')).json().takaPerDollar as number
    const { main, approx } = priceText(fromMajor(other.price, 'usd'), rate)
    const english = (await t.app.inject(`/tour-details/${other._id}`)).body
    expect(english).toContain(`>${main}</span>`)
    expect(english).toContain(`>${approx}</span>`)
    const bangla = (await t.app.inject(`/bn/tour-details/${other._id}`)).body
    expect(bangla).toContain(`>৳${bnDigits(takaOf(other.price, rate))}</span>`)

    // Set by hand, past the API: the trigger's notification empties the rendered pages.
    await t.database.db.execute(sql`insert into exchange_rates (paisa_per_dollar) values (11050)`)
    await pageOnceChanged(`/tour-details/${other._id}`, (page) =>
      expect(page).toContain(`>${priceText(fromMajor(other.price, 'usd'), 110.5).approx}</span>`),
    )
    await pageOnceChanged(`/bn/tour-details/${other._id}`, (page) =>
      expect(page).toContain(`>৳${bnDigits(takaOf(other.price, 110.5))}</span>`),
    )
  })
})

describe('assets', () => {
  it('caches hashed assets for a year and compresses them', async () => {
    const response = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'br, gzip' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-encoding']).toMatch(/br|gzip/)
  })

  it('sends the files compressed at build time, not compressed again per request', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gz'],
    ] as const) {
      const response = await t.app.inject({ url: asset, headers: { 'accept-encoding': accept } })
      expect(response.headers['content-encoding'], accept).toBe(encoding === 'gz' ? 'gzip' : 'br')
      expect(
        response.rawPayload.equals(fs.readFileSync(`dist/client${asset}.${encoding}`)),
        accept,
      ).toBe(true)
    }
  })

  it('answers a missing file with 404, never the app’s HTML', async () => {
    for (const url of ['/assets/index-deadbeef.js', '/favicon.ico', '/images/nope.svg']) {
      const response = await t.app.inject(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type'], url).toMatch(/application\/json/)
    }
  })

  it('serves the catalogue images', async () => {
    const response = await t.app.inject(place.image)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/image\/svg\+xml/)
  })
})

describe('security headers', () => {
  it('sends a content security policy and the usual protections', async () => {
    const response = await t.app.inject('/')
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['strict-transport-security']).toBeDefined()
  })
})

describe('with Stripe as the processor', () => {
  it('lets Stripe.js and its card frame through the content security policy', async () => {
    const stripe = await createTestApp({
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
      const csp = String((await stripe.app.inject('/')).headers['content-security-policy'])
      expect(csp).toContain("script-src 'self' https://js.stripe.com")
      expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com')
    } finally {
      await stripe.close()
    }
  })
})

describe('search engines', () => {
  it('lists Home, About, Contact, the policy pages, gift vouchers, every division and tour in /sitemap.xml with lastmod, in both languages', async () => {
    const response = await t.app.inject('/sitemap.xml')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/application\/xml/)
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    const divisions: Division[] = (await t.app.inject('/api/divisions')).json()
    const places: Place[] = (await t.app.inject('/api/places')).json()
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://tours.example/',
        'https://tours.example/About',
        'https://tours.example/Contact',
        'https://tours.example/Terms',
        'https://tours.example/Privacy',
        'https://tours.example/RefundPolicy',
        'https://tours.example/GiftVouchers',
        `https://tours.example/${divisions[0]!.divisionName}/${divisions[0]!._id}`,
        `https://tours.example/tour-details/${places[0]!._id}`,
        'https://tours.example/bn',
        'https://tours.example/bn/About',
        'https://tours.example/bn/RefundPolicy',
        `https://tours.example/bn/tour-details/${places[0]!._id}`,
      ]),
    )
    // Home, About, Contact, the 3 policy pages and gift vouchers; only Home has a lastmod.
    const pages = 7 + divisions.length + places.length
    expect(locs).toHaveLength(2 * pages)
    expect(response.body.match(/<lastmod>/g)!.length).toBe(2 * (pages - 6))
    // Each entry names the page in both languages, English for everyone else.
    expect(response.body.match(/hreflang="bn"/g)).toHaveLength(2 * pages)
    expect(response.body).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://tours.example/About"/>',
    )
  })

  it('points crawlers at the sitemap and away from private areas', async () => {
    const robots = await t.app.inject('/robots.txt')
    expect(robots.statusCode).toBe(200)
    expect(robots.body).toContain('Sitemap: https://tours.example/sitemap.xml')
    expect(robots.body).toContain('Disallow: /Dashboard')
    expect(robots.body).toContain('Disallow: /bn/Dashboard')
  })

  it('describes a tour as a schema.org TouristTrip with a USD offer, and Home as a TravelAgency', async () => {
    const tour = await t.app.inject(`/tour-details/${place._id}`)
    const data = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(tour.body)![1]!,
    )
    expect(data).toMatchObject({
      '@type': 'TouristTrip',
      name: place.placeName,
      // The demo's tours price children and infants apart: an offer each, adults first.
      offers: [
        {
          '@type': 'Offer',
          category: 'adult',
          priceCurrency: 'USD',
          price: place.price.toFixed(2),
        },
        { '@type': 'Offer', category: 'child', priceCurrency: 'USD' },
        { '@type': 'Offer', category: 'infant', priceCurrency: 'USD', price: '0.00' },
      ],
    })
    const home = await t.app.inject('/')
    expect(home.body).toContain('"@type":"TravelAgency"')
  })
})
