/**
 * GET /api/place/:divisionId: the places of one division. The id comes from the URL as typed,
 * so the server's 404 (no such division) and 400 (malformed id) are expected answers here.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Place } from '#shared/contracts/catalog.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { catalogKeys } from './keys.ts'

export function getDivisionPlaces(divisionId: string, signal?: AbortSignal): Promise<Place[]> {
  return apiGet<Place[]>(`/place/${encodeURIComponent(divisionId)}`, signal)
}

export function divisionPlacesQueryOptions(divisionId: string) {
  return queryOptions({
    queryKey: catalogKeys.divisionPlaces(divisionId),
    queryFn: ({ signal }) => getDivisionPlaces(divisionId, signal),
    // The route loader may already hold the answer (often a 404 for a typed URL): ask once.
    retryOnMount: false,
  })
}

export function useDivisionPlaces(divisionId: string) {
  return useQuery(divisionPlacesQueryOptions(divisionId))
}
