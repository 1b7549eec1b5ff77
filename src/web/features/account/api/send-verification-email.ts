/** POST /api/auth/send-verification-email: the verification link, mailed again. */
import { useMutation } from '@tanstack/react-query'
import { sendVerificationEmail } from '#web/lib/auth-client.ts'

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: (email: string) => sendVerificationEmail(email) })
}
