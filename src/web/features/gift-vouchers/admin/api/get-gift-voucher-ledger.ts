/**
 * GET /api/admin/gift-vouchers/:id (admins): one voucher and every entry of its ledger (sold or
 * issued, spent on bookings, refunded to it, cancelled), each with its signed amount.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminGiftVoucherLedger } from '#shared/contracts/gift-vouchers.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { adminGiftVoucherKeys } from './keys.ts'

/** `id`: the voucher whose ledger is open; none: nothing is asked. */
export function useGiftVoucherLedger(id: string | undefined) {
  return useQuery({
    ...queryOptions({
      queryKey: adminGiftVoucherKeys.ledger(id ?? ''),
      queryFn: ({ signal }) =>
        apiGet<AdminGiftVoucherLedger>(
          `/admin/gift-vouchers/${encodeURIComponent(id ?? '')}`,
          signal,
        ),
      staleTime: 0,
    }),
    enabled: id !== undefined,
  })
}
