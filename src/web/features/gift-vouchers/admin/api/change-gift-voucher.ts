/**
 * POST /api/admin/gift-vouchers and POST /api/admin/gift-vouchers/:id/cancel (admins): a voucher
 * issued, or what is left on one voided. A cancelled voucher's answer replaces it in the loaded
 * lists at once; the lists and ledgers are then fetched again (a new voucher goes on top).
 */
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import type {
  AdminGiftVoucher,
  AdminGiftVouchersPage,
  GiftVoucherCancel,
  GiftVoucherIssue,
} from '#shared/contracts/gift-vouchers.ts'
import { apiPost } from '#web/lib/api-client.ts'
import { mapPageItems } from '#web/lib/page-items.ts'
import { adminGiftVoucherKeys } from './keys.ts'

export type GiftVoucherChange =
  | { kind: 'issue'; input: GiftVoucherIssue }
  | { kind: 'cancel'; id: string; cancel: GiftVoucherCancel }

function changeGiftVoucher(change: GiftVoucherChange): Promise<AdminGiftVoucher> {
  switch (change.kind) {
    case 'issue':
      return apiPost<AdminGiftVoucher>('/admin/gift-vouchers', change.input)
    case 'cancel':
      return apiPost<AdminGiftVoucher>(
        `/admin/gift-vouchers/${encodeURIComponent(change.id)}/cancel`,
        change.cancel,
      )
  }
}

export function useChangeGiftVoucher() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeGiftVoucher,
    onSuccess: (updated) => {
      queryClient.setQueriesData<InfiniteData<AdminGiftVouchersPage>>(
        { queryKey: adminGiftVoucherKeys.lists() },
        (data) => mapPageItems(data, (voucher) => (voucher.id === updated.id ? updated : voucher)),
      )
      void queryClient.invalidateQueries({ queryKey: adminGiftVoucherKeys.all })
    },
  })
}
