import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { estimateIn, fromMajor } from './money.ts'
import {
  EMPTY_SLIDER_MAX,
  filterByMaxPrice,
  parseMaxPrice,
  sliderMax,
  sliderScale,
  takaStep,
} from './price-filter.ts'

const places = [{ price: 120 }, { price: 450 }, { price: 900.5 }]
const prices = places.map((p) => p.price)

describe('price slider', () => {
  it('goes up to the highest price, or 2000 with no places', () => {
    expect(sliderMax(prices)).toBe(901)
    expect(sliderMax([])).toBe(EMPTY_SLIDER_MAX.usd)
    expect(EMPTY_SLIDER_MAX.usd).toBe(2000)
  })
  it('keeps only places priced at most the slider value', () => {
    expect(filterByMaxPrice(places, 450)).toEqual([{ price: 120 }, { price: 450 }])
    expect(filterByMaxPrice(places, 0)).toEqual([])
    expect(filterByMaxPrice(places, sliderMax(prices))).toHaveLength(3)
  })
  it('reads dollars, whole or with cents, from ?maxPrice=, and nothing else', () => {
    expect(parseMaxPrice('300')).toBe(300)
    expect(parseMaxPrice('0')).toBe(0)
    expect(parseMaxPrice('0450')).toBe(450)
    expect(parseMaxPrice('300.5')).toBe(300.5)
    expect(parseMaxPrice('120.83')).toBe(120.83)
    for (const raw of [
      null,
      '',
      '-5',
      'cheap',
      '1e3',
      '300.555',
      '300.',
      '.5',
      ' 300',
      '0x10',
      '9999999999',
    ]) {
      expect(parseMaxPrice(raw)).toBeNull()
    }
  })
})

describe('the slider on a taka-priced site', () => {
  it('moves in steps of ৳100 in either language, its values the taka bounds', () => {
    const taka = [3_000, 14_500, 24_500]
    for (const shown of ['bdt', 'usd'] as const) {
      const scale = sliderScale(taka, 'bdt', shown, 120)
      expect(scale).toMatchObject({ currency: 'bdt', max: 24_500, step: 100 })
      expect(scale.toPrice(14_500)).toBe(14_500)
      expect(scale.fromPrice(14_500)).toBe(14_500)
    }
    expect(sliderScale([], 'bdt', 'bdt', 120).max).toBe(EMPTY_SLIDER_MAX.bdt)
    expect(sliderScale([3_050], 'bdt', 'bdt', undefined).max).toBe(3_100)
  })
})

describe('the slider in dollars (English)', () => {
  it('moves in whole dollars and its values are the dollar bounds', () => {
    const scale = sliderScale(prices, 'usd', 'usd', 120)
    expect(scale).toMatchObject({ currency: 'usd', max: 901, step: 1 })
    expect(scale.toPrice(450)).toBe(450)
    expect(scale.fromPrice(300)).toBe(300)
  })
})

describe('the slider in taka (Bangla)', () => {
  it('steps by the power of ten at most the rate', () => {
    expect(takaStep(120)).toBe(100)
    expect(takaStep(85.5)).toBe(10)
    expect(takaStep(9.99)).toBe(1)
    expect(takaStep(1)).toBe(1)
    expect(takaStep(1000)).toBe(1000)
  })

  it('goes from 0 to the highest price in taka, rounded up to a step', () => {
    // $900.50 × 120 = ৳108,060 → ৳108,100
    const scale = sliderScale(prices, 'usd', 'bdt', 120)
    expect(scale).toMatchObject({ currency: 'bdt', max: 108_100, step: 100 })
    expect(sliderScale([], 'usd', 'bdt', 120).max).toBe(240_000)
    expect(filterByMaxPrice(places, scale.toPrice(scale.max))).toHaveLength(3)
  })

  it('turns taka back into dollars for filtering', () => {
    const scale = sliderScale(prices, 'usd', 'bdt', 120)
    expect(scale.toPrice(14_400)).toBe(120)
    expect(filterByMaxPrice(places, scale.toPrice(14_400))).toEqual([{ price: 120 }])
    expect(filterByMaxPrice(places, scale.toPrice(14_300))).toEqual([])
    expect(filterByMaxPrice(places, scale.toPrice(54_000))).toHaveLength(2)
    expect(scale.toPrice(0)).toBe(0)
  })

  it('places a dollar bound from the address on the step that keeps it', () => {
    const scale = sliderScale(prices, 'usd', 'bdt', 120)
    expect(scale.fromPrice(300)).toBe(36_000)
    // $299 = ৳35,880 → the ৳35,900 step
    expect(scale.fromPrice(299)).toBe(35_900)
    expect(scale.fromPrice(1_000_000)).toBe(scale.max)
  })

  it('falls back to dollars until the rate is known', () => {
    expect(sliderScale(prices, 'usd', 'bdt', undefined)).toMatchObject({
      currency: 'usd',
      max: 901,
    })
  })

  it('keeps exactly the tours shown at most the slider value, at any rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 100_000 }).map((paisa) => paisa / 100),
        fc.array(
          fc.integer({ min: 0, max: 500_000 }).map((cents) => cents / 100),
          { maxLength: 20 },
        ),
        fc.nat(),
        (rate, tourPrices, pick) => {
          const scale = sliderScale(tourPrices, 'usd', 'bdt', rate)
          const steps = scale.max / scale.step
          const value = (pick % (steps + 1)) * scale.step
          const bound = scale.toPrice(value)
          for (const price of tourPrices) {
            expect(price <= bound).toBe(
              estimateIn(fromMajor(price, 'usd'), 'bdt', rate).minor / 100 <= value,
            )
          }
          // The address keeps the bound; read back, it lands on the same step.
          expect(scale.fromPrice(bound)).toBe(Math.min(value, scale.max))
        },
      ),
    )
  })
})
