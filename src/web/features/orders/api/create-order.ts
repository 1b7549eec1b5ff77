/**
 * POST /api/order: book a tour. Only the tour id and the contact details travel; the server
 * decides name, price, user and paid state. The Idempotency-Key makes a double click or a retry
 * of the same booking land once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Order, OrderInput } from '#shared/contracts/orders.ts'
import { apiRequest, isApiError } from '#web/lib/api-client.ts'
import { orderKeys } from './keys.ts'

export function createOrder(input: OrderInput, idempotencyKey: string): Promise<Order> {
  return apiRequest<Order>('/order', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}

export function useCreateOrder(idempotencyKey: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: OrderInput) => createOrder(input, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    // The seats were gone (409): the tour's dates show what is left now.
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: orderKeys.all })
      }
    },
  })
}
