/**
 * A tour's pickup and meeting points (issue 32 item 3; decision 047): saved by admins with the
 * plan's content, each given an id by the server and keeping it across edits (bookings refer to
 * it), read with the one tour in the language asked for, stored content from before them read
 * as none, every bad value a 400 naming its field; a departure's start time (HH:MM, Dhaka)
 * saved, changed, cleared and read on the public list; the page's CSP allowing the map's tiles.
 */
import { eq, sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Place, PlanValues } from '#shared/contracts/catalog.ts'
import type { AdminDeparture, Departure } from '#shared/contracts/departures.ts'
import { PICKUP_POINTS_MAX, type PickupPointInput } from '#shared/contracts/tour-content.ts'
import { places } from '#server/db/schema/index.ts'
import { createAccount, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { futureDate } from '#tests/factories/departures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
const BN = { 'accept-language': 'bn' }
let t: TestApp
let admin: TestAccount

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo', config: { adminEmails: [ADMIN_EMAIL] } })
  admin = await createAccount(t, { email: ADMIN_EMAIL, name: 'Admin' })
})
afterAll(() => t.close())

let nextPlaceId = 9300
const plan = (pickupPoints?: PickupPointInput[]) => ({
  placeId: nextPlaceId++,
  placeName: 'Sajek by night coach',
  description: 'Two days in the hills.',
  price: 140,
  review: 0,
  duration: 2,
  rating: 4.5,
  parentID: 2,
  image: '/images/places/lalbagh-fort.svg',
  divisionName: 'Chattogram',
  ...(pickupPoints && { content: { pickupPoints } }),
})

const SAYEDABAD = {
  kind: 'pickup',
  name: 'Sayedabad bus terminal',
  nameBn: 'সায়েদাবাদ বাস টার্মিনাল',
  address: 'Sayedabad, Jatrabari, Dhaka 1204',
  addressBn: 'সায়েদাবাদ, যাত্রাবাড়ী, ঢাকা ১২০৪',
  time: '22:00',
  lat: 23.7151,
  lng: 90.4275,
} satisfies PickupPointInput
const KHAGRACHHARI = {
  kind: 'meeting',
  name: 'Khagrachhari jeep stand',
  // No Bangla: Bangla pages show the English.
  nameBn: '',
  address: 'Shapla Chattar, Khagrachhari',
  time: '07:00',
} satisfies PickupPointInput

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

/** A refused request: its status and the fields its details name. */
async function refused(method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) {
  const response = await as(admin, { method, url, payload })
  const body = response.json() as { error: { details?: { path: string; message: string }[] } }
  return {
    status: response.statusCode,
    paths: body.error.details?.map((d) => d.path) ?? [],
    messages: body.error.details?.map((d) => d.message) ?? [],
  }
}

