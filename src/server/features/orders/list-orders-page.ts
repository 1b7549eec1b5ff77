/**
 * GET /manageorder?limit&cursor&… (admins): orders a page at a time, filtered and sorted, by a
 * keyset on (sort key, id), never OFFSET; with the number matching, counted up to
 * ORDERS_COUNT_CAP (an exact count of a million rows reads them all; past the cap the page says
 * "10,000+", which is all a person needs to narrow the filter).
 */
import { asc, count, desc, sql, type SQL } from 'drizzle-orm'
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
export function pageQuery(db: Ctx['db'], query: ManageOrdersQuery) {
  const { sort, dir, limit } = query
  const { key, text } = sortKey(sort)
  const filters = orderConditions(query)
  const from = query.cursor ? decodeOrderCursor(query.cursor, sort, dir) : undefined
  const where = from
    ? sql`${filters ?? sql`true`} and ${after(key, orders.id, sort, dir, from)}`
    : filters
  const by = dir === 'desc' ? desc : asc
  const select = db
    .select({ row: orders, key: text })
    .from(orders)
    .where(where)
    .orderBy(by(key), by(orders.id))
    .limit(limit + 1)
  return { select, filters }
}

export async function listOrdersPage({
  ctx,
  query,
}: {
  ctx: Ctx
  query: ManageOrdersQuery
}): Promise<ManageOrdersPage> {
  const { sort, dir, limit } = query
  const { select, filters } = pageQuery(ctx.db, query)
  const [rows, counted] = await Promise.all([select, countOrders(ctx.db, filters)])
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
