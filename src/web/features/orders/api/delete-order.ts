/**
 * DELETE /api/order/:orderId: cancel an unpaid order (the owner's, or any for an admin). A paid
 * order answers 409. Both order lists are refreshed afterwards, whoever deleted.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiDelete } from '#web/lib/api-client.ts'
import { orderKeys } from './keys.ts'

export function deleteOrder(orderId: string): Promise<{ deletedCount: number }> {
  return apiDelete<{ deletedCount: number }>(`/order/${encodeURIComponent(orderId)}`)
}

export function useDeleteOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteOrder,
    // Awaited, so the dialog closes only once the list shows the order gone.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  })
}
