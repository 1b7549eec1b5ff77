/**
 * GET /api/admin/users (admins): everyone matching the search and filter, newest first, one
 * page per request, chained by the server's cursor ("Load more"); each page carries the counts.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { AdminUsersPage } from '#shared/contracts/users.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { peopleQueryString, type PeopleFilters } from '../lib/filters.ts'
import { peopleKeys } from './keys.ts'

function getPeoplePage(
  filters: PeopleFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AdminUsersPage> {
  return apiGet<AdminUsersPage>(`/admin/users?${peopleQueryString(filters, cursor)}`, signal)
}

export function usePeople(filters: PeopleFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: peopleKeys.list(filters),
      queryFn: ({ pageParam, signal }) => getPeoplePage(filters, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      // Other admins change roles too: fresh on every visit.
      staleTime: 0,
    }),
  )
}
