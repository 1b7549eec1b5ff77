/**
 * GET /api/orders/:orderId/cancellation: what cancelling the booking now would refund under its
 * policy (the customer's own; admins any). Asked afresh each time the cancel dialog opens: the
 * days to departure, and so the refund, change at midnight in Dhaka.
 */
import { useQuery } from '@tanstack/react-query'
import type { CancellationTerms } from '#shared/contracts/lifecycle.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { orderKeys } from './keys.ts'

export function getCancellation(orderId: string, signal?: AbortSignal): Promise<CancellationTerms> {
  return apiGet<CancellationTerms>(`/orders/${encodeURIComponent(orderId)}/cancellation`, signal)
}

export function useCancellation(orderId: string | undefined) {
  return useQuery({
    queryKey: orderKeys.cancellation(orderId ?? ''),
    queryFn: ({ signal }) => getCancellation(orderId!, signal),
    enabled: orderId !== undefined,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  })
}
