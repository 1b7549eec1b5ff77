/** GET /api/gift-vouchers/mine: the vouchers the signed-in customer bought, newest first. */
import { useQuery } from '@tanstack/react-query'
import type { OwnGiftVoucher } from '#shared/contracts/gift-vouchers.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { giftVoucherKeys } from './keys.ts'

export function useMyGiftVouchers(enabled: boolean) {
  return useQuery({
    queryKey: giftVoucherKeys.mine(),
    queryFn: ({ signal }) => apiGet<OwnGiftVoucher[]>('/gift-vouchers/mine', signal),
    enabled,
  })
}
