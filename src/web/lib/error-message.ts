/**
 * One sentence for a failed request, for the red alerts of forms and dialogs. Answers the server
 * explains (400, 403, 404, 409) show its own message; a network failure, a 429 or a server error
 * shows the caller's fallback, which ends in 'later.' like the spec's failure messages.
 */
import { messages } from '#shared/messages.ts'
import { isApiError } from './api-client.ts'

export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.isNetwork) return fallback
  if (error.status === 401) return messages.common.sessionEnded
  if (error.status === 429) return messages.common.tooManyRequests
  if (error.status >= 400 && error.status < 500) return error.message
  return fallback
}
