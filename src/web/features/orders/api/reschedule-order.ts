/**
 * POST /api/orders/:orderId/reschedule: moves a booking to another date of its tour. The server
 * prices the new date, refunds what was overpaid and says what is still due; every order query
 * (the lists, the Pay page, the tour's seats) is refreshed afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Order } from '#shared/contracts/orders.ts'
import { apiPost } from '#web/lib/api-client.ts'
import { orderKeys } from './keys.ts'

export interface RescheduleResult {
  order: Order
  /** Refunded because the new date costs less, in the order's currency. */
  refund: number
  /** Still to pay, in the order's currency. */
  due: number
}

export function rescheduleOrder(orderId: string, departureId: string): Promise<RescheduleResult> {
  return apiPost<RescheduleResult>(`/orders/${encodeURIComponent(orderId)}/reschedule`, {
    departureId,
  })
}

export function useRescheduleOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ orderId, departureId }: { orderId: string; departureId: string }) =>
      rescheduleOrder(orderId, departureId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  })
}
