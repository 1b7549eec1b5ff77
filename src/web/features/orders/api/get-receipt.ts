/** GET /api/receipt/:orderId: the receipt of a paid order (404 until it is paid). */
import { useQuery } from '@tanstack/react-query'
import type { Receipt } from '#shared/contracts/payments.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { paymentKeys } from './keys.ts'

export function getReceipt(orderId: string, signal?: AbortSignal): Promise<Receipt> {
  return apiGet<Receipt>(`/receipt/${encodeURIComponent(orderId)}`, signal)
}

export function useReceipt(orderId: string, enabled = true) {
  return useQuery({
    queryKey: paymentKeys.receipt(orderId),
    queryFn: ({ signal }) => getReceipt(orderId, signal),
    enabled,
    // A receipt never changes once issued.
    staleTime: Infinity,
  })
}
