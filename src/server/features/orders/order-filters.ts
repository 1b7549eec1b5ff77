/**
 * Manage Order's filters as SQL conditions on orders, shared by the paged list and the CSV
 * export. Each has an index (src/server/db/schema/orders.ts): the state by orderLifecycle, the
 * tour, the customer, the paid flag, dates by the booking or departure keys, words by a
 * trigram index over reference, name, email and phone.
 */
import { and, eq, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { orderFiltersSchema } from '#shared/contracts/orders-console.ts'
import type { OrderStatus } from '#shared/contracts/orders.ts'
import type { RecordId } from '#shared/contracts/common.ts'
import { addDays, dhakaToday } from '#shared/dhaka-date.ts'
import {
  departureSortKey,
  divisions,
  orderLifecycle,
  orderSearchText,
  orders,
  places,
} from '#server/db/schema/index.ts'

export type OrderFilters = z.output<typeof orderFiltersSchema>

const dhakaMidnight = (date: string) => sql`(${date}::date::timestamp at time zone 'Asia/Dhaka')`

/** The row's lifecycle (the index's expression) for each status; paid and completed share one. */
const BASE: Record<OrderStatus, string> = {
  unpaid: 'unpaid',
  deposit_paid: 'deposit_paid',
  paid: 'paid',
  completed: 'paid',
  cancelled: 'cancelled',
  expired: 'expired',
  refunded: 'refunded',
  partly_refunded: 'partly_refunded',
}

function statusCondition(statuses: readonly OrderStatus[], today: string): SQL {
  const lifecycle = orderLifecycle(orders)
  const wanted = [...new Set(statuses.map((status) => BASE[status]))]
  const inList = sql`${lifecycle} in (${sql.join(
    wanted.map((state) => sql.raw(`'${state}'`)),
    sql`, `,
  )})`
  const paid = statuses.includes('paid')
  const completed = statuses.includes('completed')
  if (paid === completed) return inList
  // Paid in full splits by the departure date: still to travel, or travelled (completed).
  const travelled = sql`${orders.departureDate} is not null and ${orders.departureDate} < ${today}::date`
  return and(
    inList,
    sql`(${lifecycle} <> 'paid' or ${paid ? sql`not (${travelled})` : travelled})`,
  )!
}

/** A tour by its _id or placeId; a division by its id or _id. */
const tourIs = (tour: RecordId): SQL =>
  tour.kind === 'uuid'
    ? eq(orders.tourId, tour.value)
    : inArray(
        orders.tourId,
        sql`(select ${places.id} from ${places} where ${places.placeId} = ${tour.value})`,
      )

const divisionIs = (division: RecordId): SQL =>
  inArray(
    orders.tourId,
    division.kind === 'number'
      ? sql`(select ${places.id} from ${places} where ${places.divisionId} = ${division.value})`
      : sql`(select ${places.id} from ${places} join ${divisions} on ${divisions.id} = ${places.divisionId} where ${divisions.publicId} = ${division.value})`,
  )

/** What to look for: a phone number by its digits alone, anything else in lower case. */
export function searchNeedle(q: string): string {
  const digits = q.replace(/[^0-9]/g, '')
  if (/^[+\d\s()-]+$/.test(q) && digits.length >= 3) return digits
  return q.toLowerCase()
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

export function orderConditions(filters: OrderFilters, today = dhakaToday()): SQL | undefined {
  const departure = departureSortKey(orders)
  const byDeparture = filters.dateField === 'departure'
  const q = filters.q ? searchNeedle(filters.q) : ''
  return and(
    filters.status ? statusCondition(filters.status, today) : undefined,
    filters.from
      ? byDeparture
        ? and(isNotNull(orders.departureDate), gte(departure, sql`${filters.from}::date`))
        : gte(orders.createdAt, dhakaMidnight(filters.from))
      : undefined,
    filters.to
      ? byDeparture
        ? and(isNotNull(orders.departureDate), lte(departure, sql`${filters.to}::date`))
        : lt(orders.createdAt, dhakaMidnight(addDays(filters.to, 1)))
      : undefined,
    filters.tour ? tourIs(filters.tour) : undefined,
    filters.division ? divisionIs(filters.division) : undefined,
    filters.paid === undefined ? undefined : eq(orders.isPaid, filters.paid),
    filters.userId ? eq(orders.userId, filters.userId) : undefined,
    q ? sql`${orderSearchText(orders)} like ${`%${likeEscaped(q)}%`}` : undefined,
  )
}
