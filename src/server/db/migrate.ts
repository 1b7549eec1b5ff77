/**
 * Applies the committed SQL migrations in drizzle/ — the same files on both engines.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
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

export async function runMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder()
  if (database.engine === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder })
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder })
  }
}
