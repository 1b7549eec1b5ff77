/**
 * DELETE /api/review/:id (admins): removes a review for good. It leaves the loaded moderation
 * pages at once (also when another admin deleted it first: 404); the public list is fetched
 * again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiDelete, isApiError } from '#web/lib/api-client.ts'
import { mapModerated, moderationKey, type ModerationPages } from './get-moderated-reviews.ts'
import { reviewKeys } from './get-reviews.ts'

export function deleteReview(id: string): Promise<{ deletedCount: number }> {
  return apiDelete<{ deletedCount: number }>(`/review/${encodeURIComponent(id)}`)
}

export function useDeleteReview() {
  const queryClient = useQueryClient()
  const drop = (id: string) => {
    queryClient.setQueryData<ModerationPages>(moderationKey, (data) =>
      mapModerated(data, (review) => (review._id === id ? undefined : review)),
    )
    return queryClient.invalidateQueries({ queryKey: reviewKeys.all, exact: true })
  }
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: (_result, id) => drop(id),
    onError: (error, id) => (isApiError(error) && error.status === 404 ? drop(id) : undefined),
  })
}
