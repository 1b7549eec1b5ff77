/**
 * The server and its database's faults (issue 29): a request that cannot reach the database,
 * or gets no free connection in time, is a 503 with Retry-After in the error envelope, never a
 * 500; liveness stays ok while readiness says the database is gone; a connection lost in the
 * middle of a transaction rejects that transaction and never takes the process down.
 */
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { createTestDatabase, testDatabaseUrl } from '#tests/support/test-database.ts'

const contact = {
  user_name: 'Rina',
  user_email: 'rina@example.com',
  message: 'Is the houseboat running in June?',
}
const opened: TestApp[] = []
afterAll(async () => {
  for (const t of opened) {
    await t.close().catch((error: unknown) => {
      // The test closed the database under the app: its listeners cannot say goodbye.
      if (!/PGlite is closed|Cannot use a pool after calling end/.test(String(error))) throw error
    })
  }
})

async function appOn(database?: Awaited<ReturnType<typeof createTestDatabase>>) {
  const t = await createTestApp(database ? { database } : {})
  opened.push(t)
  return t
}

describe('without its database', () => {
  it('answers 503 with Retry-After, keeps liveness ok and readiness 503', async () => {
    const t = await appOn()
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact })).statusCode,
    ).toBe(202)
    await t.app.mailWorker.stop()
    await t.database.close()

    const write = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact })
    expect(write.statusCode).toBe(503)
    expect(write.headers['retry-after']).toBe('5')
    expect(write.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: 'The database is not answering.' },
    })
    const ready = await t.app.inject('/api/health')
    expect(ready.statusCode).toBe(503)
    expect(ready.headers['retry-after']).toBe('5')
    const live = await t.app.inject('/api/health/live')
    expect(live.statusCode).toBe(200)
    expect(live.json()).toMatchObject({ status: 'ok' })
  })
})

describe.runIf(testDatabaseUrl)('on PostgreSQL', () => {
  it('answers 503 with Retry-After when no connection is free in time, and serves once one is', async () => {
    const database = await createTestDatabase({ pool: { max: 1, waitMs: 200 } })
    const t = await appOn(database)
    // The pool's one connection, busy for a second and a half (a query runs once awaited).
    const busy = Promise.resolve(database.db.execute(sql`select pg_sleep(1.5)`))
    await new Promise((resolve) => setTimeout(resolve, 100))
    const refused = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact })
    expect(refused.statusCode).toBe(503)
    expect(refused.headers['retry-after']).toBe('5')
    expect(refused.json().error.code).toBe('UNAVAILABLE')
    await busy
    const later = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact })
    expect(later.statusCode).toBe(202)
  })

  it('survives a connection cut between two statements of a transaction', async () => {
    const database = await createTestDatabase()
    const t = await appOn(database)
    const admin = new pg.Client({ connectionString: database.url })
    await admin.connect()
    try {
      const transaction = database.db.transaction(async (tx) => {
        const result = await tx.execute(sql`select pg_backend_pid() as pid`)
        const [row] = (result as unknown as { rows: { pid: number }[] }).rows
        // Cut by the server (as a restart does) while the client is checked out of the pool.
        await admin.query('select pg_terminate_backend($1)', [row!.pid])
        await new Promise((resolve) => setTimeout(resolve, 200))
        await tx.execute(sql`select 1`)
      })
      await expect(transaction).rejects.toThrow()
    } finally {
      await admin.end()
    }
    // Still serving, on a fresh connection.
    const after = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact })
    expect(after.statusCode).toBe(202)
    expect((await t.app.inject('/api/health')).statusCode).toBe(200)
  })
})
