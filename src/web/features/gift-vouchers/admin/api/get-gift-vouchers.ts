/**
 * GET /api/admin/gift-vouchers (admins): every voucher, sold or issued, newest first, one page per
 * request, chained by the server's cursor ("Load more"); `q` searches the code, the recipient
 * and the buyer on the server.
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import type { AdminGiftVouchersPage } from '#shared/contracts/gift-vouchers.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { adminGiftVoucherKeys } from './keys.ts'

const PAGE = 25

function getGiftVouchersPage(q: string, cursor: string | undefined, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(PAGE) })
  if (q) query.set('q', q)
  if (cursor) query.set('cursor', cursor)
  return apiGet<AdminGiftVouchersPage>(`/admin/gift-vouchers?${query.toString()}`, signal)
}

export function useAdminGiftVouchers(q: string) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: adminGiftVoucherKeys.list(q),
      queryFn: ({ pageParam, signal }) => getGiftVouchersPage(q, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      // Vouchers are spent and delivered all the time: fresh on every visit.
      staleTime: 0,
    }),
    // A new search keeps the last list on screen until its answer comes.
    placeholderData: keepPreviousData,
  })
}
