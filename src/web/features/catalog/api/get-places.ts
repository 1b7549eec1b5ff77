/** GET /api/places: every tour plan (TourPlans page). Filtering by price happens client-side. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Place } from '#shared/contracts/catalog.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { catalogKeys } from './keys.ts'

export function getPlaces(signal?: AbortSignal): Promise<Place[]> {
  return apiGet<Place[]>('/places', signal)
}

export function placesQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.places(),
    queryFn: ({ signal }) => getPlaces(signal),
  })
}

export function usePlaces() {
  return useQuery(placesQueryOptions())
}
