/** The audit log's API shapes: entries, newest first, paged by a cursor, filtered. */
import { z } from 'zod'
import { messages } from '../messages.ts'
import { pageCursorSchema, pageOf, uncountedTotal } from './paging.ts'

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string().describe('ISO 8601 timestamp'),
  actorId: z.string().nullable().describe('Null: the system, the payment provider or a card'),
  actorEmail: z.string().nullable(),
  action: z.string().describe('area.verb, e.g. refund.issued, plan.updated, user.role'),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown().describe('The values before (a JSON object), or null'),
  after: z.unknown().describe('The values after (a JSON object), or null'),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => messages.validation.auditDate })
  .describe('A date, YYYY-MM-DD (Asia/Dhaka)')

export const auditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: pageCursorSchema.optional(),
  action: z
    .string()
    .trim()
    .regex(/^[a-z-]+(\.[a-z-]+)?$/, {
      error: () => messages.validation.auditAction({ area: 'refund', action: 'refund.issued' }),
    })
    .optional()
    .describe('An area (refund) or one action (refund.issued)'),
  subjectId: z.string().trim().min(1).max(100).optional().describe('An order, plan, user … id'),
  actor: z.string().trim().toLowerCase().max(254).optional().describe("The actor's email"),
  from: day.optional(),
  to: day.optional(),
})
export type AuditQuery = z.input<typeof auditQuerySchema>

export const auditPageSchema = pageOf(auditEntrySchema, uncountedTotal)
export type AuditPage = z.infer<typeof auditPageSchema>
