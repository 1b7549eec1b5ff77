/**
 * PATCH /api/tour-reviews/:id (admins): hide a tour review from its tour's page and rating, or
 * show it again. The loaded lists take the answer in place (no page jumps); everything else
 * the review shows in (the tour's page, its figures in every list) is marked stale and fetched
 * again when next shown.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ModeratedTourReview } from '#shared/contracts/tour-reviews.ts'
import { apiPatch } from '#web/lib/api-client.ts'
import { replaceModerated, type TourModerationPages } from './get-moderated-tour-reviews.ts'
import { tourReviewKeys } from './get-tour-reviews.ts'

export function setTourReviewVisibility(input: {
  id: string
  hidden: boolean
}): Promise<ModeratedTourReview> {
  return apiPatch<ModeratedTourReview>(`/tour-reviews/${encodeURIComponent(input.id)}`, {
    hidden: input.hidden,
  })
}

export function useSetTourReviewVisibility() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setTourReviewVisibility,
    onSuccess: async (updated) => {
      queryClient.setQueriesData<TourModerationPages>(
        { queryKey: tourReviewKeys.moderation() },
        (data) => replaceModerated(data, updated),
      )
      // The catalogue's keys belong to its feature: every answer is marked stale instead, and
      // none is fetched now (the lists here already hold the change).
      await queryClient.invalidateQueries({ refetchType: 'none' })
    },
  })
}
