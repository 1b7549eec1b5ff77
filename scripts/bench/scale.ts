/**
 * npm run bench:scale — every admin and public list's first page at a busy operator's size.
 *
 * 1. Creates the PostgreSQL database `bench_scale` (on BENCH_SCALE_SERVER, default
 *    postgres://postgres@127.0.0.1:5432/postgres), dropping the last run's, runs the
 *    migrations and fills it (scale-fill.ts: 10,000 plans, 100,000 customers, 1,000,000 orders,
 *    100,000 messages, testimonials and tour reviews), timing each step. `--keep` reuses a
 *    filled database instead; `--scale=0.01` fills a hundredth (a quick try of the script).
 * 2. Starts the production server on it (production-server.ts) and signs in an admin.
 * 3. Asks each list in LISTS below for its first page: once cold, then REQUESTS times in a row,
 *    timed at the client on 127.0.0.1 (median, p95), with the answer's bytes (uncompressed: what
 *    the server builds), while sampling the server's RSS.
 * 4. EXPLAIN (ANALYZE, BUFFERS) of the queries behind each list: its verb is run against the
 *    database with every statement captured, and each statement explained; the list's main
 *    query (the first) must use an index.
 *
 * Prints a table, writes bench/results/scale.json and bench/results/scale-explain.txt, and
 * exits 1 when a first page takes 100 ms or more (cold or p95), answers 100 KB or more, a plan
 * uses no index, the memory the server holds after a garbage collection grows more than
 * HELD_GROWTH_BOUND across the run (a cache or a leak that keeps what each list answered), or
 * its RSS ever passes RSS_PEAK_BOUND_MB. RSS is judged by its peak, not its growth: V8 and the
 * allocator keep pages they once used (the run's largest answers, sitemap files of 10,000 URLs)
 * long after the objects in them are garbage, so an RSS that ends higher than it was after the
 * warm-up says nothing of what is kept; the held heap after a collection does.
 */
import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import type { Db } from '#server/db/client.ts'
import { migrationsFolder } from '#server/db/migrate.ts'
import * as schema from '#server/db/schema/index.ts'
import { listPlacesPage } from '#server/features/catalog/list-places.ts'
import { listDivisionPlaces } from '#server/features/catalog/list-division-places.ts'
import { listSitemapPlaces } from '#server/features/catalog/list-sitemap-entries.ts'
import { listManifestPage } from '#server/features/departures/get-manifest.ts'
import { listTourDeparturesPage } from '#server/features/departures/list-departures.ts'
import { tourForDepartures } from '#server/features/departures/save-departures.ts'
import { listAudit } from '#server/features/audit/list-audit.ts'
import { listReviewsPage } from '#server/features/reviews/list-reviews-page.ts'
import { listModeratedReviews } from '#server/features/reviews/list-moderated-reviews.ts'
import { listUsers } from '#server/features/users/list-users.ts'
import type { Ctx, UserCtx } from '#server/lib/context.ts'
import { analyze, dropSecondaryIndexes, fillSteps, FULL_SIZES, scaled } from './scale-fill.ts'
import { ensureBuild, startProductionServer } from './production-server.ts'

const REQUESTS = 30
const BUDGET_MS = 100
const BUDGET_BYTES = 100 * 1024
/**
 * What the server holds after a full collection (JS heap used plus memory outside it, e.g.
 * buffers) at the end may exceed what it held after the warm-up by this much.
 */
const HELD_GROWTH_BOUND = 0.25
/** The server's RSS, sampled every 200 ms, stays under this (runs measured 260–270 MB). */
const RSS_PEAK_BOUND_MB = 384
const PASSWORD = 'bench password 123'
const SITEMAP_URLS_PER_FILE = 10_000

/** Ids the lists are asked about, found in the filled data. */
interface Fixture {
  tourId: string
  divisionId: number
  departureId: string
  customerEmail: string
  customerId: string
  adminId: string
  /** The Dhaka month after this one, first and last day (Manage Order's departure range). */
  nextMonthFrom: string
  nextMonthTo: string
  /** The second page of the departure sort (the first page's nextCursor). */
  departureCursor: string
}

