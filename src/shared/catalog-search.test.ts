import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DURATION_CHOICES,
  durationRange,
  durationValue,
  parseCatalogSearch,
  readsSeats,
} from './catalog-search.ts'
import { placesPageQuerySchema } from './contracts/catalog.ts'

/** An address's query as the browser reads it: the first value of each name. */
function paramsOf(pairs: [string, string][]) {
  const map = new Map<string, string>()
  for (const [name, value] of pairs) if (!map.has(name)) map.set(name, value)
  return map
}
const parse = (query: string) =>
  parseCatalogSearch(
    paramsOf(
      query
        .split('&')
        .filter(Boolean)
        .map((pair) => pair.split('=') as [string, string]),
    ),
  )

describe('the search in the address', () => {
  it('reads every parameter the API takes', () => {
    expect(
      parse('minDays=2&maxDays=3&from=2026-12-20&to=2026-12-31&travellers=4&sort=departure'),
    ).toEqual({
      minDays: 2,
      maxDays: 3,
      from: '2026-12-20',
      to: '2026-12-31',
      travellers: 4,
      sort: 'departure',
    })
    expect(parse('')).toEqual({})
    expect(parse('sort=-rating&maxPrice=300')).toEqual({ sort: '-rating' })
  })

  it('leaves out what the API would refuse, as a hand-edited link may hold', () => {
    expect(parse('minDays=0&maxDays=61&travellers=21&sort=soonest')).toEqual({})
    expect(parse('travellers=0&from=2026-02-30&to=tomorrow')).toEqual({})
    expect(parse('travellers=1.5&minDays=-2&from=1999-12-31&to=2100-01-01')).toEqual({})
    // A range the wrong way round loses its end.
    expect(parse('minDays=5&maxDays=2')).toEqual({ minDays: 5 })
    expect(parse('from=2026-12-20&to=2026-12-19')).toEqual({ from: '2026-12-20' })
  })

  it('only ever yields what the API accepts (any address)', () => {
    const param = fc.constantFrom('minDays', 'maxDays', 'from', 'to', 'travellers', 'sort')
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer({ min: -5, max: 80 }).map(String),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom('price', '-price', 'rating', '-rating', 'departure', '2026-02-29'),
    )
    fc.assert(
      fc.property(fc.array(fc.tuple(param, value), { maxLength: 8 }), (pairs) => {
        const search = parseCatalogSearch(paramsOf(pairs))
        const asked = Object.fromEntries(Object.entries(search).map(([k, v]) => [k, String(v)]))
        expect(placesPageQuerySchema.safeParse(asked).success).toBe(true)
      }),
    )
  })
})

describe('the duration select', () => {
  it('turns each choice into its value and back', () => {
    for (const choice of DURATION_CHOICES) {
      expect(durationRange(durationValue(choice))).toEqual(choice)
    }
    expect(durationValue({})).toBe('')
    expect(durationRange('')).toEqual({})
    expect(durationRange('junk')).toEqual({})
  })
})

describe('a search reading seats', () => {
  it('is one with dates, travellers or the departure sort', () => {
    expect(readsSeats({})).toBe(false)
    expect(readsSeats({ minDays: 2, sort: '-price' })).toBe(false)
    expect(readsSeats({ from: '2026-12-01' })).toBe(true)
    expect(readsSeats({ to: '2026-12-01' })).toBe(true)
    expect(readsSeats({ travellers: 2 })).toBe(true)
    expect(readsSeats({ sort: 'departure' })).toBe(true)
  })
})
