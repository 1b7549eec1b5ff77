/**
 * The one mapping from a departure row to the API's answers. Seats taken are the orders
 * trigger's count, read from the row (the public list through a cache every change empties,
 * caches/departures-cache.ts): exact for every booking, payment,
 * deletion and cancellation; a hold that ran out counts until the sweep (every 30 s,
 * expire-holds.ts) releases it, and a booking that needs its seats sweeps first. Measured on
 * PGlite: adding the run-out holds in the query (a correlated subquery) cost 0.6-1.2 ms more per
 * read, more than the whole read otherwise.
 */
import {
  FEW_SEATS,
  type AdminDeparture,
  type Departure,
  type DepartureStatus,
} from '#shared/contracts/departures.ts'
import { toMajor } from '#shared/money.ts'
import { departures } from '#server/db/schema/index.ts'

/** Columns of a departure with its live seats taken. */
export const departureColumns = {
  id: departures.id,
  tourId: departures.tourId,
  date: departures.date,
  capacity: departures.capacity,
  priceCents: departures.priceCents,
  state: departures.state,
  startTime: departures.startTime,
  seatsTaken: departures.seatsTaken,
}

export interface DepartureRow {
  id: string
  tourId: string
  date: string
  capacity: number
  priceCents: number | null
  state: 'open' | 'closed' | 'cancelled'
  startTime: string | null
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
    price: toMajor(row.priceCents ?? tourPriceCents),
    status: statusOf(row, seatsLeft),
    startTime: row.startTime,
  }
}

export function toAdminDeparture(row: DepartureRow, tourPriceCents: number): AdminDeparture {
  return {
    ...toDeparture(row, tourPriceCents),
    tourId: row.tourId,
    state: row.state,
    seatsTaken: Number(row.seatsTaken),
    priceOverride: row.priceCents === null ? null : toMajor(row.priceCents),
  }
}
