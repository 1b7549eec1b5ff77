/**
 * GET /api/overview (admins): the figures behind the overview's charts, one request. The
 * server keeps the year's sums until money moves, so a visit is cheap: fresh on every visit.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Overview } from '#shared/contracts/overview.ts'
import { currentLocale } from '#shared/messages.ts'
import { apiGet } from '#web/lib/api-client.ts'

export function getOverview(signal?: AbortSignal): Promise<Overview> {
  return apiGet<Overview>('/overview', signal)
}

/** Division and tour names come in the page's language: one entry per language. */
export function overviewQueryOptions() {
  return queryOptions({
    queryKey: ['overview', currentLocale()] as const,
    queryFn: ({ signal }) => getOverview(signal),
    staleTime: 0,
  })
}

export function useOverview() {
  return useQuery(overviewQueryOptions())
}
