/**
 * The waitlist of sold-out dates: GET /api/waitlist (one's entries, with the place in line),
 * POST /api/departures/:id/waitlist (join), DELETE /api/waitlist/:id (leave). The entries live
 * under the orders' root key: a payment or a cancellation (which invalidate orders) may change
 * an entry's state, so they refresh with the lists.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { WaitlistEntry } from '#shared/contracts/waitlist.ts'
import { apiDelete, apiGet, apiPost } from '#web/lib/api-client.ts'
import { orderKeys } from './keys.ts'

export interface WaitlistJoin {
  departureId: string
  travellers: number
  name: string
  phone: string
}

export function useMyWaitlist(enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.waitlist(),
    queryFn: ({ signal }) => apiGet<WaitlistEntry[]>('/waitlist', signal),
    enabled,
  })
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ departureId, ...body }: WaitlistJoin) =>
      apiPost<WaitlistEntry>(`/departures/${encodeURIComponent(departureId)}/waitlist`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.waitlist() }),
  })
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (entryId: string) =>
      apiDelete<WaitlistEntry>(`/waitlist/${encodeURIComponent(entryId)}`),
    // Leaving gives up an open offer: its booking goes too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  })
}
