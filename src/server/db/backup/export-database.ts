/**
 * Export: every row of every application table, from one consistent snapshot, as the backup
 * format (format.ts). PostgreSQL renders each row itself (json_build_array), so the file does not
 * depend on how a driver maps types to JavaScript — PGlite and node-postgres differ there.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Database } from '../client.ts'
import { BackupError } from './backup-error.ts'
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader, type TableLine } from './format.ts'
import { listTables, query, type ColumnInfo, type TableInfo } from './list-tables.ts'
import { databaseMigration } from './migration-state.ts'

/** Types whose JSON rendering casts back exactly; every other type travels as its text form. */
const jsonNative = new Set([
  'int2',
  'int4',
  'bool',
  'text',
  'varchar',
  'uuid',
  'timestamptz',
  'timestamp',
  'date',
  'float4',
  'float8',
])

const BATCH_ROWS = 2_000

export interface BackupSummary {
  migration: string
  engine: Database['engine']
  tables: { name: string; rows: number }[]
  rows: number
  bytes: number
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

function valueExpression(column: ColumnInfo): string {
  return jsonNative.has(column.typeName) ? ident(column.name) : `${ident(column.name)}::text`
}

/** A total order that is the same on both engines (byte order for text, whatever the locale). */
function orderExpression(table: TableInfo): string {
  if (table.primaryKey.length > 0) {
    return table.primaryKey
      .map((name) => {
        const column = table.columns.find((c) => c.name === name)
        return column?.collatable ? `${ident(name)} collate "C"` : ident(name)
      })
      .join(', ')
  }
  return table.columns.map((c) => `${ident(c.name)}::text collate "C"`).join(', ')
}

/** Writes the backup through `write` (awaited, so a slow reader applies back-pressure). */
export async function exportDatabase(
  database: Database,
  write: (chunk: string) => Promise<void> | void,
): Promise<BackupSummary> {
  const hash = createHash('sha256')
  let bytes = 0
  const emit = async (line: string) => {
    const chunk = `${line}\n`
    hash.update(chunk)
    bytes += Buffer.byteLength(chunk)
    await write(chunk)
  }

  return database.db.transaction(
    async (tx) => {
      // Fix every setting that shapes a value's text, so both engines write the same bytes.
      await tx.execute(sql`set local timezone = 'UTC'`)
      await tx.execute(sql`set local datestyle = 'ISO, YMD'`)
      await tx.execute(sql`set local intervalstyle = 'postgres'`)
      await tx.execute(sql`set local bytea_output = 'hex'`)
      await tx.execute(sql`set local extra_float_digits = 1`)

      const migration = await databaseMigration(tx)
      if (!migration) {
        throw new BackupError(
          'The database has no Bangla Tours tables yet (the server never started on it): nothing to export.',
        )
      }
      const tables = await listTables(tx)
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        migration,
        engine: database.engine,
        exportedAt: new Date().toISOString(),
      }
      await emit(JSON.stringify(header))

      const summary: BackupSummary['tables'] = []
      for (const table of tables) {
        const [counted] = await query<{ n: number }>(
          tx,
          sql.raw(`select count(*)::int as n from ${ident(table.name)}`),
        )
        const rows = Number(counted?.n ?? 0)
        const line: TableLine = {
          table: table.name,
          columns: table.columns.map((c) => c.name),
          types: table.columns.map((c) => c.type),
          rows,
        }
        await emit(JSON.stringify(line))
        let written = 0
        // A cursor reads the sorted rows once, in batches (OFFSET would sort them again each time).
        await tx.execute(
          sql.raw(`declare backup_rows no scroll cursor for
            select json_build_array(${table.columns.map(valueExpression).join(', ')})::text as r
            from ${ident(table.name)} order by ${orderExpression(table)}`),
        )
        for (;;) {
          const batch = await query<{ r: string }>(
            tx,
            sql.raw(`fetch forward ${BATCH_ROWS} from backup_rows`),
          )
          for (const { r } of batch) await emit(r)
          written += batch.length
          if (batch.length < BATCH_ROWS) break
        }
        await tx.execute(sql`close backup_rows`)
        if (written !== rows) {
          throw new Error(`${table.name}: counted ${rows} rows, read ${written}`)
        }
        summary.push({ name: table.name, rows })
      }
      const total = summary.reduce((sum, t) => sum + t.rows, 0)
      const end = { end: true, tables: summary.length, rows: total, sha256: hash.digest('hex') }
      const endLine = `${JSON.stringify(end)}\n`
      bytes += Buffer.byteLength(endLine)
      await write(endLine)
      return { migration, engine: database.engine, tables: summary, rows: total, bytes }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

/**
 * Exports into `file` through a temporary file beside it, renamed into place only when
 * complete and flushed: a crash or an error never leaves a half-written backup under the name.
 */
export async function exportToFile(database: Database, file: string): Promise<BackupSummary> {
  const target = path.resolve(file)
  const temp = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${process.pid}.${Date.now()}.tmp`,
  )
  // Owner-only: a backup holds password hashes and session tokens.
  const handle = await fs.promises.open(temp, 'wx', 0o600).catch((error: Error) => {
    throw new BackupError(`Cannot write ${file}: ${error.message.replace(temp, target)}`)
  })
  let buffered: string[] = []
  let size = 0
  const flush = async () => {
    if (buffered.length === 0) return
    const text = buffered.join('')
    buffered = []
    size = 0
    await handle.write(text)
  }
  try {
    const summary = await exportDatabase(database, async (chunk) => {
      buffered.push(chunk)
      size += chunk.length
      if (size >= 1 << 20) await flush()
    })
    await flush()
    await handle.sync()
    await handle.close()
    await fs.promises.rename(temp, target)
    return summary
  } catch (error) {
    await handle.close().catch(() => {})
    await fs.promises.rm(temp, { force: true })
    throw error
  }
}
