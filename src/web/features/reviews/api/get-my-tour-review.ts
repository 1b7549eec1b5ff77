/**
 * GET /api/places/:tourId/reviews/mine: whether the signed-in visitor may review this tour now,
 * and their review if they wrote one. Asked only when someone is signed in (never while the
 * server renders the page, which knows no session).
 */
import { useQuery } from '@tanstack/react-query'
import type { MyTourReview } from '#shared/contracts/tour-reviews.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { tourReviewKeys } from './get-tour-reviews.ts'

export function getMyTourReview(tourId: string, signal?: AbortSignal): Promise<MyTourReview> {
  return apiGet<MyTourReview>(`/places/${encodeURIComponent(tourId)}/reviews/mine`, signal)
}

export function useMyTourReview(tourId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: tourReviewKeys.mine(tourId),
    queryFn: ({ signal }) => getMyTourReview(tourId, signal),
    enabled,
  })
}
