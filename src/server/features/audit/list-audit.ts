/**
 * GET /audit (admins): the audit log, newest first, a page at a time (keyset on the id, which
 * only grows, through the one cursor codec), filtered by area or action, subject, actor and
 * Dhaka dates. Not counted: the log grows with every change, and nothing shows a figure.
 */
import { and, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { AuditPage } from '#shared/contracts/audit.ts'
import { addDays } from '#shared/dhaka-date.ts'
import { auditLog } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { decodeKey, encodeKey } from '#server/lib/page-cursor.ts'

const auditKey = z.tuple([z.number().int().positive()])

const dhakaMidnight = (date: string) => sql`(${date}::date::timestamp at time zone 'Asia/Dhaka')`

export async function listAudit({
  ctx,
  query,
}: {
  ctx: Ctx
  query: {
    limit: number
    cursor?: string
    action?: string
    subjectId?: string
    actor?: string
    from?: string
    to?: string
  }
}): Promise<AuditPage> {
  const after = query.cursor === undefined ? undefined : decodeKey(query.cursor, auditKey)[0]
  const conditions: (SQL | undefined)[] = [
    after === undefined ? undefined : lt(auditLog.id, after),
    query.action
      ? query.action.includes('.')
        ? eq(auditLog.action, query.action)
        : like(auditLog.action, `${query.action}.%`)
      : undefined,
    query.subjectId ? eq(auditLog.subjectId, query.subjectId) : undefined,
    query.actor ? eq(auditLog.actorEmail, query.actor) : undefined,
    query.from ? gte(auditLog.at, dhakaMidnight(query.from)) : undefined,
    query.to ? lt(auditLog.at, dhakaMidnight(addDays(query.to, 1))) : undefined,
  ]
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1)
  const page = rows.slice(0, query.limit)
  return {
    items: page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      action: row.action,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    nextCursor: rows.length > query.limit ? encodeKey([page[page.length - 1]!.id]) : null,
    total: null,
  }
}
