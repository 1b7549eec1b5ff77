/**
 * npm run bench:api — throughput and latency of the production server, next to a bare
 * node:http server answering the same bytes from memory (the practical limit on this machine).
 *
 * Requests carry a browser's Accept-Encoding. For each read route: the maximum rate (autocannon,
 * 4 connections per core, after a warm-up) and the same against the bare server, in three pairs of
 * runs one after the other (the ratio is the median of the pairs' ratios), then p50/p99 at
 * half the measured maximum; the live departures read is also compared with the catalogue read
 * of one tour. Then bookings: POST /api/order by 50 signed-in users at once, checked afterwards
 * against the orders table (every 2xx there exactly once); then the same users booking dated
 * departures, one traveller each, through the database's seat check (a full date's 409 is the
 * check working, counted apart from errors). Writes bench/results/api.json (one entry per engine: set
 * DATABASE_URL to run on PostgreSQL) and exits 1 when a budget is missed.
 *
 * Then the server's memory after 10,000 distinct addresses (pages with query strings, API reads
 * with distinct filters, dates and cursors, unknown ids and paths) against before, and the cold
 * start: a fresh process on a fresh embedded database with the demo, spawned to its first 200
 * from /api/health, the median of three. Last, the outbox's pace: a thousand queued mails sent
 * by one mail worker to a local SMTP server (mail-throughput.ts).
 *
 * BENCH_SECONDS (default 10) sets each measured run's length; BENCH_ONLY=bookings (or reads,
 * memory, start; several with commas) runs only those parts; BENCH_PROFILE=<dir> writes a CPU
 * profile of the server there.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import autocannon, { type Options, type Result } from 'autocannon'
import pg from 'pg'
import { measureMailThroughput, type MailThroughput } from './mail-throughput.ts'
import { median } from './median.ts'
import { ensureBuild, startProductionServer, type ProductionServer } from './production-server.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WARMUP_SECONDS = Math.max(2, Math.round(SECONDS / 4))
/** Each read's maximum rate: this many runs of the server and the bare one in turns. */
const PAIRED_ROUNDS = 3
const ROUND_SECONDS = Math.max(2, Math.round(SECONDS / PAIRED_ROUNDS))
const CONNECTIONS = 4 * os.availableParallelism()
const USERS = 50
const PASSWORD = 'bench password 123'

/** What a browser sends: the server answers with its stored brotli copy where it has one. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' }

/** Issue 18's budgets. */
const budgets = {
  /** Catalogue reads: at least this share of the bare server's throughput. */
  catalogueRatio: 0.9,
  /** The live departures read: at least this share of the bare server's throughput. */
  liveRatio: 0.5,
  /**
   * p99 at half the measured maximum rate, every read route: the server's own share, i.e. over
   * what the bare server shows answering the same bytes at the same rate. The load generator
   * shares the 2 cores and parses every body: for the ~100 KB hashed asset (36-51 ms before)
   * the bare server's own p99 at that rate measured 20 ms at a load average of 4 and 186 ms at
   * 11, as much as the real server's; no server can answer below what autocannon can read.
   */
  p99Ms: 25,
  /** Bookings per second, with no errors: embedded, and on PostgreSQL. */
  bookingsPerSecond: { pglite: 300, postgres: 1000 },
  /** Bookings of a dated departure (the seat check in the database) per second. */
  seatBookingsPerSecond: { pglite: 300, postgres: 1000 },
  /** Spawn to the first 200 from /api/health on a fresh embedded database with the demo. */
  coldStartMs: 2000,
  /**
   * Growth after 10,000 distinct addresses, after a garbage collection. The caches such a flood
   * can fill are bounded, by their own generous count (bodies counted 3-4× for their compressed
   * forms and parsed values), at 32 MB (catalogue) + 16 MB (departures) + 32 MB (front) + 16 MB
   * (pages) = 96 MB (src/server/caches/README.md): heap growth past that is a leak. RSS may
   * also keep up to 32 MB the allocator has not handed back.
   */
  heapGrowthMb: 96,
  rssGrowthMb: 128,
  /** The outbox of one instance to a local SMTP server (issue 29): a thousand mails' pace. */
  mailsPerSecond: 50,
}
const only = new Set((process.env.BENCH_ONLY ?? 'reads,bookings,memory,start,mail').split(','))

