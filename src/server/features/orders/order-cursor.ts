/**
 * The cursor of Manage Order's pages (and the customer's own list): the last row's sort key and
 * id, with the sort it belongs to, through the one cursor codec (#server/lib/page-cursor.ts). A
 * cursor from another sort, or one that does not decode, is a 400 naming `cursor`. Timestamps travel as text with their microseconds (a
 * JavaScript Date would round them and skip or repeat rows), compared in SQL.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { OrderSort } from '#shared/contracts/orders-console.ts'
import { z } from 'zod'
import { createdAtKey } from '#server/lib/keyset-cursor.ts'
import { decodeKey, encodeKey } from '#server/lib/page-cursor.ts'

type Dir = 'asc' | 'desc'

/** Each sort's key as its list writes it (timestamps with microseconds, dates, whole cents). */
const KEYS: Record<OrderSort, z.ZodType<string>> = {
  booked: createdAtKey,
  departure: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((text) => !Number.isNaN(Date.parse(text))),
  amount: z.string().regex(/^\d{1,10}$/),
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
  return encodeKey([`${sort}.${dir}`, key, id])
}

/** A cursor of this sort and direction, else a 400 naming `cursor`. */
export function decodeOrderCursor(cursor: string, sort: OrderSort, dir: Dir): OrderCursor {
  const [, key, id] = decodeKey(
    cursor,
    z.tuple([z.literal(`${sort}.${dir}`), KEYS[sort], z.uuid()]),
  )
  return { key, id }
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
