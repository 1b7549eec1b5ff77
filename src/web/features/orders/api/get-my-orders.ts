/** GET /api/order/:email: the signed-in customer's orders, newest first (My Booking, Payment). */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query'
import type { MyOrdersPage } from '#shared/contracts/orders-console.ts'
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

/** Bookings My Booking shows at first and adds with each "Show more". */
export const MY_ORDERS_PAGE = 20

/**
 * GET /api/order/:email?limit&cursor: the same list a page at a time (My Booking), chained by
 * the server's cursor; under the same key root, so every change to orders refreshes it.
 */
export function useMyOrderPages(email: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...orderKeys.mine(email), 'pages'],
      queryFn: ({ pageParam, signal }) =>
        apiGet<MyOrdersPage>(
          `/order/${encodeURIComponent(email)}?limit=${MY_ORDERS_PAGE}${
            pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''
          }`,
          signal,
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      staleTime: 10_000,
      enabled: email !== '',
    }),
  )
}
