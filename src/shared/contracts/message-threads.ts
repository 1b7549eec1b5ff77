/**
 * The admins' Messages workflow (issue 17): contact messages a page at a time with where each
 * stands (unhandled, handled, archived) and its thread of replies; a reply mailed to the visitor;
 * the outbox a page at a time. Only the server and the Dashboard read it (its texts are the
 * Dashboard's), unlike contact.ts, which the public Contact page reads too.
 */
import { z } from 'zod'
import { messages } from '../messages.ts'
import { hasControlChars } from '../text.ts'
import { contactMessageSchema, mailStatusSchema, outboxMailSchema } from './contact.ts'
import { pageCursorSchema, pageOf, partlyCountedTotal, uncountedTotal } from './paging.ts'

const v = messages.validation

export const MESSAGES_PAGE_DEFAULT = 50
export const MESSAGES_PAGE_MAX = 200
export const REPLY_BODY_MAX = 10_000
export const REPLY_SUBJECT_MAX = 200

/** Where a message stands: waiting for someone, dealt with, or put away. */
export const messageStates = ['unhandled', 'handled', 'archived'] as const
export const messageStateSchema = z.enum(messageStates)
export type MessageState = z.infer<typeof messageStateSchema>

const pageQuery = {
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MESSAGES_PAGE_MAX)
    .optional()
    .describe(
      `Rows per page (default ${MESSAGES_PAGE_DEFAULT}, at most ${MESSAGES_PAGE_MAX}); with limit or cursor the answer is a page`,
    ),
  cursor: pageCursorSchema.optional(),
}

export const messagesQuerySchema = z.object({
  ...pageQuery,
  state: messageStateSchema
    .optional()
    .describe('unhandled, handled or archived; unset: every message not archived'),
  q: z
    .string()
    .trim()
    .max(200, { error: () => messages.validation.maxChars({ max: 200 }) })
    .optional()
    .describe("A piece of the sender's name or email, or of the message"),
})
export type MessagesQuery = z.input<typeof messagesQuerySchema>

export const messageReplySchema = z.object({
  _id: z.string(),
  subject: z.string(),
  body: z.string(),
  authorEmail: z.string().describe('The admin who wrote it'),
  createdAt: z.string().describe('ISO 8601 timestamp'),
  mailStatus: mailStatusSchema.nullable().describe('The mail to the visitor; null if it is gone'),
})

/** A message with where it stands and its thread: every reply, oldest first. */
export const messageThreadSchema = contactMessageSchema.extend({
  state: messageStateSchema,
  handledAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  replies: z.array(messageReplySchema),
})
export type MessageThread = z.infer<typeof messageThreadSchema>

export const messageCountsSchema = z.object({
  unhandled: z.number().int(),
  handled: z.number().int(),
  archived: z.number().int(),
})
export type MessageCounts = z.infer<typeof messageCountsSchema>

export const messagesPageSchema = pageOf(
  messageThreadSchema,
  partlyCountedTotal(
    'Messages in the state asked for (unset: every one not archived); null with q, whose matches are not counted',
  ),
).extend({
  counts: messageCountsSchema.describe('Messages in each state, whatever q (the tabs’ figures)'),
})
export type MessagesPage = z.infer<typeof messagesPageSchema>

export const unhandledCountSchema = z.object({ unhandled: z.number().int() })
export type UnhandledCount = z.infer<typeof unhandledCountSchema>

export const messageIdParamsSchema = z.object({ id: z.uuid() })

export const messageUpdateSchema = z
  .object({
    handled: z.boolean().optional().describe('true: dealt with; false: waiting again'),
    archived: z.boolean().optional().describe('true: put away; false: back in the list'),
  })
  .refine((update) => update.handled !== undefined || update.archived !== undefined, {
    error: () => messages.messagesWorkflow.nothingToChange,
  })
export type MessageUpdate = z.infer<typeof messageUpdateSchema>

export const replyInputSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, { error: () => messages.messagesWorkflow.subjectRequired })
    .max(REPLY_SUBJECT_MAX, { error: () => v.maxChars({ max: REPLY_SUBJECT_MAX }) })
    // One line: no control characters, so a subject can never smuggle in a mail header.
    .refine((subject) => !hasControlChars(subject), {
      error: () => messages.messagesWorkflow.subjectOneLine,
    })
    .optional()
    .describe('Default: "Re: " and a fixed subject in the visitor’s language'),
  body: z
    .string()
    .trim()
    .min(1, { error: () => messages.messagesWorkflow.bodyRequired })
    .max(REPLY_BODY_MAX, { error: () => v.maxChars({ max: REPLY_BODY_MAX }) }),
})

export const outboxQuerySchema = z.object(pageQuery)

export const outboxPageSchema = pageOf(outboxMailSchema, uncountedTotal)
export type OutboxPage = z.infer<typeof outboxPageSchema>
