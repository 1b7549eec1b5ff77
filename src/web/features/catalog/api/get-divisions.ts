/** GET /api/divisions: the eight divisions with their place counts (Home's recommended plans). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Division } from '#shared/contracts/catalog.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { catalogKeys } from './keys.ts'

export function getDivisions(signal?: AbortSignal): Promise<Division[]> {
  return apiGet<Division[]>('/divisions', signal)
}

export function divisionsQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.divisions(),
    queryFn: ({ signal }) => getDivisions(signal),
  })
}

export function useDivisions() {
  return useQuery(divisionsQueryOptions())
}
