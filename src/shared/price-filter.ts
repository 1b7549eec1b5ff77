/**
 * The price slider of TourPlans and division pages: 0 to the highest price (2000 dollars, or
 * ৳2,00,000, when there are no places). It starts at the maximum, not at 0 as the spec's did, so
 * every tour shows first.
 *
 * It moves in the currency the page shows prices in first (money.ts): the site's pricing
 * currency (whole dollars; taka in steps of ৳100), or on a dollar-priced site's Bangla page,
 * taka in steps that suit the rate (৳100 at ৳120 a dollar). A taka value there is turned back
 * into the dollar bound that keeps exactly the tours shown at most that many taka. The address
 * keeps the pricing currency (`?maxPrice=`), the same in both languages.
 */
import { estimateIn, money, rateToPaisa, toMinor, type CurrencyCode } from './money.ts'

export const EMPTY_SLIDER_MAX: Record<CurrencyCode, number> = { usd: 2000, bdt: 200_000 }
/** The slider's step when it moves in the site's own currency: a dollar; ৳100. */
const OWN_STEP: Record<CurrencyCode, number> = { usd: 1, bdt: 100 }

export function sliderMax(prices: readonly number[], currency: CurrencyCode = 'usd'): number {
  if (prices.length === 0) return EMPTY_SLIDER_MAX[currency]
  const step = OWN_STEP[currency]
  return Math.ceil(Math.max(...prices) / step) * step
}

/** Keeps only places whose price is at most the bound, in the pricing currency. */
export function filterByMaxPrice<T extends { price: number }>(
  places: readonly T[],
  max: number,
): T[] {
  return places.filter((place) => place.price <= max)
}

/** The slider in the currency it shows: its range, its step and its values as price bounds. */
export interface SliderScale {
  currency: CurrencyCode
  /** The slider's maximum, in `currency`: at it, every tour shows. */
  max: number
  step: number
  /** The slider value for a price bound (from the address): the step that keeps it. */
  fromPrice(price: number): number
  /** The price bound a slider value stands for, as filterByMaxPrice takes it. */
  toPrice(value: number): number
}

/** A taka step as coarse as a dollar or finer: the power of ten at most the rate (৳120 → ৳100). */
export function takaStep(takaPerDollar: number): number {
  let step = 1
  while (step * 10 <= takaPerDollar) step *= 10
  return step
}

/** Whole taka a dollar price shows as (money.ts's estimate, half up). */
const takaOf = (dollars: number, takaPerDollar: number) =>
  estimateIn(money(toMinor(dollars), 'usd'), 'bdt', takaPerDollar).minor / 100

/**
 * The slider's scale: prices in the site's currency, shown in `shown` (taka on a dollar site's
 * Bangla page once the rate is known). Taka values are whole and dollar prices show rounded to
 * whole taka (money.ts), so the dollar bound of a value `v` is the highest whole-cents price
 * whose taka round to at most `v`: floor((10,000·v + 4,999) / paisa) cents. A price shown as
 * ৳14,400 passes "Up to ৳14,400", and one shown as ৳14,401 does not.
 */
export function sliderScale(
  prices: readonly number[],
  pricing: CurrencyCode,
  shown: CurrencyCode,
  takaPerDollar: number | undefined,
): SliderScale {
  if (shown === pricing || pricing === 'bdt' || takaPerDollar === undefined) {
    const step = OWN_STEP[pricing]
    const max = sliderMax(prices, pricing)
    return {
      currency: pricing,
      max,
      step,
      fromPrice: (price) => price,
      toPrice: (value) => value,
    }
  }
  const paisa = rateToPaisa(takaPerDollar)
  const step = takaStep(takaPerDollar)
  const highest = prices.length === 0 ? EMPTY_SLIDER_MAX.usd : Math.max(...prices)
  const max = Math.max(step, Math.ceil(takaOf(highest, takaPerDollar) / step) * step)
  return {
    currency: 'bdt',
    max,
    step,
    fromPrice: (dollars) =>
      Math.min(max, Math.ceil(takaOf(Math.max(0, dollars), takaPerDollar) / step) * step),
    toPrice: (value) => Math.floor((10_000 * Math.round(value) + 4_999) / paisa) / 100,
  }
}

/** The query parameter that keeps the slider's value in the address: `?maxPrice=300`. */
export const MAX_PRICE_PARAM = 'maxPrice'

/**
 * The price bound a `?maxPrice=` names, or null for the default (the highest price): whole
 * or with cents (a taka slider's bound, `?maxPrice=120.83`). Anything else (absent, empty,
 * negative, text, `1e3`, more than two decimals, more than nine digits) is null; a value above
 * the highest price is clamped by the slider, which is the default too.
 */
export function parseMaxPrice(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}(\.\d{1,2})?$/.test(raw)) return null
  return Number(raw)
}
