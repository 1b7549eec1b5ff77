/**
 * The admins' overview (GET /api/overview): the figures behind the Dashboard's charts, each an
 * aggregate the database computed. Money is in the pricing currency (a number, like every amount in the API);
 * months are Dhaka calendar months, dates Dhaka dates.
 */
import { z } from 'zod'

const amount = z.number().describe('In the pricing currency (GET /company)')

export const overviewMonthSchema = z.object({
  month: z.string().describe('YYYY-MM, a calendar month in Asia/Dhaka'),
  bookings: z
    .number()
    .int()
    .describe('Orders made that month that received money (a deposit or more)'),
  travellers: z.number().int().describe('Their travellers'),
  received: amount.describe('Payments received that month'),
  refunded: amount.describe('Refunds asked for that month (pending or sent)'),
  revenue: amount.describe('Received less refunded'),
})
export type OverviewMonth = z.infer<typeof overviewMonthSchema>

export const overviewDivisionSchema = z.object({
  divisionId: z.number().int().nullable().describe('Null: orders whose plan was deleted'),
  divisionName: z.string().nullable().describe("In the request's language; null as above"),
  bookings: z.number().int(),
  revenue: amount.describe('What its bookings hold now: received less refunded'),
})
export type OverviewDivision = z.infer<typeof overviewDivisionSchema>

export const overviewDaySchema = z.object({
  date: z.string().describe('YYYY-MM-DD (Asia/Dhaka)'),
  departures: z.number().int(),
  seatsTaken: z.number().int(),
  capacity: z.number().int(),
})
export type OverviewDay = z.infer<typeof overviewDaySchema>

export const overviewDepartureSchema = z.object({
  _id: z.string(),
  tourId: z.string(),
  tourName: z.string().describe("In the request's language"),
  date: z.string().describe('YYYY-MM-DD (Asia/Dhaka)'),
  capacity: z.number().int(),
  seatsTaken: z.number().int(),
  seatsLeft: z.number().int(),
})

export const overviewSchema = z.object({
  today: z.string().describe('YYYY-MM-DD (Asia/Dhaka): the day the figures are counted to'),
  months: z
    .array(overviewMonthSchema)
    .describe(
      'The last 12 months, oldest first, the current month last; months without any are zeros',
    ),
  divisions: z
    .array(overviewDivisionSchema)
    .describe('Bookings made in those 12 months, by division, the most revenue first'),
  occupancy: z
    .array(overviewDaySchema)
    .describe('Days of the next 30 (today on) with departures that are not cancelled, by date'),
  nextDepartures: z
    .array(overviewDepartureSchema)
    .describe('The next open departures (today on) with seats left, soonest first (at most 8)'),
})
export type Overview = z.infer<typeof overviewSchema>
