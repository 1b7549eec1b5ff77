/** PUT /api/users/admin: an admin promotes another account (Make Admin). */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MakeAdminInput } from '#shared/contracts/users.ts'
import { authKeys } from '#web/lib/auth/keys.ts'
import { makeAdmin } from '#web/lib/auth-client.ts'

export function useMakeAdmin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: MakeAdminInput) => makeAdmin(input),
    // That account's cached record (and its Admin flag) is now out of date.
    onSuccess: (_result, { email }) =>
      queryClient.invalidateQueries({ queryKey: authKeys.user(email) }),
  })
}
