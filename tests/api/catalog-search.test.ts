/**
 * The tour lists' search (issue 32 item 8, docs/decisions/048-catalogue-search.md): duration,
 * an open departure with seats for N travellers between two dates, the departure sort, each
 * sort walked a small page at a time without gaps or repeats, filters combined with each other,
 * with the price bound and with every sort, a seat taken showing in the next read, and every bad
 * parameter a 400 naming it. On PGlite, or PostgreSQL with DATABASE_URL.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Place, PlacesPage } from '#shared/contracts/catalog.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { DEPARTURES_CACHE_BOUNDS } from '#server/caches/departures-cache.ts'
import { departures } from '#server/db/schema/index.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let divisionId: number
const today = dhakaToday()
const day = (n: number) => addDays(today, n)

/**
 * The tours: [duration, price, rating, departures as [day from today, capacity, seats taken,
 * state]]. Prices, ratings and soonest dates repeat so that every sort has ties to cross.
 */
type Dep = [number, number, number, ('open' | 'closed' | 'cancelled')?]
const TOURS: [number, number, number, Dep[]][] = [
  [1, 50, 4.5, [[5, 10, 0]]],
  [1, 80, 4.5, [[5, 10, 7]]], // 3 seats left
  [2, 80, 3.9, [[12, 10, 0]]],
  [3, 120, 5, [[12, 10, 9]]], // 1 seat left
  [3, 120, 4.1, []], // no departures at all
  [4, 300, 2, [[5, 10, 0, 'closed']]], // closed: never bookable
  [
    5,
    450.5,
    3.9,
    [
      [5, 10, 0, 'cancelled'],
      [30, 20, 0],
    ],
  ],
  [8, 80, 4.5, [[0, 10, 0]]], // today: no longer bookable
  [
    2,
    999,
    5,
    [
      [40, 10, 6],
      [20, 10, 10],
    ],
  ], // soonest full, then 4 left
  [1, 20, 1.5, [[12, 10, 0]]],
  [6, 700, 4.8, [[-3, 10, 0]]], // past only
  [2, 80, 4.1, [[5, 12, 0]]],
]

let placeIds: number[] = []
const placeUuids: string[] = []

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  divisionId = (await createDivision(db, { id: 51, divisionName: 'Searchhills' })).id
  const other = await createDivision(db, { id: 52, divisionName: 'Searchcoast' })
  for (const [i, [durationDays, price, rating, deps]] of TOURS.entries()) {
    const place = await createPlace(db, {
      divisionId: i % 3 === 0 ? other.id : divisionId,
      // Not in creation order, so the placeId order is not the insertion order.
      placeId: 9000 + ((i * 5) % TOURS.length),
      placeName: `Search tour ${i}`,
      durationDays,
      price,
      rating,
    })
    placeUuids.push(place.id)
    for (const [offset, capacity, seatsTaken, state = 'open'] of deps) {
      await createDeparture(db, {
        tourId: place.id,
        date: day(offset),
        capacity,
        seatsTaken,
        state,
      })
    }
  }
  placeIds = TOURS.map((_, i) => 9000 + ((i * 5) % TOURS.length))
})
afterAll(() => t.close())

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url })
  return { status: response.statusCode, body: response.json() as unknown }
}

async function whole(url: string): Promise<Place[]> {
  const { status, body } = await get(url)
  expect(status, url).toBe(200)
  return body as Place[]
}

/** Every page of `url` at `limit`, with the totals each page reported. */
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
    expect(status, url).toBe(200)
    const page = body as PlacesPage
    expect(page.items.length).toBeLessThanOrEqual(limit)
    seen.push(...page.items)
    totals.add(page.total)
    cursor = page.nextCursor
    pages++
  } while (cursor && pages < 50)
  return { seen, totals: [...totals] }
}

/** The tours (by index in TOURS) a test expects, as placeIds, in placeId order. */
const ids = (...indexes: number[]) => indexes.map((i) => placeIds[i]!).sort((a, b) => a - b)
const placeIdsOf = (list: Place[]) => list.map((p) => p.placeId)
const sorted = (list: number[]) => [...list].sort((a, b) => a - b)

