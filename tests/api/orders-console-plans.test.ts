/**
 * Manage Order's first page uses an index for every main filter and sort: 60,000 orders made by
 * generate_series, ANALYZEd, then EXPLAIN of the exact queries the verb runs (pageQuery and
 * countQuery) must show no sequential scan of orders (the capped count may read the table's
 * first rows when more than the cap match: that stops early). PostgreSQL only: PGlite's planner has no
 * statistics worth the name in a fresh in-memory database, and it is not where a million orders
 * live.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manageOrdersQuerySchema, ORDERS_COUNT_CAP } from '#shared/contracts/orders-console.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import { countQuery, matchesQuery, pageQuery } from '#server/features/orders/list-orders-page.ts'
import { createDivision, createPlace } from '#tests/factories/catalog.ts'
import { createUser } from '#tests/factories/accounts.ts'
import { testDatabaseUrl } from '#tests/support/test-database.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const ROWS = 60_000

interface PlanNode {
  'Node Type': string
  'Plan Rows': number
  'Relation Name'?: string
  'Index Name'?: string
  Plans?: PlanNode[]
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)]
}

describe.skipIf(!testDatabaseUrl)('Manage Order’s query plans at scale (PostgreSQL)', () => {
  let t: TestApp
  let tourId: string
  let placeId: number
  let divisionId: number
  let userId: string

  beforeAll(async () => {
    t = await createTestApp()
    const db = t.database.db
    const tours: string[] = []
    for (let d = 0; d < 4; d++) {
      const division = await createDivision(db)
      divisionId = division.id
      for (let p = 0; p < 5; p++) {
        const place = await createPlace(db, { divisionId: division.id, price: 50 + p * 10 })
        tours.push(place.id)
        tourId = place.id
        placeId = place.placeId
      }
    }
    const users: string[] = []
    for (let u = 0; u < 20; u++) users.push((await createUser(db, {})).id)
    userId = users[0]!
    const tourList = sql.raw(`(array['${tours.join("','")}']::uuid[])`)
    const userList = sql.raw(`(array['${users.join("','")}']::text[])`)
    // Three years of bookings: most paid, some unpaid, expired or cancelled.
    await db.execute(sql`
      insert into orders (user_id, tour_id, tour_name, tour_price_cents, name, email, phone,
        reference, created_at, departure_date, is_paid, paid_cents, expired_at, cancelled_at)
      select ${userList}[1 + n % 20], ${tourList}[1 + n % 20], 'Tour ' || (n % 20),
        5000 + (n % 97) * 100, 'Customer ' || n, 'customer' || n || '@example.com',
        '+880 17' || lpad(n::text, 8, '0'), 'BT-' || lpad(n::text, 6, '0'),
        now() - (n * interval '26 minutes'), current_date + (n % 700) - 350,
        n % 10 < 7, case when n % 10 < 7 then 5000 + (n % 97) * 100 else 0 end,
        case when n % 10 = 8 then now() else null end,
        case when n % 10 = 9 then now() else null end
      from generate_series(1, ${ROWS}) as n`)
    await db.execute(sql`analyze orders`)
  }, 120_000)
  afterAll(() => t?.close())

  async function explain(query: { toSQL(): { sql: string; params: unknown[] } }) {
    const { sql: text, params } = query.toSQL()
    const result = await t.database.db.execute(
      sql.raw(`explain (format json) ${inline(text, params)}`),
    )
    const rows = (result as unknown as { rows: Array<{ 'QUERY PLAN': [{ Plan: PlanNode }] }> }).rows
    return nodes(rows[0]!['QUERY PLAN'][0].Plan)
  }

  /** Parameters written into the statement, so EXPLAIN plans it as the server would. */
  function inline(text: string, params: unknown[]): string {
    return text.replace(/\$(\d+)/g, (_, i: string) => {
      const value = params[Number(i) - 1]
      if (typeof value === 'number' || typeof value === 'boolean') return String(value)
      return `'${String(value).replaceAll("'", "''")}'`
    })
  }

  const cases = (): Array<[string, Record<string, string>]> => [
    ['every order, newest first', {}],
    ['status unpaid', { status: 'unpaid' }],
    ['status cancelled or expired', { status: 'cancelled,expired' }],
    ['paid in full', { paid: 'true' }],
    ['a tour', { tour: tourId }],
    ['a tour by placeId', { tour: String(placeId) }],
    ['a division', { division: String(divisionId) }],
    ['a customer', { userId }],
    ['a reference', { q: 'BT-012345' }],
    ['a name', { q: 'customer 4711' }],
    ['a phone by digits', { q: '0171700004711' }],
    ['booked in a week', { from: addDays(dhakaToday(), -30), to: addDays(dhakaToday(), -23) }],
    [
      'departing in a month',
      { dateField: 'departure', from: dhakaToday(), to: addDays(dhakaToday(), 30) },
    ],
    ['by amount', { sort: 'amount' }],
    ['by departure date', { sort: 'departure', dir: 'asc' }],
  ]

  it('uses an index, never a sequential scan of orders, for each filter and sort', async () => {
    const report: string[] = []
    for (const [name, params] of cases()) {
      const query = manageOrdersQuerySchema.parse({ limit: '50', ...params })
      const { select, filters } = pageQuery(t.database.db, query)
      for (const [part, built] of [
        ['page', select],
        ['count', countQuery(t.database.db, filters)],
      ] as const) {
        const plan = await explain(built)
        const scans = plan.filter(
          (n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'orders',
        )
        const used = plan.map((n) => n['Index Name']).filter(Boolean)
        report.push(
          `${name} (${part}): ${used.join(', ') || plan.map((n) => n['Node Type']).join(' > ')}`,
        )
        if (part === 'count') {
          // Counting up to the cap: when more than cap+1 rows match, reading the table from its
          // start until cap+1 have matched is the cheapest plan (the Limit stops the scan
          // early); a scan of a filter matching fewer would read the whole table, and fails.
          const whole = scans.filter((n) => n['Plan Rows'] <= ORDERS_COUNT_CAP)
          expect(whole, `${name} (count) reads the whole table`).toEqual([])
          continue
        }
        expect(scans, `${name} (${part}) scans orders sequentially`).toEqual([])
        expect(used.length, `${name} (${part}) uses no index`).toBeGreaterThan(0)
      }
    }
    // The indexes each query used, for the note (npx vitest … --reporter=verbose shows it).
    console.info(report.join('\n'))
  }, 60_000)

  it("finds a search's matches by its index, and reads their page by an index", async () => {
    for (const [name, params] of cases().filter(([, params]) => 'q' in params)) {
      const query = manageOrdersQuerySchema.parse({ limit: '50', ...params })
      const { filters } = pageQuery(t.database.db, query)
      const matching = await explain(matchesQuery(t.database.db, filters))
      expect(
        matching.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'orders'),
        `${name} (matches) reads the whole table`,
      ).toEqual([])
      // A page of as many ids as a search may be read from (2,000): by an index, never a scan
      // (at a million orders the primary key's; here, where 2,000 are a larger share, the
      // planner may walk the sort's index instead and stop at a page).
      const ids = (await t.database.db.execute(
        sql`select id from orders order by id limit 2000`,
      )) as unknown as { rows: { id: string }[] }
      const page = await explain(
        pageQuery(
          t.database.db,
          query,
          ids.rows.map((row) => row.id),
        ).select,
      )
      expect(
        page.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'orders'),
        `${name} (page of ids) reads the whole table`,
      ).toEqual([])
      expect(page.map((n) => n['Index Name']).filter(Boolean), `${name} (page of ids)`).not.toEqual(
        [],
      )
    }
  }, 60_000)

  it('answers the first page quickly over HTTP at this size', async () => {
    const { createAccount } = await import('#tests/support/accounts.ts')
    const admin = await createAccount(t, { role: 'admin' })
    const timings: string[] = []
    for (const [name, params] of cases()) {
      const search = new URLSearchParams({ limit: '50', ...params })
      const started = performance.now()
      const answer = await t.app.inject({
        url: `/api/manageorder?${search}`,
        headers: { cookie: admin.cookie },
      })
      const ms = performance.now() - started
      expect(answer.statusCode, name).toBe(200)
      timings.push(`${name}: ${ms.toFixed(1)} ms, ${answer.body.length} bytes`)
      expect(answer.body.length, name).toBeLessThan(100_000)
    }
    console.info(timings.join('\n'))
  }, 60_000)
})
