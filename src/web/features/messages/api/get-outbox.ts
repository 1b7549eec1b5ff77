/** GET /api/outbox?limit&cursor (admins): mail that has not gone out yet, or failed, a page at a time. */
import { useInfiniteQuery } from '@tanstack/react-query'
import type { OutboxPage } from '#shared/contracts/message-threads.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { messageKeys } from './keys.ts'

const OUTBOX_PAGE_SIZE = 50

export function useOutbox() {
  return useInfiniteQuery({
    queryKey: messageKeys.outbox(),
    queryFn: ({ pageParam, signal }) =>
      apiGet<OutboxPage>(
        `/outbox?limit=${OUTBOX_PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  })
}
