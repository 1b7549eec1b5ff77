/**
 * POST /api/gift-vouchers/check: what a code holds (the holder's view: amount, balance, status,
 * until when). Asked for, not kept: each check asks again.
 */
import { useMutation } from '@tanstack/react-query'
import type { GiftVoucherBalance } from '#shared/contracts/gift-vouchers.ts'
import { apiPost } from '#web/lib/api-client.ts'

export function useCheckGiftVoucher() {
  return useMutation({
    mutationFn: (code: string) => apiPost<GiftVoucherBalance>('/gift-vouchers/check', { code }),
  })
}
