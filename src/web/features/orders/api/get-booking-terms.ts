/**
 * GET /api/places/:tourId/terms, as the Pay page reads it: whether the tour takes a deposit, its
 * share and how many days before departure the balance falls due. Only for showing the figures;
 * the server computes the deposit it charges. (The catalog feature reads the same endpoint for
 * the tour page; features do not share internals, so this is the orders' own entry.)
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TourTerms } from '#shared/contracts/catalog.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { orderKeys } from './keys.ts'

function getBookingTerms(tourId: string, signal?: AbortSignal): Promise<TourTerms> {
  return apiGet<TourTerms>(`/places/${encodeURIComponent(tourId)}/terms`, signal)
}

export function useBookingTerms(tourId: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: orderKeys.terms(tourId ?? ''),
      queryFn: ({ signal }) => getBookingTerms(tourId ?? '', signal),
    }),
    enabled: tourId !== null,
  })
}
