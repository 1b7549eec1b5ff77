/**
 * The server names the offending field of a 400 (or a 409 on a unique field) in its message:
 * 'Invalid body field "phone": Enter a phone number, e.g. …'. Forms use this to put the
 * sentence under that field instead of above the form.
 */
import { isApiError } from './api-client.ts'

const FIELD_MESSAGE = /^Invalid body field "([^"]+)": (.+)$/s

export interface FieldError {
  field: string
  message: string
}

export function fieldErrorOf(error: unknown): FieldError | undefined {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 409)) return undefined
  const match = FIELD_MESSAGE.exec(error.message)
  if (!match) return undefined
  const [, field = '', message = ''] = match
  // "placeId: place id 7 is already used." reads better starting with a capital.
  return { field, message: message.charAt(0).toUpperCase() + message.slice(1) }
}
