/**
 * POST /api/outbox/:id/retry (admins): queue a failed mail again. The outbox and the messages'
 * mail status both change, so both are reloaded before the button settles.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OutboxMail } from '#shared/contracts/contact.ts'
import { apiPost } from '#web/lib/api-client.ts'
import { messageKeys } from './keys.ts'

export function retryMail(id: string): Promise<OutboxMail> {
  return apiPost<OutboxMail>(`/outbox/${encodeURIComponent(id)}/retry`, {})
}

export function useRetryMail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: retryMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  })
}