describe('pickup and meeting points', () => {
  it('are saved with the plan, given ids, and read in English and in Bangla', async () => {
    const added = await save('POST', '/api/place', plan([SAYEDABAD, KHAGRACHHARI]))
    const en = await read<Place>(`/api/places/${added._id}`)
    const points = en.tourContent!.pickupPoints
    expect(points.map(({ id: _id, ...point }) => point)).toEqual([
      {
        kind: 'pickup',
        name: 'Sayedabad bus terminal',
        address: 'Sayedabad, Jatrabari, Dhaka 1204',
        time: '22:00',
        lat: 23.7151,
        lng: 90.4275,
      },
      {
        kind: 'meeting',
        name: 'Khagrachhari jeep stand',
        address: 'Shapla Chattar, Khagrachhari',
        time: '07:00',
        lat: null,
        lng: null,
      },
    ])
    expect(new Set(points.map((point) => point.id)).size).toBe(2)
    for (const point of points) expect(point.id).toMatch(/^[0-9a-f-]{36}$/)

    const bn = await read<Place>(`/api/places/${added._id}`, BN)
    expect(bn.tourContent!.pickupPoints.map((p) => [p.id, p.name, p.address])).toEqual([
      [points[0]!.id, 'সায়েদাবাদ বাস টার্মিনাল', 'সায়েদাবাদ, যাত্রাবাড়ী, ঢাকা ১২০৪'],
      // English where the Bangla is none.
      [points[1]!.id, 'Khagrachhari jeep stand', 'Shapla Chattar, Khagrachhari'],
    ])

    // The edit form reads both languages, an empty Bangla as none.
    const values = await read<PlanValues>(`/api/place/${added._id}/edit`, {
      cookie: admin.cookie,
    })
    expect(values.content.pickupPoints).toEqual([
      { id: points[0]!.id, ...SAYEDABAD },
      { id: points[1]!.id, ...KHAGRACHHARI, nameBn: null, addressBn: null, lat: null, lng: null },
    ])
  })

  it('keep their ids across edits; a new or unknown id gets a new one', async () => {
    const added = await save('POST', '/api/place', plan([SAYEDABAD, KHAGRACHHARI]))
    const values = await read<PlanValues>(`/api/place/${added._id}/edit`, {
      cookie: admin.cookie,
    })
    const [first, second] = values.content.pickupPoints
    // Reordered, one renamed, one added, one claiming an id the plan never had.
    await save('PUT', `/api/place/${added._id}`, {
      ...plan(),
      placeId: values.placeId,
      content: {
        ...values.content,
        pickupPoints: [
          { ...second, name: 'Khagrachhari Shapla Chattar' },
          first,
          { ...SAYEDABAD, name: 'Gabtoli bus terminal', time: '21:30' },
          { ...SAYEDABAD, id: 'not-one-of-ours', name: 'Arambagh bus counters' },
          // The same id twice: the second is a new point.
          { ...first, name: 'Fakirapool bus counters' },
        ],
      },
    })
    const after = (await read<PlanValues>(`/api/place/${added._id}/edit`, { cookie: admin.cookie }))
      .content.pickupPoints
    expect(after.map((point) => point.name)).toEqual([
      'Khagrachhari Shapla Chattar',
      'Sayedabad bus terminal',
      'Gabtoli bus terminal',
      'Arambagh bus counters',
      'Fakirapool bus counters',
    ])
    expect(after[0]!.id).toBe(second!.id)
    expect(after[1]!.id).toBe(first!.id)
    const others = after.slice(2).map((point) => point.id)
    expect(others).not.toContain('not-one-of-ours')
    expect(new Set([...others, first!.id, second!.id]).size).toBe(5)

    // Content not sent keeps them; content sent without points removes them.
    await save('PUT', `/api/place/${added._id}`, { ...plan(), placeId: values.placeId })
    expect(
      (await read<Place>(`/api/places/${added._id}`)).tourContent!.pickupPoints.map((p) => p.id),
    ).toEqual(after.map((point) => point.id))
    await save('PUT', `/api/place/${added._id}`, {
      ...plan(),
      placeId: values.placeId,
      content: { days: [] },
    })
    expect((await read<Place>(`/api/places/${added._id}`)).tourContent!.pickupPoints).toEqual([])
  })

  it('read as none from content stored before they existed', async () => {
    const added = await save('POST', '/api/place', plan())
    // As decision 044's content was stored: no pickupPoints key at all.
    await t.database.db
      .update(places)
      .set({
        content: sql`${JSON.stringify({
          days: [],
          inclusions: [{ text: 'Guide', textBn: null }],
          exclusions: [],
          bring: [],
          notes: [],
        })}::jsonb`,
      })
      .where(eq(places.id, added._id))
    t.app.catalogCache.invalidate()
    const tour = await read<Place>(`/api/places/${added._id}`)
    expect(tour.tourContent).toMatchObject({ inclusions: ['Guide'], pickupPoints: [] })
    const values = await read<PlanValues>(`/api/place/${added._id}/edit`, {
      cookie: admin.cookie,
    })
    expect(values.content.pickupPoints).toEqual([])
    // And an edit adding one works on it.
    await save('PUT', `/api/place/${added._id}`, {
      ...plan(),
      placeId: values.placeId,
      content: { ...values.content, pickupPoints: [SAYEDABAD] },
    })
    expect((await read<Place>(`/api/places/${added._id}`)).tourContent!.pickupPoints).toHaveLength(
      1,
    )
  })

  it('the demo tours have them, in both languages, with positions', async () => {
    const tour = await read<Place>('/api/places/108', BN)
    const points = tour.tourContent!.pickupPoints
    expect(points.length).toBeGreaterThanOrEqual(2)
    expect(points[0]).toMatchObject({ kind: 'pickup', name: 'ফকিরাপুল বাস কাউন্টার' })
    for (const point of points) {
      expect(point.lat).toBeGreaterThan(20)
      expect(point.lat).toBeLessThan(27)
      expect(point.lng).toBeGreaterThan(88)
      expect(point.lng).toBeLessThan(93)
    }
  })

  const bad: [string, Record<string, unknown>, string][] = [
    ['no name', { name: '  ' }, '/content/pickupPoints/0/name'],
    ['a long name', { name: 'x'.repeat(121) }, '/content/pickupPoints/0/name'],
    ['no address', { address: '' }, '/content/pickupPoints/0/address'],
    ['a long Bangla address', { addressBn: 'ক'.repeat(301) }, '/content/pickupPoints/0/addressBn'],
    ['no time', { time: undefined }, '/content/pickupPoints/0/time'],
    ['a time past midnight', { time: '24:00' }, '/content/pickupPoints/0/time'],
    ['a time without minutes', { time: '7' }, '/content/pickupPoints/0/time'],
    ['an unknown kind', { kind: 'dropoff' }, '/content/pickupPoints/0/kind'],
    ['a latitude beyond 90', { lat: 91 }, '/content/pickupPoints/0/lat'],
    ['a longitude beyond 180', { lng: -180.5 }, '/content/pickupPoints/0/lng'],
    ['a latitude as text', { lat: 'north' }, '/content/pickupPoints/0/lat'],
    ['a latitude without a longitude', { lng: null }, '/content/pickupPoints/0/lng'],
    ['a longitude without a latitude', { lat: undefined }, '/content/pickupPoints/0/lat'],
  ]
  it.each(bad)('%s is a 400 naming the field', async (_, change, path) => {
    const point = { ...SAYEDABAD, ...change }
    const result = await refused('POST', '/api/place', plan([point as PickupPointInput]))
    expect(result.status).toBe(400)
    expect(result.paths).toContain(path)
  })

  it(`at most ${PICKUP_POINTS_MAX}, and only admins save them`, async () => {
    const many = Array.from({ length: PICKUP_POINTS_MAX + 1 }, () => SAYEDABAD)
    const result = await refused('POST', '/api/place', plan(many))
    expect(result.status).toBe(400)
    expect(result.paths).toContain('/content/pickupPoints')
    expect(result.messages.join(' ')).toContain(String(PICKUP_POINTS_MAX))

    const customer = await createAccount(t, { name: 'Rafiq', email: uniqueEmail('rafiq') })
    const response = await as(customer, {
      method: 'POST',
      url: '/api/place',
      payload: plan([SAYEDABAD]),
    })
    expect(response.statusCode).toBe(403)
  })
})

