/**
 * Manage Order at scale (admins): the paged, filtered and sorted order list, its count, the
 * streaming CSV export, an internal note per order, a mail to the customer, and "mark
 * contacted" on several orders at once. The customer's own list pages with the same cursor.
 */
import { z } from 'zod'
import { isCalendarDate } from '../dhaka-date.ts'
import { messages } from '../messages.ts'
import { recordIdSchema } from './common.ts'
import { orderSchema, orderStatuses } from './orders.ts'
import { countedTotal, pageCursorSchema, pageOf } from './paging.ts'

const t = () => messages.ordersConsole

export const ORDERS_PAGE_DEFAULT = 50
export const ORDERS_PAGE_MAX = 200
/** Counting stops here: past it the list says "10,000+" (a count of a million rows is slow). */
export const ORDERS_COUNT_CAP = 10_000
/** Orders one bulk action or one "export selected" may name. */
export const ORDERS_BULK_MAX = 200

export const orderSorts = ['booked', 'departure', 'amount'] as const
export type OrderSort = (typeof orderSorts)[number]
export const sortDirections = ['desc', 'asc'] as const
export const orderDateFields = ['booked', 'departure'] as const

const day = z
  .string()
  .refine(isCalendarDate, { error: () => t().badDate })
  .describe('A date, YYYY-MM-DD (Asia/Dhaka)')

/** `a,b` or a repeated parameter, as a list. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
        .map((part) => (typeof part === 'string' ? part.trim() : part))
        .filter((part) => part !== ''),
    z.array(item).min(1).max(ORDERS_BULK_MAX),
  )

const uuid = () => z.uuid({ error: () => messages.validation.orderId })

/** The filters Manage Order's list and its export share. */
export const orderFiltersSchema = z.object({
  status: listOf(z.enum(orderStatuses))
    .optional()
    .describe(`One or more of ${orderStatuses.join(', ')}, comma-separated`),
  from: day.optional().describe('First day (YYYY-MM-DD, Asia/Dhaka) of the date range'),
  to: day.optional().describe('Last day (YYYY-MM-DD, Asia/Dhaka) of the date range, inclusive'),
  dateField: z
    .enum(orderDateFields)
    .default('booked')
    .describe('Which date from/to read: when it was booked (default) or its departure date'),
  division: recordIdSchema.optional().describe("The division's id or _id"),
  tour: recordIdSchema.optional().describe("The tour's _id or placeId"),
  paid: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('true: paid in full; false: not'),
  userId: z.string().trim().min(1).max(100).optional().describe("The customer's account id"),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Words found in the reference, name, email or phone (any case; phone by digits)'),
})

export const manageOrdersQuerySchema = orderFiltersSchema.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ORDERS_PAGE_MAX)
    .default(ORDERS_PAGE_DEFAULT)
    .describe(`Orders per page, at most ${ORDERS_PAGE_MAX}`),
  cursor: pageCursorSchema.optional(),
  sort: z
    .enum(orderSorts)
    .default('booked')
    .describe('booked: by booking time; departure: by departure date; amount: by price'),
  dir: z.enum(sortDirections).default('desc').describe('desc (default) or asc'),
})
export type ManageOrdersQuery = z.output<typeof manageOrdersQuerySchema>

export const exportQuerySchema = orderFiltersSchema.extend({
  ids: listOf(uuid()).optional().describe('Export only these orders (comma-separated ids)'),
})

/** An order as staff see it: with the internal note and when the customer was last contacted. */
export const adminOrderSchema = orderSchema.extend({
  adminNote: z.string().nullable().describe('Staff only: never shown to the customer'),
  contactedAt: z.string().nullable().describe('When staff last marked the customer contacted'),
  contactedBy: z.string().nullable().describe('Who did (the admin’s email)'),
})
export type AdminOrder = z.infer<typeof adminOrderSchema>

export const manageOrdersPageSchema = pageOf(
  adminOrderSchema,
  countedTotal(`Orders matching the filters, counted up to ${ORDERS_COUNT_CAP}`),
).extend({
  totalCapped: z.boolean().describe(`true: there are more than ${ORDERS_COUNT_CAP}`),
})
export type ManageOrdersPage = z.infer<typeof manageOrdersPageSchema>

/** The customer's own list, a page at a time (GET /order/{email}?limit&cursor). */
export const myOrdersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ORDERS_PAGE_MAX).optional(),
  cursor: pageCursorSchema.optional(),
})
export const myOrdersPageSchema = pageOf(
  orderSchema,
  countedTotal(`The account's orders, counted up to ${ORDERS_COUNT_CAP}`),
)
export type MyOrdersPage = z.infer<typeof myOrdersPageSchema>

export const ORDER_NOTE_MAX = 2000
export const orderNoteSchema = z.object({
  note: z
    .string()
    .trim()
    .max(ORDER_NOTE_MAX, { error: () => messages.validation.maxChars({ max: ORDER_NOTE_MAX }) })
    .describe('Staff’s internal note; empty removes it'),
})

export const orderMailSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, { error: () => t().subjectRequired })
    .max(150, { error: () => messages.validation.maxChars({ max: 150 }) }),
  message: z
    .string()
    .trim()
    .min(1, { error: () => t().messageRequired })
    .max(5000, { error: () => messages.validation.maxChars({ max: 5000 }) }),
})
export type OrderMailInput = z.infer<typeof orderMailSchema>
export const orderMailResultSchema = z.object({
  mailId: z.string().describe('The outbox row: the mail is sent from there'),
  to: z.string(),
})

export const bulkContactedSchema = z.object({
  ids: z
    .array(uuid())
    .min(1)
    .max(ORDERS_BULK_MAX)
    .describe(`The orders (at most ${ORDERS_BULK_MAX})`),
})
export const updatedCountSchema = z.object({ updatedCount: z.number().int() })
