/**
 * GET /api/places/:tourId/reviews: a tour's verified reviews, newest first, a page at a time
 * ('Show more' asks for the page after the last one's cursor). The first page is what the
 * server renders the tour's page with (the route prefetches it) and what its JSON-LD shows.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { TourReviewsPage } from '#shared/contracts/tour-reviews.ts'
import { apiGet } from '#web/lib/api-client.ts'

/** Five a page: the same first page the server caches for the tour's JSON-LD. */
export const TOUR_REVIEWS_PAGE_SIZE = 5

export const tourReviewKeys = {
  all: ['tour-reviews'] as const,
  list: (tourId: string) => [...tourReviewKeys.all, 'list', tourId] as const,
  mine: (tourId: string) => [...tourReviewKeys.all, 'mine', tourId] as const,
  moderation: () => [...tourReviewKeys.all, 'moderation'] as const,
}

export function getTourReviews(
  tourId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TourReviewsPage> {
  const query = new URLSearchParams({ limit: String(TOUR_REVIEWS_PAGE_SIZE) })
  if (cursor) query.set('cursor', cursor)
  return apiGet<TourReviewsPage>(`/places/${encodeURIComponent(tourId)}/reviews?${query}`, signal)
}

export function tourReviewsQueryOptions(tourId: string) {
  return infiniteQueryOptions({
    queryKey: tourReviewKeys.list(tourId),
    queryFn: ({ pageParam, signal }) => getTourReviews(tourId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  })
}

export function useTourReviews(tourId: string) {
  return useInfiniteQuery(tourReviewsQueryOptions(tourId))
}
