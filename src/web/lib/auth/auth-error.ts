/**
 * The sentence a failed auth action shows. The server already answers identity errors in words
 * a person understands, so its message is used (for a refused field, that field's sentence);
 * only a network failure (no answer at all) needs our own sentence, from the zod-free shared
 * module.
 */
import { authErrorText } from '#shared/auth-errors.ts'
import { isApiError } from '#web/lib/api-client.ts'

export async function describeAuthError(error: unknown): Promise<string> {
  if (isApiError(error) && !error.isNetwork) {
    // A refused field (a common password, a blank name): its own sentence, without the
    // 'Invalid body field "…":' prefix meant for API clients.
    const first = Array.isArray(error.details) ? (error.details[0] as { message?: unknown }) : null
    return typeof first?.message === 'string' ? first.message : error.message
  }
  return authErrorText(isApiError(error) ? 'NETWORK' : undefined)
}
