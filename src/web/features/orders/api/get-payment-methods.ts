/** GET /api/payment/methods: the ways to pay the site offers (the card provider first). */
import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { paymentMethodsSchema } from '#shared/contracts/payments.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { paymentKeys } from './keys.ts'

type PaymentMethods = z.infer<typeof paymentMethodsSchema>

export function usePaymentMethods() {
  return useQuery({
    queryKey: paymentKeys.methods(),
    queryFn: ({ signal }) => apiGet<PaymentMethods>('/payment/methods', signal),
    // The server's configuration: it changes with a restart, not while a page is open.
    staleTime: Infinity,
  })
}
