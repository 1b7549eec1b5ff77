/**
 * The Users page's cursor: the last row's (created_at, id) through the keyset cursor
 * (#server/lib/keyset-cursor.ts), with better-auth's own account ids instead of UUIDs.
 */
import { sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { users } from '#server/db/schema/index.ts'
import { decodeCursor, type CursorKey } from '#server/lib/keyset-cursor.ts'

const accountId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/)

export function decodeUsersCursor(cursor: string): CursorKey {
  return decodeCursor(cursor, accountId)
}

/** Users after the cursor's row, newest first. */
export function afterUsersCursor({ at, id }: CursorKey): SQL {
  return sql`(${users.createdAt}, ${users.id}) < (${at}::timestamptz, ${id})`
}
