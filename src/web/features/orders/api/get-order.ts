/**
 * GET /api/orders/:orderId: one order (the customer's own; admins any), for the Pay page. The id
 * comes from the URL as typed, so 404 (no such order), 400 (malformed) and 403 (someone else's)
 * are expected answers and are not retried.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Order } from '#shared/contracts/orders.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { orderKeys } from './keys.ts'

export function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return apiGet<Order>(`/orders/${encodeURIComponent(orderId)}`, signal)
}

export function orderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.one(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    staleTime: 10_000,
  })
}

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId))
}
