/**
 * Applies the committed SQL migrations in drizzle/ — the same files on both engines. On
 * PostgreSQL several instances may start at once (a deploy of N replicas): each takes one
 * advisory lock first, so one migrates while the others wait, then find nothing left to do.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import type pg from 'pg'
import type { Database } from './client.ts'

/** drizzle/ at the package root, from src/server/db (sources) or dist/server (the build). */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle')
    if (path.basename(dir) !== 'src' && existsSync(path.join(candidate, 'meta'))) return candidate
    dir = path.dirname(dir)
  }
  throw new Error('Cannot find the drizzle/ migrations folder')
}

/**
 * The advisory lock's key: any constant no other code on the database uses ("bangla-tours
 * migrations" as the first 8 bytes of its SHA-1, as a signed bigint).
 */
export const MIGRATION_LOCK_KEY = '-2024768875713993354'

export async function runMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder()
  if (database.engine === 'pglite') {
    // One process owns the embedded database (DATA_DIR is locked): nothing to race with.
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder })
    return
  }
  // A session-level lock lives on one connection: hold a dedicated client and migrate through
  // it. If this process dies while holding it, the connection closes and PostgreSQL frees it.
  const pool = (database.db as unknown as NodePgDatabase & { $client: pg.Pool }).$client
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY])
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: folder })
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY])
    }
    client.release()
  } catch (error) {
    // A connection in an unknown state goes, rather than back to the pool.
    client.release(error as Error)
    throw error
  }
}
