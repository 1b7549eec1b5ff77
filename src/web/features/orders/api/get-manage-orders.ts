/**
 * GET /api/manageorder?limit&cursor&… (Manage Order, admins): one page of orders matching the
 * filters, with the count. The previous page stays on screen (dimmed, busy) while the next
 * one loads, so the table does not jump.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ManageOrdersPage } from '#shared/contracts/orders-console.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { apiQuery, type ManageFilters } from '../lib/manage-filters.ts'
import { orderKeys } from './keys.ts'

export const MANAGE_PAGE_SIZE = 25

function manageOrdersQueryOptions(filters: ManageFilters, cursor: string | undefined) {
  const query = apiQuery(filters, cursor, MANAGE_PAGE_SIZE).toString()
  return queryOptions({
    queryKey: orderKeys.managePage(query),
    queryFn: ({ signal }) => apiGet<ManageOrdersPage>(`/manageorder?${query}`, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
}

export function useManageOrders(filters: ManageFilters, cursor: string | undefined) {
  return useQuery(manageOrdersQueryOptions(filters, cursor))
}
