/** POST /api/auth/request-password-reset: a reset link for a forgotten password. */
import { useMutation } from '@tanstack/react-query'
import type { ForgotPasswordInput } from '#shared/contracts/auth.ts'
import { requestPasswordReset } from '#web/lib/auth-client.ts'

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (input: ForgotPasswordInput) => requestPasswordReset(input) })
}
