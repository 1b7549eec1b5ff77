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

function pgCode(error: unknown): string | undefined {
  // Drizzle wraps driver errors; the SQLSTATE may sit on the error or on its cause.
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 3; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code
    e = e.cause as typeof e
  }
  return undefined
}
