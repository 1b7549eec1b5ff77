/**
 * POST /api/messages/:id/replies (admins): an answer mailed to the visitor. One Idempotency-Key
 * per reply form, so a retried or doubled send queues one mail. The thread, the counts, the
 * outbox and the sidebar's badge all change: every Messages key reloads.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MessageThread } from '#shared/contracts/message-threads.ts'
import { apiRequest } from '#web/lib/api-client.ts'
import { messageKeys } from './keys.ts'

export function useReplyToMessage(id: string, idempotencyKey: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest<MessageThread>(`/messages/${encodeURIComponent(id)}/replies`, {
        method: 'POST',
        body: { body },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  })
}