interface List {
  name: string
  /** The address, `{tourId}` etc. filled from the fixture. */
  path: string
  access: 'public' | 'admin'
  /** A different answer-size budget, with the reason (the sitemap's is the protocol's). */
  maxBytes?: { bytes: number; why: string }
  /** A different time budget, with the reason. */
  maxMs?: { ms: number; why: string }
  /** Why a sequential scan of a large table is acceptable here, if it is. */
  scanOk?: string
  /** The verb behind it, run once to capture and EXPLAIN its queries. */
  verb?: (ctx: UserCtx, fixture: Fixture) => Promise<unknown>
}

/** Why a search for a bookable date may read every plan: the count's join, kept in a cache. */
const BOOKABLE_COUNT_SCAN =
  "the count of tours with a bookable date: the window's open departures are gathered by the date index and joined to every listed plan's id (10,000 rows, tens of ms, once per change: kept in the departures cache); the page itself reads a few departures a tour"

/**
 * Every list, its first page. Other parts of issue 17 add their paged lists here (orders,
 * messages, users, the overview): one entry each, with its verb for EXPLAIN.
 */
const LISTS: List[] = [
  // The public catalogue (TourPlans, division pages, Home's testimonials, a tour's page).
  {
    name: 'plans',
    path: '/api/places?limit=50',
    access: 'public',
    verb: (ctx) => listPlacesPage({ ctx, query: {}, page: { limit: 50 }, locale: 'en' }),
  },
  {
    name: 'plans by price, highest first',
    path: '/api/places?limit=50&sort=-price',
    access: 'public',
    verb: (ctx) =>
      listPlacesPage({ ctx, query: { sort: '-price' }, page: { limit: 50 }, locale: 'en' }),
  },
  {
    name: 'plans by rating, best first',
    path: '/api/places?limit=50&sort=-rating',
    access: 'public',
    verb: (ctx) =>
      listPlacesPage({ ctx, query: { sort: '-rating' }, page: { limit: 50 }, locale: 'en' }),
  },
  {
    name: 'plans up to $500 in Sylhet (bn)',
    path: '/api/places?limit=50&division=Sylhet&maxPrice=500&lang=bn',
    access: 'public',
    verb: (ctx) =>
      listPlacesPage({
        ctx,
        query: { division: 'Sylhet', maxPrice: 500 },
        page: { limit: 50 },
        locale: 'bn',
      }),
  },
  // The search (issue 32 item 8): duration, a bookable date with seats, the soonest departure.
  {
    name: 'plans of 2–3 days',
    path: '/api/places?limit=50&minDays=2&maxDays=3',
    access: 'public',
    scanOk:
      'a duration has no index: the count and the slider range read the 10,000 plans (a few ms); an index would serve this one count, and every plan write would keep it',
    verb: (ctx) =>
      listPlacesPage({ ctx, query: { minDays: 2, maxDays: 3 }, page: { limit: 50 }, locale: 'en' }),
  },
  {
    name: 'plans with seats for 4 next month',
    path: '/api/places?limit=50&from={nextMonthFrom}&to={nextMonthTo}&travellers=4',
    access: 'public',
    scanOk: BOOKABLE_COUNT_SCAN,
    verb: (ctx, f) =>
      listPlacesPage({
        ctx,
        query: { from: f.nextMonthFrom, to: f.nextMonthTo, travellers: 4 },
        page: { limit: 50 },
        locale: 'en',
      }),
  },
  {
    name: 'plans by soonest departure',
    path: '/api/places?limit=50&sort=departure',
    access: 'public',
    verb: (ctx) =>
      listPlacesPage({ ctx, query: { sort: 'departure' }, page: { limit: 50 }, locale: 'en' }),
  },
  {
    name: 'plans by soonest departure, page 2',
    path: '/api/places?limit=50&sort=departure&cursor={departureCursor}',
    access: 'public',
  },
  {
    name: 'plans for 4, next month, 2–3 days, to $500, by price',
    path: '/api/places?limit=50&from={nextMonthFrom}&to={nextMonthTo}&travellers=4&minDays=2&maxDays=3&maxPrice=500&sort=price',
    access: 'public',
    scanOk: BOOKABLE_COUNT_SCAN,
    verb: (ctx, f) =>
      listPlacesPage({
        ctx,
        query: {
          from: f.nextMonthFrom,
          to: f.nextMonthTo,
          travellers: 4,
          minDays: 2,
          maxDays: 3,
          maxPrice: 500,
          sort: 'price',
        },
        page: { limit: 50 },
        locale: 'en',
      }),
  },
  {
    name: "a division's plans by soonest departure for 2",
    path: '/api/place/{divisionId}?limit=50&sort=departure&travellers=2',
    access: 'public',
    verb: (ctx, f) =>
      listDivisionPlaces({
        ctx,
        divisionId: { kind: 'number', value: f.divisionId },
        query: { limit: 50, sort: 'departure', travellers: 2 },
        locale: 'en',
      }),
  },
  {
    name: 'plans named "trek 12" (Manage Plan search)',
    path: '/api/places?limit=50&q=trek%2012',
    access: 'public',
    scanOk:
      'a substring search (ILIKE) over 10,000 names: a trigram index needs pg_trgm, an extension PGlite loads only on request; the scan costs a few ms at this size',
    verb: (ctx) =>
      listPlacesPage({ ctx, query: { q: 'trek 12' }, page: { limit: 50 }, locale: 'en' }),
  },
  {
    name: "a division's plans",
    path: '/api/place/{divisionId}?limit=50',
    access: 'public',
    verb: (ctx, f) =>
      listDivisionPlaces({
        ctx,
        divisionId: { kind: 'number', value: f.divisionId },
        query: { limit: 50 },
        locale: 'en',
      }),
  },
  { name: 'testimonials (spec: newest 50)', path: '/api/review', access: 'public' },
  {
    name: 'testimonials, paged',
    path: '/api/review?limit=50',
    access: 'public',
    verb: (ctx) => listReviewsPage({ ctx, limit: 50 }),
  },
  { name: "a tour's reviews", path: '/api/places/{tourId}/reviews', access: 'public' },
  { name: "a tour's departures", path: '/api/places/{tourId}/departures', access: 'public' },
  {
    name: 'sitemap index',
    path: '/sitemap.xml',
    access: 'public',
  },
  {
    name: 'sitemap, first file',
    path: '/sitemap-1.xml',
    access: 'public',
    maxBytes: {
      bytes: 50 * 1024 * 1024,
      why: 'a sitemap file holds up to 50,000 URLs and 50 MB by the protocol',
    },
    maxMs: {
      ms: 1000,
      why: 'a file of 10,000 URLs (5 MB), streamed: crawlers read it, people do not wait on it',
    },
    verb: (ctx) => listSitemapPlaces({ ctx, afterPlaceId: 0, limit: 2000 }),
  },
  // The console.
  {
    name: 'review moderation',
    path: '/api/review/moderation?limit=50',
    access: 'admin',
    verb: (ctx) => listModeratedReviews({ ctx, limit: 50 }),
  },
  { name: 'tour review moderation', path: '/api/tour-reviews?limit=50', access: 'admin' },
  {
    name: 'audit log',
    path: '/api/audit?limit=50',
    access: 'admin',
    verb: (ctx) => listAudit({ ctx, query: { limit: 50 } }),
  },
  {
    name: "a plan's departures (admin)",
    path: '/api/places/{tourId}/departures/all?from=2000-01-01&limit=50',
    access: 'admin',
    verb: async (ctx, f) =>
      listTourDeparturesPage({
        ctx,
        tour: await tourForDepartures(ctx, { kind: 'uuid', value: f.tourId }),
        from: '2000-01-01',
        page: { limit: 50 },
      }),
  },
  {
    name: "a departure's manifest",
    path: '/api/departures/{departureId}/manifest?limit=50',
    access: 'admin',
    verb: (ctx, f) => listManifestPage({ ctx, id: f.departureId, page: { limit: 50 } }),
  },
  { name: "a customer's orders", path: '/api/order/{customerEmail}', access: 'admin' },
  { name: 'mail outbox', path: '/api/outbox', access: 'admin' },
  {
    name: "a customer's orders, paged (My Booking)",
    path: '/api/order/{customerEmail}?limit=20',
    access: 'admin',
  },
  { name: 'mail outbox, paged', path: '/api/outbox?limit=50', access: 'admin' },
  // Manage Order: its first page, a status, a date range on departures, a search, a sort.
  { name: 'Manage Order', path: '/api/manageorder?limit=50', access: 'admin' },
  { name: 'Manage Order: paid', path: '/api/manageorder?limit=50&status=paid', access: 'admin' },
  {
    name: 'Manage Order: departing next month',
    path: '/api/manageorder?limit=50&dateField=departure&from={nextMonthFrom}&to={nextMonthTo}',
    access: 'admin',
  },
  {
    name: 'Manage Order: search a name',
    path: '/api/manageorder?limit=50&q=nusrat%20khan',
    access: 'admin',
  },
  {
    name: 'Manage Order: search a phone',
    path: '/api/manageorder?limit=50&q=01700',
    access: 'admin',
  },
  {
    name: 'Manage Order: by amount',
    path: '/api/manageorder?limit=50&sort=amount',
    access: 'admin',
  },
  {
    name: "Manage Order: a customer's",
    path: '/api/manageorder?limit=50&userId={customerId}',
    access: 'admin',
  },
  // Messages.
  { name: 'Messages', path: '/api/messages?limit=50', access: 'admin' },
  { name: 'Messages: unhandled', path: '/api/messages?limit=50&state=unhandled', access: 'admin' },
  { name: 'Messages: search', path: '/api/messages?limit=50&q=tea%20garden', access: 'admin' },
  { name: 'Messages: unhandled count', path: '/api/messages/unhandled-count', access: 'admin' },
  // People.
  { name: 'Users', path: '/api/admin/users?limit=50', access: 'admin' },
  {
    name: 'Users: search',
    path: '/api/admin/users?limit=50&q=customer4242',
    access: 'admin',
    verb: (ctx) =>
      listUsers({ ctx, adminEmails: new Set(), query: { limit: 50, q: 'customer4242' } }),
  },
  { name: 'Users: admins', path: '/api/admin/users?limit=50&role=admin', access: 'admin' },
  // The overview is sums over a year, not a page of a list.
  {
    name: 'overview (a year of sums, cold)',
    path: '/api/overview',
    access: 'admin',
    maxMs: {
      ms: 2000,
      why: 'a year of a million orders summed by month and division (index-only scans); kept in overview-cache.ts until money moves, so only the first request after a payment pays it',
    },
  },
]

