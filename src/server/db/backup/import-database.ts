/**
 * Import: loads a checked backup (read-backup.ts) into a migrated database in ONE transaction —
 * all rows or none. PostgreSQL parses every value from the file's JSON itself and casts it to the
 * column's type, so nothing passes through JavaScript numbers or dates on the way in.
 */
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '../client.ts'
import { BackupError } from './backup-error.ts'
import type { TableLine } from './format.ts'
import { listTables, query, type Runner, type TableInfo } from './list-tables.ts'
import { codeMigration, databaseMigration } from './migration-state.ts'
import { backupLines, type BackupContents } from './read-backup.ts'

const BATCH_ROWS = 1_000
const BATCH_CHARS = 4 << 20

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

export interface ImportSummary {
  tables: { name: string; rows: number }[]
  rows: number
  /** Tables emptied first (--replace on a database that had rows). */
  replaced: boolean
}

/** Refuses a backup whose schema is not the one this code creates. */
export function checkImportable(contents: BackupContents): void {
  const code = codeMigration()
  if (contents.header.migration !== code) {
    throw new BackupError(
      `${contents.file} holds a database at migration ${contents.header.migration}, this code is at ${code}: ` +
        'import it with the Bangla Tours version that exported it (this one migrates it on its next start).',
    )
  }
}

