/**
 * GET /api/messages/unhandled-count (admins): the sidebar's badge. Refreshed when a reply or a
 * change of state invalidates the Messages keys, and every minute while the Dashboard is open.
 */
import { useQuery } from '@tanstack/react-query'
import type { UnhandledCount } from '#shared/contracts/message-threads.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { messageKeys } from './keys.ts'

export function useUnhandledCount() {
  return useQuery({
    queryKey: messageKeys.unhandledCount(),
    queryFn: ({ signal }) => apiGet<UnhandledCount>('/messages/unhandled-count', signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  })
}