interface ReadRow {
  route: string
  path: string
  catalogue: boolean
  /** Read from the database on every request (never cached): the departures' seats. */
  live?: boolean
  rps: number
  p50: number
  p99: number
  bareRps: number
  ratio: number
  halfRateRps: number
  halfRateP50: number
  halfRateP99: number
  /** The bare server's p99 at the same rate: the load generator's share of the latency. */
  bareHalfRateP99: number
  /** Server CPU per request at the maximum rate: the cost, whatever else the machine runs. */
  cpuMsPerRequest: number
  errors: number
}

const round = (n: number, digits = 0) => Number(n.toFixed(digits))

async function load(url: string, extra: Partial<Options> = {}): Promise<Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: BROWSER_HEADERS,
    ...extra,
  })
}

function failures(result: Result): number {
  return result.errors + result.timeouts + result.non2xx
}

interface BareAnswer {
  status: number
  /**
   * Every header the server sent but those of the connection itself (date, keep-alive,
   * transfer framing): the bare server sends the same headers, not only the same body, or it
   * would be measured sending fewer bytes (the security headers are some 1.5 KB an answer).
   */
  headers: Record<string, string | string[]>
  body: string
}

const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

/** One GET with the browser's headers, headers and body bytes exactly as sent. */
function rawGet(url: string): Promise<BareAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER_HEADERS }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: Object.fromEntries(
              Object.entries(response.headers).filter(
                (entry): entry is [string, string | string[]] =>
                  entry[1] !== undefined && !CONNECTION_HEADERS.has(entry[0]),
              ),
            ),
            body: Buffer.concat(chunks).toString('base64'),
          }),
        )
      })
      .on('error', reject)
  })
}

async function startBareServer(answersFile: string) {
  const child = spawn(process.execPath, ['scripts/bench/bare-server.mjs', answersFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())))
    child.once('exit', () => reject(new Error('bare server exited')))
  })
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

async function signUp(baseUrl: string, email: string, name: string, ip: string) {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      // The server trusts a proxy on loopback in production: each user from their own address.
      'x-forwarded-for': ip,
    },
    body: JSON.stringify({ email, name, password: PASSWORD }),
  })
  if (!response.ok) throw new Error(`sign-up ${email}: ${response.status} ${await response.text()}`)
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.includes('session_token'))
    .join('; ')
  return { email, cookie }
}

/**
 * Orders in the table, counted as their owners see them (GET /api/order/:email): no admin is
 * needed, whose address the bench could not verify (mail stays in the outbox).
 */
async function storedOrders(baseUrl: string, users: { email: string; cookie: string }[]) {
  let stored = 0
  for (const user of users) {
    const response = await fetch(`${baseUrl}/api/order/${encodeURIComponent(user.email)}`, {
      headers: { cookie: user.cookie },
    })
    if (!response.ok) throw new Error(`orders of ${user.email}: ${response.status}`)
    stored += ((await response.json()) as unknown[]).length
  }
  return stored
}

