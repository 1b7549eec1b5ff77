/** POST /api/auth/reset-password: the new password, with the mailed link's token. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { authKeys } from '#web/lib/auth/keys.ts'
import { resetPassword } from '#web/lib/auth-client.ts'

export function useResetPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) => resetPassword(input),
    // Every session of the account ended, this browser's too if it had one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.session }),
  })
}
