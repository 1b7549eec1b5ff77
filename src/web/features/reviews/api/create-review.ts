/**
 * POST /api/review: a customer's service review (name and email come from the account). The
 * testimonials list is refreshed, so Home's 'What Our Clients Says' shows it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Review } from '#shared/contracts/catalog.ts'
import { apiPost } from '#web/lib/api-client.ts'
import { reviewKeys } from './get-reviews.ts'

export interface NewReview {
  description: string
  rating: number
}

export function createReview(input: NewReview): Promise<Review> {
  return apiPost<Review>('/review', input)
}

export function useCreateReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  })
}
