/**
 * The cursor of Manage Order's pages (and the customer's own list): the last row's sort key and
 * id, with the sort it belongs to, base64url. A cursor from another sort, or one that does not
 * decode, is a 400 naming `cursor`. Timestamps travel as text with their microseconds (a
 * JavaScript Date would round them and skip or repeat rows), compared in SQL.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { OrderSort } from '#shared/contracts/orders-console.ts'
import { messages } from '#shared/messages.ts'
import { Invalid } from '#server/lib/errors.ts'

type Dir = 'asc' | 'desc'

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const KEYS: Record<OrderSort, string> = {
  booked: '\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z',
  departure: '\\d{4}-\\d{2}-\\d{2}',
  amount: '\\d{1,10}',
}
const CASTS: Record<OrderSort, string> = {
  booked: 'timestamptz',
  departure: 'date',
  amount: 'integer',
}

export interface OrderCursor {
  key: string
  id: string
}

export function encodeOrderCursor(sort: OrderSort, dir: Dir, { key, id }: OrderCursor): string {
  return Buffer.from(`${sort}.${dir}|${key}|${id}`).toString('base64url')
}

export function badCursor(): Invalid {
  const problem = messages.errors.badCursor
  return new Invalid(
    messages.errors.invalidField({
      where: messages.validation.requestParts.querystring,
      field: 'cursor',
      problem,
    }),
    [{ path: '/cursor', message: problem }],
  )
}

export function decodeOrderCursor(cursor: string, sort: OrderSort, dir: Dir): OrderCursor {
  const text = Buffer.from(cursor, 'base64url').toString('utf8')
  const match = new RegExp(`^${sort}\\.${dir}\\|(${KEYS[sort]})\\|(${UUID})$`).exec(text)
  if (!match) throw badCursor()
  const key = match[1]!
  if (sort !== 'amount' && Number.isNaN(Date.parse(key))) throw badCursor()
  return { key, id: match[2]! }
}

/** Rows after the cursor's in this order: `(key, id) < (…)` newest first, `>` oldest first. */
export function after(
  keyExpression: SQL,
  idColumn: AnyColumn,
  sort: OrderSort,
  dir: Dir,
  { key, id }: OrderCursor,
): SQL {
  const cast = sql.raw(CASTS[sort])
  const op = sql.raw(dir === 'desc' ? '<' : '>')
  return sql`(${keyExpression}, ${idColumn}) ${op} (${key}::${cast}, ${id}::uuid)`
}
