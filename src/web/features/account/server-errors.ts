/**
 * How the account forms read a refusal: the server names bad fields in `details`
 * ([{ path: '/newPassword', message }]), which go under those fields; other failures carry
 * `details.authCode` and become one sentence above the form.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { authErrorText } from '#shared/auth-errors.ts'
import { messages } from '#shared/messages.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { errorMessage } from '#web/lib/error-message.ts'

interface FieldDetail {
  path: string
  message: string
}

function fieldDetails(error: unknown): FieldDetail[] {
  if (!isApiError(error) || !Array.isArray(error.details)) return []
  return (error.details as unknown[]).filter(
    (detail): detail is FieldDetail =>
      typeof detail === 'object' &&
      detail !== null &&
      typeof (detail as FieldDetail).path === 'string' &&
      typeof (detail as FieldDetail).message === 'string',
  )
}

/**
 * Puts each detail the form has a field for under that field (focusing the first); returns
 * whether any was placed.
 */
export function placeFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: ReadonlyArray<Path<T>>,
  setError: UseFormSetError<T>,
): boolean {
  let placed = false
  for (const { path, message } of fieldDetails(error)) {
    const field = path.replace(/^\//, '') as Path<T>
    if (!fields.includes(field)) continue
    setError(field, { type: 'server', message }, { shouldFocus: !placed })
    placed = true
  }
  return placed
}

/** The identity provider's code of a refusal (INVALID_TOKEN, INVALID_PASSWORD, …). */
export function authCodeOf(error: unknown): string | undefined {
  return isApiError(error) ? error.authCode : undefined
}

/** One sentence for a failure no field explains. */
export function failureText(error: unknown): string {
  if (isApiError(error) && error.isNetwork) return authErrorText('NETWORK')
  // Our sentence for codes we know; the server's own words (already plain) for the rest.
  const code = authCodeOf(error)
  const known = code ? authErrorText(code) : undefined
  if (known && known !== authErrorText(undefined)) return known
  return errorMessage(error, messages.account.failed)
}