/** Only this file's tours (other files' places share no database, but be explicit). */
const mine = (list: Place[]) => list.filter((p) => placeIds.includes(p.placeId))

describe('duration', () => {
  it('keeps tours of at least minDays and at most maxDays', async () => {
    expect(placeIdsOf(mine(await whole('/api/places?minDays=2&maxDays=3')))).toEqual(
      ids(2, 3, 4, 8, 11),
    )
    expect(placeIdsOf(mine(await whole('/api/places?maxDays=1')))).toEqual(ids(0, 1, 9))
    expect(placeIdsOf(mine(await whole('/api/places?minDays=5')))).toEqual(ids(6, 7, 10))
    expect(placeIdsOf(mine(await whole('/api/places?minDays=4&maxDays=4')))).toEqual(ids(5))
  })
})

describe('dates and travellers', () => {
  it('keeps tours with an open, bookable departure in the range', async () => {
    // Day 5: tours 0, 1 and 11 (5 is closed, 6 is cancelled that day, 7 departs today).
    expect(placeIdsOf(mine(await whole(`/api/places?from=${day(5)}&to=${day(5)}`)))).toEqual(
      ids(0, 1, 11),
    )
    // From day 12 on, nothing before: 2, 3, 9 (day 12), 8 (day 20 full, day 40 has 4), 6 (day 30).
    expect(placeIdsOf(mine(await whole(`/api/places?from=${day(12)}`)))).toEqual(ids(2, 3, 6, 8, 9))
    // Up to day 11: only the day-5 ones.
    expect(placeIdsOf(mine(await whole(`/api/places?to=${day(11)}`)))).toEqual(ids(0, 1, 11))
  })

  it('never counts a departure today, in the past, closed or cancelled', async () => {
    const list = placeIdsOf(mine(await whole(`/api/places?from=${day(-10)}&to=${day(5)}`)))
    expect(list).toEqual(ids(0, 1, 11))
    expect(list).not.toContain(placeIds[7]) // today
    expect(list).not.toContain(placeIds[10]) // past
    expect(list).not.toContain(placeIds[5]) // closed
    expect(list).not.toContain(placeIds[4]) // none
  })

  it('wants N seats left: a departure with N - 1 does not qualify', async () => {
    // Tour 1 has 3 seats left on day 5; tour 3 has 1 on day 12; tour 8 has 4 on day 40.
    const with3 = placeIdsOf(mine(await whole(`/api/places?travellers=3`)))
    const with4 = placeIdsOf(mine(await whole(`/api/places?travellers=4`)))
    expect(with3).toContain(placeIds[1])
    expect(with4).not.toContain(placeIds[1])
    expect(with4).toContain(placeIds[8])
    expect(placeIdsOf(mine(await whole(`/api/places?travellers=5`)))).not.toContain(placeIds[8])
    expect(placeIdsOf(mine(await whole(`/api/places?travellers=1`)))).toContain(placeIds[3])
    expect(placeIdsOf(mine(await whole(`/api/places?travellers=2`)))).not.toContain(placeIds[3])
    // Within a range: tour 8's day-20 date is full, its day-40 one outside.
    expect(
      placeIdsOf(mine(await whole(`/api/places?from=${day(15)}&to=${day(25)}&travellers=1`))),
    ).toEqual([])
    expect(
      placeIdsOf(mine(await whole(`/api/places?from=${day(15)}&to=${day(45)}&travellers=4`))),
    ).toEqual(ids(6, 8))
    // Every tour with any bookable seat: travellers alone means from tomorrow on.
    expect(placeIdsOf(mine(await whole(`/api/places?travellers=1`)))).toEqual(
      ids(0, 1, 2, 3, 6, 8, 9, 11),
    )
  })

  it("filters a division's places alike, paged", async () => {
    const { seen, totals } = await walk(
      `/api/place/${divisionId}?from=${day(1)}&travellers=3&sort=price`,
      2,
    )
    // Division 51 holds the tours whose index is not a multiple of 3.
    expect(placeIdsOf(seen)).toEqual(
      [1, 2, 8, 11]
        .map((i) => ({ i, price: TOURS[i]![1], placeId: placeIds[i]! }))
        .sort((a, b) => a.price - b.price || a.placeId - b.placeId)
        .map((x) => x.placeId),
    )
    expect(totals).toEqual([4])
  })
})

