/** POST /api/auth/change-password: other sessions end, this one gets a new cookie. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { authKeys } from '#web/lib/auth/keys.ts'
import { changePassword } from '#web/lib/auth-client.ts'

export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) => changePassword(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.session }),
  })
}
