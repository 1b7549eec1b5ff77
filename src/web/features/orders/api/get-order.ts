/** GET /api/orders/:orderId: the order the Pay page is about (one's own; 403 or 404 otherwise). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Order } from '#shared/contracts/orders.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { paymentKeys } from './keys.ts'

export function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return apiGet<Order>(`/orders/${encodeURIComponent(orderId)}`, signal)
}

export function orderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: paymentKeys.order(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    // Its paid state is what the page is about: never show a minute-old copy as current.
    staleTime: 0,
  })
}

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId))
}
