/**
 * A plan's itinerary and lists (places.content; decision 044): read for its one tour's answer
 * in a language, read for its edit form in both, and the one rule zod cannot see alone: no more
 * days than the plan lasts.
 */
import { eq } from 'drizzle-orm'
import {
  emptyTourContent,
  tourListKeys,
  type TourContent,
  type TourContentValues,
} from '#shared/contracts/tour-content.ts'
import type { PlaceValues } from '#shared/contracts/catalog.ts'
import { messages, type Locale } from '#shared/messages.ts'
import type { Db } from '#server/db/client.ts'
import { places } from '#server/db/schema/index.ts'
import { invalidField } from '#server/lib/errors.ts'
import { inLanguage } from './place-row.ts'

/** The stored content of the plan with this uuid; none stored reads as empty lists. */
export async function readContent(db: Db, id: string): Promise<TourContentValues> {
  const [row] = await db.select({ content: places.content }).from(places).where(eq(places.id, id))
  return row?.content ?? emptyTourContent()
}

/** The content as a visitor reads it in `locale`: each Bangla text where written, else English. */
export function toTourContent(values: TourContentValues, locale: Locale): TourContent {
  const list = (items: TourContentValues['inclusions']) =>
    items.map((item) => inLanguage(locale, item.text, item.textBn))
  return {
    days: values.days.map((day) => ({
      title: inLanguage(locale, day.title, day.titleBn),
      text: inLanguage(locale, day.text, day.textBn),
      meals: day.meals,
      overnight: day.overnight === null ? null : inLanguage(locale, day.overnight, day.overnightBn),
    })),
    ...(Object.fromEntries(tourListKeys.map((key) => [key, list(values[key])])) as Pick<
      TourContent,
      (typeof tourListKeys)[number]
    >),
  }
}

/**
 * An itinerary has at most one day per day of the tour. The content sent is checked against
 * the duration sent; content not sent (kept) against the new duration, and then the duration is
 * the field at fault.
 */
export function checkContentDays(input: PlaceValues, kept: TourContentValues | null): void {
  const days = (input.content ?? kept)?.days.length ?? 0
  if (days <= input.duration) return
  throw invalidField(
    input.content ? 'content/days' : 'duration',
    messages.tourContentForm.moreDaysThanDuration({ days, duration: input.duration }),
  )
}
