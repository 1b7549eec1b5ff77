/**
 * GET /api/places/:tourId/departures: a tour's upcoming dates with live seats. Never from the
 * server-rendered page (seats change with every booking): fetched in the browser, again when the
 * visitor comes back to the tab, and after every booking.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Departure } from '#shared/contracts/departures.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { orderKeys } from './keys.ts'

export function getDepartures(tourId: string, signal?: AbortSignal): Promise<Departure[]> {
  return apiGet<Departure[]>(`/places/${encodeURIComponent(tourId)}/departures`, signal)
}

export function departuresQueryOptions(tourId: string) {
  return queryOptions({
    // Under the orders' root key: a booking (which invalidates orders) refreshes the seats too.
    queryKey: [...orderKeys.all, 'departures', tourId] as const,
    queryFn: ({ signal }) => getDepartures(tourId, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  })
}

export function useDepartures(tourId: string) {
  return useQuery(departuresQueryOptions(tourId))
}
