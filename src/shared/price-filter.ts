/**
 * The price slider of TourPlans and division pages: 0 to the highest price (2000 when there are
 * no places). It starts at the maximum, not at 0 as the spec's did, so every tour shows first.
 */
export const EMPTY_SLIDER_MAX = 2000

export function sliderMax(prices: readonly number[]): number {
  if (prices.length === 0) return EMPTY_SLIDER_MAX
  return Math.ceil(Math.max(...prices))
}

/** Keeps only places whose price is at most the slider value. */
export function filterByMaxPrice<T extends { price: number }>(
  places: readonly T[],
  max: number,
): T[] {
  return places.filter((place) => place.price <= max)
}

/** The query parameter that keeps the slider's value in the address: `?maxPrice=300`. */
export const MAX_PRICE_PARAM = 'maxPrice'

/**
 * The slider value a `?maxPrice=` names, or null for the default (the highest price): whole
 * dollars only. Anything else (absent, empty, negative, text, `1e3`, a decimal, more than nine
 * digits) is null; a value above the highest price is clamped by the slider, which is the
 * default too.
 */
export function parseMaxPrice(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null
  return Number(raw)
}
