/**
 * PUT /api/cartProducts/:orderId: asks the server to check a payment with the provider and mark
 * the order Paid. The client only names the payment; the server reads it back and decides.
 * Every order query is refreshed afterwards (My Booking, Payment, the Pay page).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Order } from '#shared/contracts/orders.ts'
import { orderKeys } from '#web/features/orders/api/keys.ts'
import { apiPut } from '#web/lib/api-client.ts'
import { paymentKeys } from './keys.ts'

export function confirmPayment(orderId: string, paymentIntentId: string): Promise<Order> {
  return apiPut<Order>(`/cartProducts/${encodeURIComponent(orderId)}`, { paymentIntentId })
}

export function useConfirmPayment(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (paymentIntentId: string) => confirmPayment(orderId, paymentIntentId),
    onSuccess: async (order) => {
      queryClient.setQueryData(paymentKeys.order(orderId), order)
      queryClient.removeQueries({ queryKey: paymentKeys.intent(orderId) })
      await queryClient.invalidateQueries({ queryKey: orderKeys.all })
    },
  })
}
