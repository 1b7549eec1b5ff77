/**
 * The sentence a failed auth action shows. The server already answers identity errors in words
 * a person understands, so its message is used as is; only a network failure (no answer at all)
 * needs our own sentence, from the zod-free shared module.
 */
import { authErrorText } from '#shared/auth-errors.ts'
import { isApiError } from '#web/lib/api-client.ts'

export async function describeAuthError(error: unknown): Promise<string> {
  if (isApiError(error) && !error.isNetwork) return error.message
  return authErrorText(isApiError(error) ? 'NETWORK' : undefined)
}
