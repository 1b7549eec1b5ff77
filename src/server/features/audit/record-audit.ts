/**
 * Appends one entry to the audit log, inside the caller's transaction (`db` is the
 * transaction), so an action and its entry commit together or not at all. The actor is the
 * signed-in user (id and email as they are now); none for the system, the payment provider or
 * the customer's card.
 */
import type { Db } from '#server/db/client.ts'
import { auditLog } from '#server/db/schema/index.ts'
import type { SessionUser } from '#server/lib/context.ts'

export interface AuditEntry {
  /** `area.verb`, e.g. `refund.issued`, `plan.updated`, `user.role`. */
  action: string
  subject: { type: string; id: string }
  before?: unknown
  after?: unknown
}

export async function recordAudit(
  db: Db,
  actor: Pick<SessionUser, 'id' | 'email'> | null | undefined,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    action: entry.action,
    subjectType: entry.subject.type,
    subjectId: entry.subject.id,
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}

/** The fields that differ between two versions of a row, as `before` and `after` (timestamps of the write itself left out). */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {}
  const now: Partial<T> = {}
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (key === 'updatedAt') continue
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key]
      now[key] = after[key]
    }
  }
  return { before: was, after: now }
}
