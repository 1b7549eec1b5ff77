/**
 * The app's QueryClient. The catalogue changes rarely, so answers stay fresh for a minute;
 * client errors (4xx) are final and never retried, only network and server errors are.
 */
import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '#web/lib/api-client.ts'

const MAX_RETRIES = 2

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false
          return failureCount < MAX_RETRIES
        },
      },
    },
  })
}

/** The browser's client (server rendering makes one per request). */
export const queryClient = createQueryClient()
