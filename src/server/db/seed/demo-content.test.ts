/**
 * Every demo tour has an itinerary of exactly its duration's days and all four lists, each text
 * in English and in Bangla (Bengali script), within the contract's bounds.
 */
import { describe, expect, it } from 'vitest'
import { tourContentInputSchema } from '#shared/contracts/tour-content.ts'
import { demoContent } from './demo-content.ts'
import { demoPlaces } from './demo-data.ts'

const bangla = /[\u0980-\u09FF]/

describe('demo tour content', () => {
  it.each(demoPlaces.map((place) => [place.placeId, place] as const))(
    'tour %i: a day per day, four lists, both languages, within bounds',
    (_, place) => {
      const content = demoContent(place.placeId)
      expect(content).not.toBeNull()
      // What an admin could save: the contract changes nothing in it.
      expect(tourContentInputSchema.parse(content)).toEqual(content)
      expect(content!.days).toHaveLength(place.durationDays)
      for (const key of ['inclusions', 'exclusions', 'bring', 'notes'] as const) {
        expect(content![key].length, key).toBeGreaterThan(0)
        for (const item of content![key]) expect(item.textBn, item.text).toMatch(bangla)
      }
      for (const day of content!.days) {
        expect(day.titleBn, day.title).toMatch(bangla)
        expect(day.textBn, day.text).toMatch(bangla)
        expect(day.overnightBn === null, day.title).toBe(day.overnight === null)
      }
      // The last day goes home: no night; every other day has one.
      expect(content!.days.at(-1)!.overnight).toBeNull()
      for (const day of content!.days.slice(0, -1)) expect(day.overnight, day.title).not.toBeNull()
    },
  )
})
