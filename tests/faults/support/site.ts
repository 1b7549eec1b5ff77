/**
 * The server under test: the production build (`node dist/server/main.js`, what ships) as a
 * child process on a database of the experiment's PostgreSQL, with the demo catalogue and its
 * departures to book, sandbox payments, and loopback trusted as a proxy (each customer's
 * X-Forwarded-For is their address). `stopSites()` kills what is still running and removes the
 * data folders.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '#tests/support/net.ts'
import { startServer, type ServerProcess } from '#tests/support/server-process.ts'

export interface Site extends ServerProcess {
  port: number
  dataDir: string
  /** The exit code or signal once the process ended; undefined while it runs. */
  exitCode(): number | string | null | undefined
}

const started: Site[] = []

export async function startSite(
  databaseUrl: string,
  {
    env = {},
    port,
    dataDir,
  }: {
    env?: Record<string, string>
    /** Again on the port and folder of a killed instance (its sessions' origin stays the same). */
    port?: number
    dataDir?: string
  } = {},
): Promise<Site> {
  const sitePort = port ?? (await freePort())
  const siteDir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tours-faults-site-'))
  const server = startServer({
    port: sitePort,
    dataDir: siteDir,
    databaseUrl,
    entry: 'dist',
    env: {
      SEED: 'demo',
      TRUST_PROXY: 'loopback',
      DATABASE_START_WAIT_SECONDS: '60',
      // Nothing of the developer's own setup leaks in: sandbox payments.
      PAYMENT_PROVIDER: 'sandbox',
      STRIPE_SECRET_KEY: '',
      STRIPE_PUBLISHABLE_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      ...env,
    },
  })
  let exitCode: number | string | null | undefined
  void server.exited.then((code) => (exitCode = code))
  const site: Site = { ...server, port: sitePort, dataDir: siteDir, exitCode: () => exitCode }
  started.push(site)
  return site
}

export async function stopSites(): Promise<void> {
  for (const site of started.splice(0)) {
    if (site.exitCode() === undefined) {
      site.child.kill('SIGKILL')
      await site.exited
    }
    fs.rmSync(site.dataDir, { recursive: true, force: true })
  }
}
