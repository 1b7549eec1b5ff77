/** Recognises PostgreSQL errors by SQLSTATE, on both drivers (pg and PGlite set `code`). */
export function isUniqueViolation(error: unknown): boolean {
  return pgCode(error) === '23505'
}

/** A row refers to one that is gone (e.g. its order was deleted meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgCode(error) === '23503'
}

/** The orders trigger refused a hold beyond a departure's capacity (migration 0009). */
export function isDepartureFull(error: unknown): boolean {
  return pgCode(error) === 'BT409'
}

/**
 * The orders trigger refused an extra beyond a departure's stock (migration 0035); its message
 * names the extra: `extra <id> of departure <id> is sold out`. Answers that id.
 */
export function soldOutExtra(error: unknown): string | undefined {
  if (pgCode(error) !== 'BT410') return undefined
  for (
    let e = error as { message?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 3;
    i++
  ) {
    const found = typeof e.message === 'string' && /extra (\S+) of departure/.exec(e.message)
    if (found) return found[1]
    e = e.cause as typeof e
  }
  return ''
}

function pgCode(error: unknown): string | undefined {
  // Drizzle wraps driver errors; the SQLSTATE may sit on the error or on its cause.
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 3; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code
    e = e.cause as typeof e
  }
  return undefined
}

/** What a 503 for an unavailable database asks a client to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/**
 * The database cannot be reached or cannot take the query now: a connection refused or lost, a
 * server shutting down or starting, no free connection in the pool within its wait, or the
 * embedded engine closed. Such a request may well succeed in a moment: 503 with Retry-After,
 * never a 500 (plugins/error-handler.ts).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgCode(error)
  // 08: connection exception; 57P01-03: shutdown, crash, starting; 53300: too many connections.
  if (code && (code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300')) return true
  for (
    let e = error as { code?: unknown; cause?: unknown; message?: unknown } | undefined, i = 0;
    e && i < 3;
    i++
  ) {
    if (typeof e.code === 'string' && UNREACHABLE_ERRNOS.has(e.code)) return true
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true
    e = e.cause as typeof e
  }
  return false
}

const UNREACHABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
/** node-postgres and PGlite say these in words only. */
const UNAVAILABLE_MESSAGES =
  /^(timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end|PGlite is closed)/
