/**
 * GET /admin/promo-codes (admins): every code, newest first, a page at a time by a keyset cursor
 * (promo_codes_created_idx), each with its uses and revenue (one grouped read of the page's
 * codes' bookings, through orders_promo_code_idx); the total on the first page only.
 */
import { desc, sql } from 'drizzle-orm'
import type { AdminPromoCodesPage } from '#shared/contracts/promo-codes.ts'
import { promoCodes } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { before, createdAtText, decodeCursor, encodeCursor } from '#server/lib/keyset-cursor.ts'
import { codeStats, toAdminPromoCode } from './promo-code-row.ts'

export async function listPromoCodes({
  ctx,
  query,
}: {
  ctx: Ctx
  query: { limit: number; cursor?: string }
}): Promise<AdminPromoCodesPage> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor)
  const [rows, counted] = await Promise.all([
    ctx.db
      .select({ row: promoCodes, at: createdAtText(promoCodes.createdAt) })
      .from(promoCodes)
      .where(after ? before(promoCodes.createdAt, promoCodes.id, after) : undefined)
      .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
      .limit(query.limit + 1),
    after
      ? undefined
      : ctx.db
          .select({ all: sql<number>`count(*)::int` })
          .from(promoCodes)
          .then(([row]) => Number(row?.all ?? 0)),
  ])
  const page = rows.slice(0, query.limit)
  const stats = await codeStats(
    ctx.db,
    page.map(({ row }) => row.id),
  )
  const last = page.at(-1)
  return {
    items: page.map(({ row }) => toAdminPromoCode(row, stats.get(row.id))),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ at: last.at, id: last.row.id }) : null,
    total: counted ?? null,
  }
}
