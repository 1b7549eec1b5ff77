/**
 * Starts the server: read configuration, prepare the database, build the app, listen; on
 * SIGTERM or SIGINT stop accepting, finish requests, checkpoint and close the database.
 */
import type { AddressInfo } from 'node:net'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { DataDirLockedError } from './db/data-dir-lock.ts'
import { prepareDatabase } from './db/prepare.ts'
import { PricingCurrencyMismatch } from './db/pricing-currency.ts'
import { installServerCatalogues } from './plugins/locale.ts'

async function main() {
  const startedAt = performance.now()
  installServerCatalogues()
  const config = loadConfig()
  const database = await prepareDatabase(config, ({ attempt, retryInMs, error }) => {
    // Before the app (and its logger) exists: one line a try, on stderr.
    console.warn(
      `The database is not answering (try ${attempt}: ${(error as Error).message}); trying again in ${retryInMs} ms (DATABASE_START_WAIT_SECONDS=${config.databaseStartWaitSeconds}).`,
    )
  })
  const app = await buildApp({ config, database })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    // A stuck close must not keep the process alive forever.
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting')
      process.exit(1)
    }, 10_000)
    timer.unref()
    try {
      await app.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down')
      process.exit(1)
    }
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  process.once('SIGINT', () => void shutdown('SIGINT'))

  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    await app.close().catch(() => {})
    throw error
  }
  // A parent that started this process with an IPC channel (a process manager, the crash
  // tests) learns that this process holds the port: /api/health alone could be answered by
  // another server that took the port first. The channel then no longer keeps the process alive.
  if (process.send) {
    process.send({ type: 'listening', port: (app.server.address() as AddressInfo).port })
    process.channel?.unref()
  }
  app.log.info(
    {
      database: database.engine === 'postgres' ? 'postgres' : `pglite (${config.dataDir})`,
      seeded: database.seeded,
      startupMs: Math.round(performance.now() - startedAt),
    },
    `Bangla Tours is serving ${config.publicUrl}`,
  )
  if (database.engine === 'pglite' && config.env === 'production') {
    app.log.warn(
      'Embedded database in production, with fsync off: a power cut or an operating-system crash can lose the last half minute of bookings and payments and can damage the data folder beyond repair (restore from npm run db:export). Set DATABASE_URL to a PostgreSQL server for durable data.',
    )
  }
}

main().catch((error: unknown) => {
  // Expected start-up failures get one clear line; anything else its stack.
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof PricingCurrencyMismatch
  ) {
    console.error(`Cannot start: ${error.message}`)
  } else if ((error as NodeJS.ErrnoException)?.code === 'EADDRINUSE') {
    console.error(`Cannot start: ${(error as Error).message}. Set PORT to a free port.`)
  } else {
    console.error('Cannot start:', error)
  }
  process.exit(1)
})
