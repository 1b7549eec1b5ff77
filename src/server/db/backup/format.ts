/**
 * The backup file: JSON Lines, one value per line, written and read only by this folder.
 *
 *   {"format":"bangla-tours-backup","version":1,"migration":"0004_mail","engine":…,"exportedAt":…}
 *   {"table":"divisions","columns":["id",…],"types":["integer",…],"rows":8}
 *   [1,"8c0e…","Dhaka",…]                      ← one JSON array per row, in `columns` order
 *   …                                           ← every table, parents before children
 *   {"end":true,"tables":12,"rows":301,"sha256":"…"}
 *
 * Values are PostgreSQL's own JSON rendering, so they mean the same on either engine: integers,
 * reals and booleans as JSON numbers and booleans, SQL null as null, timestamps as ISO 8601 in
 * UTC with microseconds, text and uuids as strings. Every other type (bigint, numeric, jsonb,
 * arrays, bytea, …) is a string holding PostgreSQL's text form, which casts back exactly and
 * survives any JSON reader (a bigint as a JS number would not). The end line's sha256 covers
 * every byte before it: a truncated or edited file is refused before anything is written.
 */
import { z } from 'zod'

export const BACKUP_FORMAT = 'bangla-tours-backup'
export const BACKUP_VERSION = 1

export const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  /** The last migration (drizzle/ tag) applied to the exported database. */
  migration: z.string().min(1),
  engine: z.enum(['pglite', 'postgres']),
  exportedAt: z.string(),
})
export type BackupHeader = z.infer<typeof headerSchema>

export const tableLineSchema = z.object({
  table: z.string().min(1),
  columns: z.array(z.string().min(1)).min(1),
  /** PostgreSQL's name of each column's type (format_type), for readers and for checking. */
  types: z.array(z.string().min(1)).min(1),
  rows: z.number().int().nonnegative(),
})
export type TableLine = z.infer<typeof tableLineSchema>

export const endLineSchema = z.object({
  end: z.literal(true),
  tables: z.number().int().nonnegative(),
  rows: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
})
export type EndLine = z.infer<typeof endLineSchema>
