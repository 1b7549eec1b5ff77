/** GET /api/messages (admins): contact messages, newest first, each with its mail status. */
import { useQuery } from '@tanstack/react-query'
import type { ContactMessage } from '#shared/contracts/contact.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { messageKeys } from './keys.ts'

export function getMessages(signal?: AbortSignal): Promise<ContactMessage[]> {
  return apiGet<ContactMessage[]>('/messages', signal)
}

export function useMessages() {
  return useQuery({
    queryKey: messageKeys.list(),
    queryFn: ({ signal }) => getMessages(signal),
    // New messages arrive from visitors at any time: fresh on every visit.
    staleTime: 0,
  })
}
