/**
 * POST /api/place (admins): add a tour plan. The catalogue's lists, division counts (totalPlace)
 * and tour pages are all refreshed, since a new plan shows in each.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Place, PlaceValues } from '#shared/contracts/catalog.ts'
import { catalogKeys } from '#web/features/catalog/api/keys.ts'
import { apiPost } from '#web/lib/api-client.ts'

export function createPlace(input: PlaceValues): Promise<Place> {
  return apiPost<Place>('/place', input)
}

export function useCreatePlace() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createPlace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
  })
}
