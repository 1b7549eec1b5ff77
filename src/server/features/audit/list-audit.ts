/**
 * GET /audit (admins): the audit log, newest first, a page at a time (keyset on the id, which
 * only grows), filtered by area or action, subject, actor and Dhaka dates.
 */
import { and, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm'
import type { AuditPage } from '#shared/contracts/audit.ts'
import { addDays } from '#shared/dhaka-date.ts'
import { auditLog } from '#server/db/schema/index.ts'
import type { Ctx } from '#server/lib/context.ts'

const dhakaMidnight = (date: string) => sql`(${date}::date::timestamp at time zone 'Asia/Dhaka')`

export async function listAudit({
  ctx,
  query,
}: {
  ctx: Ctx
  query: {
    limit: number
    cursor?: number
    action?: string
    subjectId?: string
    actor?: string
    from?: string
    to?: string
  }
}): Promise<AuditPage> {
  const conditions: (SQL | undefined)[] = [
    query.cursor ? lt(auditLog.id, query.cursor) : undefined,
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
    entries: page.map((row) => ({
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
    nextCursor: rows.length > query.limit ? page[page.length - 1]!.id : null,
  }
}
