/**
 * The production server as the benchmarks see it: the built app (`node dist/server/main.js`,
 * rebuilt first when sources changed) in its own process, on a fresh embedded database in a
 * temporary DATA_DIR — or, when DATABASE_URL is set, on a fresh database created on that
 * PostgreSQL server and dropped afterwards. Its log goes to a file, as it would to a collector.
 */
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from '#tests/support/net.ts'

export interface ProductionServer {
  baseUrl: string
  engine: 'pglite' | 'postgres'
  logFile: string
  /** The server process, e.g. to sample its memory (/proc/<pid>/status). */
  pid: number
  /** The database it serves on PostgreSQL (one the bench made); undefined when embedded. */
  databaseUrl?: string
  /** Milliseconds from spawning the process to its first 200 from /api/health. */
  startMs: number
  /**
   * The server's memory after a garbage collection (scripts/bench/memory-probe.mjs), in bytes;
   * needs `probeMemory` at start.
   */
  memory(): Promise<NodeJS.MemoryUsage>
  /**
   * CPU time the server process has used so far (user + system), in seconds. Divided by the
   * requests served in between, it is a cost per request that other load on the machine does
   * not inflate, unlike wall-clock rates.
   */
  cpuSeconds(): number
  stop(): Promise<void>
}

const CLOCK_TICKS = 100

function processCpuSeconds(pid: number): number {
  // /proc/<pid>/stat: fields 14 and 15 (utime, stime) in clock ticks, after the "(comm)" field.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
}

export function ensureBuild(): void {
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' })
}

/** One statement on the server's admin connection (create or drop a bench database). */
export async function adminQuery(server: string, text: string) {
  const client = new pg.Client({ connectionString: server })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

export async function startProductionServer({
  env = {},
  nodeArgs = [],
  database,
  probeMemory = false,
  embedded = false,
}: {
  env?: Record<string, string>
  /** e.g. --cpu-prof, to profile the server under a benchmark's load. */
  nodeArgs?: string[]
  /** A PostgreSQL database to serve (bench:scale's, filled beforehand), kept at stop. */
  database?: string
  /** Preload the memory probe (and expose gc) so `memory()` works. */
  probeMemory?: boolean
  /** On the embedded database even when DATABASE_URL is set (cold start is measured there). */
  embedded?: boolean
} = {}): Promise<ProductionServer> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tours-bench-'))
  const logFile = path.join(workDir, 'server.log')
  const server = database ?? (embedded ? undefined : process.env.DATABASE_URL || undefined)
  const probeFile = path.join(workDir, 'memory.json')
  let databaseUrl = database ?? ''
  let dropDatabase = async () => {}
  if (server && !database) {
    const name = `bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
    await adminQuery(server, `create database "${name}"`)
    const url = new URL(server)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    dropDatabase = () => adminQuery(server, `drop database if exists "${name}" with (force)`)
  }

  const log = fs.openSync(logFile, 'a')
  const probeArgs = probeMemory
    ? ['--expose-gc', '--import', './scripts/bench/memory-probe.mjs']
    : []
  const spawnedAt = performance.now()
  const child = spawn(process.execPath, [...probeArgs, ...nodeArgs, 'dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: path.join(workDir, 'data'),
      DATABASE_URL: databaseUrl,
      SEED: 'demo',
      // Load from few accounts and one address: far above a person's booking limits.
      BOOKINGS_PER_MINUTE_PER_ACCOUNT: '1000000',
      BOOKINGS_PER_MINUTE_PER_CLIENT: '1000000',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      MEMORY_PROBE_FILE: probeFile,
      ...env,
    },
    stdio: ['ignore', log, log],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server exited at start:\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}`)
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`server on ${baseUrl} did not become healthy`)
    // Often enough that the cold start is measured to about 10 ms.
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  const startMs = performance.now() - spawnedAt

  return {
    baseUrl,
    engine: server ? 'postgres' : 'pglite',
    logFile,
    pid: child.pid!,
    databaseUrl: server ? databaseUrl : undefined,
    startMs,
    async memory() {
      fs.rmSync(probeFile, { force: true })
      child.kill('SIGUSR2')
      const deadline = Date.now() + 10_000
      while (!fs.existsSync(probeFile)) {
        if (Date.now() > deadline) throw new Error('the memory probe did not answer')
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return JSON.parse(fs.readFileSync(probeFile, 'utf8')) as NodeJS.MemoryUsage
    },
    cpuSeconds: () => processCpuSeconds(child.pid!),
    async stop() {
      child.kill('SIGTERM')
      await exited
      fs.closeSync(log)
      await dropDatabase()
      fs.rmSync(workDir, { recursive: true, force: true })
    },
  }
}
