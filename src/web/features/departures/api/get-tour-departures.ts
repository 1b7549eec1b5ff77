/**
 * GET /api/places/:tourId/departures/all (admins): every departure of a tour from today on, in
 * any state, with the seats taken. Seats change with every booking: asked again on each visit.
 */
import { useQuery } from '@tanstack/react-query'
import type { AdminDeparture } from '#shared/contracts/departures.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { departureKeys } from './keys.ts'

export function getTourDepartures(tourId: string, signal?: AbortSignal): Promise<AdminDeparture[]> {
  return apiGet<AdminDeparture[]>(`/places/${encodeURIComponent(tourId)}/departures/all`, signal)
}

export function useTourDepartures(tourId: string) {
  return useQuery({
    queryKey: departureKeys.tourDepartures(tourId),
    queryFn: ({ signal }) => getTourDepartures(tourId, signal),
    staleTime: 0,
  })
}
