/** GET /api/places/:tourId: the tour plan whose departures the page manages (for its name). */
import { useQuery } from '@tanstack/react-query'
import type { Place } from '#shared/contracts/catalog.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { departureKeys } from './keys.ts'

export function getTour(tourId: string, signal?: AbortSignal): Promise<Place> {
  return apiGet<Place>(`/places/${encodeURIComponent(tourId)}`, signal)
}

export function useTour(tourId: string) {
  return useQuery({
    queryKey: departureKeys.tour(tourId),
    queryFn: ({ signal }) => getTour(tourId, signal),
  })
}
