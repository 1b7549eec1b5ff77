/**
 * The production build's server (`node dist/server/main.js`) on its own data: a fresh embedded
 * DATA_DIR, or on the PostgreSQL run an empty database it migrates and seeds itself; its map
 * tiles from a local stand-in (the default, OpenStreetMap's, is out of reach here and would log
 * a failed load for each tile); `stop` ends it and removes all three.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from '#tests/support/net.ts'
import { startServer, waitForHealth, type ServerProcess } from '#tests/support/server-process.ts'
import { testDatabaseUrl } from '#tests/support/test-database.ts'
import { startTileServer } from '#tests/support/tile-server.ts'

async function adminQuery(server: string, sql: string) {
  const client = new pg.Client({ connectionString: server })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

export async function startShippedServer(
  env: Record<string, string> = {},
): Promise<{ server: ServerProcess; stop(): Promise<void> }> {
  if (!fs.existsSync('dist/server/main.js') || !fs.existsSync('dist/client/index.html'))
    throw new Error('No production build: run `npm run build` (npm test does)')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tours-shipped-'))
  const name = `shipped_${randomBytes(6).toString('hex')}`
  let databaseUrl = ''
  if (testDatabaseUrl) {
    await adminQuery(testDatabaseUrl, `create database "${name}"`)
    const url = new URL(testDatabaseUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
  }
  const tiles = await startTileServer()
  const server = startServer({
    entry: 'dist',
    port: await freePort(),
    dataDir,
    databaseUrl,
    env: { MAP_TILE_URL: tiles.template, ...env },
  })
  await waitForHealth(server)
  return {
    server,
    async stop() {
      server.child.kill('SIGTERM')
      await server.exited
      await tiles.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
      if (testDatabaseUrl)
        await adminQuery(testDatabaseUrl, `drop database if exists "${name}" with (force)`)
    },
  }
}
