/**
 * A fresh, isolated database for one test file: PGlite in memory by default, or a new database
 * on the PostgreSQL server named by DATABASE_URL (created here, dropped on close). No test file
 * ever sees another's rows.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { Database } from '#server/db/client.ts'
import { prepareDatabase } from '#server/db/prepare.ts'

export interface TestDatabase extends Database {
  /** Connection string of the test's own PostgreSQL database (undefined on PGlite). */
  url: string | undefined
}

export const testDatabaseUrl = process.env.DATABASE_URL || undefined

export async function createTestDatabase({
  seed = 'none',
  server = testDatabaseUrl,
}: {
  seed?: 'demo' | 'none'
  /** The PostgreSQL server to create it on (default: DATABASE_URL's); null: PGlite in memory. */
  server?: string | null
} = {}): Promise<TestDatabase> {
  if (!server) {
    const database = await prepareDatabase({
      inMemory: true,
      dataDir: '',
      databaseUrl: undefined,
      seed,
    })
    return { ...database, url: undefined }
  }
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  await adminQuery(server, `create database "${name}"`)
  const url = new URL(server)
  url.pathname = `/${name}`
  const database = await prepareDatabase({
    inMemory: false,
    dataDir: '',
    databaseUrl: url.toString(),
    seed,
  })
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close()
      await adminQuery(server, `drop database if exists "${name}" with (force)`)
    },
  }
}

async function adminQuery(server: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: server })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}
