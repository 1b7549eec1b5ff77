/**
 * The topology of a scaled-out site, all on 127.0.0.1: a fresh PostgreSQL database, Redis (a
 * dedicated database index), N instances of the production build (`node dist/server/main.js`,
 * NODE_ENV=production, one shared AUTH_SECRET) started at the same moment, and nginx balancing
 * them on one port. `stop()` tears down whatever was started, also after a failed start; an exit
 * hook kills the children if the test process dies first.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import pg from 'pg'
import { freePort } from '#tests/support/net.ts'
import { NGINX, startNginx, type Balancer } from './nginx.ts'

/** The PostgreSQL server the cluster's database is created on (and dropped from). */
const POSTGRES_SERVER =
  process.env.CLUSTER_DATABASE_URL ||
  process.env.DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/postgres'
/**
 * Database index 13 of the local Redis: the app has no key prefix setting, but REDIS_URL may
 * name a database, which keeps the cluster's counters apart from anything else on the server.
 */
const REDIS_URL = process.env.CLUSTER_REDIS_URL || 'redis://127.0.0.1:6379/13'

export interface Instance {
  name: string
  port: number
  url: string
  logFile: string
  child: ChildProcess
  /** The exit code, or the name of the signal that ended the process. */
  exited: Promise<number | string | null>
}

export class Cluster {
  readonly workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tours-cluster-'))
  readonly authSecret = randomBytes(32).toString('base64url')
  readonly adminEmail = `cluster-admin-${randomBytes(4).toString('hex')}@example.com`
  /** Client addresses of this run (10.a.b.*): its rate-limit keys are its own. */
  readonly ipPrefix = `10.${1 + Math.floor(Math.random() * 254)}.${1 + Math.floor(Math.random() * 254)}.`
  readonly redisUrl = REDIS_URL
  instances: Instance[] = []
  balancer: Balancer | undefined
  databaseUrl = ''
  /** For the checks' own reads of what the database holds. */
  pool: pg.Pool | undefined
  redis: Redis | undefined
  /** Seconds the instances took from spawn to healthy (all started at once). */
  startSeconds = 0

  #databaseName = ''
  #ports: number[] = []
  #ipCount = 0
  #killOnExit = () => {
    for (const child of [...this.instances.map((i) => i.child), this.balancer?.child]) {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
  }

  /** A client address no other request of this run used. */
  nextIp(): string {
    this.#ipCount += 1
    return `${this.ipPrefix}${this.#ipCount}`
  }

