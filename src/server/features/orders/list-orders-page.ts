/**
 * GET /manageorder?limit&cursor&… (admins): orders a page at a time, filtered and sorted, by a
 * keyset on (sort key, id), never OFFSET; with the number matching, counted up to
 * ORDERS_COUNT_CAP (an exact count of a million rows reads them all; past the cap the page says
 * "10,000+", which is all a person needs to narrow the filter).
 *
 * A search (`q`) looks for its matches first, at most FEW_MATCHES of them, through the search's
 * trigram index; when there are no more, the page is read from those ids. PostgreSQL cannot
 * estimate how many rows a LIKE matches and, guessing a hundredth, walked the created-at index
 * backwards, testing every row's search text until it had a page: for "01700" (1,317 of a
 * million orders) 40,000 rows and 220 ms, where the matches' ids take 5 ms. A search matching
 * more than that finds its page quickly in that walk, and is paged as any other filter.
 */
import { asc, count, desc, inArray, sql, type SQL } from 'drizzle-orm'
import {
  ORDERS_COUNT_CAP,
  type AdminOrder,
  type ManageOrdersPage,
  type ManageOrdersQuery,
  type OrderSort,
} from '#shared/contracts/orders-console.ts'
import { departureSortKey, orders } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { createdAtText } from '#server/lib/keyset-cursor.ts'
import { after, decodeOrderCursor, encodeOrderCursor } from './order-cursor.ts'
import { orderConditions } from './order-filters.ts'
import { toOrder } from './order-row.ts'

type OrderRow = typeof orders.$inferSelect

export function toAdminOrder(row: OrderRow): AdminOrder {
  return {
    ...toOrder(row),
    adminNote: row.adminNote,
    contactedAt: row.contactedAt?.toISOString() ?? null,
    contactedBy: row.contactedBy,
  }
}

/** The sort key's expression (as its index has it) and its text for the cursor. */
export function sortKey(sort: OrderSort): { key: SQL; text: SQL<string> } {
  switch (sort) {
    case 'departure': {
      const key = departureSortKey(orders)
      return { key, text: sql<string>`to_char(${key}, 'YYYY-MM-DD')` }
    }
    case 'amount':
      return {
        key: sql`${orders.tourPriceCents}`,
        text: sql<string>`${orders.tourPriceCents}::text`,
      }
    default:
      return { key: sql`${orders.createdAt}`, text: createdAtText(orders.createdAt) }
  }
}

/** A search matching at most this many orders is paged from their ids (see above). */
const FEW_MATCHES = 2000

/** The query counting matching orders up to the cap (+1, to know it was passed). */
export function countQuery(db: Ctx['db'], where: SQL | undefined) {
  const matching = db
    .select({ one: sql`1` })
    .from(orders)
    .where(where)
    .limit(ORDERS_COUNT_CAP + 1)
    .as('matching')
  return db.select({ n: count() }).from(matching)
}

async function countOrders(db: Ctx['db'], where: SQL | undefined) {
  const [row] = await countQuery(db, where)
  const n = row?.n ?? 0
  return { total: Math.min(n, ORDERS_COUNT_CAP), totalCapped: n > ORDERS_COUNT_CAP }
}

/**
 * The page's query and the filters it counts by (apart, so a test can EXPLAIN exactly what runs:
 * tests/api/orders-console-plans.test.ts).
 */
export function pageQuery(
  db: Ctx['db'],
  query: ManageOrdersQuery,
  /** The ids of every matching order, when known: read them instead of the filters. */
  matches?: string[],
) {
  const { sort, dir, limit } = query
  const { key, text } = sortKey(sort)
  const filters = orderConditions(query)
  const within = matches ? inArray(orders.id, matches) : filters
  const from = query.cursor ? decodeOrderCursor(query.cursor, sort, dir) : undefined
  const where = from
    ? sql`${within ?? sql`true`} and ${after(key, orders.id, sort, dir, from)}`
    : within
  const by = dir === 'desc' ? desc : asc
  const select = db
    .select({ row: orders, key: text })
    .from(orders)
    .where(where)
    .orderBy(by(key), by(orders.id))
    .limit(limit + 1)
  return { select, filters }
}

/** The query of the matching orders' ids, up to FEW_MATCHES (+1, to know there are more). */
export function matchesQuery(db: Ctx['db'], filters: SQL | undefined) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(filters)
    .limit(FEW_MATCHES + 1)
}

/** Every matching order's id, when there are at most FEW_MATCHES; undefined when more. */
async function fewMatches(db: Ctx['db'], filters: SQL | undefined) {
  const rows = await matchesQuery(db, filters)
  return rows.length > FEW_MATCHES ? undefined : rows.map((row) => row.id)
}

export async function listOrdersPage({
  ctx,
  query,
}: {
  ctx: Ctx
  query: ManageOrdersQuery
}): Promise<ManageOrdersPage> {
  const { sort, dir, limit } = query
  const matches = query.q ? await fewMatches(ctx.db, orderConditions(query)) : undefined
  if (matches?.length === 0) return { items: [], nextCursor: null, total: 0, totalCapped: false }
  const { select, filters } = pageQuery(ctx.db, query, matches)
  const [rows, counted] = await Promise.all([
    select,
    matches ? { total: matches.length, totalCapped: false } : countOrders(ctx.db, filters),
  ])
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map(({ row }) => toAdminOrder(row)),
    nextCursor:
      rows.length > limit && last
        ? encodeOrderCursor(sort, dir, { key: last.key, id: last.row.id })
        : null,
    ...counted,
  }
}
