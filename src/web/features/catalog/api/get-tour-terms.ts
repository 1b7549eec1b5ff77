/**
 * GET /api/places/:tourId/terms: a plan's booking terms — its cancellation tiers (the company's
 * when it has none of its own), deposit share and balance days. Public and cached by the server;
 * the tour page starts it with the tour (and the server renders it), the booking modal and the
 * plan editor read the same entry.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TourTerms } from '#shared/contracts/catalog.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { catalogKeys } from './keys.ts'

export function getTourTerms(tourId: string, signal?: AbortSignal): Promise<TourTerms> {
  return apiGet<TourTerms>(`/places/${encodeURIComponent(tourId)}/terms`, signal)
}

export function tourTermsQueryOptions(tourId: string) {
  return queryOptions({
    queryKey: catalogKeys.terms(tourId),
    queryFn: ({ signal }) => getTourTerms(tourId, signal),
    retryOnMount: false,
  })
}

export function useTourTerms(tourId: string) {
  return useQuery(tourTermsQueryOptions(tourId))
}
