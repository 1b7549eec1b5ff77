/**
 * A PostgreSQL server of the fault tests' own: `initdb` into a fresh temporary folder, on a free
 * port of 127.0.0.1 (TCP only, trust authentication), started, stopped — `fast` as a service
 * restart does, `immediate` as a crash does (recovery at the next start) — and started again
 * while the server under test keeps running; removed with its folder at the end. The machine's
 * own PostgreSQL, and every other test's database on it, is never touched.
 *
 * PostgreSQL refuses to run as root: as root (CI's container) every binary runs as the
 * `postgres` user (`runuser`), in a folder handed to that user. Without the binaries the suite
 * fails and says so: skipping would report a fault experiment that never ran as passed.
 */
import { execFile, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { stopSites } from './site.ts'

const run = promisify(execFile)
const VERSIONS_ROOT = '/usr/lib/postgresql'
const NEEDED = ['initdb', 'pg_ctl', 'postgres']

/** The newest PostgreSQL's server binaries: Debian's versioned folders, else `pg_config`'s. */
export function findPostgresBinaries(): string {
  const candidates: string[] = []
  if (fs.existsSync(VERSIONS_ROOT)) {
    const versions = fs
      .readdirSync(VERSIONS_ROOT)
      .filter((name) => /^\d+(\.\d+)?$/.test(name))
      .sort((a, b) => Number(b) - Number(a))
    candidates.push(...versions.map((version) => path.join(VERSIONS_ROOT, version, 'bin')))
  }
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim())
  } catch {
    // No pg_config on PATH: only the versioned folders count.
  }
  const found = candidates.find((dir) =>
    NEEDED.every((binary) => fs.existsSync(path.join(dir, binary))),
  )
  if (!found) {
    throw new Error(
      `npm run test:faults starts a PostgreSQL of its own and found no server binaries ` +
        `(${NEEDED.join(', ')}) in ${VERSIONS_ROOT}/*/bin or \`pg_config --bindir\`. ` +
        'Install PostgreSQL (Debian: apt-get install postgresql) and run it again.',
    )
  }
  return found
}

/**
 * A free port below the kernel's range of ephemeral ports: while the cluster is stopped, no
 * outgoing connection of this machine can be handed its port, so every start gets it back.
 */
async function listenablePort(): Promise<number> {
  const [low] = fs
    .readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
    .trim()
    .split(/\s+/)
    .map(Number)
  const ceiling = Math.min(low ?? 32_768, 32_768)
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * (ceiling - 20_000))
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer()
      probe.once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error('no free port for PostgreSQL between 20000 and the ephemeral range')
}

export type StopMode = 'fast' | 'immediate'

export class PostgresCluster {
  /** Whether the server is up (between a start and a stop). */
  running = false

  readonly #bin: string
  readonly #root: string
  readonly #dataDir: string
  readonly #asPostgres = process.getuid?.() === 0
  readonly #port: number
  readonly #killOnExit = () => {
    this.#killNow()
    fs.rmSync(this.#root, { recursive: true, force: true })
  }

  private constructor(bin: string, root: string, port: number) {
    this.#bin = bin
    this.#root = root
    this.#dataDir = path.join(root, 'data')
    this.#port = port
  }

  /** initdb and start; call `destroy()` at the end. */
  static async create(): Promise<PostgresCluster> {
    const bin = findPostgresBinaries()
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tours-faults-pg-'))
    const cluster = new PostgresCluster(bin, root, await listenablePort())
    process.once('exit', cluster.#killOnExit)
    try {
      await cluster.#init()
      await cluster.start()
    } catch (error) {
      await cluster.destroy()
      throw error
    }
    return cluster
  }

  /** Connection string of a database on this server, as the superuser `postgres`. */
  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.#port}/${database}`
  }

  /** Creates an empty database and answers its connection string. */
  async createDatabase(name: string): Promise<string> {
    await this.query('postgres', `create database "${name}"`)
    return this.url(name)
  }

