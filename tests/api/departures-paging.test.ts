/**
 * Admins' departure lists a page at a time: a plan's departures (keyset on the date) and a
 * departure's manifest (keyset on name, time and id), walked to the end without gaps or
 * repeats, in the same order as the whole answers, which stay as they were without the
 * parameters; a bad cursor is a 400 naming `cursor`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  AdminDeparture,
  DepartureManifest,
  ManifestPage,
} from '#shared/contracts/departures.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { orders } from '#server/db/schema/index.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createDeparture } from '#tests/factories/departures.ts'
import { createAccount, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ADMIN_EMAIL = uniqueEmail('admin')
let t: TestApp
let admin: TestAccount
let customer: TestAccount
let tourId: string
let busyDepartureId: string

// Names repeat (and differ only in case), so the manifest's ties are crossed by time and id.
const NAMES = ['Zara Khan', 'abir Hasan', 'Abir Hasan', 'Mitu Das', 'mitu das', 'Nadia', 'Bashir']

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [ADMIN_EMAIL] } })
  const db = t.database.db
  const division = await createDivision(db)
  const place = await createPlace(db, { divisionId: division.id, price: 80 })
  tourId = place.id
  const today = dhakaToday()
  for (let i = 1; i <= 8; i++) {
    const departure = await createDeparture(db, {
      tourId,
      date: addDays(today, 3 * i),
      capacity: 40,
    })
    if (i === 1) busyDepartureId = departure.id
  }
  const at = new Date()
  await db.insert(orders).values(
    NAMES.map((name, i) => ({
      tourId,
      tourName: place.name,
      tourPriceCents: 8000,
      name,
      email: `traveller${i}@example.com`,
      phone: '+880 1712-345678',
      reference: `BT-PG${String(i).padStart(4, '0')}`,
      departureId: busyDepartureId,
      departureDate: addDays(today, 3),
      travellers: 1 + (i % 3),
      isPaid: i % 2 === 0,
      paidCents: i % 2 === 0 ? 8000 * (1 + (i % 3)) : 0,
      // Two bookings share a moment: the id breaks the tie.
      createdAt: new Date(at.getTime() + (i === 4 ? 0 : i) * 1000),
    })),
  )
  ;[admin, customer] = await Promise.all([
    createAccount(t, { email: ADMIN_EMAIL, name: 'Admin' }),
    createAccount(t, { name: 'Customer' }),
  ])
})
afterAll(() => t.close())

const get = async (url: string, who: TestAccount = admin) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } })
  return { status: response.statusCode, body: response.json() as unknown }
}

async function walk<T>(url: string, limit: number) {
  const items: T[] = []
  const totals = new Set<number>()
  let cursor: string | null = null
  let pages = 0
  do {
    const { status, body } = await get(
      `${url}${url.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    )
    expect(status).toBe(200)
    const page = body as { items: T[]; nextCursor: string | null; total: number }
    expect(page.items.length).toBeLessThanOrEqual(limit)
    items.push(...page.items)
    totals.add(page.total)
    cursor = page.nextCursor
    pages++
  } while (cursor && pages < 20)
  return { items, totals: [...totals], pages }
}

describe("a plan's departures, paged", () => {
  it('walks every departure by date, as the whole answer lists them', async () => {
    const whole = (await get(`/api/places/${tourId}/departures/all`)).body as AdminDeparture[]
    expect(whole).toHaveLength(8)
    const { items, totals, pages } = await walk<AdminDeparture>(
      `/api/places/${tourId}/departures/all`,
      3,
    )
    expect(items.map((d) => d._id)).toEqual(whole.map((d) => d._id))
    expect(totals).toEqual([8])
    expect(pages).toBe(3)
  })

  it.each([
    '!!',
    Buffer.from('["2026-02-30"]').toString('base64url'),
    Buffer.from('[1]').toString('base64url'),
  ])('answers 400 naming cursor for %s', async (cursor) => {
    const { status, body } = await get(`/api/places/${tourId}/departures/all?cursor=${cursor}`)
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain('cursor')
  })

  it('stays for admins', async () => {
    expect((await get(`/api/places/${tourId}/departures/all?limit=2`, customer)).status).toBe(403)
  })
})

describe("a departure's manifest, paged", () => {
  it('walks the bookings by name with the totals of them all on every page', async () => {
    const whole = (await get(`/api/departures/${busyDepartureId}/manifest`))
      .body as DepartureManifest
    expect(whole.bookings).toHaveLength(NAMES.length)
    const seen = []
    let cursor: string | null = null
    do {
      const { status, body } = await get(
        `/api/departures/${busyDepartureId}/manifest?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      )
      expect(status).toBe(200)
      const page = body as ManifestPage
      expect(page.totals).toEqual(whole.totals)
      expect(page.total).toBe(NAMES.length)
      expect(page.departure._id).toBe(busyDepartureId)
      seen.push(...page.items)
      cursor = page.nextCursor
    } while (cursor)
    expect(seen.map((b) => b._id)).toEqual(whole.bookings.map((b) => b._id))
    expect(whole.totals).toEqual({
      bookings: NAMES.length,
      travellers: NAMES.reduce((sum, _, i) => sum + 1 + (i % 3), 0),
      paidTravellers: NAMES.reduce((sum, _, i) => sum + (i % 2 === 0 ? 1 + (i % 3) : 0), 0),
      checkedInTravellers: 0,
      noShowTravellers: 0,
    })
  })

  it('answers 400 naming cursor for a bad one', async () => {
    const bad = Buffer.from('["a","yesterday","x"]').toString('base64url')
    const { status, body } = await get(`/api/departures/${busyDepartureId}/manifest?cursor=${bad}`)
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain('cursor')
  })
})
