/**
 * Contact messages and the mail outbox. A message is stored before any mail is attempted; every
 * outgoing mail is a row the worker sends, retries with backoff and marks sent — so a failing
 * mail server delays mail and never loses it (docs/decisions/006-mail-outbox.md).
 */
import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/** A small text file sent with a mail (a booking's calendar entry). */
export interface MailAttachment {
  filename: string
  contentType: string
  content: string
}

export const mailStatuses = ['pending', 'sending', 'sent', 'failed'] as const
export type MailStatus = (typeof mailStatuses)[number]

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** contact | booking | receipt: with `ref`, at most one mail per thing (a receipt per order). */
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: the worker's lease; an expired lease means the worker died mid-send. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_outbox_kind_ref_idx').on(t.kind, t.ref),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
  ],
)

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    mailId: uuid('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
)
