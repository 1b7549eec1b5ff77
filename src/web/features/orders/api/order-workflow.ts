/**
 * Manage Order's workflow mutations (admins): an order's internal note, a mail to its
 * customer, and "mark contacted" on the selected orders. Each refreshes the order lists.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminOrder, OrderMailInput } from '#shared/contracts/orders-console.ts'
import { apiPost, apiPut } from '#web/lib/api-client.ts'
import { orderKeys } from './keys.ts'

function useRefreshOrders() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: orderKeys.manage() })
}

export function useSaveNote(orderId: string) {
  const refresh = useRefreshOrders()
  return useMutation({
    mutationFn: (note: string) =>
      apiPut<AdminOrder>(`/manageorder/${encodeURIComponent(orderId)}/note`, { note }),
    onSuccess: () => refresh(),
  })
}

export function useEmailCustomer(orderId: string) {
  const refresh = useRefreshOrders()
  return useMutation({
    mutationFn: (input: OrderMailInput) =>
      apiPost<{ mailId: string; to: string }>(
        `/manageorder/${encodeURIComponent(orderId)}/email`,
        input,
      ),
    onSuccess: () => refresh(),
  })
}

export function useMarkContacted() {
  const refresh = useRefreshOrders()
  return useMutation({
    mutationFn: (ids: readonly string[]) =>
      apiPost<{ updatedCount: number }>('/manageorder/contacted', { ids }),
    onSuccess: () => refresh(),
  })
}
