/**
 * POST /api/payment: starts paying an order and answers the client secret (and which provider
 * takes the card). Read as a query, not a mutation: the Pay page needs it on arrival, and the
 * provider hands out the same open intent again for the same order, so asking twice is harmless.
 */
import { useQuery } from '@tanstack/react-query'
import type { PaymentIntent } from '#shared/contracts/payments.ts'
import { apiPost } from '#web/lib/api-client.ts'
import { paymentKeys } from './keys.ts'

export function createPayment(orderId: string): Promise<PaymentIntent> {
  return apiPost<PaymentIntent>('/payment', { orderId })
}

export function usePaymentIntent(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.intent(orderId),
    queryFn: () => createPayment(orderId),
    enabled,
    // A client secret stays valid until used; refetching on focus would only add requests.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // Each visit to the Pay page asks again: the answer depends on the order's state.
    gcTime: 0,
  })
}