async function main() {
  ensureBuild()
  const server = await startProductionServer({
    // BENCH_PROFILE=<dir>: a CPU profile of the server for the whole run, written at its exit.
    nodeArgs: process.env.BENCH_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
      : [],
    probeMemory: true,
  })
  const { baseUrl } = server
  console.log(
    `Server: ${baseUrl} on ${server.engine}; ${CONNECTIONS} connections, ${SECONDS} s runs`,
  )
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tours-bench-bare-'))
  let results: Omit<Parameters<typeof report>[0], 'engine' | 'coldStart'> = { reads: [] }
  let bare: Awaited<ReturnType<typeof startBareServer>> | undefined

  try {
    const html = await (await fetch(`${baseUrl}/`)).text()
    const asset = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1]
    if (!asset) throw new Error('no entry script in /')
    const places = (await (await fetch(`${baseUrl}/api/places`)).json()) as { _id: string }[]
    // Every tour's bookable dates, for the departures read and the bookings with a seat check.
    const departures: { tourId: string; departureId: string }[] = []
    for (const place of places) {
      const list = (await (
        await fetch(`${baseUrl}/api/places/${place._id}/departures`)
      ).json()) as { _id: string; status: string }[]
      for (const d of list) {
        if (d.status === 'open' || d.status === 'few') {
          departures.push({ tourId: place._id, departureId: d._id })
        }
      }
    }
    const routes = [
      { route: 'GET /api/places', path: '/api/places', catalogue: true },
      { route: 'GET /api/divisions', path: '/api/divisions', catalogue: true },
      { route: 'GET /api/places/:id', path: `/api/places/${places[0]!._id}`, catalogue: true },
      {
        route: 'GET /api/places/:id/departures (live)',
        path: `/api/places/${places[0]!._id}/departures`,
        catalogue: false,
        live: true,
      },
      { route: 'GET /', path: '/', catalogue: false },
      { route: 'GET hashed asset', path: asset, catalogue: false },
    ]

    // The bare server answers each path with exactly the bytes the real one sent.
    // (node:http, not fetch, which would decompress them.)
    const answers: Record<string, BareAnswer> = {}
    for (const { path: p } of routes) answers[p] = await rawGet(`${baseUrl}${p}`)
    const answersFile = path.join(workDir, 'answers.json')
    fs.writeFileSync(answersFile, JSON.stringify(answers))
    bare = await startBareServer(answersFile)

    const reads: ReadRow[] = []
    for (const r of only.has('reads') ? routes : []) {
      await load(`${baseUrl}${r.path}`, { duration: WARMUP_SECONDS })
      await load(`${bare.baseUrl}${r.path}`, { duration: WARMUP_SECONDS })
      // The server and the bare one in turns, each pair of runs seconds apart: what else the
      // machine does at a moment weighs on both sides of that pair's ratio alike.
      const pairs: { max: Result; bareMax: Result; cpuMs: number }[] = []
      for (let round = 0; round < PAIRED_ROUNDS; round++) {
        const cpuBefore = server.cpuSeconds()
        const max = await load(`${baseUrl}${r.path}`, { duration: ROUND_SECONDS })
        const cpuMs = ((server.cpuSeconds() - cpuBefore) * 1000) / max.requests.total
        pairs.push({
          max,
          bareMax: await load(`${bare.baseUrl}${r.path}`, { duration: ROUND_SECONDS }),
          cpuMs,
        })
      }
      const max = {
        requests: { average: median(pairs.map((p) => p.max.requests.average)) },
        latency: {
          p50: median(pairs.map((p) => p.max.latency.p50)),
          p99: median(pairs.map((p) => p.max.latency.p99)),
        },
      }
      const bareRps = median(pairs.map((p) => p.bareMax.requests.average))
      const ratio = median(pairs.map((p) => p.max.requests.average / p.bareMax.requests.average))
      const cpuMs = median(pairs.map((p) => p.cpuMs))
      const halfRate = Math.max(1, Math.round(max.requests.average / 2))
      const half = await load(`${baseUrl}${r.path}`, { overallRate: halfRate })
      // The same rate against the bare server: what the load generator itself adds.
      const bareHalf = await load(`${bare.baseUrl}${r.path}`, { overallRate: halfRate })
      const row: ReadRow = {
        ...r,
        rps: round(max.requests.average),
        p50: max.latency.p50,
        p99: max.latency.p99,
        bareRps: round(bareRps),
        ratio: round(ratio, 2),
        halfRateRps: round(half.requests.average),
        halfRateP50: half.latency.p50,
        halfRateP99: half.latency.p99,
        bareHalfRateP99: bareHalf.latency.p99,
        cpuMsPerRequest: round(cpuMs, 3),
        errors: pairs.reduce((sum, p) => sum + failures(p.max), 0) + failures(half),
      }
      reads.push(row)
      console.log(
        `${r.route}: ${row.rps}/s (bare ${row.bareRps}/s, ratio ${row.ratio}); ` +
          `p99 ${row.p99} ms at max, ${row.halfRateP99} ms at ${halfRate}/s`,
      )
    }
    await bare.stop()
    bare = undefined

    const booked = only.has('bookings')
      ? await measureBookings(server, places, departures)
      : undefined
    const memory = only.has('memory') ? await measureMemory(server, places, departures) : undefined
    results = { reads, ...booked, memory }
  } finally {
    await bare?.stop()
    await server.stop()
    fs.rmSync(workDir, { recursive: true, force: true })
  }
  // Measured with nothing else of the bench running.
  const coldStart = only.has('start') ? await measureColdStart() : undefined
  const mail = only.has('mail') ? await measureMailThroughput(process.env.DATABASE_URL) : undefined
  report({ engine: server.engine, ...results, coldStart, mail })
}

