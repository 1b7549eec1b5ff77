/**
 * Typed domain errors. Verbs throw them; the single error handler (plugins/error-handler.ts)
 * maps each to its HTTP status and the `{ error: { code, message, details? } }` envelope. Their
 * messages come from the messages module; `details` names the fields at fault
 * (`[{ path: '/field', message }]`), which forms show next to those fields.
 */
import type { ErrorCode } from '#shared/contracts/common.ts'
import { messages } from '#shared/messages.ts'

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message)
    this.name = new.target.name
  }
}

export class Invalid extends AppError {
  constructor(message: string, details?: unknown) {
    super(400, 'BAD_REQUEST', message, details)
  }
}

/**
 * A 400 on one field of the body: the summary names it for API clients, `details` carries its
 * path and message for forms (`[{ path: '/field', message }]`).
 */
export function invalidField(field: string, message: string): Invalid {
  return new Invalid(
    messages.errors.invalidField({
      where: messages.validation.requestParts.body,
      field,
      problem: message,
    }),
    [{ path: `/${field}`, message }],
  )
}

export class Unauthorized extends AppError {
  constructor(message: string = messages.errors.signInFirst) {
    super(401, 'UNAUTHORIZED', message)
  }
}

export class Forbidden extends AppError {
  constructor(message: string = messages.errors.notAllowed) {
    super(403, 'FORBIDDEN', message)
  }
}

export class NotFound extends AppError {
  constructor(message: string = messages.errors.notFound) {
    super(404, 'NOT_FOUND', message)
  }
}

export class Conflict extends AppError {
  constructor(message: string, details?: unknown) {
    super(409, 'CONFLICT', message, details)
  }
}

/** A limit was reached: the client may try again after `retryAfterSeconds` (Retry-After). */
export class TooManyRequests extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'TOO_MANY_REQUESTS', message, { retryAfterSeconds })
  }
}

/** Something the request needs is out of reach for a moment: 503, try again after Retry-After. */
export class Unavailable extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, 'UNAVAILABLE', message)
  }
}
