/**
 * POST /api/auth/change-email. A verified address changes when the link mailed to the new one is
 * opened; an unverified one changes at once, so the session (and the user record keyed by the
 * address) is read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChangeEmailInput } from '#shared/contracts/auth.ts'
import { authKeys } from '#web/lib/auth/keys.ts'
import { changeEmail } from '#web/lib/auth-client.ts'

export function useChangeEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ChangeEmailInput) => changeEmail(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.session }),
  })
}
