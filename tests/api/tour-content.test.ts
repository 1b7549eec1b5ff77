/**
 * A tour's itinerary and lists (issue 32 items 1 and 2; decision 044): saved by admins with the
 * plan, read with the one tour in the language asked for (the English where a Bangla text is
 * none), never by a list; every bad value a 400 naming its field; the catalogue cache emptied
 * by a change; the tour page's JSON-LD carries the days as an ItemList.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Place, PlanValues } from '#shared/contracts/catalog.ts'
import {
  TOUR_DAYS_MAX,
  TOUR_LIST_ITEMS_MAX,
  type TourContentInput,
} from '#shared/contracts/tour-content.ts'
import { auditLog } from '#server/db/schema/index.ts'
import { createAccount, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
const BN = { 'accept-language': 'bn' }
let t: TestApp
let admin: TestAccount
let customer: TestAccount

beforeAll(async () => {
  t = await createTestApp({
    seed: 'demo',
    config: { adminEmails: [ADMIN_EMAIL], publicUrl: 'https://tours.example' },
  })
  admin = await createAccount(t, { email: ADMIN_EMAIL, name: 'Admin' })
  customer = await createAccount(t, { name: 'Rafiq', email: uniqueEmail('rafiq') })
})
afterAll(() => t.close())

let nextPlaceId = 9100
const plan = (content?: TourContentInput, overrides: Record<string, unknown> = {}) => ({
  placeId: nextPlaceId++,
  placeName: 'Sreemangal Tea Trails',
  description: 'Two days among the tea gardens.',
  price: 120,
  review: 0,
  duration: 3,
  rating: 4.5,
  parentID: 1,
  image: '/images/places/lalbagh-fort.svg',
  divisionName: 'Dhaka',
  ...(content && { content }),
  ...overrides,
})

const CONTENT = {
  days: [
    {
      title: 'Dhaka to Sreemangal',
      titleBn: 'ঢাকা থেকে শ্রীমঙ্গল',
      text: 'Morning train to Sreemangal; afternoon in the tea gardens.',
      textBn: 'সকালের ট্রেনে শ্রীমঙ্গল; বিকেলে চা-বাগানে।',
      meals: { breakfast: false, lunch: true, dinner: true },
      overnight: 'Sreemangal eco-resort',
      overnightBn: 'শ্রীমঙ্গলের ইকো-রিসোর্ট',
    },
    {
      title: 'Lawachara forest',
      // No Bangla title: Bangla pages show the English one.
      titleBn: '',
      text: 'A guided walk in Lawachara National Park.',
      meals: { breakfast: true, lunch: true, dinner: false },
      overnight: 'Sreemangal eco-resort',
    },
    {
      title: 'Back to Dhaka',
      text: 'Seven-layer tea, then the afternoon train home.',
      meals: { breakfast: true, lunch: false, dinner: false },
      overnight: '',
    },
  ],
  inclusions: [{ text: 'Train tickets', textBn: 'ট্রেনের টিকিট' }, { text: 'Guide' }],
  exclusions: [{ text: 'Tips', textBn: 'বকশিশ' }],
  bring: [{ text: 'Rain jacket', textBn: 'রেইনকোট' }],
  notes: [],
} satisfies TourContentInput

function as(who: TestAccount | undefined, request: InjectOptions) {
  return t.app.inject({
    ...request,
    headers: { ...(who ? { cookie: who.cookie } : {}), ...request.headers },
  })
}

async function save(method: 'POST' | 'PUT', url: string, payload: object): Promise<Place> {
  const response = await as(admin, { method, url, payload })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

async function read<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await t.app.inject({ url, headers })
  expect(response.statusCode, `${url} ${response.body}`).toBe(200)
  return response.json()
}

/** A refused save: its status and the fields its details name. */
async function refused(method: 'POST' | 'PUT', url: string, payload: object) {
  const response = await as(admin, { method, url, payload })
  const body = response.json() as { error: { details?: { path: string; message: string }[] } }
  return { status: response.statusCode, paths: body.error.details?.map((d) => d.path) ?? [] }
}

