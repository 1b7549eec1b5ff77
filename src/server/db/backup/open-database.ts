/**
 * The configured database, opened for a backup command the way the server opens it (same
 * DATA_DIR / DATABASE_URL meaning, same DATA_DIR lock, so a running server's folder is refused).
 * Export reads the database as it is; import migrates it first and never seeds it.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Config } from '../../config.ts'
import { openDatabase, type Database } from '../client.ts'
import { lockDataDir } from '../data-dir-lock.ts'
import { databaseTarget, prepareDatabase } from '../prepare.ts'
import { BackupError } from './backup-error.ts'

type DatabaseConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'inMemory'>

/** Where the data lives, for messages: never the connection string's password. */
export function describeDatabase(config: DatabaseConfig): string {
  if (!config.databaseUrl) return `the embedded database in ${config.dataDir}`
  try {
    const url = new URL(config.databaseUrl)
    return `PostgreSQL ${url.host}${url.pathname}`
  } catch {
    return 'PostgreSQL'
  }
}

export async function openForExport(config: DatabaseConfig): Promise<Database> {
  const target = databaseTarget(config)
  if (target.kind !== 'pglite') return openDatabase(target)
  // Opening a folder that holds no database would create an empty one: say so instead.
  if (!fs.existsSync(path.join(target.dataDir, 'PG_VERSION'))) {
    throw new BackupError(
      `No embedded database in ${target.dataDir}: check DATA_DIR (or set DATABASE_URL to export from PostgreSQL).`,
    )
  }
  const lock = lockDataDir(target.dataDir)
  let database: Database
  try {
    database = await openDatabase(target)
  } catch (error) {
    lock.release()
    throw error
  }
  return {
    ...database,
    async close() {
      try {
        await database.close()
      } finally {
        lock.release()
      }
    },
  }
}

export function openForImport(config: DatabaseConfig): Promise<Database> {
  return prepareDatabase({ ...config, seed: 'none' })
}
