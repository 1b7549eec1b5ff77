/**
 * The real server as a child process (`node --import tsx src/server/main.ts`), on a given
 * DATA_DIR and, for PostgreSQL, a given database, so a test can SIGKILL it and start it again on
 * the same data.
 */
import { spawn, type ChildProcess } from 'node:child_process'

export interface ServerProcess {
  child: ChildProcess
  baseUrl: string
  /** Resolves with the exit code, or the signal's name when a signal ended the process. */
  exited: Promise<number | string | null>
  output(): string
}

export interface ServerOptions {
  port: number
  dataDir: string
  /** Empty for the embedded database (PGlite in dataDir). */
  databaseUrl: string
  /** More settings (e.g. ADMIN_EMAILS). */
  env?: Record<string, string>
}

export function startServer({ port, dataDir, databaseUrl, env }: ServerOptions): ServerProcess {
  const baseUrl = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      SEED: 'demo',
      // Load from few accounts and one address: far above a person's booking limits.
      BOOKINGS_PER_MINUTE_PER_ACCOUNT: '1000000',
      BOOKINGS_PER_MINUTE_PER_CLIENT: '1000000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      REDIS_URL: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  )
  return { child, baseUrl, exited, output: () => output }
}

/** Waits until GET /api/health answers 200; fails early when the process exits instead. */
export async function waitForHealth(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  let exitedWith: number | string | null | undefined
  void server.exited.then((code) => (exitedWith = code))
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exitedWith !== undefined) {
      throw new Error(`server exited (${exitedWith}) before it was healthy:\n${server.output()}`)
    }
    try {
      const response = await fetch(`${server.baseUrl}/api/health`)
      if (response.status === 200) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`server at ${server.baseUrl} was not healthy in time:\n${server.output()}`)
}
