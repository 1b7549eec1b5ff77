/** GET /api/sign-in-options: whether Google sign-in is configured (its buttons hide if not). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getSignInOptions } from '#web/lib/auth-client.ts'
import { authKeys } from '../../../lib/auth/keys.ts'

export function signInOptionsQueryOptions() {
  return queryOptions({
    queryKey: authKeys.signInOptions,
    queryFn: ({ signal }) => getSignInOptions(signal),
    // Server configuration: it does not change while the page is open.
    staleTime: Infinity,
  })
}

export function useSignInOptions() {
  return useQuery(signInOptionsQueryOptions())
}
