/**
 * POST /api/departures/:id/cancel (admins): the departure is cancelled with its unpaid bookings
 * (their customers mailed); the answer counts those and the paid ones waiting for a refund.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminDeparture } from '#shared/contracts/departures.ts'
import { apiPost } from '#web/lib/api-client.ts'
import { departureKeys } from './keys.ts'

export interface CancelResult {
  departure: AdminDeparture
  cancelledOrders: number
  paidOrders: number
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
