/**
 * The audit log: every admin action and every money event, appended and never changed — a
 * trigger (migration 0011) refuses UPDATE and DELETE on it. Who (the actor's id and, as it was
 * then, their email; null for the system or the payment provider), when, what was done to which
 * thing, and the values before and after.
 */
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    /** `area.verb`, e.g. `payment.received`, `refund.issued`, `plan.updated`, `user.role`. */
    action: text('action').notNull(),
    /** order | plan | departure | user | review | refund … and its id. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
)
