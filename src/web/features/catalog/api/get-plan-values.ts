/**
 * GET /api/place/:id/edit (admins): a plan as its admin entered it, for the edit form: its own
 * starting review count and rating, not the figures visitors see with travellers' reviews
 * folded in — saving the form then keeps them as they were; its texts in English and Bangla,
 * whatever the page's language.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PlanValues } from '#shared/contracts/catalog.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { catalogKeys } from './keys.ts'

export function getPlanValues(id: string, signal?: AbortSignal): Promise<PlanValues> {
  return apiGet<PlanValues>(`/place/${encodeURIComponent(id)}/edit`, signal)
}

export function planValuesQueryOptions(id: string) {
  return queryOptions({
    queryKey: catalogKeys.planValues(id),
    queryFn: ({ signal }) => getPlanValues(id, signal),
    // Always the values as saved now: the form starts from them.
    staleTime: 0,
  })
}

export function usePlanValues(id: string) {
  return useQuery(planValuesQueryOptions(id))
}