// ---------------------------------------------------------------------------------------------

const args = process.argv.slice(2)
const keep = args.includes('--keep')
const factor = Number(args.find((a) => a.startsWith('--scale='))?.slice('--scale='.length) ?? 1)
const SERVER = process.env.BENCH_SCALE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DB_NAME = 'bench_scale'

const databaseUrl = (() => {
  const url = new URL(SERVER)
  url.pathname = `/${DB_NAME}`
  return url.toString()
})()

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

const seconds = (ms: number) => Number((ms / 1000).toFixed(1))

async function prepareDatabase(): Promise<Record<string, number>> {
  const exists = await withClient(SERVER, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      DB_NAME,
    ])
    return rowCount === 1
  })
  if (keep && exists) {
    console.log(`--keep: reusing ${DB_NAME}`)
    // Its fill's times, from the run that made it.
    const last = path.join('bench/results', 'scale.json')
    const before = fs.existsSync(last)
      ? (JSON.parse(fs.readFileSync(last, 'utf8')) as { fillSeconds?: Record<string, number> })
      : {}
    return { ...before.fillSeconds, reused: 1 }
  }
  await withClient(SERVER, async (client) => {
    await client.query(`drop database if exists ${DB_NAME} with (force)`)
    await client.query(`create database ${DB_NAME}`)
  })
  const timings: Record<string, number> = {}
  const started = performance.now()
  await withClient(databaseUrl, async (client) => {
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() })
    // Superuser-only settings: this bench database is ours.
    await client.query('set session_replication_role = replica')
    await client.query('set synchronous_commit = off')
    await client.query("set maintenance_work_mem = '512MB'")
    await client.query("set work_mem = '128MB'")
    const indexes = await dropSecondaryIndexes(client)
    const sizes = factor === 1 ? FULL_SIZES : scaled(factor)
    for (const step of fillSteps(sizes)) {
      const at = performance.now()
      await client.query(step.sql)
      timings[step.name] = seconds(performance.now() - at)
      console.log(`  ${step.name}: ${timings[step.name]} s`)
    }
    let at = performance.now()
    for (const index of indexes) await client.query(index.definition)
    timings[`${indexes.length} indexes rebuilt`] = seconds(performance.now() - at)
    at = performance.now()
    await analyze(client)
    timings['vacuum analyze'] = seconds(performance.now() - at)
  })
  timings.total = seconds(performance.now() - started)
  console.log(`filled in ${timings.total} s`)
  return timings
}

