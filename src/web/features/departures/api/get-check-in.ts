/**
 * The check-in page's bookings (issue 32 item 7): GET /api/departures/:id/manifest a page at a
 * time (100 bookings), every page fetched one after the other as soon as the one before is in,
 * so the guide can search all of them on the phone while a slow connection brings the rest.
 */
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ManifestPage } from '#shared/contracts/departures.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { departureKeys } from './keys.ts'

const PAGE_SIZE = 100

export type CheckInPages = InfiniteData<ManifestPage>

function getManifestPage(
  departureId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ManifestPage> {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) })
  if (cursor) params.set('cursor', cursor)
  return apiGet<ManifestPage>(
    `/departures/${encodeURIComponent(departureId)}/manifest?${params.toString()}`,
    signal,
  )
}

export function useCheckInBookings(departureId: string) {
  const query = useInfiniteQuery({
    queryKey: departureKeys.checkIn(departureId),
    queryFn: ({ pageParam, signal }) => getManifestPage(departureId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
  })
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage])
  return query
}
