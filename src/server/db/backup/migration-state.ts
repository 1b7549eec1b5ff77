/**
 * Which migration a schema is at: the code's (the last entry of drizzle/meta/_journal.json) and
 * a database's (the newest row of drizzle's own bookkeeping table). A backup carries the
 * latter, and is loaded only by code at the same migration, so its columns fit.
 */
import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { migrationsFolder } from '../migrate.ts'
import { query, type Runner } from './list-tables.ts'

interface JournalEntry {
  tag: string
  when: number
}

function journal(): JournalEntry[] {
  const file = path.join(migrationsFolder(), 'meta', '_journal.json')
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries
}

export function codeMigration(): string {
  const entries = journal()
  return entries.at(-1)?.tag ?? 'none'
}

/**
 * The tag of the newest migration applied to the database; undefined when it has never been
 * migrated; `newer than <tag>` when code newer than this migrated it.
 */
export async function databaseMigration(runner: Runner): Promise<string | undefined> {
  const [table] = await query<{ exists: boolean }>(
    runner,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  )
  if (!table?.exists) return undefined
  // created_at is bigint (the migration folder's timestamp); as text it reads the same on both.
  const [row] = await query<{ latest: string | null }>(
    runner,
    sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  )
  if (!row?.latest) return undefined
  const latest = Number(row.latest)
  const entries = journal()
  const entry = entries.find((e) => e.when === latest)
  if (entry) return entry.tag
  const last = entries.at(-1)
  return last && latest > last.when ? `newer than ${last.tag}` : `unknown (${row.latest})`
}