async function measureBookings(
  server: ProductionServer,
  places: { _id: string }[],
  departures: { tourId: string; departureId: string }[],
): Promise<{ bookings: Bookings; seatBookings: SeatBookings }> {
  const { baseUrl } = server
  // Bookings: 50 users, each on their own connection, each request a new Idempotency-Key.
  const users: { email: string; cookie: string }[] = []
  for (let i = 0; i < USERS; i++) {
    users.push(
      await signUp(
        baseUrl,
        `bench-${i}-${randomUUID().slice(0, 6)}@example.com`,
        `Traveller ${i}`,
        `10.99.1.${i + 1}`,
      ),
    )
  }
  const orderLoad = (duration: number) =>
    Promise.all(
      users.map((user, i) =>
        autocannon({
          url: `${baseUrl}/api/order`,
          method: 'POST',
          connections: 1,
          duration,
          idReplacement: true,
          headers: {
            'content-type': 'application/json',
            cookie: user.cookie,
            origin: baseUrl,
            'idempotency-key': '[<id>]',
          },
          body: JSON.stringify({
            tourId: places[i % places.length]!._id,
            name: `Traveller ${i}`,
            email: user.email,
            phone: '+880 1712-345678',
          }),
        }),
      ),
    )
  const warmupRuns = await orderLoad(WARMUP_SECONDS)
  const cpuBefore = server.cpuSeconds()
  const bookingRuns = await orderLoad(SECONDS)
  const bookingCpuSeconds = server.cpuSeconds() - cpuBefore
  const ok = bookingRuns.reduce((sum, r) => sum + r['2xx'], 0)
  const bookingErrors = bookingRuns.reduce((sum, r) => sum + failures(r), 0)
  const seconds = Math.max(...bookingRuns.map((r) => r.duration))
  const latencies = bookingRuns.map((r) => r.latency)
  const bookings = {
    users: USERS,
    bookingsPerSecond: round(ok / seconds),
    errors: bookingErrors,
    p50: round(latencies.map((l) => l.p50).sort((a, b) => a - b)[Math.floor(USERS / 2)]!, 1),
    p99: Math.max(...latencies.map((l) => l.p99)),
    cpuMsPerBooking: round((bookingCpuSeconds * 1000) / Math.max(1, ok), 2),
    /**
     * Orders in the table, warm-up included: at least every 2xx (none lost), at most every
     * request sent (none twice; those cut off at the end may or may not have landed).
     */
    stored: 0,
    acknowledged: [...warmupRuns, ...bookingRuns].reduce((sum, r) => sum + r['2xx'], 0),
    sent: [...warmupRuns, ...bookingRuns].reduce((sum, r) => sum + r.requests.sent, 0),
  }
  bookings.stored = await storedOrders(baseUrl, users)

  // The same users book dated departures, one traveller each: the trigger's seat check on each
  // (decision 017). User i books dates i, i + 50, i + 100, …, so the load spreads over every
  // date at once. It used to walk each user through a run of neighbouring dates, 7 apart, which
  // sold those runs out within seconds: half the requests of a 6 s run on PostgreSQL were 409s,
  // and the rate counted only the bookings left. A date that fills still answers 409, the check
  // working, counted apart from errors. The demo has ~13,000 seats; a run at PostgreSQL's
  // budget (1,000/s for 12.5 s, warm-up included) would take them all, so on PostgreSQL (whose
  // database the bench made) every date gets the most seats a departure may have.
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl })
    await client.connect()
    try {
      await client.query('update departures set capacity = 1000')
    } finally {
      await client.end()
    }
  }
  const seatLoad = (duration: number) =>
    Promise.all(
      users.map((user, i) => {
        let next = i
        return autocannon({
          url: `${baseUrl}/api/order`,
          connections: 1,
          duration,
          idReplacement: true,
          headers: {
            'content-type': 'application/json',
            cookie: user.cookie,
            origin: baseUrl,
            'idempotency-key': '[<id>]',
          },
          requests: [
            {
              method: 'POST',
              setupRequest: (request) => {
                const date = departures[next % departures.length]!
                next += USERS
                return {
                  ...request,
                  body: JSON.stringify({
                    tourId: date.tourId,
                    departureId: date.departureId,
                    travellers: 1,
                    name: `Traveller ${i}`,
                    email: user.email,
                    phone: '+880 1712-345678',
                  }),
                }
              },
            },
          ],
        })
      }),
    )
  const seatWarmup = await seatLoad(WARMUP_SECONDS)
  const seatCpuBefore = server.cpuSeconds()
  const seatRuns = await seatLoad(SECONDS)
  const seatCpuSeconds = server.cpuSeconds() - seatCpuBefore
  const count = (r: Result, status: string) => Number(r.statusCodeStats?.[status]?.count ?? 0)
  const seated = seatRuns.reduce((sum, r) => sum + r['2xx'], 0)
  const soldOut = seatRuns.reduce((sum, r) => sum + count(r, '409'), 0)
  const seatSeconds = Math.max(...seatRuns.map((r) => r.duration))
  const seatBookings = {
    bookingsPerSecond: round(seated / seatSeconds),
    refusedSoldOut: soldOut,
    errors: seatRuns.reduce((sum, r) => sum + failures(r), 0) - soldOut,
    p50: round(seatRuns.map((r) => r.latency.p50).sort((a, b) => a - b)[Math.floor(USERS / 2)]!, 1),
    p99: Math.max(...seatRuns.map((r) => r.latency.p99)),
    cpuMsPerBooking: round((seatCpuSeconds * 1000) / Math.max(1, seated), 2),
    departures: departures.length,
    /** As for the plain bookings: every 2xx stored once, nothing beyond what was sent. */
    stored: (await storedOrders(baseUrl, users)) - bookings.stored,
    acknowledged: [...seatWarmup, ...seatRuns].reduce((sum, r) => sum + r['2xx'], 0),
    sent: [...seatWarmup, ...seatRuns].reduce((sum, r) => sum + r.requests.sent, 0),
  }
  console.log(
    `POST /api/order with a departure: ${seatBookings.bookingsPerSecond}/s, ` +
      `${soldOut} refused (sold out), ${seatBookings.errors} errors, p99 ${seatBookings.p99} ms`,
  )

  console.log(
    `POST /api/order: ${bookings.bookingsPerSecond}/s by ${USERS} users, ` +
      `${bookings.errors} errors, p50 ${bookings.p50} ms, p99 ${bookings.p99} ms`,
  )
  return { bookings, seatBookings }
}

