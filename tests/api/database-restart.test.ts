/**
 * The real server process and a PostgreSQL that comes and goes (issue 29): started before its
 * database, it waits and retries, then serves; every connection cut at once (what a restart of
 * PostgreSQL does) takes no request handler and no process down, and it serves again once the
 * database is back. Between the server and PostgreSQL sits a TCP relay the test opens, closes
 * and cuts, so the machine's PostgreSQL itself is never restarted.
 */
import type { ChildProcess } from 'node:child_process'
import net from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '#tests/support/net.ts'
import { startServer } from '#tests/support/server-process.ts'
import { createTestDatabase, testDatabaseUrl } from '#tests/support/test-database.ts'

const children: ChildProcess[] = []
const closers: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL')
  for (const close of closers) await close()
})

/** Forwards 127.0.0.1:port to the database server; `cut()` drops every connection at once. */
function relay(port: number, target: URL) {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname)
    for (const s of [client, upstream]) {
      sockets.add(s)
      s.on('error', () => {})
      s.on('close', () => sockets.delete(s))
    }
    client.pipe(upstream).pipe(client)
  })
  return {
    open: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    cut() {
      for (const s of sockets) s.destroy()
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}

function serverOn(port: number, databaseUrl: string, startWaitSeconds: number) {
  const server = startServer({
    port,
    dataDir: '',
    databaseUrl,
    env: { DATABASE_START_WAIT_SECONDS: String(startWaitSeconds), SEED: 'none' },
  })
  children.push(server.child)
  let exitCode: number | string | null | undefined
  void server.exited.then((code) => (exitCode = code))
  return { ...server, exitCode: () => exitCode }
}

async function status(port: number, path = '/api/health'): Promise<number> {
  try {
    return (await fetch(`http://127.0.0.1:${port}${path}`)).status
  } catch {
    return 0
  }
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe.runIf(testDatabaseUrl)('the server process and a PostgreSQL that comes and goes', () => {
  it('waits for a database that is not there yet, and survives every connection cut at once', async () => {
    const database = await createTestDatabase()
    closers.push(() => database.close())
    const relayPort = await freePort()
    const viaRelay = new URL(database.url!)
    const target = new URL(database.url!)
    viaRelay.host = `127.0.0.1:${relayPort}`
    const link = relay(relayPort, target)
    closers.push(() => link.close())

    const port = await freePort()
    const server = serverOn(port, viaRelay.toString(), 60)
    // Nothing listens on the relay's port yet: the server says so and keeps trying.
    await until(async () => /The database is not answering \(try 2/.test(server.output()), 20_000)
    expect(server.exitCode()).toBeUndefined()
    await link.open()
    await until(async () => (await status(port)) === 200, 30_000)

    // Light load, then every connection cut at once, five times over.
    for (let round = 0; round < 5; round++) {
      const load = Array.from({ length: 20 }, (_, i) =>
        status(port, i % 2 ? '/api/review' : '/api/health'),
      )
      link.cut()
      const answers = await Promise.all(load)
      // Each answer is served or a 503 to retry; never a 500, never a dropped connection.
      for (const code of answers) expect([200, 503]).toContain(code)
      await until(async () => (await status(port)) === 200, 15_000)
    }
    expect(server.exitCode()).toBeUndefined()
    expect(await status(port, '/api/health/live')).toBe(200)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }, 120_000)

  it('exits with one clear line when told not to wait', async () => {
    const unreachable = new URL(testDatabaseUrl!)
    unreachable.host = `127.0.0.1:${await freePort()}`
    const server = serverOn(await freePort(), unreachable.toString(), 0)
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(/Cannot start:.*ECONNREFUSED/)
  }, 60_000)
})
