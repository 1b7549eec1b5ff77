/** Query keys of the admin's Messages page: contact messages, the unhandled count, the outboxes. */
import type { MessageFilters } from '../lib/filters.ts'

export const messageKeys = {
  all: ['messages'] as const,
  threads: (filters: MessageFilters) => [...messageKeys.all, 'threads', filters] as const,
  unhandledCount: () => [...messageKeys.all, 'unhandled-count'] as const,
  outbox: () => [...messageKeys.all, 'outbox'] as const,
  phoneOutbox: () => [...messageKeys.all, 'phone-outbox'] as const,
}
