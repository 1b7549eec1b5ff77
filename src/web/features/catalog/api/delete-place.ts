/**
 * DELETE /api/tour/:id (admins): remove a tour plan; the answer's deletedCount tells whether one
 * was removed (spec: success when greater than 0), and `archived` that it had bookings and was
 * archived instead of deleted. Lists and division counts refresh.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { catalogKeys } from '#web/features/catalog/api/keys.ts'
import type { DeletedPlace } from '#shared/contracts/catalog.ts'
import { apiDelete } from '#web/lib/api-client.ts'

export function deletePlace(id: string): Promise<DeletedPlace> {
  return apiDelete<DeletedPlace>(`/tour/${encodeURIComponent(id)}`)
}

export function useDeletePlace() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deletePlace,
    onSuccess: (_answer, id) => queryClient.removeQueries({ queryKey: catalogKeys.tour(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
  })
}
