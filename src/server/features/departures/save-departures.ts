/**
 * Admins add departures: one date, or a series (chosen days of the week, every week or every
 * other week, between two dates) in one request. Dates are after today in Dhaka; a tour has at
 * most one departure a day, so a series skips the dates it already has and says which.
 */
import { and, eq, inArray } from 'drizzle-orm'
import {
  MAX_SERIES_DAYS,
  type AdminDeparture,
  type DepartureSeriesInput,
} from '#shared/contracts/departures.ts'
import { addDays, daysBetween, dhakaToday, weekdayOf } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { toMinor } from '#shared/money.ts'
import type { RecordId } from '#shared/contracts/common.ts'
import { departures } from '#server/db/schema/index.ts'
import { recordAudit } from '#server/features/audit/index.ts'
import { getPlace } from '#server/features/catalog/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { Conflict, invalidField } from '#server/lib/errors.ts'
import { priceInput } from '#server/lib/price-input.ts'
import { isUniqueViolation } from '#server/lib/pg-errors.ts'
import { departureColumns, toAdminDeparture } from './departure-row.ts'

/** The tour departures are added to (uncached: an admin's write reads the truth). */
export async function tourForDepartures(ctx: Ctx, tourId: RecordId) {
  const place = await getPlace({ ctx, tourId, locale: 'en' })
  return { id: place._id, priceCents: toMinor(place.price) }
}

/** A date's own price in minor units; null: the tour's. A taka site takes whole taka only. */
const priceCentsOf = (ctx: Ctx, price: number | null | undefined) =>
  price === undefined || price === null ? null : priceInput(ctx, price)

export async function createDeparture({
  ctx,
  tourId,
  input,
}: {
  ctx: Ctx
  tourId: RecordId
  input: { date: string; capacity: number; price?: number | null; startTime?: string | null }
}): Promise<AdminDeparture> {
  const tour = await tourForDepartures(ctx, tourId)
  if (input.date <= dhakaToday()) throw invalidField('date', messages.errors.departureNotAfterToday)
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const values = {
        tourId: tour.id,
        date: input.date,
        capacity: input.capacity,
        priceCents: priceCentsOf(ctx, input.price),
        startTime: input.startTime ?? null,
      }
      const [row] = await tx.insert(departures).values(values).returning({ id: departures.id })
      await recordAudit(tx, ctx.user, {
        action: 'departure.created',
        subject: { type: 'departure', id: row!.id },
        after: values,
      })
      return row!.id
    })
    return await readDeparture(ctx, id, tour.priceCents)
  } catch (error) {
    if (isUniqueViolation(error)) {
      const message = messages.errors.departureDateTaken({ date: input.date })
      throw new Conflict(message, [{ path: '/date', message }])
    }
    throw error
  }
}

/** The dates of a series, in order. */
export function seriesDates(series: {
  from: string
  to: string
  weekdays: number[]
  everyWeeks: 1 | 2
}): string[] {
  const days = new Set(series.weekdays)
  const dates: string[] = []
  const span = daysBetween(series.from, series.to)
  for (let offset = 0; offset <= span; offset++) {
    const date = addDays(series.from, offset)
    const week = Math.floor(offset / 7)
    if (days.has(weekdayOf(date)) && week % series.everyWeeks === 0) dates.push(date)
  }
  return dates
}

export async function createDepartureSeries({
  ctx,
  tourId,
  input,
}: {
  ctx: Ctx
  tourId: RecordId
  input: DepartureSeriesInput & { everyWeeks: 1 | 2 }
}): Promise<{ created: AdminDeparture[]; skipped: string[] }> {
  const tour = await tourForDepartures(ctx, tourId)
  if (input.from <= dhakaToday()) throw invalidField('from', messages.errors.departureNotAfterToday)
  if (daysBetween(input.from, input.to) >= MAX_SERIES_DAYS) {
    throw invalidField('to', messages.errors.seriesTooLong({ days: MAX_SERIES_DAYS }))
  }
  const dates = seriesDates(input)
  if (dates.length === 0) throw invalidField('weekdays', messages.errors.seriesEmpty)
  const inserted = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .insert(departures)
      .values(
        dates.map((date) => ({
          tourId: tour.id,
          date,
          capacity: input.capacity,
          priceCents: priceCentsOf(ctx, input.price),
          startTime: input.startTime ?? null,
        })),
      )
      .onConflictDoNothing({ target: [departures.tourId, departures.date] })
      .returning({ id: departures.id, date: departures.date })
    if (rows.length > 0) {
      await recordAudit(tx, ctx.user, {
        action: 'departure.series',
        subject: { type: 'plan', id: tour.id },
        after: {
          dates: rows.map((row) => row.date),
          capacity: input.capacity,
          priceCents: priceCentsOf(ctx, input.price),
          startTime: input.startTime ?? null,
        },
      })
    }
    return rows
  })
  const createdDates = new Set(inserted.map((row) => row.date))
  const rows = inserted.length
    ? await ctx.db
        .select(departureColumns)
        .from(departures)
        .where(
          and(
            eq(departures.tourId, tour.id),
            inArray(
              departures.id,
              inserted.map((row) => row.id),
            ),
          ),
        )
        .orderBy(departures.date)
    : []
  return {
    created: rows.map((row) => toAdminDeparture(row, tour.priceCents)),
    skipped: dates.filter((date) => !createdDates.has(date)),
  }
}

export async function readDeparture(
  ctx: Ctx,
  id: string,
  tourPriceCents: number,
): Promise<AdminDeparture> {
  const [row] = await ctx.db.select(departureColumns).from(departures).where(eq(departures.id, id))
  return toAdminDeparture(row!, tourPriceCents)
}
