/**
 * GET /api/places/:tourId: one tour plan. When the visitor arrives from a list that already holds
 * the tour, that copy is shown at once while the fresh one loads.
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { Place, PlacesPage } from '#shared/contracts/catalog.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { catalogKeys } from './keys.ts'

export function getTour(tourId: string, signal?: AbortSignal): Promise<Place> {
  return apiGet<Place>(`/places/${encodeURIComponent(tourId)}`, signal)
}

export function tourQueryOptions(tourId: string) {
  return queryOptions({
    queryKey: catalogKeys.tour(tourId),
    queryFn: ({ signal }) => getTour(tourId, signal),
    // The route loader may already hold the answer (often a 404 for a typed URL): ask once.
    retryOnMount: false,
  })
}

/** A list's places: a whole list, or the pages of a paged one loaded so far. */
type CachedList = Place[] | { pages: PlacesPage[] } | undefined
const placesOf = (list: CachedList): Place[] =>
  Array.isArray(list) ? list : (list?.pages.flatMap((page) => page.items) ?? [])

function findCachedTour(queryClient: QueryClient, tourId: string): Place | undefined {
  const lists = [
    ...queryClient.getQueriesData<CachedList>({ queryKey: catalogKeys.places() }),
    ...queryClient.getQueriesData<CachedList>({ queryKey: catalogKeys.divisionPlacesAll() }),
  ]
  for (const [, list] of lists) {
    const places = placesOf(list)
    const match = places.find((place) => place._id === tourId || String(place.placeId) === tourId)
    if (match) return match
  }
  return undefined
}

export function useTour(tourId: string) {
  const queryClient = useQueryClient()
  return useQuery({
    ...tourQueryOptions(tourId),
    placeholderData: () => findCachedTour(queryClient, tourId),
  })
}
