/**
 * The one pricing of a party (decision 046): the total is the sum of count × unit over its lines
 * and quantity × unit over its extras, the seats leave out whoever sits on a lap, and each
 * refusal names its field.
 */
import { describe, expect, it } from 'vitest'
import type { TourPricingValues } from './contracts/tour-pricing.ts'
import { adultsOnly, isPartyProblem, partyTotal, priceParty, repriceAdults } from './party-price.ts'

const pricing: TourPricingValues = {
  categories: [
    { kind: 'child', priceMinor: 6000, minAge: 5, maxAge: 11, seat: true },
    { kind: 'infant', priceMinor: 0, minAge: 0, maxAge: 4, seat: false },
    { kind: 'foreign', priceMinor: 25000, minAge: null, maxAge: null, seat: true },
  ],
  extras: [
    {
      id: 'coach',
      name: 'AC coach',
      nameBn: null,
      priceMinor: 1500,
      per: 'traveller',
      stock: null,
    },
    { id: 'cabin', name: 'Cabin', nameBn: null, priceMinor: 4000, per: 'booking', stock: 2 },
  ],
}
const party = (over: Partial<ReturnType<typeof adultsOnly>>) => ({ ...adultsOnly(0), ...over })

describe('priceParty', () => {
  it('sums the lines and counts the seats', () => {
    const priced = priceParty({
      adultMinor: 10000,
      pricing,
      party: party({ adult: 2, child: 1, infant: 1, foreign: 1 }),
      extras: [
        { id: 'coach', quantity: 4 },
        { id: 'cabin', quantity: 1 },
      ],
    })
    if (isPartyProblem(priced)) throw new Error(priced.message)
    expect(priced.totalMinor).toBe(2 * 10000 + 6000 + 0 + 25000 + 4 * 1500 + 4000)
    expect(priced.seats).toBe(4)
    expect(priced.people).toBe(5)
    expect(priced.party.map((line) => line.kind)).toEqual(['adult', 'child', 'infant', 'foreign'])
    expect(partyTotal(priced.party, priced.extras)).toBe(priced.totalMinor)
  })

  it('lets foreign adults travel without a Bangladeshi adult, never children alone', () => {
    expect(
      isPartyProblem(priceParty({ adultMinor: 1, pricing, party: party({ foreign: 1 }) })),
    ).toBe(false)
    expect(priceParty({ adultMinor: 1, pricing, party: party({ child: 2 }) })).toMatchObject({
      field: 'party/adult',
    })
  })

  it('names the field of each refusal', () => {
    const refusal = (over: object, extras = [] as { id: string; quantity: number }[]) =>
      priceParty({ adultMinor: 1, pricing, party: party({ adult: 1, ...over }), extras })
    expect(refusal({ saarc: 1 })).toMatchObject({ field: 'party/saarc' })
    expect(refusal({ adult: 21 })).toMatchObject({ field: 'party' })
    expect(refusal({}, [{ id: 'x', quantity: 1 }])).toMatchObject({ field: 'extras/0/id' })
    expect(refusal({}, [{ id: 'cabin', quantity: 2 }])).toMatchObject({
      field: 'extras/0/quantity',
    })
    expect(refusal({}, [{ id: 'coach', quantity: 2 }])).toMatchObject({
      field: 'extras/0/quantity',
    })
    expect(
      refusal({ adult: 2 }, [
        { id: 'coach', quantity: 1 },
        { id: 'coach', quantity: 1 },
      ]),
    ).toMatchObject({ field: 'extras/1/id' })
  })

  it('prices a private group at its price plus extras, every traveller at 0 (decision 053)', () => {
    const group = { adultMinor: 10000, party: party({ adult: 3, child: 2, infant: 1 }) }
    const priced = priceParty({
      ...group,
      pricing: { ...pricing, privateMinor: 150_000 },
      extras: [{ id: 'coach', quantity: 5 }],
      privately: true,
    })
    if (isPartyProblem(priced)) throw new Error(priced.message)
    expect(priced.totalMinor).toBe(150_000 + 5 * 1500)
    expect(priced.privateMinor).toBe(150_000)
    expect(priced.party.every((line) => line.unitMinor === 0)).toBe(true)
    expect(priced.seats).toBe(5)
    // The same party by the traveller, and a tour without the price refused on `private`.
    const byTraveller = priceParty({ ...group, pricing: { ...pricing, privateMinor: 150_000 } })
    expect(byTraveller).toMatchObject({ privateMinor: null, totalMinor: 3 * 10000 + 2 * 6000 })
    expect(priceParty({ ...group, pricing, privately: true })).toMatchObject({ field: 'private' })
  })

  it('reprices only the adults on a move', () => {
    const priced = priceParty({ adultMinor: 10000, pricing, party: party({ adult: 2, child: 1 }) })
    if (isPartyProblem(priced)) throw new Error(priced.message)
    const moved = repriceAdults(priced.party, 8000)
    expect(partyTotal(moved, [])).toBe(2 * 8000 + 6000)
  })
})
