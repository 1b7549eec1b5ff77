/**
 * GET /api/admin/promo-codes/:id/uses (admins): the bookings made with a code, newest first, a
 * page at a time, with the code (its uses and revenue) on every page.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { PromoCodeUsesPage } from '#shared/contracts/promo-codes.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { promoCodeKeys } from './keys.ts'

const PAGE = 25

function getUsesPage(id: string, cursor: string | undefined, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(PAGE) })
  if (cursor) query.set('cursor', cursor)
  return apiGet<PromoCodeUsesPage>(
    `/admin/promo-codes/${encodeURIComponent(id)}/uses?${query.toString()}`,
    signal,
  )
}

export function usePromoCodeUses(id: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: promoCodeKeys.uses(id),
      queryFn: ({ pageParam, signal }) => getUsesPage(id, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      staleTime: 0,
    }),
  )
}
