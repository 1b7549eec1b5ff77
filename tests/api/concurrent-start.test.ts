/**
 * Several instances starting together on one fresh PostgreSQL database (a deploy of N replicas):
 * each migrates and seeds at start, and none may fail or apply anything twice. Migrations run
 * under an advisory lock; the demo seed locks the catalogue table. PostgreSQL only: the embedded
 * database has one process by construction.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { migrationsFolder } from '#server/db/migrate.ts'
import { prepareDatabase } from '#server/db/prepare.ts'
import { demoDivisions, demoPlaces, demoReviews } from '#server/db/seed/demo-data.ts'
import { testDatabaseUrl } from '#tests/support/test-database.ts'

const INSTANCES = 3

/** How many migrations drizzle/ holds (the journal lists each once). */
function migrationCount(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] }
  return journal.entries.length
}

async function adminQuery(server: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: server })
  await client.connect()
  try {
    return await client.query(text)
  } finally {
    await client.end()
  }
}

describe.skipIf(!testDatabaseUrl)('instances starting together on one PostgreSQL database', () => {
  const name = `test_start_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  let url: string
  const opened: (Database & { seeded: boolean })[] = []

  beforeAll(async () => {
    await adminQuery(testDatabaseUrl!, `create database "${name}"`)
    const target = new URL(testDatabaseUrl!)
    target.pathname = `/${name}`
    url = target.toString()
  })

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()))
    await adminQuery(testDatabaseUrl!, `drop database if exists "${name}" with (force)`)
  })

  it(`${INSTANCES} prepareDatabase at once all succeed; migrations and the demo seed apply once`, async () => {
    const results = await Promise.allSettled(
      Array.from({ length: INSTANCES }, () =>
        prepareDatabase({ databaseUrl: url, dataDir: '', inMemory: false, seed: 'demo' }),
      ),
    )
    for (const result of results) if (result.status === 'fulfilled') opened.push(result.value)
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []))
    expect(failures).toEqual([])
    // Exactly one of them found the catalogue empty and filled it.
    expect(opened.map((database) => database.seeded).filter(Boolean)).toHaveLength(1)

    const counts = await adminQuery(
      url,
      `select (select count(*) from drizzle.__drizzle_migrations)::int as migrations,
              (select count(*) from divisions)::int as divisions,
              (select count(*) from places)::int as places,
              (select count(*) from reviews)::int as reviews,
              (select count(*) from pg_trigger
                where tgname in ('places_notify_catalog_changed', 'divisions_notify_catalog_changed'))::int as triggers`,
    )
    expect(counts.rows[0]).toEqual({
      migrations: migrationCount(),
      divisions: demoDivisions.length,
      places: demoPlaces.length,
      reviews: demoReviews.length,
      triggers: 2,
    })
  })

  it('a later start (a restart or a new replica) changes nothing', async () => {
    const again = await prepareDatabase({
      databaseUrl: url,
      dataDir: '',
      inMemory: false,
      seed: 'demo',
    })
    opened.push(again)
    expect(again.seeded).toBe(false)
    const counts = await adminQuery(
      url,
      `select (select count(*) from places)::int as places,
              (select count(*) from drizzle.__drizzle_migrations)::int as migrations`,
    )
    expect(counts.rows[0]).toEqual({ places: demoPlaces.length, migrations: migrationCount() })
  })
})
