/**
 * PUT /api/review/:id/visibility (admins): hide a review from Home's testimonials, or show it
 * again. The loaded moderation pages take the answer in place (no page jumps); the public list
 * is fetched again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ModeratedReview } from '#shared/contracts/review-moderation.ts'
import { apiPut } from '#web/lib/api-client.ts'
import { mapModerated, moderationKey, type ModerationPages } from './get-moderated-reviews.ts'
import { reviewKeys } from './get-reviews.ts'

export function setReviewVisibility(input: {
  id: string
  hidden: boolean
}): Promise<ModeratedReview> {
  return apiPut<ModeratedReview>(`/review/${encodeURIComponent(input.id)}/visibility`, {
    hidden: input.hidden,
  })
}

export function useSetReviewVisibility() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setReviewVisibility,
    onSuccess: (updated) => {
      queryClient.setQueryData<ModerationPages>(moderationKey, (data) =>
        mapModerated(data, (review) => (review._id === updated._id ? updated : review)),
      )
      return queryClient.invalidateQueries({ queryKey: reviewKeys.all, exact: true })
    },
  })
}
