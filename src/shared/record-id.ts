/**
 * What a record's id looks like in an address or a request: a UUID (any case) or a positive
 * whole number of up to nine digits. Apart from the contracts (and zod), so a page can check an
 * address without loading them.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const NUMERIC_ID_PATTERN = /^[1-9][0-9]{0,8}$/

export function isRecordId(value: string): boolean {
  const trimmed = value.trim()
  return UUID_PATTERN.test(trimmed) || NUMERIC_ID_PATTERN.test(trimmed)
}
