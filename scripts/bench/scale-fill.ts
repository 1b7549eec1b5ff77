/**
 * bench:scale's data: a busy operator's few years, made by PostgreSQL itself (generate_series)
 * in one session: 10,000 plans over the eight divisions with a year of departures each,
 * 100,000 customers (users and credential accounts, as better-auth keeps them), 1,000,000 orders
 * (paid, cancelled and refunded, expired and open holds, across three years), their payments and
 * refunds, 100,000 contact messages, 100,000 testimonials and 100,000 verified tour reviews.
 *
 * Fast because it skips per-row work: triggers (and so foreign-key checks) are off for the
 * session (`session_replication_role = replica`); what the triggers keep (seats taken, a
 * plan's verified figures) is computed once at the end; secondary indexes are dropped first and
 * built once at the end; then VACUUM ANALYZE (as autovacuum would have by then). Ids are derived (md5 of a name) so rows can point at
 * each other without lookups.
 */
import type pg from 'pg'

export interface FillSizes {
  plans: number
  customers: number
  orders: number
  messages: number
  reviews: number
  tourReviews: number
  departuresPerPlan: number
}

export const FULL_SIZES: FillSizes = {
  plans: 10_000,
  customers: 100_000,
  orders: 1_000_000,
  messages: 100_000,
  reviews: 100_000,
  tourReviews: 100_000,
  departuresPerPlan: 12,
}

export function scaled(factor: number): FillSizes {
  const n = (value: number) => Math.max(10, Math.round(value * factor))
  return {
    plans: n(FULL_SIZES.plans),
    customers: n(FULL_SIZES.customers),
    orders: n(FULL_SIZES.orders),
    messages: n(FULL_SIZES.messages),
    reviews: n(FULL_SIZES.reviews),
    tourReviews: n(FULL_SIZES.tourReviews),
    departuresPerPlan: FULL_SIZES.departuresPerPlan,
  }
}

const FILLED_TABLES = [
  'places',
  'departures',
  'users',
  'accounts',
  'orders',
  'payments',
  'contact_messages',
  'reviews',
  'tour_reviews',
]

const DIVISIONS = [
  [1, 'Dhaka', 'ঢাকা'],
  [2, 'Chattogram', 'চট্টগ্রাম'],
  [3, 'Rajshahi', 'রাজশাহী'],
  [4, 'Khulna', 'খুলনা'],
  [5, 'Barishal', 'বরিশাল'],
  [6, 'Sylhet', 'সিলেট'],
  [7, 'Rangpur', 'রংপুর'],
  [8, 'Mymensingh', 'ময়মনসিংহ'],
] as const

/** A UUID made from a name: md5's hex with the version 4 and variant bits that validators want. */
const uuidOf = (name: string) =>
  `overlay(overlay(md5(${name}) placing '4' from 13) placing '8' from 17)::uuid`
/** The one place id, departure id, … formula every statement shares. */
const placeUuid = (n: string) => uuidOf(`'place-' || ${n}`)
const departureUuid = (p: string, k: string) => uuidOf(`'dep-' || ${p} || '-' || ${k}`)
const departureDate = (p: string, k: string) =>
  `(current_date - 180 + ((${k}) * 30 + (${p}) % 29)::integer)::date`