/** The soonest bookable departure of each tour with `seats` left, in days from today. */
function soonest(i: number, seats = 1, from = 1, to = Infinity): number | null {
  const days = TOURS[i]![3].filter(([d, cap, taken, state = 'open']) => {
    return state === 'open' && d >= Math.max(1, from) && d <= to && cap - taken >= seats
  }).map(([d]) => d)
  return days.length === 0 ? null : Math.min(...days)
}

describe('sort=departure', () => {
  it('puts the soonest departure with seats first, tours without one last, ties by placeId', async () => {
    const list = mine(await whole('/api/places?sort=departure'))
    const expected = TOURS.map((_, i) => ({ i, soon: soonest(i), placeId: placeIds[i]! }))
      .sort((a, b) => (a.soon ?? Infinity) - (b.soon ?? Infinity) || a.placeId - b.placeId)
      .map((x) => x.placeId)
    expect(placeIdsOf(list)).toEqual(expected)
  })

  it('counts only departures with seats for the party', async () => {
    const list = mine(await whole('/api/places?sort=departure&travellers=4'))
    const expected = TOURS.map((_, i) => ({ i, soon: soonest(i, 4), placeId: placeIds[i]! }))
      .filter((x) => x.soon !== null)
      .sort((a, b) => a.soon! - b.soon! || a.placeId - b.placeId)
      .map((x) => x.placeId)
    expect(placeIdsOf(list)).toEqual(expected)
  })
})

const SORTS = [undefined, 'price', '-price', 'rating', '-rating', 'departure'] as const
const FILTERS = [
  '',
  'minDays=2',
  'maxPrice=300',
  `from=${day(1)}&to=${day(35)}`,
  `travellers=3&maxDays=5`,
  `from=${day(10)}&travellers=2&maxPrice=500&minDays=1&maxDays=3`,
]

describe('paging every sort with every filter', () => {
  for (const sort of SORTS) {
    for (const filter of FILTERS) {
      it(`sort ${sort ?? '(none)'} with "${filter}": pages equal the whole answer`, async () => {
        const query = [filter, sort ? `sort=${sort}` : ''].filter(Boolean).join('&')
        const url = `/api/places${query ? `?${query}` : ''}`
        const all = await whole(url)
        for (const limit of [1, 2, 5]) {
          const { seen, totals } = await walk(url, limit)
          expect(placeIdsOf(seen)).toEqual(placeIdsOf(all))
          expect(new Set(placeIdsOf(seen)).size).toBe(seen.length)
          expect(totals).toEqual([all.length])
        }
      })
    }
  }

  it('filters combine: what each keeps alone, intersected', async () => {
    const a = new Set(placeIdsOf(await whole('/api/places?maxPrice=300')))
    const b = new Set(placeIdsOf(await whole('/api/places?minDays=2')))
    const c = new Set(placeIdsOf(await whole(`/api/places?travellers=3`)))
    const all = placeIdsOf(await whole('/api/places?maxPrice=300&minDays=2&travellers=3'))
    expect(sorted(all)).toEqual(sorted([...a].filter((id) => b.has(id) && c.has(id))))
    expect(all.length).toBeGreaterThan(0)
  })

  it("reports the slider's range within the other filters, whatever maxPrice says", async () => {
    const { body } = await get(`/api/places?minDays=5&maxPrice=10&limit=5`)
    expect((body as PlacesPage).priceMax).toBe(700)
    expect((body as PlacesPage).total).toBe(0)
  })
})

