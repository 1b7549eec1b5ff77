/**
 * The catalogue in two languages: a plan's optional Bangla name and description, saved and
 * edited with its English ones, are what its reads answer in Bangla (Accept-Language: bn), the
 * English where it has none; divisions answer their Bangla names and keep their English one for
 * addresses. No cache gives one language's answer to the other: the catalogue cache, the front
 * cache (over real HTTP), the page cache and server rendering. Needs the client build for the
 * pages (`npm test` builds it first).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Division, Place, PlanValues } from '#shared/contracts/catalog.ts'
import type { Order } from '#shared/contracts/orders.ts'
import { createAccount, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
const BN = { 'accept-language': 'bn' }
let t: TestApp
let base: string
let admin: TestAccount

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo', config: { adminEmails: [ADMIN_EMAIL] } })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  admin = await createAccount(t, { email: ADMIN_EMAIL, name: 'Admin' })
})
afterAll(async () => {
  await t?.close()
})

let nextPlaceId = 9100
const plan = (overrides: object = {}) => ({
  placeId: nextPlaceId++,
  placeName: 'Hatirjheel Lake Walk',
  description: 'An evening walk around the lake, with a boat ride.',
  price: 30,
  review: 0,
  duration: 1,
  rating: 4,
  parentID: 1,
  image: '/images/places/lalbagh-fort.svg',
  divisionName: 'Dhaka',
  ...overrides,
})
const BANGLA = {
  placeNameBn: 'হাতিরঝিলে সন্ধ্যার হাঁটা',
  descriptionBn: 'লেকের চারপাশে সন্ধ্যার হাঁটা, সঙ্গে নৌকায় ঘোরা।',
}

async function save(method: 'POST' | 'PUT', url: string, payload: object, headers = {}) {
  const response = await t.app.inject({
    method,
    url,
    headers: { cookie: admin.cookie, ...headers },
    payload,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as Place
}

const read = async <T>(url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ url, headers })
  expect(response.statusCode, `${url} ${response.body}`).toBe(200)
  return response.json() as T
}

describe('a plan in two languages', () => {
  it('is read in Bangla with accept-language: bn and in English without', async () => {
    const added = await save('POST', '/api/place', plan(BANGLA))
    expect(added.placeName).toBe('Hatirjheel Lake Walk')

    const bn = await read<Place>(`/api/places/${added._id}`, BN)
    expect(bn).toMatchObject({
      placeName: BANGLA.placeNameBn,
      description: BANGLA.descriptionBn,
      divisionName: 'ঢাকা',
      imageAlt: `ছবি: ${BANGLA.placeNameBn}, ঢাকা`,
      price: 30,
    })
    // Only the spec's fields: the Bangla ones are not added beside them.
    expect(Object.keys(bn).sort()).toEqual(Object.keys(added).sort())
    expect(await read<Place>(`/api/places/${added._id}`)).toMatchObject({
      placeName: 'Hatirjheel Lake Walk',
      description: 'An evening walk around the lake, with a boat ride.',
      divisionName: 'Dhaka',
      imageAlt: 'Photo of Hatirjheel Lake Walk, Dhaka',
    })
    // A browser's own header (bn-BD first) asks for Bangla too; one naming neither, English.
    const bd = await read<Place>(`/api/places/${added._id}`, {
      'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8',
    })
    expect(bd.placeName).toBe(BANGLA.placeNameBn)
    const fr = await read<Place>(`/api/places/${added._id}`, { 'accept-language': 'fr' })
    expect(fr.placeName).toBe('Hatirjheel Lake Walk')

    // Every list says it in the same language.
    for (const url of ['/api/places', '/api/place/1', '/api/places?division=Dhaka']) {
      const list = await read<Place[]>(url, BN)
      expect(list.find((p) => p._id === added._id)?.placeName, url).toBe(BANGLA.placeNameBn)
    }
    // A search finds it by either name.
    for (const q of ['হাতিরঝিল', 'Hatirjheel']) {
      const found = await read<Place[]>(`/api/places?q=${encodeURIComponent(q)}`, BN)
      expect(
        found.map((p) => p._id),
        q,
      ).toEqual([added._id])
    }
    // And the answer to the admin's save is in the admin's page's language.
    const again = await save('PUT', `/api/place/${added._id}`, plan({ ...BANGLA }), BN)
    expect(again.placeName).toBe(BANGLA.placeNameBn)
  })

  it('falls back to the English where the Bangla is missing', async () => {
    const added = await save('POST', '/api/place', plan({ placeName: 'Dhakeshwari Temple' }))
    const bn = await read<Place>(`/api/places/${added._id}`, BN)
    expect(bn).toMatchObject({
      placeName: 'Dhakeshwari Temple',
      description: 'An evening walk around the lake, with a boat ride.',
      // With no Bangla name the picture keeps its English description; the division is Bangla.
      imageAlt: 'Photo of Dhakeshwari Temple, Dhaka',
      divisionName: 'ঢাকা',
    })
    // A name in Bangla and no description: each text falls back on its own.
    const named = await save(
      'PUT',
      `/api/place/${added._id}`,
      plan({
        placeId: added.placeId,
        placeName: 'Dhakeshwari Temple',
        placeNameBn: 'ঢাকেশ্বরী মন্দির',
      }),
    )
    expect(await read<Place>(`/api/places/${named._id}`, BN)).toMatchObject({
      placeName: 'ঢাকেশ্বরী মন্দির',
      description: 'An evening walk around the lake, with a boat ride.',
    })
  })

  it('is edited with both languages, whatever the language asked for', async () => {
    const added = await save('POST', '/api/place', plan(BANGLA))
    const values = await read<PlanValues>(`/api/place/${added._id}/edit`, {
      cookie: admin.cookie,
      ...BN,
    })
    expect(values).toMatchObject({
      placeName: 'Hatirjheel Lake Walk',
      divisionName: 'Dhaka',
      ...BANGLA,
    })

    // Saved as loaded: nothing changes. Left out (the spec's own client): left as they are.
    await save('PUT', `/api/place/${added._id}`, values)
    const { placeNameBn: _n, descriptionBn: _d, ...spec } = values
    await save('PUT', `/api/place/${added._id}`, { ...spec, price: 31 })
    expect(
      await read<PlanValues>(`/api/place/${added._id}/edit`, { cookie: admin.cookie }),
    ).toMatchObject({ ...BANGLA, price: 31 })

    // Emptied (or null): gone, and Bangla pages show the English.
    await save('PUT', `/api/place/${added._id}`, {
      ...values,
      placeNameBn: '  ',
      descriptionBn: null,
    })
    expect(
      await read<PlanValues>(`/api/place/${added._id}/edit`, { cookie: admin.cookie }),
    ).toMatchObject({ placeNameBn: null, descriptionBn: null })
    const bn = await read<Place>(`/api/places/${added._id}`, BN)
    expect(bn.placeName).toBe('Hatirjheel Lake Walk')
    expect(bn.imageAlt).toBe('Photo of Hatirjheel Lake Walk, Dhaka')
  })

  it('refuses a Bangla text longer than its English may be, in the asker’s language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: { cookie: admin.cookie, ...BN },
      payload: plan({ placeNameBn: 'ক'.repeat(121) }),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.details).toEqual([
      { path: '/placeNameBn', message: 'সর্বোচ্চ ১২০ অক্ষর লিখুন।' },
    ])
  })

  it('takes a division by its Bangla name too, and keeps the English for addresses', async () => {
    const added = await save('POST', '/api/place', plan({ divisionName: 'ঢাকা' }))
    expect(added.divisionName).toBe('Dhaka')
    const divisions = await read<Division[]>('/api/divisions', BN)
    expect(divisions.map((d) => [d.divisionName, d.divisionNameEn])).toEqual([
      ['ঢাকা', 'Dhaka'],
      ['চট্টগ্রাম', 'Chattogram'],
      ['রাজশাহী', 'Rajshahi'],
      ['খুলনা', 'Khulna'],
      ['বরিশাল', 'Barishal'],
      ['সিলেট', 'Sylhet'],
      ['রংপুর', 'Rangpur'],
      ['ময়মনসিংহ', 'Mymensingh'],
    ])
    const english = await read<Division[]>('/api/divisions')
    expect(english[0]).toMatchObject({ divisionName: 'Dhaka', divisionNameEn: 'Dhaka' })
    expect(english[0]!.imageAlt).not.toBe(divisions[0]!.imageAlt)
    const filtered = await read<Place[]>(`/api/places?division=${encodeURIComponent('সিলেট')}`)
    expect(filtered.length).toBeGreaterThan(0)
    expect(filtered.every((p) => p.parentID === 6)).toBe(true)
  })

  it('keeps both names on an order booked from a Bangla page: each page shows its own', async () => {
    const added = await save('POST', '/api/place', plan(BANGLA))
    const customer = await createAccount(t, { name: 'Rahim' })
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { cookie: customer.cookie, ...BN },
      payload: {
        tourId: added._id,
        name: 'Rahim',
        email: customer.email,
        phone: '+880 1712-345678',
      },
    })
    expect(response.statusCode, response.body).toBe(201)
    const order = response.json() as Order
    expect(order.tourName).toBe(BANGLA.placeNameBn)
    // An admin on the English console reads the English name of the same order.
    const listed = await read<Order[]>('/api/manageorder', { cookie: admin.cookie })
    expect(listed.find((o) => o._id === order._id)?.tourName).toBe('Hatirjheel Lake Walk')
  })
})

describe('the catalogue cache', () => {
  it('never answers one language with the other', async () => {
    const tour = await save('POST', '/api/place', plan(BANGLA))
    t.app.catalogCache.invalidate()
    for (const url of [
      '/api/places',
      '/api/divisions',
      `/api/places/${tour._id}`,
      '/api/place/1',
    ]) {
      const en1 = await t.app.inject({ url })
      const bn1 = await t.app.inject({ url, headers: BN })
      const en2 = await t.app.inject({ url })
      const bn2 = await t.app.inject({ url, headers: BN })
      expect(en2.body, url).toBe(en1.body)
      expect(bn2.body, url).toBe(bn1.body)
      expect(bn1.body, url).not.toBe(en1.body)
      expect(bn1.body, url).toContain('ঢাকা')
      expect(en1.body, url).not.toMatch(/[\u0980-\u09FF]/)
      expect(bn1.headers.etag, url).not.toBe(en1.headers.etag)
      // Shared caches are told the answer depends on the language asked for.
      expect(bn1.headers.vary, url).toMatch(/accept-language/i)
      // A client holding the English ETag is not told its copy is the Bangla answer.
      const asked = await t.app.inject({
        url,
        headers: { ...BN, 'if-none-match': en1.headers.etag! },
      })
      expect(asked.statusCode, url).toBe(200)
    }
  })
})

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/** One GET on its own connection, as a browser or a proxy sends it. */
function request(path: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = http.request(`${base}${path}`, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      )
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

async function servedDuring(run: () => Promise<unknown>) {
  const before = t.app.frontCache.served
  await run()
  return t.app.frontCache.served - before
}

describe('the front cache, over HTTP', () => {
  it('keeps each language of an API answer apart', async () => {
    const tour = await save('POST', '/api/place', plan(BANGLA))
    // The new plan's notification empties the cache too, a moment after the answer on
    // PostgreSQL: the checks start once it came (an answer is kept again), not during them.
    await vi.waitFor(
      async () => {
        await request('/api/divisions')
        expect(await servedDuring(() => request('/api/divisions'))).toBe(1)
      },
      { timeout: 5_000, interval: 50 },
    )
    for (const url of [`/api/places/${tour._id}`, '/api/places', '/api/divisions']) {
      t.app.catalogCache.invalidate()
      const en1 = await request(url)
      let bn1!: Answer
      let en2!: Answer
      let bn2!: Answer
      // The Bangla request is not answered with the English kept a moment ago, nor the reverse.
      expect(await servedDuring(async () => (bn1 = await request(url, BN)))).toBe(0)
      expect(await servedDuring(async () => (en2 = await request(url)))).toBe(1)
      expect(await servedDuring(async () => (bn2 = await request(url, BN)))).toBe(1)
      expect(en2.body, url).toBe(en1.body)
      expect(bn2.body, url).toBe(bn1.body)
      expect(bn1.body, url).toContain('ঢাকা')
      expect(en1.body, url).not.toMatch(/[\u0980-\u09FF]/)
      expect(bn2.headers.vary, url).toMatch(/accept-language/i)
      // The front cache reads Accept-Language as the server does: bn-BD is Bangla, and any
      // language it does not speak is English, so junk headers add no entries.
      const size = t.app.frontCache.size
      let served = 0
      for (const [header, answer] of [
        ['bn-BD,bn;q=0.9', bn1],
        ['fr-CA', en1],
        ['x-junk-1, bn;q=0', en1],
        ['*', en1],
      ] as const) {
        served += await servedDuring(async () => {
          const other = await request(url, { 'accept-language': header })
          expect(other.body, `${url} ${header}`).toBe(answer.body)
        })
      }
      expect(served, url).toBe(4)
      expect(t.app.frontCache.size, url).toBe(size)
    }
  })

  it('serves each language of a tour page, and its server render, from its own entries', async () => {
    const tour = await save('POST', '/api/place', plan(BANGLA))
    t.app.catalogCache.invalidate()
    // The Bangla page first: its render asks the API in Bangla, in process.
    const bn1 = await request(`/bn/tour-details/${tour._id}`)
    const en1 = await request(`/tour-details/${tour._id}`)
    const api = await request(`/api/places/${tour._id}`)
    const bn2 = await request(`/bn/tour-details/${tour._id}`)
    const en2 = await request(`/tour-details/${tour._id}`)
    for (const page of [bn1, en1, bn2, en2]) expect(page.status).toBe(200)
    expect(bn1.body).toContain(`<h1 class="mt-2 text-3xl`)
    expect(heading(bn1.body)).toBe(BANGLA.placeNameBn)
    expect(heading(en1.body)).toBe('Hatirjheel Lake Walk')
    expect(bn1.body).toContain(`<title>${BANGLA.placeNameBn}`)
    expect(en1.body).toContain('<title>Hatirjheel Lake Walk')
    // Search engines read the Bangla trip at its Bangla address.
    expect(bn1.body).toContain(
      `"name":"${BANGLA.placeNameBn}","description":"${BANGLA.descriptionBn}","inLanguage":"bn"`,
    )
    expect(bn1.body).toContain(`"url":"${t.config.publicUrl}/bn/tour-details/${tour._id}"`)
    // The data the page hydrates from is the same language as its HTML.
    expect(bn1.body).toContain(`"placeName":"${BANGLA.placeNameBn}"`)
    expect(en1.body).not.toMatch(/"placeName":"[^"]*[\u0980-\u09FF]/)
    expect(JSON.parse(api.body).placeName).toBe('Hatirjheel Lake Walk')
    expect(bn2.body).toBe(bn1.body)
    expect(en2.body).toBe(en1.body)
  })
})

/** The text of a page's h1. */
function heading(html: string): string | undefined {
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]
}
