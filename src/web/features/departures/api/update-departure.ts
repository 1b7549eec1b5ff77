/**
 * PATCH /api/departures/:id (admins): capacity (never below the seats taken: a 400 naming
 * `capacity`), or open/closed. The row shows the answer at once; lists and manifests refresh.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminDeparture } from '#shared/contracts/departures.ts'
import { apiPatch } from '#web/lib/api-client.ts'
import type { DeparturesPages } from './get-tour-departures.ts'
import { departureKeys } from './keys.ts'

export interface DepartureChange {
  capacity?: number
  state?: 'open' | 'closed'
}

export function updateDeparture(id: string, change: DepartureChange): Promise<AdminDeparture> {
  return apiPatch<AdminDeparture>(`/departures/${encodeURIComponent(id)}`, change)
}

export function useUpdateDeparture() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: DepartureChange }) =>
      updateDeparture(id, change),
    onSuccess: async (departure) => {
      queryClient.setQueryData<DeparturesPages>(
        departureKeys.tourDepartures(departure.tourId),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((d) => (d._id === departure._id ? departure : d)),
            })),
          },
      )
      await queryClient.invalidateQueries({ queryKey: departureKeys.all })
    },
  })
}
