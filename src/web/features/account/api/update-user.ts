/** POST /api/auth/update-user: the profile's name and phone. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProfileInput } from '#shared/contracts/auth.ts'
import { authKeys } from '#web/lib/auth/keys.ts'
import { updateUser } from '#web/lib/auth-client.ts'

export function useUpdateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ProfileInput) => updateUser(input),
    // The header and the Dashboard show the name from the session.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.session }),
  })
}
