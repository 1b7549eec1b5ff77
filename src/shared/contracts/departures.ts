/**
 * Departures: the dated runs of a tour, with seats. The public list says how many seats are left
 * (live: exact after every change, the server's cache emptied by each) and a status a page can show; admins add one date or a series, edit the
 * capacity or price, close (no new bookings) and cancel.
 */
import { z } from 'zod'
import { arrivalSchema } from './check-in.ts'
import { orderSchema } from './orders.ts'
import { isCalendarDate } from '../dhaka-date.ts'
import { messages } from '../messages.ts'
import { pageOf } from './paging.ts'
import { CLOCK_TIME } from './tour-content.ts'

const v = messages.validation

/** At this many seats left or fewer, a departure shows as 'few'. */
export const FEW_SEATS = 5
export const MAX_CAPACITY = 1000
/** The longest series one request may create (a year of daily departures). */
export const MAX_SERIES_DAYS = 366

export const departureStatuses = ['open', 'few', 'soldout', 'closed'] as const
export type DepartureStatus = (typeof departureStatuses)[number]

export const departureStates = ['open', 'closed', 'cancelled'] as const

export const calendarDateSchema = z
  .string()
  .trim()
  .refine(isCalendarDate, { error: () => v.calendarDate })
  // Series and calendar files count days on from it: keep well inside every date type.
  .refine((date) => date >= '2000-01-01' && date <= '2099-12-31', {
    error: () => v.dateYears({ from: 2000, to: 2099 }),
  })
  .describe('A local date in Asia/Dhaka, YYYY-MM-DD')

export const departureSchema = z.object({
  _id: z.string(),
  date: z.string().describe('The local date in Asia/Dhaka, YYYY-MM-DD'),
  capacity: z.number().int(),
  seatsLeft: z.number().int().describe('Live: capacity less the travellers of live bookings'),
  price: z.number().describe('Per person, in the pricing currency'),
  status: z.enum(departureStatuses).describe(`'few': ${FEW_SEATS} seats left or fewer`),
  startTime: z
    .string()
    .nullable()
    .optional()
    .describe(
      "When it sets off, HH:MM in Asia/Dhaka; null: not said (the tour's pickup points give theirs)",
    ),
})
export type Departure = z.infer<typeof departureSchema>

/** What admins see of a departure: its state, and the seats taken (paid may exceed capacity). */
export const adminDepartureSchema = departureSchema.extend({
  tourId: z.string(),
  state: z.enum(departureStates),
  seatsTaken: z.number().int(),
  /** Null: the tour's own price applies. */
  priceOverride: z.number().nullable().describe('The per-person price set on this date, if any'),
})
export type AdminDeparture = z.infer<typeof adminDepartureSchema>

const capacity = z
  .number({ error: () => v.seatsRequired })
  .int({ error: () => v.seatsWhole })
  .min(1, { error: () => v.seatsMin })
  .max(MAX_CAPACITY, { error: () => v.seatsMax({ max: MAX_CAPACITY }) })
const price = z
  .number({ error: () => v.priceRequired })
  .nonnegative({ error: () => v.departurePriceNegative })
  .max(1_000_000, { error: () => v.departurePriceTooHigh })
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: () => v.twoDecimals })
  .nullable()
  .describe("Per person, in the pricing currency; null or absent: the tour's price")
/** A departure's start time as admins send it: empty or null is none. */
const startTime = z
  .string({ error: () => v.clockTime })
  .trim()
  .refine((time) => time === '' || CLOCK_TIME.test(time), { error: () => v.clockTime })
  .transform((time) => time || null)
  .nullable()
  .describe('When it sets off, HH:MM (24-hour) in Asia/Dhaka; null or empty: not said')

export const departureInputSchema = z.object({
  date: calendarDateSchema,
  capacity,
  price: price.optional(),
  startTime: startTime.optional(),
})

export const departureSeriesSchema = z
  .object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    weekdays: z
      .array(z.number().int().min(0).max(6), { error: () => v.weekdaysRequired })
      .min(1, { error: () => v.weekdaysMin })
      .max(7)
      .describe('0 = Sunday … 6 = Saturday'),
    everyWeeks: z.union([z.literal(1), z.literal(2)], { error: () => v.everyWeeks }).default(1),
    capacity,
    price: price.optional(),
    startTime: startTime.optional(),
  })
  .superRefine((series, issues) => {
    if (series.to < series.from) {
      issues.addIssue({
        code: 'custom',
        path: ['to'],
        message: v.lastDateBeforeFirst,
      })
    }
  })
