/**
 * POST /api/places/:tourId/reviews: a traveller's review of the tour. The visitor's standing
 * takes the answer at once (the form gives way to their review) and the tour's list is fetched
 * again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MyTourReview, TourReview, TourReviewValues } from '#shared/contracts/tour-reviews.ts'
import { apiPost } from '#web/lib/api-client.ts'
import { tourReviewKeys } from './get-tour-reviews.ts'

export function createTourReview(tourId: string, input: TourReviewValues): Promise<TourReview> {
  return apiPost<TourReview>(`/places/${encodeURIComponent(tourId)}/reviews`, input)
}

export function useCreateTourReview(tourId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: TourReviewValues) => createTourReview(tourId, input),
    onSuccess: async (review) => {
      queryClient.setQueryData<MyTourReview>(tourReviewKeys.mine(tourId), (mine) => ({
        eligible: false,
        travelledOn: mine?.travelledOn ?? review.departureDate,
        review: { ...review, hidden: false },
      }))
      await queryClient.invalidateQueries({ queryKey: tourReviewKeys.list(tourId) })
    },
  })
}
