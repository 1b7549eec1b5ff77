/**
 * POST /api/payment: starts paying an order and answers the client secret (or the gateway's page
 * to go to), the amount and which provider takes the payment. Read as a query, not a mutation: the Pay page needs it on arrival, and
 * the provider hands out the same open intent again for the same order and plan, so asking twice
 * is harmless. The plan (in full or a deposit) is part of the key: choosing the other one asks
 * the server again, which closes the intent of the old amount and opens one for the new.
 */
import { useQuery } from '@tanstack/react-query'
import type { PaymentIntent } from '#shared/contracts/payments.ts'
import { apiPost } from '#web/lib/api-client.ts'
import { paymentKeys } from './keys.ts'

export type PaymentPlan = 'full' | 'deposit'

export function createPayment(
  orderId: string,
  plan: PaymentPlan = 'full',
  provider?: PaymentIntent['provider'],
): Promise<PaymentIntent> {
  return apiPost<PaymentIntent>('/payment', { orderId, plan, ...(provider ? { provider } : {}) })
}

export function usePaymentIntent(orderId: string, enabled: boolean, plan: PaymentPlan = 'full') {
  return useQuery({
    queryKey: [...paymentKeys.intent(orderId), plan],
    queryFn: () => createPayment(orderId, plan),
    enabled,
    // A client secret stays valid until used; refetching on focus would only add requests.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // Each visit (and each change of plan) asks again: the answer depends on the order's state.
    gcTime: 0,
  })
}
