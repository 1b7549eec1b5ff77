/**
 * GET /api/tour-reviews (admins): every tour review, or only the hidden or the visible ones, a
 * page at a time; 'Load more' asks for the page after the last one's cursor.
 */
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query'
import type {
  ModeratedTourReview,
  TourReviewsModerationPage,
} from '#shared/contracts/tour-reviews.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { mapPageItems } from '#web/lib/page-items.ts'
import { tourReviewKeys } from './get-tour-reviews.ts'

export const TOUR_MODERATION_PAGE_SIZE = 20

/** Which reviews the admin looks at. */
export type TourReviewFilter = 'all' | 'visible' | 'hidden'

export function getModeratedTourReviews(
  filter: TourReviewFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TourReviewsModerationPage> {
  const query = new URLSearchParams({ limit: String(TOUR_MODERATION_PAGE_SIZE) })
  if (filter !== 'all') query.set('hidden', String(filter === 'hidden'))
  if (cursor) query.set('cursor', cursor)
  return apiGet<TourReviewsModerationPage>(`/tour-reviews?${query}`, signal)
}

export function useModeratedTourReviews(filter: TourReviewFilter) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...tourReviewKeys.moderation(), filter],
      queryFn: ({ pageParam, signal }) => getModeratedTourReviews(filter, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  )
}

export type TourModerationPages = InfiniteData<TourReviewsModerationPage, string | null>

/** The loaded pages with one review replaced. */
export function replaceModerated(
  data: TourModerationPages | undefined,
  updated: ModeratedTourReview,
): TourModerationPages | undefined {
  return mapPageItems(data, (review) => (review._id === updated._id ? updated : review))
}
