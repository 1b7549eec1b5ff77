/**
 * POST /api/departures/:id/cancel (admins): the departure is cancelled; its bookings are
 * cancelled and refunded in full in the background, and the answer gives the progress so far.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminDeparture, CancellationProgress } from '#shared/contracts/departures.ts'
import { apiPost } from '#web/lib/api-client.ts'
import { departureKeys } from './keys.ts'

export interface CancelResult {
  departure: AdminDeparture
  progress: CancellationProgress
}

export function cancelDeparture(id: string): Promise<CancelResult> {
  return apiPost<CancelResult>(`/departures/${encodeURIComponent(id)}/cancel`, undefined)
}

export function useCancelDeparture() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelDeparture,
    onSettled: () => queryClient.invalidateQueries({ queryKey: departureKeys.all }),
  })
}
