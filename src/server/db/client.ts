/**
 * The database connection: embedded PGlite (a folder in DATA_DIR, or memory for tests) by
 * default, a PostgreSQL server when DATABASE_URL is set. Both speak PostgreSQL's dialect, so
 * the rest of the code sees one Drizzle type and one set of migrations.
 */
import fs from 'node:fs'
import { PGlite, types, type QueryOptions, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { listenPostgres, type ListenHandlers } from './pg-listener.ts'
import { startFromTemplate } from './pglite-template.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  engine: 'pglite' | 'postgres'
  /**
   * Subscribes to NOTIFY on a channel (from this or any other process on the same database);
   * resolves, once listening, to the function that stops.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>
  /** Flushes (CHECKPOINT on PGlite) and closes the connection. Safe to call twice. */
  close(): Promise<void>
  /** PGlite only: its whole data folder as a tarball, to open copies from (`from`). */
  dump?(): Promise<Blob>
  /** A new embedded data folder made from the build's demo-seeded template (already seeded). */
  fromDemoTemplate?: boolean
}

/**
 * Drizzle asks PGlite for date, time and interval values as the text PostgreSQL sends, and it
 * asks on every query: PGlite then copies its whole table of type parsers (some hundred
 * entries, ~0.5 ms) per query. The same parsers are set once, when PGlite starts, and the
 * per-query copies are dropped (`withoutQueryParsers`).
 */
const keepText = (value: string) => value
const DRIZZLE_PARSERS = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231, // numeric[]
    1115, // timestamp[]
    1185, // timestamptz[]
    1187, // interval[]
    1182, // date[]
  ].map((oid) => [oid, keepText]),
)

function withoutQueryParsers<T extends Pick<PGlite, 'query'>>(target: T): T {
  return new Proxy(target, {
    get(object, key) {
      if (key === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          object.query(text, params, options && { ...options, parsers: undefined })
      }
      if (key === 'transaction' && 'transaction' in object) {
        return (run: (tx: Transaction) => Promise<unknown>) =>
          (object as unknown as PGlite).transaction((tx) => run(withoutQueryParsers(tx)))
      }
      const value: unknown = Reflect.get(object, key, object)
      return typeof value === 'function' ? value.bind(object) : value
    },
  })
}

/** PostgreSQL's contrib modules the migrations use (pg_trgm: substring search in lists). */
const extensions = { pg_trgm }

export type DatabaseTarget =
  /** `demo`: a new data folder may start from the build's demo-seeded template. */
  | { kind: 'pglite'; dataDir: string; demo?: boolean }
  /** `from`: a data folder dumped by PGlite (dumpDataDir), e.g. a migrated template for tests. */
  | { kind: 'pglite-memory'; from?: Blob }
  /** `poolSize` connections at most (10), `poolWaitMs` for a free one (5 s), then an error. */
  | { kind: 'postgres'; url: string; poolSize?: number; poolWaitMs?: number }

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // Fail fast rather than hang a request when the server is unreachable or every connection
      // is busy: the request's answer is then a 503 with Retry-After (plugins/error-handler.ts).
      connectionTimeoutMillis: target.poolWaitMs ?? 5_000,
    })
    // A connection lost (the server restarted, a network cut) must never crash the process. The
    // pool listens on its idle clients only and stops listening while one is checked out (a
    // transaction between two statements): an 'error' then had no listener and killed the
    // process (issue 29). Every client gets a listener of its own for its whole life; the
    // statement that was running rejects with the error, and the pool drops the broken client.
    pool.on('error', () => {})
    pool.on('connect', (client) => {
      client.on('error', () => {})
    })
    let closed = false
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      engine: 'postgres',
      listen: (channel, handlers) => listenPostgres(target.url, channel, handlers),
      async close() {
        if (closed) return
        closed = true
        await pool.end()
      },
    }
  }

  let client: PGlite
  let fromDemoTemplate = false
  if (target.kind === 'pglite') {
    // PGlite does not create missing parent folders itself.
    fs.mkdirSync(target.dataDir, { recursive: true })
    // A new database: from the build's migrated template rather than initdb (3 s faster).
    fromDemoTemplate = startFromTemplate(target.dataDir, { demo: target.demo }) === 'demo'
    client = await PGlite.create(target.dataDir, { parsers: DRIZZLE_PARSERS, extensions })
  } else {
    client = await PGlite.create({
      parsers: DRIZZLE_PARSERS,
      extensions,
      ...(target.from ? { loadDataDir: target.from } : {}),
    })
  }
  let closed = false
  return {
    db: drizzlePglite(withoutQueryParsers(client), { schema }) as unknown as Db,
    engine: 'pglite',
    fromDemoTemplate,
    dump: () => client.dumpDataDir('none'),
    // One process, one session: notifications arrive before the notifying query resolves.
    async listen(channel, { onNotify }) {
      const stop = await client.listen(channel, onNotify)
      return () => stop()
    },
    async close() {
      if (closed) return
      closed = true
      // PGlite runs with fsync off; CHECKPOINT writes everything out before we close.
      if (target.kind === 'pglite') await client.exec('CHECKPOINT')
      await client.close()
    },
  }
}
