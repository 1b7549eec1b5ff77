/**
 * GET /api/review/moderation (admins): every review, hidden ones too, a page at a time; 'Load
 * more' asks for the page after the last one's cursor. Kept under the reviews key, so a new
 * review (which invalidates reviewKeys.all) refreshes it too.
 */
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query'
import type { ModeratedReview, ModerationPage } from '#shared/contracts/review-moderation.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { mapPageItems } from '#web/lib/page-items.ts'
import { reviewKeys } from './get-reviews.ts'

export const MODERATION_PAGE_SIZE = 20

export const moderationKey = [...reviewKeys.all, 'moderation'] as const

export function getModeratedReviews(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ModerationPage> {
  const query = new URLSearchParams({ limit: String(MODERATION_PAGE_SIZE) })
  if (cursor) query.set('cursor', cursor)
  return apiGet<ModerationPage>(`/review/moderation?${query}`, signal)
}

export function moderatedReviewsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: moderationKey,
    queryFn: ({ pageParam, signal }) => getModeratedReviews(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  })
}

export function useModeratedReviews() {
  return useInfiniteQuery(moderatedReviewsQueryOptions())
}

export type ModerationPages = InfiniteData<ModerationPage, string | null>

/** The loaded pages with `change` applied to each review (undefined drops it). */
export function mapModerated(
  data: ModerationPages | undefined,
  change: (review: ModeratedReview) => ModeratedReview | undefined,
): ModerationPages | undefined {
  return mapPageItems(data, change)
}
