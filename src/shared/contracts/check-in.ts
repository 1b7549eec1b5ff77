/**
 * Check-in on the day (issue 32 item 7): a guide marks each booking checked in or a no-show, or
 * clears the mark. The manifest answers each booking's mark (contracts/departures.ts).
 */
import { z } from 'zod'

export const arrivals = ['checked_in', 'no_show'] as const
export type Arrival = (typeof arrivals)[number]

export const arrivalSchema = z
  .enum(arrivals)
  .nullable()
  .describe("On the day: 'checked_in' or 'no_show' as a guide marked it; null: not marked yet")

/** PUT /orders/{orderId}/arrival: the mark to keep, or null to clear it. */
export const arrivalBodySchema = z.object({ arrival: arrivalSchema })

export const arrivalResultSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  arrival: arrivalSchema,
  arrivalAt: z.string().nullable().describe('When it was marked; null when not marked'),
  arrivalBy: z.string().nullable().describe("Who marked it (the admin's email)"),
  changed: z.boolean().describe('False when the booking already had this mark (nothing changed)'),
})
export type ArrivalResult = z.infer<typeof arrivalResultSchema>

/** Marks are taken from the day before the departure (Dhaka) … */
export const ARRIVAL_OPENS_DAYS_BEFORE = 1
/** … to a week after it, so a guide can correct the record once home. */
export const ARRIVAL_CLOSES_DAYS_AFTER = 7
