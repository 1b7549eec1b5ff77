/**
 * The demo catalogue a newcomer sees: Bangladesh's eight divisions, real places in each, and
 * testimonials; every image ships with the project, is small and has alt text.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Division, Place, Review } from '#shared/contracts/catalog.ts'
import type { Departure } from '#shared/contracts/departures.ts'
import { daysBetween, dhakaToday } from '#shared/dhaka-date.ts'
import { seedDemo } from '#server/db/seed/seed-demo.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let divisions: Division[]
let places: Place[]
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' })
  divisions = (await t.app.inject('/api/divisions')).json()
  places = (await t.app.inject('/api/places')).json()
})
afterAll(() => t.close())

describe('demo catalogue', () => {
  it("has Bangladesh's eight divisions", () => {
    expect(divisions.map((d) => d.divisionName)).toEqual([
      'Dhaka',
      'Chattogram',
      'Rajshahi',
      'Khulna',
      'Barishal',
      'Sylhet',
      'Rangpur',
      'Mymensingh',
    ])
  })

  it('has at least 32 places, at least 3 per division, with well-known ones', () => {
    expect(places.length).toBeGreaterThanOrEqual(32)
    for (const division of divisions) {
      expect(division.totalPlace, division.divisionName).toBeGreaterThanOrEqual(3)
      expect(places.filter((p) => p.parentID === division.id)).toHaveLength(division.totalPlace)
    }
    const names = places.map((p) => p.placeName).join(' | ')
    for (const known of ["Cox's Bazar", 'Sundarbans', 'Sajek', 'Ratargul', 'Paharpur', 'Kuakata']) {
      expect(names).toContain(known)
    }
  })

  it('describes every place in 2 to 4 sentences with sane numbers', () => {
    for (const place of places) {
      const sentences = place.description.split(/(?<=[.!?])\s+/).filter(Boolean)
      expect(sentences.length, place.placeName).toBeGreaterThanOrEqual(2)
      expect(sentences.length, place.placeName).toBeLessThanOrEqual(4)
      expect(place.price).toBeGreaterThan(0)
      expect(place.duration).toBeGreaterThanOrEqual(1)
      expect(place.rating).toBeGreaterThanOrEqual(0)
      expect(place.rating).toBeLessThanOrEqual(5)
      expect(place.review).toBeGreaterThanOrEqual(0)
    }
  })

  it('has its own Bangla for every division and place, and its testimonials as written', async () => {
    const bn = { 'accept-language': 'bn' }
    const bnDivisions: Division[] = (
      await t.app.inject({ url: '/api/divisions', headers: bn })
    ).json()
    const bnPlaces: Place[] = (await t.app.inject({ url: '/api/places', headers: bn })).json()
    // Bengali letters and digits, the danda, spaces and punctuation: no word left in English.
    const bengali = /^[\u0980-\u09FF\u0964\u0965\u200C\u200D\s,.;:()–—‘’“”-]+$/u
    expect(bnDivisions.map((d) => d.divisionName)).toEqual([
      'ঢাকা',
      'চট্টগ্রাম',
      'রাজশাহী',
      'খুলনা',
      'বরিশাল',
      'সিলেট',
      'রংপুর',
      'ময়মনসিংহ',
    ])
    for (const [i, division] of bnDivisions.entries()) {
      expect(division.divisionNameEn).toBe(divisions[i]!.divisionName)
      expect(division.imageAlt, division.divisionName).toMatch(bengali)
    }
    expect(bnPlaces.map((p) => p._id)).toEqual(places.map((p) => p._id))
    for (const [i, place] of bnPlaces.entries()) {
      const english = places[i]!
      for (const key of ['placeName', 'description', 'imageAlt', 'divisionName'] as const) {
        expect(place[key], `${english.placeName} ${key}`).toMatch(bengali)
      }
      expect(place.description.length).toBeGreaterThan(english.description.length / 2)
    }
    const reviews = (lang: string) =>
      t.app.inject({ url: '/api/review', headers: { 'accept-language': lang } })
    expect((await reviews('bn')).body).toBe((await reviews('en')).body)
  })

  it('gives every tour its itinerary, a day per day, and its lists, in English and Bangla', async () => {
    const bangla = /[\u0980-\u09FF]/
    for (const place of places) {
      const read = async (language: string) =>
        (
          await t.app.inject({
            url: `/api/places/${place._id}`,
            headers: { 'accept-language': language },
          })
        ).json() as Place
      const [en, bn] = [await read('en'), await read('bn')]
      expect(en.tourContent!.days, place.placeName).toHaveLength(place.duration)
      expect(bn.tourContent!.days, place.placeName).toHaveLength(place.duration)
      for (const key of ['inclusions', 'exclusions', 'bring', 'notes'] as const) {
        expect(en.tourContent![key].length, `${place.placeName} ${key}`).toBeGreaterThan(0)
        expect(bn.tourContent![key].every((text) => bangla.test(text))).toBe(true)
      }
      expect(
        bn.tourContent!.days.every((day) => bangla.test(day.title) && bangla.test(day.text)),
      ).toBe(true)
      expect(en.tourContent!.days.some((day) => bangla.test(day.title + day.text))).toBe(false)
    }
  })

  it('has at least 8 testimonials', async () => {
    const reviews: Review[] = (await t.app.inject('/api/review')).json()
    expect(reviews.length).toBeGreaterThanOrEqual(8)
  })

  it('ships every image, under 60 KB, with alt text', () => {
    for (const item of [...divisions, ...places]) {
      expect(item.image).toMatch(/^\/images\//)
      const file = path.join('public', item.image)
      expect(fs.existsSync(file), file).toBe(true)
      expect(fs.statSync(file).size, file).toBeLessThan(60 * 1024)
      expect(item.imageAlt.length, file).toBeGreaterThan(10)
    }
    for (const file of fs.readdirSync('public/images', { recursive: true, withFileTypes: true })) {
      if (!file.isFile()) continue
      const full = path.join(file.parentPath, file.name)
      expect(fs.statSync(full).size, full).toBeLessThan(60 * 1024)
      if (full.endsWith('.svg'))
        expect(fs.readFileSync(full, 'utf8')).not.toMatch(/https?:\/\/(?!www\.w3\.org)/)
    }
  })

  it('seeds only an empty database, so restarts never duplicate', async () => {
    expect(await seedDemo(t.database.db)).toEqual({ seeded: false })
    expect(((await t.app.inject('/api/places')).json() as Place[]).length).toBe(places.length)
  })

  it('gives every tour weekly or fortnightly departures for six months, showing every seat state', async () => {
    const statuses = new Set<string>()
    for (const place of places) {
      const list: Departure[] = (await t.app.inject(`/api/places/${place._id}/departures`)).json()
      expect(list.length, place.placeName).toBeGreaterThanOrEqual(13)
      const gaps = list.slice(1).map((d, i) => daysBetween(list[i]!.date, d.date))
      expect(new Set(gaps).size, place.placeName).toBe(1)
      expect([7, 14]).toContain(gaps[0])
      expect(daysBetween(dhakaToday(), list.at(-1)!.date)).toBeGreaterThan(170)
      for (const departure of list) {
        expect(departure.capacity).toBeGreaterThanOrEqual(8)
        expect(departure.capacity).toBeLessThanOrEqual(20)
        expect(departure.price).toBe(place.price)
        statuses.add(departure.status)
      }
    }
    expect([...statuses].sort()).toEqual(['few', 'open', 'soldout'])
  })
})
