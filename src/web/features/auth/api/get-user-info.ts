/** GET /api/users/:email: the signed-in user's record, read for its Admin flag. */
import { queryOptions } from '@tanstack/react-query'
import { getUserInfo } from '#web/lib/auth-client.ts'
import { authKeys } from './keys.ts'

export function userInfoQueryOptions(email: string) {
  return queryOptions({
    queryKey: authKeys.user(email),
    queryFn: ({ signal }) => getUserInfo(email, signal),
  })
}
