/**
 * GET /api/audit (admins): the log, newest first, one page of entries per request. Pages are
 * chained by the server's cursor (opaque: it names the last entry shown), so "Load more" asks for the
 * next page only and the log is never fetched whole. New filters are a new list from page one.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { AuditPage } from '#shared/contracts/audit.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { auditQuery, auditQueryString, type AuditFilters } from '../lib/filters.ts'
import { auditKeys } from './keys.ts'

export function getAuditPage(
  filters: AuditFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AuditPage> {
  return apiGet<AuditPage>(`/audit?${auditQueryString(auditQuery(filters, cursor))}`, signal)
}

function auditLogQueryOptions(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getAuditPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Every admin action adds to the log: fresh on every visit.
    staleTime: 0,
  })
}

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(auditLogQueryOptions(filters))
}
