/**
 * GET /api/admin/promo-codes (admins): every code with its uses and revenue, newest first, one
 * page per request, chained by the server's cursor ("Load more").
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { AdminPromoCodesPage } from '#shared/contracts/promo-codes.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { promoCodeKeys } from './keys.ts'

const PAGE = 20

function getPromoCodesPage(cursor: string | undefined, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(PAGE) })
  if (cursor) query.set('cursor', cursor)
  return apiGet<AdminPromoCodesPage>(`/admin/promo-codes?${query.toString()}`, signal)
}

export function usePromoCodes() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: promoCodeKeys.list(),
      queryFn: ({ pageParam, signal }) => getPromoCodesPage(pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      // Bookings use codes all the time: fresh on every visit.
      staleTime: 0,
    }),
  )
}
