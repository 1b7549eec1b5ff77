/**
 * Everything between configuration and a usable database: lock DATA_DIR (embedded engine),
 * open, migrate, seed. Shared by the server's start and the tests.
 */
import type { Config } from '../config.ts'
import { openDatabase, type Database, type DatabaseTarget } from './client.ts'
import { lockDataDir } from './data-dir-lock.ts'
import { runMigrations } from './migrate.ts'
import { seedDemo } from './seed/seed-demo.ts'
import { isDatabaseUnavailable } from '#server/lib/pg-errors.ts'

export function databaseTarget(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'inMemory'> &
    Partial<Pick<Config, 'databasePool'>>,
): DatabaseTarget {
  if (config.databaseUrl) {
    return {
      kind: 'postgres',
      url: config.databaseUrl,
      poolSize: config.databasePool?.max,
      poolWaitMs: config.databasePool?.waitMs,
    }
  }
  if (config.inMemory) return { kind: 'pglite-memory' }
  return { kind: 'pglite', dataDir: config.dataDir }
}

export async function prepareDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'inMemory' | 'seed'> &
    Partial<Pick<Config, 'databasePool' | 'databaseStartWaitSeconds'>>,
  /** Told of each try that found PostgreSQL unreachable, before the next one. */
  onWait: (wait: DatabaseWait) => void = () => {},
): Promise<Database & { seeded: boolean }> {
  for (let attempt = 1, delayMs = 500, started = Date.now(); ; attempt++) {
    try {
      return await prepareOnce(config)
    } catch (error) {
      // A server started before its PostgreSQL (a host's boot, a restart of both) waits for it,
      // retrying with backoff, for a bounded time; the embedded engine has nothing to wait for.
      const waitedMs = Date.now() - started
      const budgetMs = (config.databaseStartWaitSeconds ?? 0) * 1000
      if (!config.databaseUrl || !isDatabaseUnavailable(error) || waitedMs + delayMs > budgetMs) {
        throw error
      }
      onWait({ attempt, retryInMs: delayMs, error })
      await new Promise((resolve) => setTimeout(resolve, delayMs))
      delayMs = Math.min(delayMs * 2, 5_000)
    }
  }
}

export interface DatabaseWait {
  attempt: number
  retryInMs: number
  error: unknown
}

async function prepareOnce(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'inMemory' | 'seed'> &
    Partial<Pick<Config, 'databasePool'>>,
): Promise<Database & { seeded: boolean }> {
  const target = databaseTarget(config)
  // A new embedded database with the demo asked for starts from the build's seeded template
  // when it is today's (db/pglite-template.ts): no seeding on the first start.
  if (target.kind === 'pglite') target.demo = config.seed === 'demo'
  const lock = target.kind === 'pglite' ? lockDataDir(target.dataDir) : undefined
  let database: Database
  try {
    database = await openDatabase(target)
  } catch (error) {
    lock?.release()
    throw error
  }
  try {
    await runMigrations(database)
    const { seeded } =
      config.seed === 'none'
        ? { seeded: false }
        : await seedDemo(database.db, config.seed === 'demo-bd' ? 'bdt' : 'usd')
    return {
      ...database,
      seeded: seeded || database.fromDemoTemplate === true,
      async close() {
        try {
          await database.close()
        } finally {
          lock?.release()
        }
      },
    }
  } catch (error) {
    await database.close().catch(() => {})
    lock?.release()
    throw error
  }
}
