/**
 * GET /api/departures/:id/cancellation (admins): how far the cancellation of a departure has
 * got — bookings cancelled of those it had, refunds pending, done and refused. Asked every
 * second until it is finished; then the departures list is read again (its seats are free).
 */
import { useQuery } from '@tanstack/react-query'
import type { CancellationProgress } from '#shared/contracts/departures.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { departureKeys } from './keys.ts'

const PROGRESS_EVERY_MS = 1_000

export function getCancellationProgress(
  id: string,
  signal?: AbortSignal,
): Promise<CancellationProgress> {
  return apiGet<CancellationProgress>(`/departures/${encodeURIComponent(id)}/cancellation`, signal)
}

export function useCancellationProgress(id: string) {
  return useQuery({
    queryKey: departureKeys.cancellation(id),
    queryFn: ({ signal }) => getCancellationProgress(id, signal),
    staleTime: 0,
    // A failed read is tried again on the next tick, not three times at once.
    retry: false,
    refetchInterval: (query) => (query.state.data?.finished ? false : PROGRESS_EVERY_MS),
    refetchIntervalInBackground: true,
  })
}
