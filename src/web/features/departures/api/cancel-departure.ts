/**
 * POST /api/departures/:id/cancel (admins), with an optional reason told to every customer: the
 * departure is cancelled; its bookings are cancelled and refunded in full in the background,
 * and the answer gives the progress so far, which starts the page's watch of it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminDeparture, CancellationProgress } from '#shared/contracts/departures.ts'
import { apiPost } from '#web/lib/api-client.ts'
import { departureKeys } from './keys.ts'

export interface CancelResult {
  departure: AdminDeparture
  progress: CancellationProgress
}

export function cancelDeparture({ id, reason }: { id: string; reason?: string }) {
  return apiPost<CancelResult>(
    `/departures/${encodeURIComponent(id)}/cancel`,
    reason ? { reason } : undefined,
  )
}

export function useCancelDeparture() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelDeparture,
    onSuccess: ({ progress }, { id }) => {
      queryClient.setQueryData(departureKeys.cancellation(id), progress)
    },
    onSettled: (_result, _error, { id }) =>
      queryClient.invalidateQueries({
        queryKey: departureKeys.all,
        // The progress just answered is the newest there is; its watch asks again in a second.
        predicate: (query) => query.queryKey[1] !== 'cancellation' || query.queryKey[2] !== id,
      }),
  })
}
