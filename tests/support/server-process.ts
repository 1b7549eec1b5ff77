/**
 * The real server as a child process, from the sources (`node --import tsx src/server/main.ts`)
 * or the production build (`node dist/server/main.js`), on a given DATA_DIR and, for
 * PostgreSQL, a given database, so a test can SIGKILL it and start it again on the same data, or
 * go through exactly what ships.
 */
import { spawn, type ChildProcess } from 'node:child_process'

export interface ServerProcess {
  child: ChildProcess
  baseUrl: string
  /** Resolves with the exit code, or the signal's name when a signal ended the process. */
  exited: Promise<number | string | null>
  /** Resolves when the child says it listens on its port (not merely that the port answers). */
  listening: Promise<void>
  output(): string
}

export interface ServerOptions {
  port: number
  dataDir: string
  /** Empty for the embedded database (PGlite in dataDir). */
  databaseUrl: string
  /** More settings (e.g. ADMIN_EMAILS). */
  env?: Record<string, string>
  /** `sources` (default) or `dist`, the production build (npm test builds it first). */
  entry?: 'sources' | 'dist'
}

export function startServer({
  port,
  dataDir,
  databaseUrl,
  env,
  entry = 'sources',
}: ServerOptions): ServerProcess {
  const baseUrl = `http://127.0.0.1:${port}`
  const args =
    entry === 'dist' ? ['dist/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts']
  const child = spawn(process.execPath, args, {
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
    // The IPC channel carries the child's word that it listens (main.ts).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  const listening = new Promise<void>((resolve) =>
    child.on('message', (message: { type?: string }) => {
      if (message?.type === 'listening') resolve()
    }),
  )
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  )
  return { child, baseUrl, exited, listening, output: () => output }
}

/**
 * Waits until the child says it listens and GET /api/health answers 200; fails early when the
 * process exits instead (e.g. another process took its port).
 */
export async function waitForHealth(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  let exitedWith: number | string | null | undefined
  let listening = false
  void server.exited.then((code) => (exitedWith = code))
  void server.listening.then(() => (listening = true))
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exitedWith !== undefined) {
      throw new Error(`server exited (${exitedWith}) before it was healthy:\n${server.output()}`)
    }
    try {
      if (listening && (await fetch(`${server.baseUrl}/api/health`)).status === 200) return
    } catch {
      // Not answering yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`server at ${server.baseUrl} was not healthy in time:\n${server.output()}`)
}
