/** GET /api/receipt/:orderId: the receipt of an order paid on (404 until something is paid). */
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
    // Read afresh on each opening: a refund or a balance paid since changes its account.
  })
}
