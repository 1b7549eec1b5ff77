/** Query keys of the admin's Messages page: contact messages and the mail outbox. */
export const messageKeys = {
  all: ['messages'] as const,
  list: () => [...messageKeys.all, 'list'] as const,
  outbox: () => [...messageKeys.all, 'outbox'] as const,
}