describe('a tour’s itinerary and lists', () => {
  it('are read with the one tour in English, and in Bangla where written', async () => {
    const added = await save('POST', '/api/place', plan(CONTENT))
    const en = await read<Place>(`/api/places/${added._id}`)
    expect(en.tourContent).toEqual({
      days: [
        {
          title: 'Dhaka to Sreemangal',
          text: 'Morning train to Sreemangal; afternoon in the tea gardens.',
          meals: { breakfast: false, lunch: true, dinner: true },
          overnight: 'Sreemangal eco-resort',
        },
        {
          title: 'Lawachara forest',
          text: 'A guided walk in Lawachara National Park.',
          meals: { breakfast: true, lunch: true, dinner: false },
          overnight: 'Sreemangal eco-resort',
        },
        {
          title: 'Back to Dhaka',
          text: 'Seven-layer tea, then the afternoon train home.',
          meals: { breakfast: true, lunch: false, dinner: false },
          overnight: null,
        },
      ],
      inclusions: ['Train tickets', 'Guide'],
      exclusions: ['Tips'],
      bring: ['Rain jacket'],
      notes: [],
      pickupPoints: [],
    })

    const bn = await read<Place>(`/api/places/${added._id}`, BN)
    expect(bn.tourContent!.days.map((d) => d.title)).toEqual([
      'ঢাকা থেকে শ্রীমঙ্গল',
      'Lawachara forest',
      'Back to Dhaka',
    ])
    expect(bn.tourContent!.days[0]).toMatchObject({
      text: 'সকালের ট্রেনে শ্রীমঙ্গল; বিকেলে চা-বাগানে।',
      overnight: 'শ্রীমঙ্গলের ইকো-রিসোর্ট',
    })
    // English where the Bangla is none.
    expect(bn.tourContent!.days[1]!.overnight).toBe('Sreemangal eco-resort')
    expect(bn.tourContent!.inclusions).toEqual(['ট্রেনের টিকিট', 'Guide'])
    expect(bn.tourContent!.exclusions).toEqual(['বকশিশ'])
  })

  it('are never in a list: the tour plans, a division’s places, a page of them', async () => {
    await save('POST', '/api/place', plan(CONTENT))
    for (const url of [
      '/api/places',
      '/api/places?limit=50',
      '/api/place/1',
      '/api/place/1?limit=50',
    ]) {
      const answer = await read<Place[] | { items: Place[] }>(url)
      const items = Array.isArray(answer) ? answer : answer.items
      expect(items.length, url).toBeGreaterThan(0)
      for (const item of items) expect(item, url).not.toHaveProperty('tourContent')
    }
  })

  it('a plan without any reads as empty lists', async () => {
    const added = await save('POST', '/api/place', plan())
    expect((await read<Place>(`/api/places/${added._id}`)).tourContent).toEqual({
      days: [],
      inclusions: [],
      exclusions: [],
      bring: [],
      notes: [],
      pickupPoints: [],
    })
  })

  it('are edited by an admin: reordered, changed, kept when not sent, audited', async () => {
    const added = await save('POST', '/api/place', plan(CONTENT))
    const values = await read<PlanValues>(`/api/place/${added._id}/edit`, {
      cookie: admin.cookie,
    })
    // Both languages, as written; an empty Bangla is none.
    expect(values.content.days[0]).toMatchObject({
      title: 'Dhaka to Sreemangal',
      titleBn: 'ঢাকা থেকে শ্রীমঙ্গল',
    })
    expect(values.content.days[1]!.titleBn).toBeNull()
    expect(values.content.days[2]!.overnight).toBeNull()

    // The edit form sends back what it read, days 1 and 2 swapped and a note added.
    const [one, two, three] = values.content.days
    const edited = {
      ...values.content,
      days: [two!, one!, three!],
      notes: [{ text: 'Leeches after rain', textBn: 'বৃষ্টির পরে জোঁক থাকে' }],
    }
    await save('PUT', `/api/place/${added._id}`, { ...values, content: edited })
    const en = await read<Place>(`/api/places/${added._id}`)
    expect(en.tourContent!.days.map((d) => d.title)).toEqual([
      'Lawachara forest',
      'Dhaka to Sreemangal',
      'Back to Dhaka',
    ])
    expect((await read<Place>(`/api/places/${added._id}`, BN)).tourContent!.notes).toEqual([
      'বৃষ্টির পরে জোঁক থাকে',
    ])

    // A save without `content` (the spec's own client) keeps it.
    const { content: _content, ...withoutContent } = values
    await save('PUT', `/api/place/${added._id}`, { ...withoutContent, price: 125 })
    expect((await read<Place>(`/api/places/${added._id}`)).tourContent!.days).toHaveLength(3)

    type Audit = {
      before: { content: PlanValues['content'] }
      after: { content: PlanValues['content'] }
    }
    const audits = await t.database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'plan.updated'), eq(auditLog.subjectId, added._id)))
      .orderBy(auditLog.id)
    expect(audits).toHaveLength(2)
    const first = audits[0] as Audit
    expect(first.before.content.days[0]!.title).toBe('Dhaka to Sreemangal')
    expect(first.after.content.days[0]!.title).toBe('Lawachara forest')
  })

  it('are kept when a client sends back the tour it read (the spec’s round trip)', async () => {
    const added = await save('POST', '/api/place', plan(CONTENT))
    for (const headers of [{}, BN]) {
      const read = await t.app.inject({ url: `/api/places/${added._id}`, headers })
      const tour = read.json() as Place
      await save('PUT', `/api/place/${added._id}`, { ...tour, ...plan(), placeId: tour.placeId })
    }
    const values = await read<PlanValues>(`/api/place/${added._id}/edit`, {
      cookie: admin.cookie,
    })
    expect(values.content.days[0]!.titleBn).toBe('ঢাকা থেকে শ্রীমঙ্গল')
    expect(values.content.inclusions).toEqual([
      { text: 'Train tickets', textBn: 'ট্রেনের টিকিট' },
      { text: 'Guide', textBn: null },
    ])
  })

  it('refuse bad values with a 400 naming the field', async () => {
    const added = await save('POST', '/api/place', plan(CONTENT))
    const put = (content: unknown, overrides: Record<string, unknown> = {}) =>
      refused('PUT', `/api/place/${added._id}`, { ...plan(undefined, overrides), content })
    const day = CONTENT.days[0]!
    const cases: [unknown, string, Record<string, unknown>?][] = [
      [{ days: [{ ...day, title: '  ' }] }, '/content/days/0/title'],
      [{ days: [day, { ...day, text: 'x'.repeat(2001) }] }, '/content/days/1/text'],
      [{ days: [{ ...day, textBn: 'ক'.repeat(2001) }] }, '/content/days/0/textBn'],
      [{ days: [{ ...day, overnight: 'x'.repeat(121) }] }, '/content/days/0/overnight'],
      [
        { days: [{ ...day, meals: { breakfast: 'yes', lunch: true, dinner: true } }] },
        '/content/days/0/meals/breakfast',
      ],
      [{ days: 'three' }, '/content/days'],
      [{ inclusions: [{ text: 'x'.repeat(201) }] }, '/content/inclusions/0/text'],
      [{ bring: [{ textBn: 'ছাতা' }] }, '/content/bring/0/text'],
      [
        { notes: Array.from({ length: TOUR_LIST_ITEMS_MAX + 1 }, (_, i) => ({ text: `n${i}` })) },
        '/content/notes',
      ],
      // More days than the tour lasts, and more than any tour may have.
      [{ days: [day, day, day, day] }, '/content/days'],
      [
        { days: Array.from({ length: TOUR_DAYS_MAX + 1 }, () => day) },
        '/content/days',
        { duration: 60 },
      ],
      ['itinerary', '/content'],
    ]
    for (const [content, path, overrides] of cases) {
      const answer = await put(content, overrides)
      expect(answer.status, JSON.stringify(content).slice(0, 80)).toBe(400)
      expect(answer.paths, JSON.stringify(content).slice(0, 80)).toContain(path)
    }
    // Shortening the tour below the days it keeps names the duration.
    const { content: _content, ...shorter } = plan(undefined, { duration: 2 })
    const answer = await refused('PUT', `/api/place/${added._id}`, shorter)
    expect(answer).toEqual({ status: 400, paths: ['/duration'] })
    // A new plan is checked the same way.
    expect(await refused('POST', '/api/place', plan({ days: [day, day, day, day] }))).toEqual({
      status: 400,
      paths: ['/content/days'],
    })
    // Nothing was saved.
    expect((await read<Place>(`/api/places/${added._id}`)).tourContent!.days).toHaveLength(3)
  })

  it('are saved by admins only', async () => {
    const added = await save('POST', '/api/place', plan(CONTENT))
    const payload = plan({ days: [] })
    expect(
      (await as(undefined, { method: 'PUT', url: `/api/place/${added._id}`, payload })).statusCode,
    ).toBe(401)
    expect(
      (await as(customer, { method: 'PUT', url: `/api/place/${added._id}`, payload })).statusCode,
    ).toBe(403)
    expect((await as(customer, { url: `/api/place/${added._id}/edit` })).statusCode).toBe(403)
    expect((await read<Place>(`/api/places/${added._id}`)).tourContent!.days).toHaveLength(3)
  })

  it('show a change at once: an edit and a change straight in the database empty the cache', async () => {
    const added = await save('POST', '/api/place', plan(CONTENT))
    const url = `/api/places/${added._id}`
    const first = await t.app.inject(url)
    const etag = first.headers.etag as string
    expect((await t.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304)

    const values = await read<PlanValues>(`/api/place/${added._id}/edit`, { cookie: admin.cookie })
    await save('PUT', `/api/place/${added._id}`, {
      ...values,
      content: { ...values.content, bring: [{ text: 'Torch', textBn: null }] },
    })
    const after = await t.app.inject({ url, headers: { 'if-none-match': etag } })
    expect(after.statusCode).toBe(200)
    expect((after.json() as Place).tourContent!.bring).toEqual(['Torch'])

    // Straight in SQL: the trigger on places notifies the cache.
    await read<Place>(url)
    await t.database.db.execute(
      sql`update places set content = jsonb_set(content, '{bring}', '[{"text":"Hat","textBn":null}]')
          where id = ${added._id}`,
    )
    const deadline = Date.now() + 1000
    let bring = (await read<Place>(url)).tourContent!.bring
    while (bring[0] !== 'Hat' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      bring = (await read<Place>(url)).tourContent!.bring
    }
    expect(bring).toEqual(['Hat'])
  })

  it('the taka demo carries the same itineraries and lists as the dollar one', async () => {
    const taka = await createTestApp({ seed: 'demo-bd' })
    try {
      for (const headers of [{}, BN]) {
        const read = async (app: TestApp) =>
          (await app.app.inject({ url: '/api/places/118', headers })).json() as Place
        const [dollars, inTaka] = [await read(t), await read(taka)]
        expect(inTaka.tourContent!.days).toHaveLength(3)
        expect(inTaka.tourContent).toEqual(dollars.tourContent)
      }
    } finally {
      await taka.close()
    }
  })

  it('the tour page’s JSON-LD carries the days as the TouristTrip’s itinerary', async () => {
    const added = await save('POST', '/api/place', plan(CONTENT))
    const jsonLd = async (path: string) => {
      const page = await t.app.inject(path)
      expect(page.statusCode).toBe(200)
      return JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(page.body)![1]!)
    }
    const en = await jsonLd(`/tour-details/${added._id}`)
    expect(en).toMatchObject({
      '@type': 'TouristTrip',
      name: 'Sreemangal Tea Trails',
      offers: { '@type': 'Offer', price: '120.00' },
      itinerary: {
        '@type': 'ItemList',
        numberOfItems: 3,
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            item: {
              '@type': 'TouristAttraction',
              name: 'Day 1: Dhaka to Sreemangal',
              description: 'Morning train to Sreemangal; afternoon in the tea gardens.',
            },
          },
          { position: 2, item: { name: 'Day 2: Lawachara forest' } },
          { position: 3, item: { name: 'Day 3: Back to Dhaka' } },
        ],
      },
    })
    const bn = await jsonLd(`/bn/tour-details/${added._id}`)
    expect(bn.itinerary.itemListElement[0].item.name).toBe('দিন ১: ঢাকা থেকে শ্রীমঙ্গল')

    // A tour without days keeps its place as its itinerary.
    const bare = await save('POST', '/api/place', plan())
    expect((await jsonLd(`/tour-details/${bare._id}`)).itinerary).toMatchObject({
      '@type': 'Place',
      name: 'Sreemangal Tea Trails',
    })
  })

  it('the tour page’s JSON-LD offers a price for each traveller category the tour sets', async () => {
    const added = await save('POST', '/api/place', {
      ...plan(),
      pricing: {
        categories: [
          { kind: 'child', price: 70, minAge: 5, maxAge: 11 },
          { kind: 'foreign', price: 200 },
        ],
      },
    })
    const page = await t.app.inject(`/tour-details/${added._id}`)
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page.body)![1]!,
    )
    expect(jsonLd.offers).toMatchObject([
      { '@type': 'Offer', name: 'Adults', category: 'adult', price: '120.00' },
      { '@type': 'Offer', name: 'Children', category: 'child', price: '70.00' },
      { '@type': 'Offer', name: 'Foreign nationals', category: 'foreign', price: '200.00' },
    ])
  })
})
