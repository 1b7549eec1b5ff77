/**
 * Identity's limits, and the words a person reads when identity fails — never a raw provider
 * code (messages.authErrors explains each). Free of zod, so the first page can use it without
 * the schemas.
 */
import { messages } from './messages.ts'

export const MIN_PASSWORD_LENGTH = 8
export const MAX_PASSWORD_LENGTH = 128
/** A display name's longest form: names reach public pages (testimonials). */
export const MAX_NAME_LENGTH = 80

/** A sentence for an identity error code; a generic one for codes we do not know. */
export function authErrorText(code: string | undefined): string {
  // Own keys only: a code such as "toString" must not reach the prototype.
  const known = code && Object.hasOwn(messages.authErrors, code) ? messages.authErrors[code] : ''
  return known || messages.authErrors.GENERIC!
}
