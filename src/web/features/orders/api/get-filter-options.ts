/**
 * What Manage Order's division and tour filters offer: the divisions, and the tours of the
 * chosen division (a division's plans, never the whole catalogue).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Division, Place } from '#shared/contracts/catalog.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { orderKeys } from './keys.ts'

export function useFilterDivisions() {
  return useQuery(
    queryOptions({
      queryKey: [...orderKeys.all, 'filter-divisions'],
      queryFn: ({ signal }) => apiGet<Division[]>('/divisions', signal),
      staleTime: 5 * 60_000,
    }),
  )
}

export function useFilterTours(division: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...orderKeys.all, 'filter-tours', division ?? ''],
      queryFn: ({ signal }) =>
        apiGet<Place[]>(`/place/${encodeURIComponent(division ?? '')}`, signal),
      enabled: Boolean(division),
      staleTime: 5 * 60_000,
    }),
  )
}
