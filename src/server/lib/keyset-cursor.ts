/**
 * The cursor of a list paged newest first by (created_at, id): the last row's key, through the
 * one cursor codec (page-cursor.ts). created_at travels with its microseconds, as PostgreSQL
 * keeps it — a JavaScript Date would round them off and skip or repeat rows — so it is read as
 * text (`createdAtText`) and compared in SQL (`before`). `idSchema` is the ids' own shape (UUIDs
 * unless told: account ids are better-auth's strings).
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { decodeKey, encodeKey } from './page-cursor.ts'

/** created_at as `createdAtText` writes it: UTC, with microseconds. */
export const createdAtKey = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
  .refine((text) => !Number.isNaN(Date.parse(text)))

export interface CursorKey {
  at: string
  id: string
}

export function encodeCursor({ at, id }: CursorKey): string {
  return encodeKey([at, id])
}

/** A cursor this module made, else a 400 naming `cursor`. */
export function decodeCursor(cursor: string, idSchema: z.ZodType<string> = z.uuid()): CursorKey {
  const [at, id] = decodeKey(cursor, z.tuple([createdAtKey, idSchema]))
  return { at, id }
}

/** A timestamptz column as the cursor's text (UTC, microseconds). */
export function createdAtText(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
}

/** Rows after the cursor's row in newest-first order. */
export function before(createdAt: AnyColumn, id: AnyColumn, { at, id: lastId }: CursorKey): SQL {
  return sql`(${createdAt}, ${id}) < (${at}::timestamptz, ${lastId}::uuid)`
}
