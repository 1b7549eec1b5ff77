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
  /** 'base64': `content` is a binary file (an image) in base64; absent: text as it is. */
  encoding?: 'base64'
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
    // The admins' list of mail not sent yet, newest first, a page at a time.
    index('mail_outbox_unsent_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} in ('pending', 'sending', 'failed')`),
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
    /** The page's language when it was sent: a reply's subject and quote are written in it. */
    locale: text('locale').notNull().default('en'),
    /** Set when an admin marked it handled (or replied); null while it waits for someone. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** Set while archived: out of the default list, kept for the record. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt),
    // One partial index per state the Messages page lists, each in its keyset order (newest
    // first by created_at, id), so a page reads only its rows; the unhandled one also answers
    // the sidebar's count.
    index('contact_messages_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('contact_messages_unhandled_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.archivedAt} is null and ${t.handledAt} is null`),
    index('contact_messages_handled_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.archivedAt} is null and ${t.handledAt} is not null`),
    index('contact_messages_archived_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.archivedAt} is not null`),
  ],
)

/**
 * An admin's answer to a contact message, mailed to the visitor through the outbox (`mailId`).
 * With the message, these rows are the thread the Messages page shows. A retried request with
 * the same Idempotency-Key finds its first reply (the partial unique index) and sends nothing.
 */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    /** The admin who wrote it: their id and, as it was then, their email. */
    authorId: text('author_id'),
    authorEmail: text('author_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    mailId: uuid('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_replies_message_idx').on(t.messageId, t.createdAt),
    uniqueIndex('contact_replies_idempotency_idx')
      .on(t.messageId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
)
