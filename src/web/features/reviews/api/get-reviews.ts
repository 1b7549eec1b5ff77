/** GET /api/review: the testimonials shown on Home (emails arrive already masked). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Review } from '#shared/contracts/catalog.ts'
import { apiGet } from '#web/lib/api-client.ts'

export const reviewKeys = {
  all: ['reviews'] as const,
}

export function getReviews(signal?: AbortSignal): Promise<Review[]> {
  return apiGet<Review[]>('/review', signal)
}

export function reviewsQueryOptions() {
  return queryOptions({
    queryKey: reviewKeys.all,
    queryFn: ({ signal }) => getReviews(signal),
  })
}

export function useReviews() {
  return useQuery(reviewsQueryOptions())
}
