/**
 * GET /api/places: the tours a code may be limited to, by name (the public catalogue, whole).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Place } from '#shared/contracts/catalog.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { promoCodeKeys } from './keys.ts'

export function useTourChoices() {
  return useQuery(
    queryOptions({
      queryKey: promoCodeKeys.tours,
      queryFn: ({ signal }) => apiGet<Place[]>('/places', signal),
      select: (places) =>
        places
          .map((place) => ({ id: place._id, name: place.placeName }))
          .sort((a, b) => a.name.localeCompare(b.name)),
    }),
  )
}
