/**
 * The one mapping from a departure row to the API's answers, and the live seat count: the seats
 * the orders trigger counts, less the holds that ran out and were not swept yet (expire-holds.ts
 * runs every 30 s), so a page never shows a seat as taken by a hold that has ended.
 */
import { and, eq, sql } from 'drizzle-orm'
import {
  FEW_SEATS,
  type AdminDeparture,
  type Departure,
  type DepartureStatus,
} from '#shared/contracts/departures.ts'
import { centsToDollars } from '#shared/money.ts'
import { departures, orders } from '#server/db/schema/index.ts'
import { heldPastExpiry } from '#server/features/orders/expire-holds.ts'

/** Columns of a departure with its live seats taken. */
export const departureColumns = {
  id: departures.id,
  tourId: departures.tourId,
  date: departures.date,
  capacity: departures.capacity,
  priceCents: departures.priceCents,
  state: departures.state,
  seatsTaken: sql<number>`(${departures.seatsTaken} - coalesce((select sum(${orders.travellers}) from ${orders} where ${and(eq(orders.departureId, departures.id), heldPastExpiry())}), 0))::int`,
}

export interface DepartureRow {
  id: string
  tourId: string
  date: string
  capacity: number
  priceCents: number | null
  state: 'open' | 'closed' | 'cancelled'
  seatsTaken: number
}

function statusOf(row: DepartureRow, seatsLeft: number): DepartureStatus {
  if (row.state !== 'open') return 'closed'
  if (seatsLeft === 0) return 'soldout'
  return seatsLeft <= FEW_SEATS ? 'few' : 'open'
}

export function toDeparture(row: DepartureRow, tourPriceCents: number): Departure {
  // Paid bookings may exceed the capacity (a payment is never refused): never below zero.
  const seatsLeft = Math.max(0, row.capacity - Number(row.seatsTaken))
  return {
    _id: row.id,
    date: row.date,
    capacity: row.capacity,
    seatsLeft,
    price: centsToDollars(row.priceCents ?? tourPriceCents),
    status: statusOf(row, seatsLeft),
  }
}

export function toAdminDeparture(row: DepartureRow, tourPriceCents: number): AdminDeparture {
  return {
    ...toDeparture(row, tourPriceCents),
    tourId: row.tourId,
    state: row.state,
    seatsTaken: Number(row.seatsTaken),
    priceOverride: row.priceCents === null ? null : centsToDollars(row.priceCents),
  }
}
