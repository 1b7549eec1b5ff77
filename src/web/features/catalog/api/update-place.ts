/** PUT /api/place/:id (admins): edit a tour plan by its _id; every catalogue query refreshes. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Place, PlaceValues } from '#shared/contracts/catalog.ts'
import { catalogKeys } from '#web/features/catalog/api/keys.ts'
import { apiPut } from '#web/lib/api-client.ts'

export function updatePlace(id: string, input: PlaceValues): Promise<Place> {
  return apiPut<Place>(`/place/${encodeURIComponent(id)}`, input)
}

export function useUpdatePlace(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PlaceValues) => updatePlace(id, input),
    onSuccess: async (place) => {
      // The tour page shows the new values at once, before the refetch lands.
      queryClient.setQueryData(catalogKeys.tour(place._id), place)
      await queryClient.invalidateQueries({ queryKey: catalogKeys.all })
    },
  })
}
