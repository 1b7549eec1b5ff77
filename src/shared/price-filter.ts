/**
 * The price slider of TourPlans and division pages: 0 to the highest price (2000 when there are
 * no places). It starts at the maximum, not at 0 as the spec's did, so every tour shows first.
 *
 * It moves in the currency the page shows prices in first (money.ts): whole dollars in English;
 * in Bangla, taka, in steps that suit the rate (৳100 at ৳120 a dollar). Prices stay in dollars,
 * so a taka value is turned back into the dollar bound that keeps exactly the tours shown at
 * most that many taka, and the address keeps dollars (`?maxPrice=`), the same in both languages.
 */
import { dollarsToTaka, rateToPaisa, type Currency } from './money.ts'

export const EMPTY_SLIDER_MAX = 2000

export function sliderMax(prices: readonly number[]): number {
  if (prices.length === 0) return EMPTY_SLIDER_MAX
  return Math.ceil(Math.max(...prices))
}

/** Keeps only places whose price is at most the bound, in dollars. */
export function filterByMaxPrice<T extends { price: number }>(
  places: readonly T[],
  max: number,
): T[] {
  return places.filter((place) => place.price <= max)
}

/** The slider in the currency it shows: its range, its step and its values as dollar bounds. */
export interface SliderScale {
  currency: Currency
  /** The slider's maximum, in `currency`: at it, every tour shows. */
  max: number
  step: number
  /** The slider value for a dollar bound (from the address): the step that keeps it. */
  fromDollars(dollars: number): number
  /** The dollar bound a slider value stands for, as filterByMaxPrice takes it. */
  toDollars(value: number): number
}

/** A taka step as coarse as a dollar or finer: the power of ten at most the rate (৳120 → ৳100). */
export function takaStep(takaPerDollar: number): number {
  let step = 1
  while (step * 10 <= takaPerDollar) step *= 10
  return step
}

/**
 * The slider's scale: dollars, or taka in Bangla once the rate is known. Taka values are whole
 * and prices show rounded to whole taka (money.ts), so the dollar bound of a value `v` is the
 * highest whole-cents price whose taka round to at most `v`: floor((10,000·v + 4,999) / paisa)
 * cents. A price shown as ৳14,400 passes "Up to ৳14,400", and one shown as ৳14,401 does not.
 */
export function sliderScale(
  prices: readonly number[],
  currency: Currency,
  takaPerDollar: number | undefined,
): SliderScale {
  if (currency === 'usd' || takaPerDollar === undefined) {
    return {
      currency: 'usd',
      max: sliderMax(prices),
      step: 1,
      fromDollars: (dollars) => dollars,
      toDollars: (value) => value,
    }
  }
  const paisa = rateToPaisa(takaPerDollar)
  const step = takaStep(takaPerDollar)
  const highest = prices.length === 0 ? EMPTY_SLIDER_MAX : Math.max(...prices)
  const max = Math.max(step, Math.ceil(dollarsToTaka(highest, takaPerDollar) / step) * step)
  return {
    currency: 'bdt',
    max,
    step,
    fromDollars: (dollars) =>
      Math.min(max, Math.ceil(dollarsToTaka(Math.max(0, dollars), takaPerDollar) / step) * step),
    toDollars: (value) => Math.floor((10_000 * Math.round(value) + 4_999) / paisa) / 100,
  }
}

/** The query parameter that keeps the slider's value in the address: `?maxPrice=300`. */
export const MAX_PRICE_PARAM = 'maxPrice'

/**
 * The dollar bound a `?maxPrice=` names, or null for the default (the highest price): dollars,
 * whole or with cents (a taka slider's bound, `?maxPrice=120.83`). Anything else (absent, empty,
 * negative, text, `1e3`, more than two decimals, more than nine digits) is null; a value above
 * the highest price is clamped by the slider, which is the default too.
 */
export function parseMaxPrice(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}(\.\d{1,2})?$/.test(raw)) return null
  return Number(raw)
}
