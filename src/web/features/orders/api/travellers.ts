/**
 * GET and PUT /api/orders/:orderId/travellers: a booking's travellers by name (issue 32 item 6).
 * Read afresh each time the form opens (a deadline passes at midnight in Dhaka); a save answers
 * the travellers as stored, which the form shows at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Travellers, TravellersInput } from '#shared/contracts/travellers.ts'
import { apiGet, apiPut } from '#web/lib/api-client.ts'
import { orderKeys } from './keys.ts'

const path = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/travellers`

export function useTravellers(orderId: string | undefined) {
  return useQuery({
    queryKey: orderKeys.travellers(orderId ?? ''),
    queryFn: ({ signal }) => apiGet<Travellers>(path(orderId!), signal),
    enabled: orderId !== undefined,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  })
}

export function useSaveTravellers(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: TravellersInput) => apiPut<Travellers>(path(orderId), input),
    onSuccess: (saved) => queryClient.setQueryData(orderKeys.travellers(orderId), saved),
  })
}
