/**
 * Departure factory: a dated run of a tour, inserted directly (state open, 15 seats, the tour's
 * price, a date after today in Dhaka unless given). Dates are spread so that several in one
 * test file never share a day.
 */
import type { Db } from '#server/db/client.ts'
import { departures } from '#server/db/schema/index.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'

let offset = 0

/** A date after today in Dhaka that no other call of this file's process has handed out. */
export function futureDate(): string {
  offset += 1
  return addDays(dhakaToday(), 10 + offset + Math.floor(Math.random() * 20) * 400)
}

export async function createDeparture(
  db: Db,
  overrides: Partial<typeof departures.$inferInsert> & { tourId: string },
) {
  const [row] = await db
    .insert(departures)
    .values({ date: futureDate(), capacity: 15, ...overrides })
    .returning()
  return row!
}
