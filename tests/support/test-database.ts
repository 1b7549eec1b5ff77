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
}: { seed?: 'demo' | 'none' } = {}): Promise<TestDatabase> {
  if (!testDatabaseUrl) {
    const database = await prepareDatabase({
      inMemory: true,
      dataDir: '',
      databaseUrl: undefined,
      seed,
    })
    return { ...database, url: undefined }
  }
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  await adminQuery(`create database "${name}"`)
  const url = new URL(testDatabaseUrl)
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
      await adminQuery(`drop database if exists "${name}" with (force)`)
    },
  }
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}
