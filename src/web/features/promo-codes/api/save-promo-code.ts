/**
 * POST /api/admin/promo-codes, PUT /api/admin/promo-codes/:id and its /paused (admins): a new
 * code, new terms, a pause or a resume. The answer replaces the code in the loaded list at once;
 * the list is then fetched again (a new code goes on top).
 */
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import type {
  AdminPromoCode,
  AdminPromoCodesPage,
  PromoCodeInput,
} from '#shared/contracts/promo-codes.ts'
import { apiPost, apiPut } from '#web/lib/api-client.ts'
import { mapPageItems } from '#web/lib/page-items.ts'
import { promoCodeKeys } from './keys.ts'

export type PromoCodeChange =
  | { kind: 'create'; input: PromoCodeInput }
  | { kind: 'edit'; id: string; input: PromoCodeInput }
  | { kind: 'paused'; id: string; paused: boolean }

function changePromoCode(change: PromoCodeChange): Promise<AdminPromoCode> {
  switch (change.kind) {
    case 'create':
      return apiPost<AdminPromoCode>('/admin/promo-codes', change.input)
    case 'edit':
      return apiPut<AdminPromoCode>(
        `/admin/promo-codes/${encodeURIComponent(change.id)}`,
        change.input,
      )
    case 'paused':
      return apiPut<AdminPromoCode>(`/admin/promo-codes/${encodeURIComponent(change.id)}/paused`, {
        paused: change.paused,
      })
  }
}

export function useChangePromoCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changePromoCode,
    onSuccess: (updated) => {
      queryClient.setQueriesData<InfiniteData<AdminPromoCodesPage>>(
        { queryKey: promoCodeKeys.list() },
        (data) => mapPageItems(data, (code) => (code.id === updated.id ? updated : code)),
      )
      void queryClient.invalidateQueries({ queryKey: promoCodeKeys.all })
    },
  })
}
