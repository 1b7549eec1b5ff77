/**
 * The departures whose kept seat count (`seats_taken`, maintained by the orders trigger of
 * migrations 0009 and 0011) differs from a recount of their live bookings by the same rule —
 * unpaid holds not expired, and orders with money on them, not cancelled. Empty when the
 * faults left the counts true.
 */
import type { PostgresCluster } from './postgres-cluster.ts'

export function seatCountsOffRecount(
  cluster: PostgresCluster,
  database: string,
): Promise<{ id: string; seats_taken: number; recount: number }[]> {
  return cluster.query(
    database,
    `select d.id, d.seats_taken, r.recount from departures d,
      lateral (select coalesce(sum(o.travellers), 0)::int as recount from orders o
        where o.departure_id = d.id and o.cancelled_at is null
          and (o.is_paid or o.paid_cents > 0 or o.expired_at is null)) r
      where d.seats_taken <> r.recount`,
  )
}
