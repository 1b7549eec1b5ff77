/**
 * Orders (bookings). An order keeps the tour's name and price as booked, so a later change or
 * deletion of the plan never rewrites what the customer agreed to pay. The phone number typed
 * into the booking form is kept with the order.
 */
import { sql, type SQL } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { PolicyTier } from '#shared/cancellation-policy.ts'
import { LOCALES } from '#shared/i18n/catalogue.ts'
import { CURRENCIES } from '#shared/money.ts'
import type { ExtraLine, PartyLine, PickupChoice } from '#shared/contracts/tour-pricing.ts'
import { users } from './auth.ts'
import { places } from './catalog.ts'
import { departures } from './departures.ts'
import { promoCodes } from './promo-codes.ts'

type OrderColumns = {
  cancelledAt: AnyPgColumn
  refundedCents: AnyPgColumn
  paidCents: AnyPgColumn
  isPaid: AnyPgColumn
  expiredAt: AnyPgColumn
  departureDate: AnyPgColumn
  reference: AnyPgColumn
  name: AnyPgColumn
  email: AnyPgColumn
  phone: AnyPgColumn
  travellers: AnyPgColumn
  privatePriceCents: AnyPgColumn
  party: AnyPgColumn
}

/**
 * An order's state as far as its row tells without today's date (statusOf in
 * features/orders/order-row.ts reads the same; 'paid' there splits into paid and completed by
 * the departure date). Literals stay in the text, not parameters, so a query's expression is the
 * index's and PostgreSQL uses it.
 */
export function orderLifecycle(t: OrderColumns): SQL<string> {
  return sql<string>`(case when ${t.cancelledAt} is not null then (case when ${t.refundedCents} = 0 then 'cancelled' when ${t.refundedCents} >= ${t.paidCents} then 'refunded' else 'partly_refunded' end) when ${t.isPaid} then 'paid' when ${t.paidCents} > ${t.refundedCents} then 'deposit_paid' when ${t.expiredAt} is not null then 'expired' else 'unpaid' end)`
}

/**
 * The seats an order's travellers take, for what counts people (the manifest): `travellers`,
 * except for a private group (decision 053), which holds every seat of its date and travels as
 * its party says.
 */
export function travellingSeats(
  t: Pick<OrderColumns, 'travellers' | 'privatePriceCents' | 'party'>,
): SQL<number> {
  return sql<number>`(case when ${t.privatePriceCents} is null then ${t.travellers} else (select coalesce(sum((l->>'count')::integer), 0) from jsonb_array_elements(${t.party}) l where (l->>'seat')::boolean)::integer end)`
}

/** The departure date as a sort key: orders without a date sort as the earliest. */
export function departureSortKey(t: Pick<OrderColumns, 'departureDate'>): SQL<string> {
  return sql<string>`coalesce(${t.departureDate}, '0001-01-01'::date)`
}

/**
 * What Manage Order's free-text search looks in: reference, name, email and phone (and the
 * phone's digits alone, so 01711… finds +880 1711-…), lower case; a trigram index serves
 * `like '%…%'` on it.
 */
