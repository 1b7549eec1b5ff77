/**
 * POST /api/orders/:orderId/cancel: cancel a booking; the server refunds what its policy gives
 * (admins may refund everything: `refund: 'full'`). The cancelled order goes into the lists at
 * once, then every order query is refreshed (the dialog closes once the lists show it).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Order } from '#shared/contracts/orders.ts'
import { apiPost } from '#web/lib/api-client.ts'
import { orderKeys } from './keys.ts'

export interface CancelOrderRequest {
  orderId: string
  refund?: 'policy' | 'full'
  reason?: string
}

export interface CancelOrderResult {
  order: Order
  /** What this cancellation refunds, in the order's currency (0 when it had been cancelled already). */
  refund: number
}

export function cancelOrder({ orderId, ...body }: CancelOrderRequest): Promise<CancelOrderResult> {
  return apiPost<CancelOrderResult>(`/orders/${encodeURIComponent(orderId)}/cancel`, body)
}

/** Every order query but the dialog's own preview, which would flash "already cancelled". */
const ordersButPreview = {
  queryKey: orderKeys.all,
  predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[1] !== 'cancellation',
}

export function useCancelOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: ({ order }) => {
      queryClient.setQueriesData<Order[] | Order>(ordersButPreview, (data) => {
        if (Array.isArray(data)) return data.map((o) => (o._id === order._id ? order : o))
        return data?._id === order._id ? order : data
      })
    },
    // Refused (travelled, cancelled in another tab) or not: the lists show the order as it is.
    onSettled: () => queryClient.invalidateQueries(ordersButPreview),
  })
}