  async start(count: number): Promise<void> {
    process.once('exit', this.#killOnExit)
    this.#preflight()

    this.redis = new Redis(this.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true })
    await this.redis.connect().catch((error: unknown) => {
      throw new Error(`Redis is not reachable at ${this.redisUrl}: ${String(error)}`)
    })

    this.#databaseName = `cluster_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
    await adminQuery(`create database "${this.#databaseName}"`)
    const url = new URL(POSTGRES_SERVER)
    url.pathname = `/${this.#databaseName}`
    this.databaseUrl = url.toString()
    this.pool = new pg.Pool({ connectionString: this.databaseUrl, max: 2 })

    this.#ports = await distinctPorts(count + 1)
    const balancerPort = this.#ports[count]!
    const startedAt = performance.now()
    // All at once, as a deploy of N replicas does: migrations and the demo seed must not race.
    for (let i = 0; i < count; i++) this.instances.push(this.#spawn(i, balancerPort))
    await Promise.all(this.instances.map((instance) => waitHealthy(instance)))
    this.startSeconds = (performance.now() - startedAt) / 1000

    this.balancer = await startNginx({
      prefix: path.join(this.workDir, 'nginx'),
      port: balancerPort,
      upstreams: this.#ports.slice(0, count),
    })
  }

  /** Starts instance `index` again (after a kill), on its port, and waits until healthy. */
  async restart(index: number): Promise<Instance> {
    const instance = this.#spawn(index, this.#ports[this.instances.length]!)
    this.instances[index] = instance
    await waitHealthy(instance)
    return instance
  }

  #spawn(index: number, balancerPort: number): Instance {
    const port = this.#ports[index]!
    const name = `instance ${index + 1}`
    const logFile = path.join(this.workDir, `instance-${index + 1}.log`)
    const log = fs.openSync(logFile, 'a')
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
        DATABASE_URL: this.databaseUrl,
        REDIS_URL: this.redisUrl,
        AUTH_SECRET: this.authSecret,
        ADMIN_EMAILS: this.adminEmail,
        SEED: 'demo',
        // Load from few accounts and one address: far above a person's booking limits.
        BOOKINGS_PER_MINUTE_PER_ACCOUNT: '1000000',
        BOOKINGS_PER_MINUTE_PER_CLIENT: '1000000',
        LOG_LEVEL: 'info',
        DATA_DIR: path.join(this.workDir, `data-${index + 1}`),
        CLIENT_DIR: path.resolve('dist/client'),
        // Nothing of the developer's own setup leaks in: sandbox payments, mail kept in the outbox.
        PAYMENT_PROVIDER: 'sandbox',
        STRIPE_SECRET_KEY: '',
        STRIPE_PUBLISHABLE_KEY: '',
        STRIPE_WEBHOOK_SECRET: '',
        SMTP_URL: '',
        CONTACT_TO: '',
        GOOGLE_CLIENT_ID: '',
        GOOGLE_CLIENT_SECRET: '',
      },
      stdio: ['ignore', log, log],
    })
    fs.closeSync(log)
    const exited = new Promise<number | string | null>((resolve) =>
      child.once('exit', (code, signal) => resolve(signal ?? code)),
    )
    return { name, port, url: `http://127.0.0.1:${port}`, logFile, child, exited }
  }

  #preflight() {
    if (!fs.existsSync('dist/server/main.js') || !fs.existsSync('dist/client/index.html')) {
      throw new Error('No production build: run `npm run build` (npm run test:cluster does).')
    }
    const version = spawnSync(NGINX, ['-v'], { encoding: 'utf8' })
    if (version.error || version.status !== 0) {
      throw new Error(`nginx is not installed at ${NGINX}: apt-get install -y nginx`)
    }
  }

  /** The last lines of each instance's log and of nginx's error log, for a failure report. */
  logTails(lines = 15): string {
    const files = [
      ...this.instances.map((i) => [i.name, i.logFile] as const),
      ['nginx', this.balancer?.errorLog ?? ''] as const,
    ]
    return files
      .filter(([, file]) => file && fs.existsSync(file))
      .map(([name, file]) => {
        const tail = fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
        return `--- ${name} (${file})\n${tail}`
      })
      .join('\n')
  }

  /** Stops everything that was started, in reverse order; never throws. */
  async stop(): Promise<string[]> {
    const problems: string[] = []
    const attempt = async (what: string, step: () => Promise<unknown>) => {
      try {
        await step()
      } catch (error) {
        problems.push(`${what}: ${String(error)}`)
      }
    }
    await attempt('nginx', async () => this.balancer?.stop())
    await attempt('instances', () =>
      Promise.all(this.instances.map((instance) => stopInstance(instance))),
    )
    await attempt('pool', async () => this.pool?.end())
    await attempt('redis keys', async () => {
      if (!this.redis || this.redis.status !== 'ready') return
      // The run's counters: keyed by its client addresses or by its accounts' emails.
      for (const pattern of [`*${this.ipPrefix}*`, '*cluster-*@example.com*']) {
        for await (const keys of this.redis.scanStream({ match: pattern, count: 500 })) {
          if ((keys as string[]).length) await this.redis.del(...(keys as string[]))
        }
      }
    })
    await attempt('redis', async () => this.redis?.quit())
    await attempt('database', async () => {
      if (this.#databaseName) {
        await adminQuery(`drop database if exists "${this.#databaseName}" with (force)`)
      }
    })
    // CLUSTER_KEEP=1 keeps the logs and nginx's config for a look afterwards.
    if (process.env.CLUSTER_KEEP) {
      problems.push(`kept ${this.workDir} (CLUSTER_KEEP)`)
    } else {
      await attempt('temp dir', async () =>
        fs.rmSync(this.workDir, { recursive: true, force: true }),
      )
    }
    process.off('exit', this.#killOnExit)
    return problems
  }
}

/** SIGTERM (a graceful close), SIGKILL if it takes more than 10 s. */
async function stopInstance(instance: Instance): Promise<void> {
  const { child } = instance
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await instance.exited
  clearTimeout(timer)
}

async function waitHealthy(instance: Instance, timeoutMs = 60_000): Promise<void> {
  let exitedWith: number | string | null | undefined
  void instance.exited.then((code) => (exitedWith = code))
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exitedWith !== undefined) {
      const log = fs.readFileSync(instance.logFile, 'utf8').slice(-3000)
      throw new Error(`${instance.name} exited (${exitedWith}) at start:\n${log}`)
    }
    try {
      if ((await fetch(`${instance.url}/api/health`)).status === 200) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${instance.name} was not healthy within ${timeoutMs / 1000} s`)
}

async function distinctPorts(count: number): Promise<number[]> {
  const ports = new Set<number>()
  while (ports.size < count) ports.add(await freePort())
  return [...ports]
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_SERVER })
  await client.connect().catch((error: unknown) => {
    throw new Error(`PostgreSQL is not reachable at ${POSTGRES_SERVER}: ${String(error)}`)
  })
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}