async function findFixture(adminId: string): Promise<Fixture> {
  return withClient(databaseUrl, async (client) => {
    const busiest = await client.query<{ departure_id: string; tour_id: string }>(
      `select o.departure_id, d.tour_id from orders o join departures d on d.id = o.departure_id
        group by o.departure_id, d.tour_id order by count(*) desc limit 1`,
    )
    const customer = await client.query<{ email: string; id: string }>(
      `select u.email, u.id from users u join orders o on o.user_id = u.id
        group by u.email, u.id order by count(*) desc limit 1`,
    )
    const month = await client.query<{ from: string; to: string }>(
      `select to_char(m, 'YYYY-MM-DD') as from,
          to_char(m + interval '1 month' - interval '1 day', 'YYYY-MM-DD') as to
        from (select date_trunc('month', (now() at time zone 'Asia/Dhaka') + interval '1 month') m) x`,
    )
    return {
      tourId: busiest.rows[0]!.tour_id,
      departureId: busiest.rows[0]!.departure_id,
      divisionId: 6,
      customerEmail: customer.rows[0]!.email,
      customerId: customer.rows[0]!.id,
      nextMonthFrom: month.rows[0]!.from,
      nextMonthTo: month.rows[0]!.to,
      adminId,
      departureCursor: '',
    }
  })
}

