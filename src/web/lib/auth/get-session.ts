/** GET /api/auth/get-session: who is signed in (null when nobody is). */
import { queryOptions } from '@tanstack/react-query'
import { getSession } from '#web/lib/auth-client.ts'
import { authKeys } from './keys.ts'

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: authKeys.session,
    queryFn: ({ signal }) => getSession(signal),
    // Sign-in and sign-out update it directly; refetching on focus catches other tabs.
    staleTime: 5 * 60_000,
  })
}
