/** GET /api/manageorder: every order, newest first (Manage Order, admins only). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Order } from '#shared/contracts/orders.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { orderKeys } from './keys.ts'

export function getAllOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiGet<Order[]>('/manageorder', signal)
}

export function allOrdersQueryOptions() {
  return queryOptions({
    queryKey: orderKeys.manage(),
    queryFn: ({ signal }) => getAllOrders(signal),
    staleTime: 10_000,
  })
}

export function useAllOrders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...allOrdersQueryOptions(), enabled })
}
