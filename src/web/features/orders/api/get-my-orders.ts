/** GET /api/order/:email: the signed-in customer's orders, newest first (My Booking, Payment). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Order } from '#shared/contracts/orders.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { orderKeys } from './keys.ts'

export function getMyOrders(email: string, signal?: AbortSignal): Promise<Order[]> {
  return apiGet<Order[]>(`/order/${encodeURIComponent(email)}`, signal)
}

export function myOrdersQueryOptions(email: string) {
  return queryOptions({
    queryKey: orderKeys.mine(email),
    queryFn: ({ signal }) => getMyOrders(email, signal),
    // Orders change through this tab and through payment: keep them fresher than the catalogue.
    staleTime: 10_000,
    enabled: email !== '',
  })
}

export function useMyOrders(email: string) {
  return useQuery(myOrdersQueryOptions(email))
}