export type DepartureSeriesInput = z.input<typeof departureSeriesSchema>

export const departureSeriesResultSchema = z.object({
  created: z.array(adminDepartureSchema),
  skipped: z.array(z.string()).describe('Dates the tour already had a departure on'),
})

export const departureUpdateSchema = z
  .object({
    capacity: capacity.optional(),
    price: price.optional(),
    startTime: startTime.optional().describe('Absent: unchanged; null or empty: none'),
    state: z
      .enum(['open', 'closed'], {
        error: () => v.departureState({ open: 'open', closed: 'closed' }),
      })
      .optional(),
  })
  .refine((u) => Object.values(u).some((value) => value !== undefined), {
    error: () => v.nothingToChange,
  })
export type DepartureUpdate = z.input<typeof departureUpdateSchema>

/** How far the cancellation of a departure has got: bookings cancelled and refunds sent. */
export const cancellationProgressSchema = z.object({
  cancelled: z.boolean().describe('Whether the departure is cancelled'),
  total: z.number().int().describe('Live bookings it had when it was cancelled'),
  done: z.number().int().describe('Of those, cancelled (customer mailed, refund planned)'),
  remaining: z.number().int(),
  refundsPending: z.number().int().describe('Refunds asked of the provider, not confirmed yet'),
  refundsSucceeded: z.number().int(),
  refundsFailed: z.number().int().describe('Refunds the provider refused (flagged to admins)'),
  finished: z.boolean(),
})
export type CancellationProgress = z.infer<typeof cancellationProgressSchema>

export const departureCancelInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(500, { error: () => v.maxChars({ max: 500 }) })
    .optional()
    .describe('Told to every customer, e.g. "Cyclone warning on the coast"'),
})

export const departureCancelResultSchema = z.object({
  departure: adminDepartureSchema,
  progress: cancellationProgressSchema,
})

export const departureIdParamsSchema = z.object({
  id: z.uuid({ error: () => v.departureId }).describe("The departure's id"),
})

/** One booking on a departure's manifest (admins): who travels, how many, and whether paid. */
export const manifestBookingSchema = z.object({
  _id: z.string(),
  reference: z.string().describe('The booking reference a customer quotes, e.g. BT-7K3M9Q'),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  travellers: z.number().int(),
  // ours: who travels by category, their extras and pickup point (issue 32)
  party: orderSchema.shape.party,
  extras: orderSchema.shape.extras,
  pickup: orderSchema.shape.pickup,
  // ours: the whole departure taken privately (decision 053)
  privatePrice: orderSchema.shape.privatePrice,
  isPaid: z.boolean(),
  // ours: check-in on the day (issue 32 item 7)
  balanceDue: z.number().describe('Still to pay, in the order’s currency (0 once paid in full)'),
  arrival: arrivalSchema,
  // ours: every traveller by name, as the booking gave them (issue 32 item 6)
  travellerNames: z
    .array(z.string())
    .describe(
      "The travellers' names given so far, in the party's order (documents: GET /orders/{orderId}/travellers)",
    ),
  createdAt: z.string(),
})
export type ManifestBooking = z.infer<typeof manifestBookingSchema>

export const departureManifestSchema = z.object({
  departure: adminDepartureSchema,
  tourName: z.string(),
  bookings: z
    .array(manifestBookingSchema)
    .describe(
      'Live and paid bookings (no cancelled ones, no unpaid holds that ran out), by pickup time and point (none last), then name',
    ),
  totals: z.object({
    bookings: z.number().int(),
    travellers: z.number().int().describe('Travellers of every booking listed'),
    paidTravellers: z.number().int().describe('Travellers of the paid bookings'),
    checkedInTravellers: z.number().int().describe('Travellers of the bookings checked in'),
    noShowTravellers: z.number().int().describe('Travellers of the bookings marked no-show'),
  }),
})
export type DepartureManifest = z.infer<typeof departureManifestSchema>

/** GET /departures/{id}/manifest?limit&cursor: the manifest with a page of its bookings. */
export const manifestPageSchema = departureManifestSchema
  .omit({ bookings: true })
  .extend(pageOf(manifestBookingSchema).shape)
export type ManifestPage = z.infer<typeof manifestPageSchema>
