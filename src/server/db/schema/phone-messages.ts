/**
 * Messages to phones (SMS and WhatsApp) and the customers' consent to them
 * (docs/decisions/051-sms-and-whatsapp.md). The outbox works as the mail one does (006): a row
 * per message written in the transaction that caused it, `(kind, ref, channel)` unique, sent by
 * a worker that claims rows with a lease and retries with backoff. A message is queued only to
 * a number with consent for its channel, and only for a channel with a provider configured.
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
import { users } from './auth.ts'

export const phoneChannels = ['sms', 'whatsapp'] as const
export type PhoneChannel = (typeof phoneChannels)[number]

export const phoneStatuses = ['pending', 'sending', 'sent', 'failed'] as const
export type PhoneStatus = (typeof phoneStatuses)[number]

/** A WhatsApp message template, approved by Meta: its name, language and body's values. */
export interface PhoneTemplate {
  name: string
  language: 'en' | 'bn'
  params: string[]
}

export const phoneOutbox = pgTable(
  'phone_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** booking | receipt | refund | cancellation | balance-reminder-N | day-before | waitlist-offer */
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    channel: text('channel', { enum: phoneChannels }).notNull(),
    /** E.164 (+8801…), the number the consent was given for. */
    to: text('to').notNull(),
    /** The SMS text (for WhatsApp: what the template says, for the admins' view). */
    text: text('text').notNull(),
    /** WhatsApp only: the template and its values. */
    template: jsonb('template').$type<PhoneTemplate>(),
    status: text('status', { enum: phoneStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** The provider's id of the message (SSL Wireless's reference_id, WhatsApp's wamid). */
    providerId: text('provider_id'),
    /** The latest delivery report: delivered, read, failed (webhooks). */
    delivery: text('delivery'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('phone_outbox_kind_ref_channel_idx').on(t.kind, t.ref, t.channel),
    index('phone_outbox_unsent_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} in ('pending', 'sending', 'failed')`),
    index('phone_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('phone_outbox_provider_idx')
      .on(t.providerId)
      .where(sql`${t.providerId} is not null`),
  ],
)

/**
 * Consent to messages on one channel, one row per grant: who (the account, while it exists),
 * which number, when, from where (`booking`, `profile`), and when and how it ended (`profile`,
 * `stop`: an SMS or WhatsApp reply). A row with no `withdrawnAt` is consent in force; at most
 * one per account and channel. Rows are kept after withdrawal: they are the record.
 */
export const phoneConsents = pgTable(
  'phone_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    phone: text('phone').notNull(),
    channel: text('channel', { enum: phoneChannels }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    grantedVia: text('granted_via', { enum: ['booking', 'profile'] }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnVia: text('withdrawn_via', { enum: ['profile', 'stop', 'account'] }),
  },
  (t) => [
    uniqueIndex('phone_consents_current_idx')
      .on(t.userId, t.channel)
      .where(sql`${t.withdrawnAt} is null`),
    index('phone_consents_phone_idx')
      .on(t.phone, t.channel)
      .where(sql`${t.withdrawnAt} is null`),
  ],
)
