/** PUT /api/orders/:orderId/arrival (admins): a booking checked in, a no-show, or unmarked. */
import type { Arrival, ArrivalResult } from '#shared/contracts/check-in.ts'
import { apiPut } from '#web/lib/api-client.ts'

export function putArrival(orderId: string, arrival: Arrival | null): Promise<ArrivalResult> {
  return apiPut<ArrivalResult>(`/orders/${encodeURIComponent(orderId)}/arrival`, { arrival })
}
