/**
 * POST /api/orders/:orderId/gift-voucher: spends a gift voucher on what is due on one's booking
 * (in part or whole). The order's paid amount changes, so the order (and its receipt) is asked
 * for again, and so is the payment intent, whose amount is what is left to pay.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { GiftVoucherRedeemed } from '#shared/contracts/gift-vouchers.ts'
import { apiPost } from '#web/lib/api-client.ts'
import { orderKeys, paymentKeys } from './keys.ts'

export function useRedeemGiftVoucher(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (code: string) =>
      apiPost<GiftVoucherRedeemed>(`/orders/${encodeURIComponent(orderId)}/gift-voucher`, {
        code,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.intent(orderId) }),
      ]),
  })
}