interface Memory {
  addresses: number
  /** Non-2xx answers among them (404s and 400s are most of the point). */
  refused: number
  before: { rssMb: number; heapUsedMb: number }
  after: { rssMb: number; heapUsedMb: number }
  rssGrowthMb: number
  heapGrowthMb: number
  seconds: number
}

const mb = (bytes: number) => round(bytes / 1024 / 1024, 1)

/**
 * 10,000 distinct addresses, 8 at a time: pages with query strings (kept by their path), API
 * reads with distinct filters (each a catalogue entry until its bound), a tour's departures
 * after distinct dates, junk cursors, unknown tour ids, unknown paths. Memory is read after a
 * garbage collection, before and after.
 */
async function measureMemory(
  server: ProductionServer,
  places: { _id: string }[],
  departures: { tourId: string }[],
): Promise<Memory> {
  const ADDRESSES = 10_000
  const today = new Date()
  const dateAfter = (days: number) =>
    new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10)
  const kinds: ((i: number) => string)[] = [
    (i) => `/?utm_source=bench&n=${i}`,
    (i) => `/tour-details/${places[i % places.length]!._id}?ref=${i}`,
    (i) => `/api/places?maxPrice=${i}`,
    (i) => `/api/places?limit=${1 + (i % 100)}&cursor=bench${i}`,
    (i) =>
      `/api/places/${departures[i % departures.length]!.tourId}/departures?after=${dateAfter(i % 3000)}`,
    (i) => `/api/places/${randomUUID()}?n=${i}`,
    () => `/api/places/${randomUUID()}/departures`,
    (i) => `/no-such-page-${i}`,
    (i) => `/api/no-such-route-${i}`,
  ]
  const before = await server.memory()
  const started = performance.now()
  let sent = 0
  let refused = 0
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (sent < ADDRESSES) {
        const i = sent++
        const response = await fetch(`${server.baseUrl}${kinds[i % kinds.length]!(i)}`, {
          headers: BROWSER_HEADERS,
        })
        await response.arrayBuffer()
        if (!response.ok) refused += 1
      }
    }),
  )
  const seconds = round((performance.now() - started) / 1000, 1)
  const after = await server.memory()
  const result: Memory = {
    addresses: ADDRESSES,
    refused,
    before: { rssMb: mb(before.rss), heapUsedMb: mb(before.heapUsed) },
    after: { rssMb: mb(after.rss), heapUsedMb: mb(after.heapUsed) },
    rssGrowthMb: mb(after.rss - before.rss),
    heapGrowthMb: mb(after.heapUsed - before.heapUsed),
    seconds,
  }
  console.log(
    `memory after ${ADDRESSES} distinct addresses (${seconds} s, ${refused} refused): ` +
      `RSS ${result.before.rssMb} -> ${result.after.rssMb} MB, ` +
      `heap ${result.before.heapUsedMb} -> ${result.after.heapUsedMb} MB`,
  )
  return result
}

