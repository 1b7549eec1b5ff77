import { describe, expect, it } from 'vitest'
import { EMPTY_SLIDER_MAX, filterByMaxPrice, parseMaxPrice, sliderMax } from './price-filter.ts'

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
  it('reads whole dollars from ?maxPrice=, and nothing else', () => {
    expect(parseMaxPrice('300')).toBe(300)
    expect(parseMaxPrice('0')).toBe(0)
    expect(parseMaxPrice('0450')).toBe(450)
    for (const raw of [null, '', '-5', 'cheap', '1e3', '300.5', ' 300', '0x10', '9999999999']) {
      expect(parseMaxPrice(raw)).toBeNull()
    }
  })
})