describe('seats move', () => {
  it('a seat taken shows in the next read, through the caches', async () => {
    const url = `/api/places?travellers=3&from=${day(5)}&to=${day(5)}&limit=10`
    const read = async () => ((await get(url)).body as PlacesPage).items.map((p) => p.placeId)
    expect(await read()).toContain(placeIds[1])
    expect(await read()).toContain(placeIds[1]) // now from the cache
    // Tour 1's day-5 date goes from 3 seats left to 2, straight in SQL (a booking moves the
    // same column through the orders trigger): the database's notification empties the cache.
    await t.database.db
      .update(departures)
      .set({ seatsTaken: 8 })
      .where(eq(departures.tourId, placeUuids[1]!))
    const deadline = Date.now() + 3000
    let list = await read()
    while (list.includes(placeIds[1]!) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      list = await read()
    }
    expect(list).not.toContain(placeIds[1])
    await t.database.db
      .update(departures)
      .set({ seatsTaken: 7 })
      .where(eq(departures.tourId, placeUuids[1]!))
  })
})

describe('the caches', () => {
  it('keeps a list that reads seats in the departures cache, keyed by validated values only', async () => {
    // On PostgreSQL an earlier test's change notifies a moment later: let it arrive first.
    await new Promise((resolve) => setTimeout(resolve, 500))
    t.app.catalogCache.invalidate()
    const catalog = t.app.catalogCache.size
    const departuresBefore = t.app.departuresCache.size
    await get(`/api/places?travellers=2&limit=5`)
    expect(t.app.catalogCache.size).toBe(catalog)
    expect(t.app.departuresCache.size).toBe(departuresBefore + 1)
    // Unknown parameters are dropped by the schema: the same key, no new entry.
    await get(`/api/places?travellers=2&limit=5&junk=1`)
    await get(`/api/places?limit=5&travellers=2&other=${'x'.repeat(200)}`)
    expect(t.app.departuresCache.size).toBe(departuresBefore + 1)
    // Without seats, the catalogue cache as before.
    await get(`/api/places?minDays=2&limit=5`)
    expect(t.app.catalogCache.size).toBe(catalog + 1)
    expect(t.app.departuresCache.size).toBe(departuresBefore + 1)
  })

  it('stays within its bounds under a flood of distinct searches', async () => {
    for (let i = 0; i < 300; i++) {
      const { status } = await get(
        `/api/places?from=${day(1 + (i % 150))}&travellers=${1 + (i % 2)}&limit=200`,
      )
      expect(status).toBe(200)
    }
    expect(t.app.departuresCache.size).toBeLessThanOrEqual(DEPARTURES_CACHE_BOUNDS.maxEntries)
    expect(t.app.departuresCache.bytes).toBeLessThanOrEqual(DEPARTURES_CACHE_BOUNDS.maxBytes)
  })
})

describe('bad input', () => {
  it.each([
    ['from=2026-02-30', 'from'],
    ['from=tomorrow', 'from'],
    ['to=2026-1-5', 'to'],
    ['from=1999-12-31', 'from'],
    [`from=${day(10)}&to=${day(9)}`, 'to'],
    ['travellers=0', 'travellers'],
    ['travellers=21', 'travellers'],
    ['travellers=1.5', 'travellers'],
    ['travellers=two', 'travellers'],
    ['minDays=0', 'minDays'],
    ['maxDays=61', 'maxDays'],
    ['minDays=x', 'minDays'],
    ['minDays=4&maxDays=2', 'maxDays'],
    ['sort=soonest', 'sort'],
    ['sort=-departure', 'sort'],
    // A cursor of another sort.
    [`sort=departure&limit=2&cursor=${Buffer.from('[120,9001]').toString('base64url')}`, 'cursor'],
    [
      `sort=price&limit=2&cursor=${Buffer.from('["2026-12-01",9001]').toString('base64url')}`,
      'cursor',
    ],
    [
      `sort=departure&limit=2&cursor=${Buffer.from('["2026-13-01",9001]').toString('base64url')}`,
      'cursor',
    ],
  ])('answers 400 naming the field for %s', async (query, field) => {
    for (const path of ['/api/places', `/api/place/${divisionId}`]) {
      const { status, body } = await get(`${path}?${query}`)
      expect(status, `${path}?${query}`).toBe(400)
      expect(JSON.stringify(body)).toContain(field)
    }
  })

  it('accepts a range of one day, and a start in the past (bookable dates only)', async () => {
    expect((await get(`/api/places?from=${day(3)}&to=${day(3)}`)).status).toBe(200)
    expect((await get(`/api/places?from=2000-01-01&travellers=20`)).status).toBe(200)
  })
})