async function signUpAdmin(baseUrl: string): Promise<{ cookie: string; id: string }> {
  const email = `bench-admin-${Date.now()}@example.com`
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': '10.9.0.1' },
    body: JSON.stringify({ email, name: 'Bench Admin', password: PASSWORD }),
  })
  if (!response.ok) throw new Error(`admin sign-up: ${response.status} ${await response.text()}`)
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.includes('session_token'))
    .join('; ')
  const id = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `update users set role = 'admin', email_verified = true where email = $1 returning id`,
      [email],
    )
    // Customers sign in with the same password (a bench of their own pages may want them).
    await client.query(
      `update accounts set password = (select password from accounts where user_id = $1 and provider_id = 'credential')
        where id like 'bench-account-%' and password is null`,
      [rows[0]!.id],
    )
    return rows[0]!.id
  })
  return { cookie, id }
}

function fill(template: string, fixture: Fixture): string {
  return template.replace(/\{(\w+)\}/g, (_, key: keyof Fixture) =>
    encodeURIComponent(String(fixture[key])),
  )
}

interface Timed {
  ms: number
  bytes: number
  status: number
}

async function timedGet(url: string, headers: Record<string, string>): Promise<Timed> {
  const at = performance.now()
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers } })
  const body = Buffer.from(await response.arrayBuffer())
  return { ms: performance.now() - at, bytes: body.length, status: response.status }
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!
const round1 = (n: number) => Number(n.toFixed(1))

/** What the server holds after a collection: its JS heap in use and the memory outside it. */
const heldMb = (usage: NodeJS.MemoryUsage) => (usage.heapUsed + usage.external) / 2 ** 20

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024
}

/** The plan's sequential scans that read more than LARGE_SCAN rows: an index is missing. */
const LARGE_SCAN = 1000
function largeScans(plan: string): string[] {
  const lines = plan.split('\n')
  const found: string[] = []
  lines.forEach((line, i) => {
    const scan = /Seq Scan on (\w+).*actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=(\d+)/.exec(line)
    if (!scan) return
    let read = Number(scan[2]) * Number(scan[3])
    for (const next of lines.slice(i + 1)) {
      if (next.includes('->')) break
      const removed = /Rows Removed by Filter: (\d+)/.exec(next)
      if (removed) read += Number(removed[1]) * Number(scan[3])
    }
    if (read > LARGE_SCAN) found.push(`reads ${read} rows of ${scan[1]!} without an index`)
  })
  return found
}

