/**
 * Typed domain errors. Verbs throw them; the single error handler in app.ts maps each to its
 * HTTP status and the `{ error: { code, message } }` envelope.
 */
import type { ErrorCode } from '#shared/contracts/common.ts'

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

export class Unauthorized extends AppError {
  constructor(message = 'Please sign in first.') {
    super(401, 'UNAUTHORIZED', message)
  }
}

export class Forbidden extends AppError {
  constructor(message = 'You are not allowed to do this.') {
    super(403, 'FORBIDDEN', message)
  }
}

export class NotFound extends AppError {
  constructor(message = 'Not found.') {
    super(404, 'NOT_FOUND', message)
  }
}

export class Conflict extends AppError {
  constructor(message: string) {
    super(409, 'CONFLICT', message)
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
