/**
 * The Users page's cursor: the last row's (created_at, id), base64url, opaque to clients. Like
 * #server/lib/keyset-cursor.ts, whose ids are UUIDs; account ids are better-auth's own strings.
 */
import { sql, type SQL } from 'drizzle-orm'
import { users } from '#server/db/schema/index.ts'
import { Invalid } from '#server/lib/errors.ts'
import { messages } from '#shared/messages.ts'

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([A-Za-z0-9_-]{1,100})$/

interface UsersCursor {
  at: string
  id: string
}

export function encodeUsersCursor({ at, id }: UsersCursor): string {
  return Buffer.from(`${at}|${id}`).toString('base64url')
}

export function decodeUsersCursor(cursor: string): UsersCursor {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  if (!match || Number.isNaN(Date.parse(match[1]!))) {
    throw new Invalid(messages.errors.badCursor, [
      { path: '/cursor', message: messages.errors.badCursor },
    ])
  }
  return { at: match[1]!, id: match[2]! }
}

/** Users after the cursor's row, newest first. */
export function afterUsersCursor({ at, id }: UsersCursor): SQL {
  return sql`(${users.createdAt}, ${users.id}) < (${at}::timestamptz, ${id})`
}
