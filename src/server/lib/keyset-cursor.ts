/**
 * The cursor of a list paged newest first by (created_at, id): the last row's key, opaque to
 * clients (base64url). created_at travels with its microseconds, as PostgreSQL keeps it — a
 * JavaScript Date would round them off and skip or repeat rows — so it is read as text
 * (`createdAtText`) and compared in SQL (`before`).
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { messages } from '#shared/messages.ts'
import { Invalid } from './errors.ts'

const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

export interface CursorKey {
  at: string
  id: string
}

export function encodeCursor({ at, id }: CursorKey): string {
  return Buffer.from(`${at}|${id}`).toString('base64url')
}

export function decodeCursor(cursor: string): CursorKey {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  if (!match || Number.isNaN(Date.parse(match[1]!))) {
    throw new Invalid(messages.errors.badCursor)
  }
  return { at: match[1]!, id: match[2]! }
}

/** A timestamptz column as the cursor's text (UTC, microseconds). */
export function createdAtText(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
}

/** Rows after the cursor's row in newest-first order. */
export function before(createdAt: AnyColumn, id: AnyColumn, { at, id: lastId }: CursorKey): SQL {
  return sql`(${createdAt}, ${id}) < (${at}::timestamptz, ${lastId}::uuid)`
}