describe('a departure’s start time', () => {
  async function tourId(): Promise<string> {
    return (await save('POST', '/api/place', plan()))._id
  }

  it('is saved, read by admins and on the public list, changed and cleared', async () => {
    const id = await tourId()
    const date = futureDate()
    const created = await as(admin, {
      method: 'POST',
      url: `/api/places/${id}/departures`,
      payload: { date, capacity: 20, startTime: '06:30' },
    })
    expect(created.statusCode, created.body).toBe(201)
    const departure = created.json() as AdminDeparture
    expect(departure.startTime).toBe('06:30')

    const listed = await read<Departure[]>(`/api/places/${id}/departures`)
    expect(listed.map((d) => [d.date, d.startTime])).toEqual([[date, '06:30']])

    const changed = await as(admin, {
      method: 'PATCH',
      url: `/api/departures/${departure._id}`,
      payload: { startTime: '22:15' },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect((changed.json() as AdminDeparture).startTime).toBe('22:15')
    expect((await read<Departure[]>(`/api/places/${id}/departures`))[0]!.startTime).toBe('22:15')

    const cleared = await as(admin, {
      method: 'PATCH',
      url: `/api/departures/${departure._id}`,
      payload: { startTime: '' },
    })
    expect((cleared.json() as AdminDeparture).startTime).toBeNull()

    // Without one: none said.
    const other = await as(admin, {
      method: 'POST',
      url: `/api/places/${id}/departures`,
      payload: { date: futureDate(), capacity: 5 },
    })
    expect((other.json() as AdminDeparture).startTime).toBeNull()
  })

  it('a series carries it to every date', async () => {
    const id = await tourId()
    const from = futureDate()
    const response = await as(admin, {
      method: 'POST',
      url: `/api/places/${id}/departures/series`,
      payload: {
        from,
        to: from,
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        capacity: 10,
        startTime: '07:45',
      },
    })
    expect(response.statusCode, response.body).toBe(201)
    const { created } = response.json() as { created: AdminDeparture[] }
    expect(created.map((d) => d.startTime)).toEqual(['07:45'])
  })

  it.each(['7:30', '25:00', '12:60', 'noon', 730])('%s is a 400 naming startTime', async (bad) => {
    const id = await tourId()
    const result = await refused('POST', `/api/places/${id}/departures`, {
      date: futureDate(),
      capacity: 10,
      startTime: bad,
    })
    expect(result.status).toBe(400)
    expect(result.paths).toContain('/startTime')
  })

  it('a bad time in a change is a 400 naming startTime', async () => {
    const id = await tourId()
    const created = await as(admin, {
      method: 'POST',
      url: `/api/places/${id}/departures`,
      payload: { date: futureDate(), capacity: 20 },
    })
    const result = await refused('PATCH', `/api/departures/${created.json()._id}`, {
      startTime: '9 pm',
    })
    expect(result.status).toBe(400)
    expect(result.paths).toContain('/startTime')
  })
})