  /**
   * One statement on its own connection, opened and closed around it: the tests' reads survive
   * the restarts they cause (a pooled idle connection would die with each one).
   */
  async query<Row extends pg.QueryResultRow>(
    database: string,
    text: string,
    values: unknown[] = [],
  ): Promise<Row[]> {
    const client = new pg.Client({ connectionString: this.url(database) })
    client.on('error', () => {})
    await client.connect()
    try {
      return (await client.query<Row>(text, values)).rows
    } finally {
      await client.end().catch(() => {})
    }
  }

  /** `pg_ctl start -w`: resolves once the server accepts connections. */
  async start(): Promise<void> {
    await this.#pgCtl(['start', '-w', '-t', '60', '-s', '-l', path.join(this.#root, 'server.log')])
    this.running = true
  }

  /** `pg_ctl stop -m fast` (sessions ended, a clean shutdown) or `-m immediate` (a crash). */
  async stop(mode: StopMode = 'fast'): Promise<void> {
    await this.#pgCtl(['stop', '-w', '-t', '60', '-s', '-m', mode])
    this.running = false
  }

  /** The server's own log, for a failure's message. */
  log(): string {
    try {
      return fs.readFileSync(path.join(this.#root, 'server.log'), 'utf8')
    } catch {
      return ''
    }
  }

  /** Stops the server (immediately) and removes its folder. */
  async destroy(): Promise<void> {
    if (this.running) await this.stop('immediate').catch(() => this.#killNow())
    process.removeListener('exit', this.#killOnExit)
    fs.rmSync(this.#root, { recursive: true, force: true })
  }

  async #init(): Promise<void> {
    if (this.#asPostgres) await run('chown', ['-R', 'postgres', this.#root])
    await this.#binary('initdb', [
      '-D',
      this.#dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ])
    // Appended last, so these win over initdb's defaults. No fsync: a stopped or killed server
    // keeps what it wrote in the kernel's page cache, which is all these experiments take away
    // (synchronous_commit stays on: an `immediate` stop must not lose an acknowledged commit).
    fs.appendFileSync(
      path.join(this.#dataDir, 'postgresql.conf'),
      [
        '',
        `port = ${this.#port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${this.#root}'`,
        'fsync = off',
        'max_connections = 100',
        '',
      ].join('\n'),
    )
  }

  #pgCtl(args: string[]): Promise<string> {
    return this.#binary('pg_ctl', ['-D', this.#dataDir, ...args])
  }

  /**
   * Runs one of PostgreSQL's binaries (as `postgres` when we are root). Asynchronous: the
   * experiments' load keeps running in this process while the server stops and starts.
   */
  async #binary(name: string, args: string[]): Promise<string> {
    const file = path.join(this.#bin, name)
    const [command, argv] = this.#asPostgres
      ? ['runuser', ['-u', 'postgres', '--', file, ...args]]
      : [file, args]
    try {
      const { stdout } = await run(command, argv, { cwd: this.#root, timeout: 120_000 })
      return stdout
    } catch (error) {
      const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string }
      throw new Error(
        `${name} ${args.join(' ')} failed: ${String(error)}\n${stdout}${stderr}\n` +
          `server log (end):\n${this.log().slice(-2000)}`,
      )
    }
  }

  /** Last resort (the test process ends with the server up): an immediate shutdown signal. */
  #killNow(): void {
    try {
      const pid = Number(
        fs.readFileSync(path.join(this.#dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
      )
      if (pid > 0) process.kill(pid, 'SIGQUIT')
    } catch {
      // Not running.
    }
    this.running = false
  }
}

/**
 * A private PostgreSQL for one test file: made before its tests, and removed with the servers
 * the file started (support/site.ts) after them. Read it through the returned function.
 */
export function usePostgresCluster(): () => PostgresCluster {
  let cluster: PostgresCluster | undefined
  beforeAll(async () => {
    cluster = await PostgresCluster.create()
  })
  afterAll(async () => {
    await stopSites()
    await cluster?.destroy()
  })
  return () => {
    if (!cluster) throw new Error('The private PostgreSQL is not running (beforeAll failed?)')
    return cluster
  }
}
