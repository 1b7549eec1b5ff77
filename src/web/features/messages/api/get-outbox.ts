/** GET /api/outbox (admins): mail that has not gone out yet, or failed. */
import { useQuery } from '@tanstack/react-query'
import type { OutboxMail } from '#shared/contracts/contact.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { messageKeys } from './keys.ts'

export function getOutbox(signal?: AbortSignal): Promise<OutboxMail[]> {
  return apiGet<OutboxMail[]>('/outbox', signal)
}

export function useOutbox() {
  return useQuery({
    queryKey: messageKeys.outbox(),
    queryFn: ({ signal }) => getOutbox(signal),
    staleTime: 0,
  })
}