function checkFit(contents: BackupContents, target: TableInfo[]): void {
  const fileNames = new Set(contents.tables.map((t) => t.table))
  const missing = target.filter((t) => !fileNames.has(t.name)).map((t) => t.name)
  const unknown = contents.tables.filter((t) => !target.some((x) => x.name === t.table))
  if (missing.length > 0 || unknown.length > 0) {
    throw new BackupError(
      `${contents.file} does not fit this database: ` +
        [
          missing.length ? `tables missing from the file: ${missing.join(', ')}` : '',
          unknown.length ? `tables unknown here: ${unknown.map((t) => t.table).join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; ') +
        '.',
    )
  }
  const seen = new Set<string>()
  for (const line of contents.tables) {
    const table = target.find((t) => t.name === line.table)!
    const expected = table.columns.map((c) => `${c.name} ${c.type}`).sort()
    const given = line.columns.map((name, i) => `${name} ${line.types[i]}`).sort()
    if (expected.join(',') !== given.join(',')) {
      throw new BackupError(
        `${contents.file} does not fit this database: the columns of ${line.table} differ.`,
      )
    }
    const parent = table.references.find((r) => !seen.has(r))
    if (parent) {
      throw new BackupError(
        `${contents.file} is out of order: ${line.table} comes before ${parent}, which it refers to.`,
      )
    }
    seen.add(line.table)
  }
}

async function tablesWithRows(runner: Runner, tables: TableInfo[]): Promise<string[]> {
  const found: string[] = []
  for (const table of tables) {
    const [row] = await query<{ any: boolean }>(
      runner,
      sql.raw(`select exists (select 1 from ${ident(table.name)}) as "any"`),
    )
    if (row?.any) found.push(table.name)
  }
  return found
}

async function insertBatch(runner: Runner, line: TableLine, table: TableInfo, rows: string[]) {
  const casts = line.columns.map((name, i) => {
    const column = table.columns.find((c) => c.name === name)!
    return `(r->>${i})::${column.type}`
  })
  try {
    await runner.execute(
      sql`${sql.raw(
        `insert into ${ident(line.table)} (${line.columns.map(ident).join(', ')}) overriding system value select ${casts.join(', ')}`,
      )} from jsonb_array_elements(${`[${rows.join(',')}]`}::jsonb) as e(r)`,
    )
  } catch (error) {
    // Drizzle wraps the database's error in one quoting the whole batch: keep the reason only.
    const cause = (error as { cause?: unknown }).cause ?? error
    throw new BackupError(
      `The database refused a row of ${line.table} (${(cause as Error).message}); nothing was imported.`,
    )
  }
}

/**
 * Serial and identity columns continue after the highest imported value, so new rows get
 * fresh ids rather than colliding with imported ones.
 */
async function resetSequences(runner: Runner): Promise<void> {
  const owned = await query<{ table: string; column: string; sequence: string }>(
    runner,
    sql`select c.relname as "table", a.attname as "column",
               pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as "sequence"
        from pg_attribute a
          join pg_class c on c.oid = a.attrelid
          join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0
          and not a.attisdropped
          and pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) is not null`,
  )
  for (const { table, column, sequence } of owned) {
    const max = `(select max(${ident(column)}) from ${ident(table)})`
    await runner.execute(
      sql`select setval(${sequence}::regclass,
            coalesce(${sql.raw(max)}, (select seqstart from pg_sequence where seqrelid = ${sequence}::regclass)),
            ${sql.raw(max)} is not null)`,
    )
  }
}

/**
 * What the triggers that stood aside keep, recounted from the rows: each departure's seats taken
 * and extras taken from its live orders (migrations 0011 and 0035's rule), and each tour's verified review figures from its
 * visible reviews (migration 0012's rule).
 */
async function recountKeptFigures(runner: Runner): Promise<void> {
  await runner.execute(sql`
    update departures d set seats_taken = coalesce((
      select sum(o.travellers) from orders o
      where o.departure_id = d.id and o.cancelled_at is null and (o.is_paid or o.paid_cents > 0 or o.expired_at is null)
    ), 0)`)
  await runner.execute(sql`delete from departure_extras`)
  await runner.execute(sql`
    insert into departure_extras (departure_id, extra_id, stock, taken)
    select t.departure_id, t.extra_id, (
        select (e->>'stock')::integer from places p, jsonb_array_elements(coalesce(p.pricing->'extras', '[]'::jsonb)) e
        where p.id = t.tour_id and e->>'id' = t.extra_id
      ), sum(t.quantity)
    from (
      select o.departure_id, o.tour_id, l->>'id' as extra_id, (l->>'quantity')::integer as quantity
      from orders o, jsonb_array_elements(o.extras) l
      where o.departure_id is not null and o.extras is not null and o.cancelled_at is null
        and (o.is_paid or o.paid_cents > 0 or o.expired_at is null)
    ) t
    group by t.departure_id, t.tour_id, t.extra_id`)
  await runner.execute(sql`
    update places p set (verified_review_count, verified_rating_sum) = (
      select count(*)::int, coalesce(sum(r.rating), 0)::int from tour_reviews r
      where r.tour_id = p.id and r.hidden_at is null
    )`)
  await runner.execute(sql`select set_config('bangla_tours.importing', 'off', true)`)
}

export async function importBackup(
  database: Database,
  contents: BackupContents,
  { replace = false }: { replace?: boolean } = {},
): Promise<ImportSummary> {
  const target = await databaseMigration(database.db)
  if (target !== contents.header.migration) {
    throw new BackupError(
      `${contents.file} holds a database at migration ${contents.header.migration}, the target is at ${target ?? 'none (not migrated)'}.`,
    )
  }
  return database.db.transaction(async (tx) => {
    // The triggers that keep departures' seat counts and tours' verified review figures stand
    // aside while rows arrive in the file's order; both are recomputed once all are in.
    await tx.execute(sql`select set_config('bangla_tours.importing', 'on', true)`)
    const tables = await listTables(tx)
    checkFit(contents, tables)

    const filled = await tablesWithRows(tx, tables)
    if (filled.length > 0) {
      if (!replace) {
        throw new BackupError(
          `The target database is not empty (rows in ${filled.join(', ')}): ` +
            'import into an empty database, or add --replace to delete everything in it first.',
        )
      }
      await tx.execute(
        sql.raw(`truncate table ${tables.map((t) => ident(t.name)).join(', ')} restart identity`),
      )
    }

    // Second read: the rows go to the database as the file's own JSON text, in batches.
    const hash = createHash('sha256')
    let current: { line: TableLine; table: TableInfo } | undefined
    let batch: string[] = []
    let batchChars = 0
    let rowsLeft = 0
    const counts: ImportSummary['tables'] = []
    const flush = async () => {
      if (batch.length === 0 || !current) return
      await insertBatch(tx, current.line, current.table, batch)
      batch = []
      batchChars = 0
    }
    let tableIndex = 0
    let ended = false
    for await (const { text, number } of backupLines(contents.file)) {
      if (number === 1) {
        hash.update(`${text}\n`)
        continue
      }
      if (rowsLeft > 0) {
        hash.update(`${text}\n`)
        batch.push(text)
        batchChars += text.length
        rowsLeft--
        if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) await flush()
        continue
      }
      await flush()
      const line = contents.tables[tableIndex]
      if (line) {
        if (!text.includes(JSON.stringify(line.table))) break
        hash.update(`${text}\n`)
        current = { line, table: tables.find((t) => t.name === line.table)! }
        rowsLeft = line.rows
        counts.push({ name: line.table, rows: line.rows })
        tableIndex++
        continue
      }
      ended = hash.digest('hex') === contents.end.sha256
      break
    }
    if (!ended || tableIndex !== contents.tables.length) {
      throw new BackupError(
        `${contents.file} changed while it was being imported; nothing was imported.`,
      )
    }
    await resetSequences(tx)
    await recountKeptFigures(tx)
    return { tables: counts, rows: contents.end.rows, replaced: filled.length > 0 }
  })
}
