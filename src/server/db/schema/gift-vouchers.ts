/**
 * Gift vouchers (issue 33 item 4, decision 054): money a customer bought (or an admin issued)
 * for someone else to spend on tours, delivered by mail or SMS on a chosen day, spent in part or
 * whole at payment. The row keeps the balance so a redemption checks one locked row; the entries
 * are its ledger, one per movement, never deleted, each with a unique key so a movement happens
 * once: the balance always equals the sum of the entries (a test holds it).
 *
 * A sold voucher is `pending` until its sale order (orders.sale = 'gift-voucher') is paid: a
 * trigger on orders makes it `active` in the payment's own transaction (migration 0039), so the
 * orders feature never needs to know vouchers, and no payment can leave one unissued.
 */
import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { LOCALES } from '#shared/i18n/catalogue.ts'
import { CURRENCIES } from '#shared/money.ts'
import { users } from './auth.ts'
import { orders } from './orders.ts'

export const giftVoucherStatuses = ['pending', 'active', 'cancelled'] as const
export type GiftVoucherStatus = (typeof giftVoucherStatuses)[number]
export const giftVoucherChannels = ['email', 'sms'] as const
export type GiftVoucherChannel = (typeof giftVoucherChannels)[number]

export const giftVouchers = pgTable(
  'gift_vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `GV-XXXX-XXXX-XXXX` (Crockford base32, 60 random bits): what the recipient types. */
    code: text('code').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    /** Its face value and what is left of it, in minor units. */
    amountMinor: integer('amount_minor').notNull(),
    balanceMinor: integer('balance_minor').notNull().default(0),
    status: text('status', { enum: giftVoucherStatuses }).notNull(),
    /** sold: bought on the site (order_id); issued: by an admin (created_by). */
    origin: text('origin', { enum: ['sold', 'issued'] }).notNull(),
    /**
     * The sale's order; null for an issued voucher. An unpaid sale deleted takes its pending
     * voucher with it; a paid one is never deleted (its voucher has entries, which restrict).
     */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who it is from, as the recipient reads it. */
    fromName: text('from_name').notNull(),
    recipientName: text('recipient_name').notNull(),
    deliverBy: text('deliver_by', { enum: giftVoucherChannels }).notNull(),
    recipientEmail: text('recipient_email'),
    /** E.164 (`+8801…`). */
    recipientPhone: text('recipient_phone'),
    message: text('message'),
    /** The day (Asia/Dhaka) it goes to the recipient; sent once, then `delivered_at`. */
    deliverOn: date('deliver_on', { mode: 'string' }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The language of its delivery. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    /** The last day it can be spent (Asia/Dhaka). */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    /** The admin who issued it (their email); null for a sold one. */
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    uniqueIndex('gift_vouchers_code_idx').on(t.code),
    uniqueIndex('gift_vouchers_order_idx').on(t.orderId),
    // The admins' keyset pages, newest first.
    index('gift_vouchers_created_idx').on(t.createdAt, t.id),
    // The buyer's own vouchers.
    index('gift_vouchers_buyer_idx').on(t.buyerId, t.createdAt),
    // The delivery sweep: active, not delivered yet.
    index('gift_vouchers_delivery_idx')
      .on(t.deliverOn)
      .where(sql`${t.status} = 'active' and ${t.deliveredAt} is null`),
    check('gift_vouchers_amount_positive', sql`${t.amountMinor} > 0`),
    check(
      'gift_vouchers_balance_range',
      sql`${t.balanceMinor} >= 0 and ${t.balanceMinor} <= ${t.amountMinor}`,
    ),
    check('gift_vouchers_currency_known', sql`${t.currency} in ('usd', 'bdt')`),
    check('gift_vouchers_status_known', sql`${t.status} in ('pending', 'active', 'cancelled')`),
    check(
      'gift_vouchers_recipient',
      sql`(${t.deliverBy} = 'email' and ${t.recipientEmail} is not null) or (${t.deliverBy} = 'sms' and ${t.recipientPhone} is not null)`,
    ),
    check('gift_vouchers_sold_has_order', sql`(${t.origin} = 'sold') = (${t.orderId} is not null)`),
  ],
)

export const giftVoucherEntryKinds = [
  'sold',
  'issued',
  'redeemed',
  'refunded',
  'cancelled',
] as const
export type GiftVoucherEntryKind = (typeof giftVoucherEntryKinds)[number]

/**
 * One row per movement of a voucher's money: + when it is sold, issued or a booking's refund
 * returns to it, − when a booking spends it or it is cancelled. `key` makes each happen once: a
 * redemption's is its payment intent in the orders' ledger (`gv_…`), a refund's the refund row's
 * id, a sale's its order.
 */
export const giftVoucherEntries = pgTable(
  'gift_voucher_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => giftVouchers.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: giftVoucherEntryKinds }).notNull(),
    /** Signed, in the voucher's minor units. */
    amountMinor: integer('amount_minor').notNull(),
    /** The booking spent on or refunded from; the sale's order. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    key: text('key').notNull(),
    /** Who (a user id); null for the customer's own payment or the system. */
    actorId: text('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_voucher_entries_key_idx').on(t.key),
    index('gift_voucher_entries_voucher_idx').on(t.voucherId, t.createdAt),
    check('gift_voucher_entries_nonzero', sql`${t.amountMinor} <> 0`),
  ],
)
