/**
 * GET /api/places/:tourId/departures/all?limit&cursor (admins): a tour's departures from today
 * on, in any state, with the seats taken, a page at a time ("Show more dates"), soonest first.
 * Seats change with every booking: asked again on each visit.
 */
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query'
import type { AdminDeparture } from '#shared/contracts/departures.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { departureKeys } from './keys.ts'

/** Dates a page. */
export const DEPARTURES_PAGE_SIZE = 50

export interface DeparturesPage {
  items: AdminDeparture[]
  nextCursor: string | null
  total: number
}

export type DeparturesPages = InfiniteData<DeparturesPage, string | null>

function getTourDeparturesPage(
  tourId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<DeparturesPage> {
  const params = new URLSearchParams({ limit: String(DEPARTURES_PAGE_SIZE) })
  if (cursor) params.set('cursor', cursor)
  return apiGet<DeparturesPage>(
    `/places/${encodeURIComponent(tourId)}/departures/all?${params.toString()}`,
    signal,
  )
}

export function useTourDepartures(tourId: string) {
  return useInfiniteQuery({
    queryKey: departureKeys.tourDepartures(tourId),
    queryFn: ({ pageParam, signal }) => getTourDeparturesPage(tourId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  })
}
