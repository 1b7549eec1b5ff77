/** POST /api/phone/outbox/:id/retry (admins): queue a failed phone message again. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OutboxPhone } from '#shared/contracts/phone-messages.ts'
import { apiPost } from '#web/lib/api-client.ts'
import { messageKeys } from './keys.ts'

export function useRetryPhone() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiPost<OutboxPhone>(`/phone/outbox/${encodeURIComponent(id)}/retry`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.phoneOutbox() }),
  })
}
