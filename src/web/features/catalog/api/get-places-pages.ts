/**
 * GET /api/places?limit&cursor and GET /api/place/:divisionId?limit&cursor: the catalogue a
 * page at a time (TourPlans, division pages, Manage Plan), filtered on the server by the price
 * bound and the search in the address (duration, dates with seats, sort; catalog-search.ts) and
 * a name search. Each page answers how many match and the highest price, the slider's range.
 */
import { infiniteQueryOptions } from '@tanstack/react-query'
import type { CatalogSearch } from '#shared/catalog-search.ts'
import { readsSeats, SEARCH_PARAMS } from '#shared/catalog-search.ts'
import type { PlacesPage } from '#shared/contracts/catalog.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { catalogKeys } from './keys.ts'

/** Cards a page: fills the grid's rows of 1, 2 and 3 (and holds the demo's 44 plans). */
const CATALOG_PAGE_SIZE = 48
/** Manage Plan's rows a page. */
export const MANAGE_PLAN_PAGE_SIZE = 50

interface Filters extends CatalogSearch {
  maxPrice?: number
  q?: string
}

function search(filters: Filters, cursor: string | null, limit: number): string {
  const params = new URLSearchParams({ limit: String(limit) })
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice))
  if (filters.q) params.set('q', filters.q)
  for (const name of SEARCH_PARAMS) {
    const value = filters[name]
    if (value !== undefined) params.set(name, String(value))
  }
  if (cursor) params.set('cursor', cursor)
  return params.toString()
}

export function placesPagesQueryOptions(filters: Filters = {}, limit = CATALOG_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: catalogKeys.placesPages(filters, limit),
    queryFn: ({ pageParam, signal }) =>
      apiGet<PlacesPage>(`/places?${search(filters, pageParam, limit)}`, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Seats change with every booking: a search that reads them asks again when shown again.
    ...(readsSeats(filters) ? { staleTime: 0 } : {}),
  })
}

/** A division's: the id comes from the URL as typed, so 404 and 400 are expected answers. */
export function divisionPlacesPagesQueryOptions(
  divisionId: string,
  filters: Omit<Filters, 'q'> = {},
) {
  return infiniteQueryOptions({
    queryKey: catalogKeys.divisionPlacesPages(divisionId, filters),
    queryFn: ({ pageParam, signal }) =>
      apiGet<PlacesPage>(
        `/place/${encodeURIComponent(divisionId)}?${search(filters, pageParam, CATALOG_PAGE_SIZE)}`,
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The route loader may already hold the answer (often a 404 for a typed URL): ask once.
    retryOnMount: false,
    ...(readsSeats(filters) ? { staleTime: 0 } : {}),
  })
}
