/**
 * The fields a refused request got wrong, from the answer's `details`: the server sends
 * `[{ path: '/phone', message: 'Enter a phone number, e.g. …' }]` for every field error (schema
 * checks, better-auth's bodies, the verbs' own checks). Forms put each message under its field
 * instead of above the form. Nothing is read out of the English summary.
 */
import { isApiError } from './api-client.ts'

export interface FieldError {
  /** The field's name, dotted for nested ones (`items.0.name`). */
  field: string
  message: string
}

function isIssue(value: unknown): value is { path: string; message: string } {
  if (!value || typeof value !== 'object') return false
  const { path, message } = value as Record<string, unknown>
  return typeof path === 'string' && typeof message === 'string' && path.length > 1
}

/** Every field error of a 400 (or a 409 on a unique field), in the server's order. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 409)) return []
  if (!Array.isArray(error.details)) return []
  return error.details.filter(isIssue).map(({ path, message }) => ({
    field: path.replace(/^\//, '').replace(/\//g, '.'),
    message,
  }))
}

/** The first field error, or undefined when the answer names no field. */
export function fieldErrorOf(error: unknown): FieldError | undefined {
  return fieldErrorsOf(error)[0]
}

/**
 * Puts a refusal's field errors under the form's own fields (`fields`: the names it has) and
 * focuses the first that `focusable` allows. Returns false when the refusal names none of them,
 * for the caller to say it above the button instead.
 */
export function showFieldErrors<Field extends string>(
  error: unknown,
  {
    fields,
    setError,
    setFocus,
    focusable = () => true,
  }: {
    fields: readonly Field[]
    setError: (field: Field, error: { type: 'server'; message: string }) => void
    setFocus: (field: Field) => void
    focusable?: (field: Field) => boolean
  },
): boolean {
  const named = fieldErrorsOf(error).filter((e): e is FieldError & { field: Field } =>
    (fields as readonly string[]).includes(e.field),
  )
  for (const { field, message } of named) setError(field, { type: 'server', message })
  const first = named[0]?.field
  if (first !== undefined && focusable(first)) setFocus(first)
  return named.length > 0
}