interface ColdStart {
  runs: number[]
  medianMs: number
}

/** A fresh process on a fresh embedded database with the demo, to its first healthy answer. */
async function measureColdStart(): Promise<ColdStart> {
  const runs: number[] = []
  for (let i = 0; i < 3; i++) {
    const server = await startProductionServer({ embedded: true })
    runs.push(round(server.startMs))
    await server.stop()
  }
  const medianMs = median(runs)
  console.log(`cold start to healthy (embedded, demo): ${runs.join(', ')} ms; median ${medianMs}`)
  return { runs, medianMs }
}

type Bookings = {
  users: number
  bookingsPerSecond: number
  cpuMsPerBooking: number
  errors: number
  p50: number
  p99: number
  stored: number
  acknowledged: number
  sent: number
}

type SeatBookings = {
  bookingsPerSecond: number
  refusedSoldOut: number
  errors: number
  p50: number
  p99: number
  cpuMsPerBooking: number
  departures: number
  stored: number
  acknowledged: number
  sent: number
}

function report({
  engine,
  reads,
  bookings,
  seatBookings,
  memory,
  coldStart,
  mail,
}: {
  engine: 'pglite' | 'postgres'
  reads: ReadRow[]
  bookings?: Bookings
  seatBookings?: SeatBookings
  memory?: Memory
  coldStart?: ColdStart
  mail?: MailThroughput
}) {
  const missed: string[] = []
  const departuresRead = reads.find((r) => r.live)
  const catalogueRead = reads.find((r) => r.route === 'GET /api/places/:id')
  const departuresToCatalogue =
    departuresRead && catalogueRead ? round(departuresRead.rps / catalogueRead.rps, 2) : undefined
  if (seatBookings) {
    const budget = budgets.seatBookingsPerSecond[engine]
    if (seatBookings.bookingsPerSecond < budget) {
      missed.push(
        `bookings with a departure: ${seatBookings.bookingsPerSecond}/s (budget ${budget}/s)`,
      )
    }
    if (seatBookings.errors > 0)
      missed.push(`bookings with a departure: ${seatBookings.errors} errors`)
    if (
      seatBookings.stored < seatBookings.acknowledged ||
      seatBookings.stored > seatBookings.sent - seatBookings.refusedSoldOut
    ) {
      missed.push(
        `bookings with a departure: ${seatBookings.stored} stored, outside ${seatBookings.acknowledged} acknowledged … ${seatBookings.sent} sent`,
      )
    }
  }
  for (const row of reads) {
    if (row.catalogue && row.ratio < budgets.catalogueRatio) {
      missed.push(
        `${row.route}: ${row.ratio} of the bare server (budget ${budgets.catalogueRatio})`,
      )
    }
    if (row.live && row.ratio < budgets.liveRatio) {
      missed.push(`${row.route}: ${row.ratio} of the bare server (budget ${budgets.liveRatio})`)
    }
    // The server's share of the latency: what the bare server shows at the same rate is the
    // load generator's (budgets.p99Ms).
    const own = row.halfRateP99 - row.bareHalfRateP99
    if (own >= budgets.p99Ms) {
      missed.push(
        `${row.route}: p99 ${row.halfRateP99} ms at half rate, ${own} ms over the bare server's (budget < ${budgets.p99Ms})`,
      )
    }
    if (row.errors > 0) missed.push(`${row.route}: ${row.errors} errors`)
  }
  if (bookings) {
    const budget = budgets.bookingsPerSecond[engine]
    if (bookings.bookingsPerSecond < budget) {
      missed.push(`bookings: ${bookings.bookingsPerSecond}/s (budget ${budget}/s)`)
    }
    if (bookings.errors > 0) missed.push(`bookings: ${bookings.errors} errors`)
    if (bookings.stored < bookings.acknowledged || bookings.stored > bookings.sent) {
      missed.push(
        `bookings: ${bookings.stored} stored, outside ${bookings.acknowledged} acknowledged … ${bookings.sent} sent`,
      )
    }
  }
  if (memory) {
    if (memory.heapGrowthMb > budgets.heapGrowthMb) {
      missed.push(
        `memory: heap grew ${memory.heapGrowthMb} MB after ${memory.addresses} addresses (budget ${budgets.heapGrowthMb} MB)`,
      )
    }
    if (memory.rssGrowthMb > budgets.rssGrowthMb) {
      missed.push(
        `memory: RSS grew ${memory.rssGrowthMb} MB after ${memory.addresses} addresses (budget ${budgets.rssGrowthMb} MB)`,
      )
    }
  }
  if (mail && mail.mailsPerSecond < budgets.mailsPerSecond) {
    missed.push(`mail: ${mail.mailsPerSecond} mails/s (budget ${budgets.mailsPerSecond})`)
  }
  if (mail && (mail.duplicates > 0 || mail.unsent > 0)) {
    missed.push(`mail: ${mail.duplicates} sent twice, ${mail.unsent} not sent`)
  }
  if (coldStart && coldStart.medianMs > budgets.coldStartMs) {
    missed.push(`cold start: ${coldStart.medianMs} ms (budget ${budgets.coldStartMs} ms)`)
  }

  const table = [
    '| route | req/s | p50 ms | p99 ms | bare req/s | ratio | p99 ms at half rate (bare) | server CPU ms/req |',
    '| --- | --: | --: | --: | --: | --: | --: | --: |',
    ...reads.map(
      (r) =>
        `| ${r.route} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.bareRps} | ${r.ratio} | ${r.halfRateP99} (${r.bareHalfRateP99}) at ${r.halfRateRps}/s | ${r.cpuMsPerRequest} |`,
    ),
    ...(bookings
      ? [
          `| POST /api/order (${bookings.users} users) | ${bookings.bookingsPerSecond} | ${bookings.p50} | ${bookings.p99} | | | | ${bookings.cpuMsPerBooking} |`,
        ]
      : []),
    ...(seatBookings && bookings
      ? [
          `| POST /api/order with a departure (${bookings.users} users, ${seatBookings.departures} dates, ${seatBookings.refusedSoldOut} sold out) | ${seatBookings.bookingsPerSecond} | ${seatBookings.p50} | ${seatBookings.p99} | | | | ${seatBookings.cpuMsPerBooking} |`,
        ]
      : []),
  ].join('\n')
  console.log(
    `\n${engine}, ${os.availableParallelism()} cores, ${CONNECTIONS} connections:\n${table}`,
  )
  if (departuresToCatalogue !== undefined) {
    console.log(`departures read / catalogue read (GET /api/places/:id): ${departuresToCatalogue}`)
  }
  if (bookings) {
    console.log(
      `bookings: ${bookings.acknowledged} acknowledged, ${bookings.stored} stored, ${bookings.sent} sent, ${bookings.errors} errors`,
    )
  }
  if (memory) {
    console.log(
      `memory after ${memory.addresses} distinct addresses: RSS +${memory.rssGrowthMb} MB (budget ${budgets.rssGrowthMb}), heap +${memory.heapGrowthMb} MB (budget ${budgets.heapGrowthMb})`,
    )
  }
  if (coldStart) {
    console.log(
      `cold start to healthy: median ${coldStart.medianMs} ms of ${coldStart.runs.join(', ')} (budget ${budgets.coldStartMs})`,
    )
  }

  if (mail) {
    console.log(
      `mail: ${mail.mails} queued mails sent in ${mail.seconds} s = ${mail.mailsPerSecond} mails/s (budget ${budgets.mailsPerSecond}); ${mail.duplicates} sent twice, ${mail.unsent} not sent`,
    )
  }

  const file = 'bench/results/api.json'
  const previous = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as object) : {}
  const entry = {
    measuredAt: new Date().toISOString(),
    machine: `${os.availableParallelism()} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}`,
    node: process.version,
    connections: CONNECTIONS,
    seconds: SECONDS,
    budgets,
    reads,
    departuresToCatalogue,
    bookings,
    seatBookings,
    memory,
    coldStart,
    mail,
    missed,
  }
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify({ ...previous, [engine]: entry }, null, 2)}\n`)
  fs.renameSync(`${file}.tmp`, file)
  console.log(`Written to ${file}`)

  if (missed.length > 0) {
    console.error(`\nOver budget:\n- ${missed.join('\n- ')}`)
    process.exitCode = 1
  } else {
    console.log('\nAll budgets met.')
  }
}

await main()
