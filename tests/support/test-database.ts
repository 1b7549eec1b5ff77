/**
 * A fresh, isolated database for one test file: PGlite in memory by default, or a new database
 * on the PostgreSQL server named by DATABASE_URL (created here, dropped on close). No test file
 * ever sees another's rows.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { dhakaToday } from '#shared/dhaka-date.ts'
import { openDatabase, type Database } from '#server/db/client.ts'
import { prepareDatabase } from '#server/db/prepare.ts'

export interface TestDatabase extends Database {
  /** Connection string of the test's own PostgreSQL database (undefined on PGlite). */
  url: string | undefined
}

export const testDatabaseUrl = process.env.DATABASE_URL || undefined

export async function createTestDatabase({
  seed = 'none',
  server = testDatabaseUrl,
  // A hundred bookings at once on a machine busy with other test files can wait longer for one
  // of ten connections than the server's 5 s (seen on CI): tests of races are not tests of the
  // pool, which database-faults.test.ts sets small on purpose.
  pool = { max: 10, waitMs: 30_000 },
}: {
  seed?: 'demo' | 'none'
  /** PostgreSQL only: the pool's size and wait for a free connection (10 and 30 s). */
  pool?: { max: number; waitMs: number }
  /** The PostgreSQL server to create it on (default: DATABASE_URL's); null: PGlite in memory. */
  server?: string | null
} = {}): Promise<TestDatabase> {
  if (!server) {
    const template = pgliteTemplate(seed)
    if (template) {
      const database = await openDatabase({ kind: 'pglite-memory', from: template })
      return { ...database, url: undefined }
    }
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
    databasePool: pool,
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

/**
 * The run's migrated copy to start from (tests/support/pglite-templates.ts), when Vitest made one
 * and it was seeded today (Dhaka time); otherwise (a script, a run past midnight) none.
 */
function pgliteTemplate(seed: 'demo' | 'none'): Blob | undefined {
  if (!process.env.VITEST_WORKER_ID) return undefined
  const templates = inject('pgliteTemplates')
  if (!templates || templates.day !== dhakaToday()) return undefined
  return new Blob([fs.readFileSync(templates.files[seed])])
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
