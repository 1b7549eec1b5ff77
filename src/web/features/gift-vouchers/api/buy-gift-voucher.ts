/**
 * POST /api/gift-vouchers: buys a voucher for someone. The server makes the voucher (pending)
 * and its sale order; the customer pays that order on the Pay page, as a booking.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { GiftVoucherPurchase, GiftVoucherPurchased } from '#shared/contracts/gift-vouchers.ts'
import { apiPost } from '#web/lib/api-client.ts'
import { giftVoucherKeys } from './keys.ts'

export function buyGiftVoucher(input: GiftVoucherPurchase): Promise<GiftVoucherPurchased> {
  return apiPost<GiftVoucherPurchased>('/gift-vouchers', input)
}

export function useBuyGiftVoucher() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: buyGiftVoucher,
    // A new one among the vouchers bought, and a new order among the bookings.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: giftVoucherKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]),
  })
}
