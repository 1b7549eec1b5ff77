/**
 * The tour lists' search as the address keeps it (TourPlans and division pages, issue 32 item
 * 8): `?minDays=2&maxDays=3&from=2026-12-20&to=2026-12-31&travellers=4&sort=departure`, beside
 * the price slider's `?maxPrice=`. The names and meanings are the API's (contracts/catalog.ts),
 * so the page sends what its address says. Reading an address is lenient, as `parseMaxPrice`
 * is: a value the API would refuse (a hand-edited link) is left out rather than failing the
 * page, and a range the wrong way round loses its end. The duration select offers a few ranges
 * (DURATION_CHOICES); an address with another keeps it and the select shows it as it is. Their
 * names are the page's (catalog-search-fields.tsx): this module reads no text, since the entry
 * bundle loads it to fetch a list's first page.
 */
import { isCalendarDate } from './dhaka-date.ts'
import { MAX_TRAVELLERS } from './booking-limits.ts'

/**
 * The lists' sorts (GET /places?sort=, contracts/catalog.ts): price and rating either way,
 * the soonest departure. Here, not in the contract, so that reading an address loads no zod:
 * the list's first page is fetched from the entry bundle.
 */
export const placeSorts = ['price', '-price', 'rating', '-rating', 'departure'] as const
export type PlaceSort = (typeof placeSorts)[number]

/** The longest tour a plan may be, in days (Add Plan checks it; the duration filter's bound). */
export const PLAN_DAYS_MAX = 60

export interface CatalogSearch {
  minDays?: number
  maxDays?: number
  from?: string
  to?: string
  travellers?: number
  sort?: PlaceSort
}

/** The address's parameters of the search (the price's is MAX_PRICE_PARAM, price-filter.ts). */
export const SEARCH_PARAMS = ['minDays', 'maxDays', 'from', 'to', 'travellers', 'sort'] as const

/** The sorts the page offers, in its select's order ('' is the list's own order, placeId). */
export const SORT_CHOICES = ['', 'price', '-price', '-rating', 'departure'] as const

/** The durations the select offers: a day trip, a weekend, a week, longer. */
export const DURATION_CHOICES: readonly { minDays: number; maxDays?: number }[] = [
  { minDays: 1, maxDays: 1 },
  { minDays: 2, maxDays: 3 },
  { minDays: 4, maxDays: 7 },
  { minDays: 8 },
]

function wholeIn(raw: string | null | undefined, min: number, max: number): number | undefined {
  if (raw == null || !/^\d{1,3}$/.test(raw)) return undefined
  const n = Number(raw)
  return n >= min && n <= max ? n : undefined
}

function dateIn(raw: string | null | undefined): string | undefined {
  if (raw == null || !isCalendarDate(raw)) return undefined
  return raw >= '2000-01-01' && raw <= '2099-12-31' ? raw : undefined
}

/** An address's query (URLSearchParams in the browser): its parameters by name. */
export interface QueryParams {
  get(name: string): string | null | undefined
}

/** The search an address names, leaving out what the API would refuse. */
export function parseCatalogSearch(params: QueryParams): CatalogSearch {
  const search: CatalogSearch = {}
  const minDays = wholeIn(params.get('minDays'), 1, PLAN_DAYS_MAX)
  let maxDays = wholeIn(params.get('maxDays'), 1, PLAN_DAYS_MAX)
  if (minDays !== undefined && maxDays !== undefined && maxDays < minDays) maxDays = undefined
  const from = dateIn(params.get('from'))
  let to = dateIn(params.get('to'))
  if (from !== undefined && to !== undefined && to < from) to = undefined
  const travellers = wholeIn(params.get('travellers'), 1, MAX_TRAVELLERS)
  const sort = params.get('sort')
  if (minDays !== undefined) search.minDays = minDays
  if (maxDays !== undefined) search.maxDays = maxDays
  if (from !== undefined) search.from = from
  if (to !== undefined) search.to = to
  if (travellers !== undefined) search.travellers = travellers
  if (sort != null && (placeSorts as readonly string[]).includes(sort)) {
    search.sort = sort as PlaceSort
  }
  return search
}

/**
 * Whether the search reads departures (dates, travellers, the departure sort): its answer
 * changes with every seat taken, so a page asks again rather than trusting what it holds.
 */
export function readsSeats(search: CatalogSearch): boolean {
  return (
    search.from !== undefined ||
    search.to !== undefined ||
    search.travellers !== undefined ||
    search.sort === 'departure'
  )
}

/** A duration range as the select's value: `2-3`, `8-`; '' for any. */
export function durationValue(range: { minDays?: number; maxDays?: number }): string {
  if (range.minDays === undefined && range.maxDays === undefined) return ''
  return `${range.minDays ?? ''}-${range.maxDays ?? ''}`
}

/** The range a select value stands for. */
export function durationRange(value: string): { minDays?: number; maxDays?: number } {
  const match = /^(\d*)-(\d*)$/.exec(value)
  if (!match) return {}
  return {
    ...(match[1] ? { minDays: Number(match[1]) } : {}),
    ...(match[2] ? { maxDays: Number(match[2]) } : {}),
  }
}
