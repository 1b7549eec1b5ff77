/**
 * PATCH /api/messages/:id (admins): mark a message handled or unhandled, archive or unarchive
 * it. The lists, their counts and the sidebar's badge all change: every Messages key reloads.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MessageThread, MessageUpdate } from '#shared/contracts/message-threads.ts'
import { apiPatch } from '#web/lib/api-client.ts'
import { messageKeys } from './keys.ts'

export function useUpdateMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: MessageUpdate }) =>
      apiPatch<MessageThread>(`/messages/${encodeURIComponent(id)}`, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  })
}
