/**
 * The sentence a failed auth action shows. The server already answers identity errors in words
 * a person understands, so its message is used as is; only a network failure (no answer at all)
 * needs our own sentence. That sentence lives with the zod schemas in the shared auth contract,
 * so it is imported on demand: the login page has loaded that module already, and the entry
 * bundle stays free of zod.
 */
import { isApiError } from '#web/lib/api-client.ts'

export async function describeAuthError(error: unknown): Promise<string> {
  if (isApiError(error) && !error.isNetwork) return error.message
  try {
    const { authErrorText } = await import('#shared/contracts/auth.ts')
    return authErrorText(isApiError(error) ? 'NETWORK' : undefined)
  } catch {
    // Offline before the contract module ever loaded: the client's own network sentence.
    return isApiError(error) ? error.message : 'Something went wrong. Please try again.'
  }
}