/** Steps in order, each timed by the caller. */
export function fillSteps(sizes: FillSizes): { name: string; sql: string }[] {
  const { plans, customers, orders, messages, reviews, tourReviews, departuresPerPlan } = sizes
  const places = placeUuid('g')
  return [
    {
      name: 'divisions',
      sql: `insert into divisions (id, name, name_bn, image, image_alt, image_alt_bn)
        values ${DIVISIONS.map(
          ([id, name, bn]) =>
            `(${id}, '${name}', '${bn}', '/images/divisions/${name.toLowerCase()}.svg', '${name} division', '${bn} বিভাগ')`,
        ).join(', ')}`,
    },
    {
      name: `${plans} plans`,
      sql: `insert into places (id, place_id, name, name_bn, description, price_cents, review_count,
          duration_days, rating, division_id, image, image_alt, created_at, updated_at)
        select ${places}, g,
          (array['River cruise','Tea garden walk','Hill trek','Heritage tour','Mangrove safari',
                 'Beach stay','Village homestay','Food trail'])[1 + g % 8] || ' ' || g,
          case when g % 3 = 0 then 'ভ্রমণ ' || g end,
          'A ' || (2 + g % 6) || '-day trip with a local guide, meals and transport, plan ' || g || '.',
          2000 + (g * 7919) % 198000, (g * 13) % 400, 1 + g % 9,
          round((3 + ((g * 37) % 21) / 10.0)::numeric, 1)::real, 1 + g % 8,
          '/images/places/ahsan-manzil.svg', 'Plan ' || g,
          now() - ((g % 1095) || ' days')::interval, now() - ((g % 90) || ' days')::interval
        from generate_series(1, ${plans}) g`,
    },
    {
      name: `${plans * departuresPerPlan} departures`,
      sql: `insert into departures (id, tour_id, date, capacity, state, created_at, updated_at)
        select ${departureUuid('p', 'k')}, ${placeUuid('p')}, ${departureDate('p', 'k')},
          30 + (p + k) % 20, case when (p + k) % 40 = 0 then 'closed' else 'open' end,
          now() - interval '200 days', now() - interval '200 days'
        from generate_series(1, ${plans}) p, generate_series(0, ${departuresPerPlan - 1}) k`,
    },
    {
      name: `${customers} customers`,
      sql: `insert into users (id, name, email, email_verified, role, phone, locale, created_at, updated_at)
        select 'bench-user-' || g,
          (array['Rahim','Karim','Nusrat','Farhana','Tanvir','Sadia','Arif','Mim','Jamal','Ayesha'])[1 + g % 10]
            || ' ' || (array['Ahmed','Hossain','Islam','Rahman','Chowdhury','Khan','Sarker'])[1 + g % 7],
          'customer' || g || '@example.com', true, 'customer',
          '+8801' || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'),
          case when g % 4 = 0 then 'bn' else 'en' end,
          now() - ((g % 1095) || ' days')::interval, now() - ((g % 1095) || ' days')::interval
        from generate_series(1, ${customers}) g`,
    },
    {
      name: `${customers} credential accounts`,
      sql: `insert into accounts (id, account_id, provider_id, user_id, created_at, updated_at)
        select 'bench-account-' || g, 'bench-user-' || g, 'credential', 'bench-user-' || g, now(), now()
        from generate_series(1, ${customers}) g`,
    },
    {
      // Buckets of (g * 31) % 100: 0–54 paid, 55–62 paid then cancelled and refunded, 63–69
      // cancelled unpaid, 70–84 holds that expired, 85–99 unpaid and open. 70 % on a departure.
      name: `${orders} orders`,
      sql: `insert into orders (id, user_id, tour_id, tour_name, tour_price_cents, name, email, phone,
          is_paid, amount_cents, paid_at, last4, transaction_ref, payment_intent_id, cancelled_at,
          cancel_reason, cancelled_by, reference, departure_id, departure_date, travellers,
          hold_expires_at, expired_at, paid_cents, refunded_cents, locale, created_at,
          party, extras, pickup)
        select ${uuidOf("'order-' || o.g")}, o.user_id, ${placeUuid('o.p')}, pl.name, pl.price_cents,
          u.name, u.email, u.phone,
          o.paid, pl.price_cents * o.travellers,
          case when o.paid then o.created_at + interval '10 minutes' end,
          case when o.paid then '4242' end,
          case when o.paid then 'txn_bench_' || o.g end,
          case when o.paid then 'pi_bench_' || o.g end,
          case when o.bucket between 55 and 69 then o.created_at + interval '2 days' end,
          case when o.bucket between 55 and 69 then 'Plans changed' end,
          case when o.bucket between 55 and 69 then 'customer' end,
          'BT-' || lpad(upper(to_hex(o.g)), 6, '0'),
          case when o.dated then ${departureUuid('o.p', 'o.k')} end,
          case when o.dated then ${departureDate('o.p', 'o.k')} end,
          o.travellers,
          case when o.bucket between 70 and 84 then o.created_at + interval '1 day'
               when o.bucket >= 85 and o.dated and ${departureDate('o.p', 'o.k')} > current_date
                 then now() + interval '20 hours' end,
          case when o.bucket between 70 and 84 then o.created_at + interval '1 day' end,
          case when o.paid then pl.price_cents * o.travellers else 0 end,
          case when o.bucket between 55 and 62 then pl.price_cents * o.travellers else 0 end,
          u.locale, o.created_at,
          -- A third booked by category with an extra and a pickup point (issue 32): the lists
          -- carry these columns, so their pages are measured with them.
          case when o.g % 3 = 0 then jsonb_build_array(
            jsonb_build_object('kind', 'adult', 'count', o.travellers, 'unitMinor', pl.price_cents, 'seat', true),
            jsonb_build_object('kind', 'infant', 'count', 1, 'unitMinor', 0, 'seat', false)) end,
          case when o.g % 3 = 0 then jsonb_build_array(jsonb_build_object('id', 'ac-coach',
            'name', 'AC coach upgrade', 'nameBn', 'এসি কোচে আপগ্রেড', 'per', 'traveller',
            'quantity', o.travellers, 'unitMinor', 0)) end,
          case when o.g % 3 = 0 and o.dated then jsonb_build_object('id', 'sayedabad',
            'name', 'Sayedabad bus terminal', 'nameBn', 'সায়েদাবাদ বাস টার্মিনাল', 'time', '06:30',
            'address', 'Jatrabari, Dhaka 1204', 'addressBn', null) end
        from (
          select g, 'bench-user-' || (1 + (g * 7) % ${customers}) as user_id,
            -- g / 7 shifts the plan as a customer comes back: not the same tour each time.
            1 + (g::bigint * 7919 + g / 7) % ${plans} as p, g % ${departuresPerPlan} as k, g % 10 < 7 as dated,
            (g * 31) % 100 as bucket, (g * 31) % 100 < 63 as paid, 1 + g % 4 as travellers,
            now() - (((g::bigint * 104729) % (3 * 365 * 24 * 60)) || ' minutes')::interval as created_at
          from generate_series(1, ${orders}) g
        ) o
        join places pl on pl.place_id = o.p
        join users u on u.id = o.user_id`,
    },
    {
      name: 'payments and refunds',
      sql: `insert into payments (order_id, kind, purpose, amount_cents, status, intent_id, refund_id, key, created_at, settled_at)
        select id, 'payment', 'full', paid_cents, 'succeeded', payment_intent_id, null,
          'bench-pay-' || reference, paid_at, paid_at
        from orders where is_paid and paid_cents > 0
        union all
        select id, 'refund', 'cancellation', refunded_cents, 'succeeded', payment_intent_id,
          're_' || reference, 'bench-refund-' || reference, cancelled_at, cancelled_at
        from orders where refunded_cents > 0`,
    },
    {
      name: 'seats taken',
      sql: `update departures d set seats_taken = s.taken
        from (select departure_id, sum(travellers) as taken from orders
              where departure_id is not null and cancelled_at is null
                and (is_paid or paid_cents > 0 or expired_at is null)
              group by departure_id) s
        where d.id = s.departure_id`,
    },
    {
      name: 'extras taken',
      sql: `insert into departure_extras (departure_id, extra_id, stock, taken)
        select departure_id, 'ac-coach', null, sum(travellers) from orders
        where departure_id is not null and extras is not null and cancelled_at is null
          and (is_paid or paid_cents > 0 or expired_at is null)
        group by departure_id`,
    },
    {
      // The travellers by name of the bookings by category (issue 32 item 6): the manifest reads
      // them beside each booking, the lifecycle purges them, so both are measured with them.
      name: "travellers' names",
      sql: `insert into order_travellers (order_id, position, name, nationality, document)
        select o.id, t.position, 'Traveller ' || (t.position + 1) || ' of ' || o.reference,
          case when t.position = 0 then 'BD' end, case when t.position = 0 then '1990261234567' end
        from orders o
        cross join lateral generate_series(0, o.travellers) as t(position)
        where o.party is not null`,
    },
    {
      name: `${messages} contact messages`,
      sql: `insert into contact_messages (name, email, message, created_at)
        select 'Visitor ' || g, 'visitor' || g || '@example.com',
          'Hello, is the ' || (array['river cruise','tea garden walk','hill trek'])[1 + g % 3]
            || ' available for ' || (2 + g % 8) || ' people next month? Message ' || g || '.',
          now() - (((g::bigint * 104729) % (3 * 365 * 24 * 60)) || ' minutes')::interval
        from generate_series(1, ${messages}) g`,
    },
    {
      name: `${reviews} testimonials`,
      sql: `insert into reviews (name, email, description, rating, user_id, hidden_at, created_at)
        select u.name, u.email,
          'Well organised trip, friendly guide and good food. Review ' || g || '.',
          3 + g % 3, u.id, case when g % 33 = 0 then now() end,
          now() - (((g::bigint * 104729) % (3 * 365 * 24 * 60)) || ' minutes')::interval
        from generate_series(1, ${reviews}) g
        join users u on u.id = 'bench-user-' || (1 + (g - 1) % ${customers})
        where g <= ${customers}`,
    },
    {
      name: `${tourReviews} tour reviews`,
      sql: `insert into tour_reviews (tour_id, order_id, user_id, author_name, rating, text, hidden_at, created_at)
        select tour_id, id, user_id, name, 3 + (hashtext(reference) & 1) + (hashtext(reference) & 2) / 2,
          'We travelled on this tour and loved it. ' || reference,
          case when hashtext(reference) % 41 = 0 then now() end, created_at + interval '20 days'
        from (select distinct on (user_id, tour_id) * from orders
              where is_paid and refunded_cents = 0 order by user_id, tour_id, created_at) o
        limit ${tourReviews}`,
    },
    {
      name: "plans' verified figures",
      sql: `update places p set verified_review_count = s.n, verified_rating_sum = s.total
        from (select tour_id, count(*) as n, sum(rating) as total from tour_reviews
              where hidden_at is null group by tour_id) s
        where p.id = s.tour_id`,
    },
  ]
}

interface DroppedIndex {
  name: string
  definition: string
}

/** The filled tables' secondary indexes (not primary keys, not constraints'): built at the end. */
export async function dropSecondaryIndexes(client: pg.Client): Promise<DroppedIndex[]> {
  const { rows } = await client.query<DroppedIndex>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i join pg_class t on t.oid = i.indrelid
      where t.relname = any($1) and not i.indisprimary
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [FILLED_TABLES],
  )
  for (const row of rows) await client.query(`drop index ${row.name}`)
  return rows
}

/** Statistics for the planner, and the visibility map that index-only scans rely on. */
export async function analyze(client: pg.Client): Promise<void> {
  await client.query(`vacuum analyze ${[...FILLED_TABLES, 'divisions'].join(', ')}`)
}