export function orderSearchText(t: OrderColumns): SQL<string> {
  return sql<string>`lower(${t.reference} || ' ' || ${t.name} || ' ' || ${t.email} || ' ' || ${t.phone} || ' ' || regexp_replace(${t.phone}, '[^0-9]', '', 'g'))`
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the customer deleted their account: the order stays for the company's books. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    tourId: uuid('tour_id').references(() => places.id, { onDelete: 'set null' }),
    tourName: text('tour_name').notNull(),
    /** The tour's Bangla name when it was booked, if it had one: Bangla pages and mails show it. */
    tourNameBn: text('tour_name_bn'),
    tourPriceCents: integer('tour_price_cents').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    isPaid: boolean('is_paid').notNull().default(false),
    /** Set once, when the payment provider confirms the money moved. */
    amountCents: integer('amount_cents'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    last4: text('last4'),
    /** The latest payment's method when it was not a card form's (bKash, Nagad, a bank's card). */
    paidWith: text('paid_with'),
    /** The provider's reference for the payment (Stripe: the PaymentIntent id). */
    transactionRef: text('transaction_ref'),
    /**
     * The provider's payment (intent) currently open for this order: at most one at a time, so
     * every POST /payment for it answers the same one, and a delete cancels it first.
     */
    paymentIntentId: text('payment_intent_id'),
    /** Set when an unpaid order is cancelled (e.g. its plan was archived); it can't be paid. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** The short code a customer quotes (`BT-7K3M9Q`); unique. */
    reference: text('reference').notNull(),
    /** The dated departure booked; null for orders from before departures ("date to be arranged"). */
    departureId: uuid('departure_id').references(() => departures.id, { onDelete: 'restrict' }),
    /** The departure's date as booked (`YYYY-MM-DD`, Asia/Dhaka). */
    departureDate: date('departure_date', { mode: 'string' }),
    /**
     * The seats taken: the travellers of `party` that take one (an infant on a lap does not). The
     * departures trigger counts this column, so its meaning stays the seats it always held.
     */
    travellers: integer('travellers').notNull().default(1),
    /**
     * Who travels, by price category, each line's unit price as booked; null for bookings from
     * before categories: `travellers` adults at `tour_price_cents / travellers` (decision 046).
     */
    party: jsonb('party').$type<PartyLine[]>(),
    /** The extras booked, each at its price as booked; null: none. */
    extras: jsonb('extras').$type<ExtraLine[]>(),
    /** The pickup or meeting point chosen, as booked; null: none offered or none chosen. */
    pickup: jsonb('pickup').$type<PickupChoice>(),
    /** An unpaid booking of a departure holds its seats until then. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /**
     * The latest its hold may run without the price (or a deposit) paid: its first hold's end
     * and a payment's hour (decision 055). Opening a payment renews a hold up to this, never
     * past it; null: no limit (no hold was ever given).
     */
    holdLimitAt: timestamp('hold_limit_at', { withTimezone: true }),
    /** Set when an unpaid hold ran out: its seats went back; the order stays, shown as expired. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /**
     * Money received and returned, in cents: sums of the ledger (`payments`) kept on the row so
     * every check reads one row. `is_paid` is true while what was received less what was
     * returned covers the price. Refunds count from the moment they are asked for (pending),
     * so the check below makes refunding more than was paid impossible.
     */
    paidCents: integer('paid_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Set when the customer chose to pay a deposit: its amount, and when the balance is due. */
    depositCents: integer('deposit_cents'),
    balanceDueOn: date('balance_due_on', { mode: 'string' }),
    /** The cancellation tiers accepted with the booking (the plan's policy as it was then). */
    cancellationPolicy: jsonb('cancellation_policy').$type<PolicyTier[]>(),
    /** customer | admin | departure | plan: who or what cancelled it. */
    cancelledBy: text('cancelled_by'),
    /**
     * The language it was booked in (the booking request's): every mail about it is written in
     * it, whoever or whatever sends it (an admin, a worker).
     */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    /**
     * What its amounts (`*_cents`: minor units, cents or paisa) and its payments are in: the
     * site's pricing currency when it was booked (decision 040). Unsaid, the database's own
     * (`pricing_currency`, migration 0033): an order inserted by any path is in it.
     */
    currency: text('currency', { enum: CURRENCIES })
      .notNull()
      .default(sql`site_pricing_currency()`),
    /** A client-chosen key that makes a retried booking land once. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Staff's internal note on the order (Manage Order): never in a customer's answer. */
    adminNote: text('admin_note'),
    /** When and by whom (the admin's email) staff last marked the customer contacted. */
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    contactedBy: text('contacted_by'),
    /**
     * On the day (issue 32 item 7): 'checked_in' or 'no_show' as the guide marked it, when and
     * by whom; null: not marked yet.
     */
    arrival: text('arrival', { enum: ['checked_in', 'no_show'] }),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }),
    arrivalBy: text('arrival_by'),
    /**
     * A whole departure taken privately (decision 053): the private-group price as booked, in
     * minor units; null: booked by the seat. Such an order holds every seat of its departure
     * (`travellers` is the capacity, so the seats trigger keeps the date full for everyone
     * else); `party` says who travels, each line at 0 (the group's price covers them).
     */
    privatePriceCents: integer('private_price_cents'),
    /**
     * The promo code booked with (decision 050), as it was: its text and its terms (a percent or
     * a fixed amount), so a move reprices the discount by the booking's own terms, and the
     * discount taken, in minor units. `tour_price_cents` is the total after it: what is owed,
     * what deposits, balances and refunds count from. The id links the code's uses list; a
     * deleted code leaves the order's copy.
     */
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    promoCode: text('promo_code'),
    promoPercent: integer('promo_percent'),
    promoAmountCents: integer('promo_amount_cents'),
    discountCents: integer('discount_cents').notNull().default(0),
    /**
     * What the order sells when it is not a tour: 'gift-voucher' (decision 054; its voucher
     * names it, gift_vouchers.order_id). Null: a booking of a tour.
     */
    sale: text('sale', { enum: ['gift-voucher'] }),
  },
  (t) => [
    // Manage Order's keyset pages: every sort and filter has an index ending in the sort key and
    // id (features/orders/list-orders-page.ts; EXPLAIN in tests/api/orders-console-plans.test.ts).
    index('orders_user_id_idx').on(t.userId, t.createdAt, t.id),
    index('orders_created_at_idx').on(t.createdAt, t.id),
    index('orders_tour_id_idx').on(t.tourId, t.createdAt, t.id),
    index('orders_lifecycle_idx').on(orderLifecycle(t), t.createdAt, t.id),
    index('orders_paid_created_idx').on(t.isPaid, t.createdAt, t.id),
    index('orders_departure_sort_idx').on(departureSortKey(t), t.id),
    index('orders_price_sort_idx').on(t.tourPriceCents, t.id),
    // orders_search_idx (trigram GIN on orderSearchText) is hand-written in its migration: it
    // needs the pg_trgm extension created first.
    uniqueIndex('orders_reference_idx').on(t.reference),
    index('orders_departure_id_idx').on(t.departureId),
    // The hold sweeper's scan: only unpaid, live holds.
    index('orders_hold_expiry_idx')
      .on(t.holdExpiresAt)
      .where(
        sql`${t.isPaid} = false and ${t.cancelledAt} is null and ${t.expiredAt} is null and ${t.holdExpiresAt} is not null`,
      ),
    uniqueIndex('orders_user_idempotency_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('orders_price_nonnegative', sql`${t.tourPriceCents} >= 0`),
    check('orders_locale_known', sql`${t.locale} in ('en', 'bn')`),
    check('orders_currency_known', sql`${t.currency} in ('usd', 'bdt')`),
    // A private group holds its departure's capacity (at most 1,000: departures_capacity_range).
    check(
      'orders_travellers_range',
      sql`${t.travellers} between 1 and 20 or (${t.privatePriceCents} is not null and ${t.travellers} between 1 and 1000)`,
    ),
    check('orders_discount_nonnegative', sql`${t.discountCents} >= 0`),
    check('orders_sale_known', sql`${t.sale} in ('gift-voucher')`),
    // A code's uses, newest first (its admin page), and the count its limits take.
    index('orders_promo_code_idx')
      .on(t.promoCodeId, t.createdAt, t.id)
      .where(sql`${t.promoCodeId} is not null`),
    check('orders_arrival_known', sql`${t.arrival} in ('checked_in', 'no_show')`),
    check(
      'orders_money_consistent',
      sql`${t.paidCents} >= 0 and ${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.paidCents}`,
    ),
    // The overview's bookings by month and division: only bookings (not sales) that received
    // money, with every column its sums read (an index-only range scan of the months it shows).
    index('orders_overview_idx')
      .on(t.createdAt, t.tourId, t.paidCents, t.refundedCents, t.travellers, t.privatePriceCents)
      .where(sql`${t.paidCents} > 0 and ${t.sale} is null`),
    // The overview's private groups, whose travellers are counted from their party (a handful).
    index('orders_private_idx')
      .on(t.createdAt)
      .where(sql`${t.privatePriceCents} is not null`),
    // Balances due: the reminder sweep and the overdue flag.
    index('orders_balance_due_idx')
      .on(t.balanceDueOn)
      .where(
        sql`${t.balanceDueOn} is not null and ${t.isPaid} = false and ${t.cancelledAt} is null`,
      ),
  ],
)

/**
 * Every traveller of a booking by name (issue 32 item 6), one row each in the party's order; for
 * a tour that needs them for permits, nationality and a passport or NID number. Private: only
 * admins and the booking's customer read them; deleted with the account (cascade through the
 * order's owner is not enough: an order outlives its account, so the account's deletion clears
 * them) and 90 days after the trip.
 */
export const orderTravellers = pgTable(
  'order_travellers',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    nationality: text('nationality'),
    document: text('document'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    check('order_travellers_position_range', sql`${t.position} between 0 and 19`),
  ],
)
