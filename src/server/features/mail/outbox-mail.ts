import type { OutboxMail } from '#shared/contracts/contact.ts'
import type { mailOutbox } from '#server/db/schema/index.ts'

/** An outbox row as admins see it. */
export function toOutboxMail(row: typeof mailOutbox.$inferSelect): OutboxMail {
  return {
    _id: row.id,
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }
}
