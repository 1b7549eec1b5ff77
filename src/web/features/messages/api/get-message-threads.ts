/**
 * GET /api/messages?limit&cursor&state&q (admins): contact messages a page at a time, newest
 * first, each with its state and thread, and each state's count. Load more asks for the next
 * page only; new filters are a new list from page one.
 */
import { useInfiniteQuery } from '@tanstack/react-query'
import type { MessagesPage } from '#shared/contracts/message-threads.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { messagesQueryString, type MessageFilters } from '../lib/filters.ts'
import { messageKeys } from './keys.ts'

function getMessagesPage(
  filters: MessageFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<MessagesPage> {
  return apiGet<MessagesPage>(`/messages?${messagesQueryString(filters, cursor)}`, signal)
}

export function useMessageThreads(filters: MessageFilters) {
  return useInfiniteQuery({
    queryKey: messageKeys.threads(filters),
    queryFn: ({ pageParam, signal }) => getMessagesPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // New messages arrive from visitors at any time: fresh on every visit.
    staleTime: 0,
  })
}