/** Runs a verb on a database that records each statement, then explains each statement. */
async function explainVerb(list: List, fixture: Fixture, pool: pg.Pool) {
  const captured: { sql: string; params: unknown[] }[] = []
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  }) as unknown as Db
  const ctx: UserCtx = {
    db,
    publicUrl: 'http://127.0.0.1',
    mailQueued: () => {},
    catalogCache: undefined as unknown as Ctx['catalogCache'],
    pricingCurrency: 'usd',
    holdHours: 24,
    identityChanged: () => {},
    log: console,
    user: {
      id: fixture.adminId,
      email: 'bench-admin@example.com',
      emailVerified: true,
      name: 'Bench Admin',
      image: null,
      phone: null,
      role: 'admin',
      isAdmin: true,
      locale: 'en',
    },
  }
  await list.verb!(ctx, fixture)
  const plans: string[] = []
  for (const query of captured.filter((q) => /^\s*(select|with)/i.test(q.sql))) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${query.sql}`,
      query.params,
    )
    plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'))
  }
  return { statements: captured.map((q) => q.sql), plans }
}

async function main() {
  ensureBuild()
  const fillTimings = await prepareDatabase()
  const counts = await withClient(databaseUrl, async (client) => {
    const tables = [
      'places',
      'departures',
      'users',
      'orders',
      'payments',
      'contact_messages',
      'reviews',
      'tour_reviews',
    ]
    const out: Record<string, number> = {}
    for (const table of tables) {
      const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${table}`)
      out[table] = Number(rows[0]!.n)
    }
    return out
  })
  console.log('rows:', counts)

  // Sitemap files of 10,000 URLs, so that 10,000 plans (20,000 tour pages' URLs) make an index
  // and the first file is measured as one of 50,000 URLs would be, a fifth of it.
  const server = await startProductionServer({
    database: databaseUrl,
    env: { SEED: 'none', SITEMAP_URLS_PER_FILE: String(SITEMAP_URLS_PER_FILE) },
    probeMemory: true,
  })
  const rss: { at: number; mb: number }[] = []
  const sampler = setInterval(() => rss.push({ at: performance.now(), mb: rssMb(server.pid) }), 200)
  const results: Record<string, unknown>[] = []
  const failures: string[] = []
  let explainText = ''
  try {
    const admin = await signUpAdmin(server.baseUrl)
    const fixture = await findFixture(admin.id)
    const firstByDeparture = (await (
      await fetch(`${server.baseUrl}/api/places?limit=50&sort=departure`)
    ).json()) as { nextCursor: string }
    fixture.departureCursor = firstByDeparture.nextCursor
    const headersOf = (list: List) => ({
      ...(list.access === 'admin' ? { cookie: admin.cookie } : {}),
      ...(list.path.includes('lang=bn') ? { 'accept-language': 'bn' } : {}),
    })
    // Warm-up: every list a few times (the server's code paths, its connection pool, the
    // database's buffers), then the catalogue's caches emptied, as a change of a plan would: each
    // list's first request below is answered from the database, by a warm server.
    for (const list of LISTS) {
      for (let i = 0; i < 5; i++) {
        await timedGet(server.baseUrl + fill(list.path, fixture), headersOf(list))
      }
    }
    await withClient(databaseUrl, (client) =>
      client.query("select pg_notify('catalog_changed', '')"),
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    const rssAfterWarmup = rssMb(server.pid)
    const heldAfterWarmup = heldMb(await server.memory())

    for (const list of LISTS) {
      const url = server.baseUrl + fill(list.path, fixture)
      const first = await timedGet(url, headersOf(list))
      const times: number[] = []
      let last: Timed | undefined
      for (let i = 0; i < REQUESTS; i++) {
        last = await timedGet(url, headersOf(list))
        times.push(last.ms)
      }
      times.sort((a, b) => a - b)
      const row: Record<string, unknown> & { coldMs: number; p95Ms: number; kb: number } = {
        list: list.name,
        access: list.access,
        path: list.path,
        status: last!.status,
        coldMs: round1(first.ms),
        medianMs: round1(quantile(times, 0.5)),
        p95Ms: round1(quantile(times, 0.95)),
        kb: round1(last!.bytes / 1024),
      }
      results.push(row)
      const maxBytes = list.maxBytes?.bytes ?? BUDGET_BYTES
      const maxMs = list.maxMs?.ms ?? BUDGET_MS
      if (list.maxBytes) row.bytesBudget = list.maxBytes
      if (list.maxMs) row.msBudget = list.maxMs
      if (row.status !== 200) failures.push(`${list.name}: status ${String(row.status)}`)
      if (row.coldMs >= maxMs || row.p95Ms >= maxMs) {
        failures.push(`${list.name}: ${row.coldMs} ms cold, ${row.p95Ms} ms p95`)
      }
      if (last!.bytes >= maxBytes) failures.push(`${list.name}: ${row.kb} KB`)
    }
    const rssEnd = rssMb(server.pid)
    const heldEnd = heldMb(await server.memory())
    const grew = (heldEnd - heldAfterWarmup) / heldAfterWarmup
    if (grew > HELD_GROWTH_BOUND) {
      failures.push(
        `memory held after a collection grew ${Math.round(grew * 100)} % (${round1(heldAfterWarmup)} → ${round1(heldEnd)} MB)`,
      )
    }
    const rssPeak = Math.max(...rss.map((s) => s.mb))
    if (rssPeak > RSS_PEAK_BOUND_MB) {
      failures.push(`server RSS reached ${round1(rssPeak)} MB (bound ${RSS_PEAK_BOUND_MB} MB)`)
    }

    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 })
    try {
      for (const list of LISTS.filter((l) => l.verb)) {
        const { plans } = await explainVerb(list, fixture, pool)
        explainText += `\n=== ${list.name} (${list.path})\n${plans.join('\n---\n')}\n`
        const scans = plans.flatMap(largeScans)
        const row = results.find((r) => r.list === list.name)!
        row.index = scans.length === 0 ? 'yes' : list.scanOk ? 'scan (accepted)' : 'NO'
        if (scans.length > 0) {
          row.scans = scans
          if (list.scanOk) row.scanOk = list.scanOk
          else failures.push(`${list.name}: ${scans.join('; ')}`)
        }
      }
    } finally {
      await pool.end()
    }

    console.log('')
    console.table(
      results.map((r) => ({
        list: r.list,
        access: r.access,
        'cold ms': r.coldMs,
        'median ms': r.medianMs,
        'p95 ms': r.p95Ms,
        KB: r.kb,
        index: r.index ?? '',
      })),
    )
    const rssValues = rss.map((s) => s.mb)
    const memory = {
      heldAfterWarmupMb: round1(heldAfterWarmup),
      heldEndMb: round1(heldEnd),
      heldBound: `at the end within ${HELD_GROWTH_BOUND * 100} % of after the warm-up (heap used + external, after a full collection)`,
      rssAfterWarmupMb: round1(rssAfterWarmup),
      rssEndMb: round1(rssEnd),
      rssMinMb: round1(Math.min(...rssValues)),
      rssMaxMb: round1(Math.max(...rssValues)),
      rssSamples: rssValues.length,
      rssBound: `every sample under ${RSS_PEAK_BOUND_MB} MB`,
    }
    console.log('server memory (MB):', memory)

    fs.mkdirSync('bench/results', { recursive: true })
    fs.writeFileSync(
      'bench/results/scale.json',
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          factor,
          rows: counts,
          fillSeconds: fillTimings,
          requestsPerList: REQUESTS,
          budgets: { ms: BUDGET_MS, bytes: BUDGET_BYTES },
          lists: results,
          memory,
          failures,
        },
        null,
        2,
      )}\n`,
    )
    fs.writeFileSync(path.join('bench/results', 'scale-explain.txt'), explainText.trimStart())
    console.log('EXPLAIN (ANALYZE, BUFFERS) of each list: bench/results/scale-explain.txt')
  } finally {
    clearInterval(sampler)
    await server.stop()
  }
  if (failures.length > 0) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`)
    process.exitCode = 1
  }
}

await main()
