import { describe, expect, it } from 'vitest'
import { EMPTY_SLIDER_MAX, filterByMaxPrice, sliderMax } from './price-filter.ts'

const places = [{ price: 120 }, { price: 450 }, { price: 900.5 }]

describe('price slider', () => {
  it('goes up to the highest price, or 2000 with no places', () => {
    expect(sliderMax(places.map((p) => p.price))).toBe(901)
    expect(sliderMax([])).toBe(EMPTY_SLIDER_MAX)
    expect(EMPTY_SLIDER_MAX).toBe(2000)
  })
  it('keeps only places priced at most the slider value', () => {
    expect(filterByMaxPrice(places, 450)).toEqual([{ price: 120 }, { price: 450 }])
    expect(filterByMaxPrice(places, 0)).toEqual([])
    expect(filterByMaxPrice(places, sliderMax(places.map((p) => p.price)))).toHaveLength(3)
  })
})
