/**
 * POST /api/payment/accept-held (admins): records a payment the gateway held as risky, named by
 * an audit entry "Payment to check by hand". The server checks that it is a held payment of
 * that order (400 naming paymentIntentId otherwise); the log then shows the acceptance.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPost } from '#web/lib/api-client.ts'
import { auditKeys } from './keys.ts'

export function useAcceptHeldPayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { orderId: string; paymentIntentId: string }) =>
      apiPost<unknown>('/payment/accept-held', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditKeys.all }),
  })
}
