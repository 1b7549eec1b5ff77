/** POST /api/places/:tourId/departures (admins): one date; the tour's list refreshes. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminDeparture } from '#shared/contracts/departures.ts'
import { apiPost } from '#web/lib/api-client.ts'
import { departureKeys } from './keys.ts'

export interface NewDeparture {
  date: string
  capacity: number
  price?: number | null
}

export function createDeparture(tourId: string, input: NewDeparture): Promise<AdminDeparture> {
  return apiPost<AdminDeparture>(`/places/${encodeURIComponent(tourId)}/departures`, input)
}

export function useCreateDeparture(tourId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: NewDeparture) => createDeparture(tourId, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: departureKeys.tourDepartures(tourId) }),
  })
}
