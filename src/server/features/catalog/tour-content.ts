/**
 * A plan's itinerary, lists and pickup points (places.content; decisions 044 and 047): read for
 * its one tour's answer in a language, read for its edit form in both, the one rule zod cannot
 * see alone (no more days than the plan lasts), and the pickup points' ids, which the server
 * gives and keeps.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import {
  emptyTourContent,
  tourListKeys,
  type TourContent,
  type TourContentChecked,
  type TourContentValues,
} from '#shared/contracts/tour-content.ts'
import type { PlaceValues } from '#shared/contracts/catalog.ts'
import { messages, type Locale } from '#shared/messages.ts'
import type { Db } from '#server/db/client.ts'
import { places } from '#server/db/schema/index.ts'
import { invalidField } from '#server/lib/errors.ts'
import { inLanguage } from './place-row.ts'

/**
 * Stored content as the contract has it now: none is empty lists, and content saved before
 * pickup points existed (the column's jsonb has no `pickupPoints`) has none.
 */
export function storedContent(stored: TourContentValues | null | undefined): TourContentValues {
  return { ...emptyTourContent(), ...stored }
}

/** The stored content of the plan with this uuid; none stored reads as empty lists. */
export async function readContent(db: Db, id: string): Promise<TourContentValues> {
  const [row] = await db.select({ content: places.content }).from(places).where(eq(places.id, id))
  return storedContent(row?.content)
}

/**
 * The content to store from what an admin sent: each pickup point keeps its id when the plan
 * already has a point with that id (bookings refer to it), and any other point (new, or an id
 * the plan never had, or one sent twice) gets a new random one.
 */
export function contentToStore(
  input: TourContentChecked,
  kept: TourContentValues | null,
): TourContentValues {
  const known = new Set(storedContent(kept).pickupPoints.map((point) => point.id))
  const taken = new Set<string>()
  const pickupPoints = input.pickupPoints.map(({ id, ...point }) => {
    const keep = id !== null && known.has(id) && !taken.has(id)
    const stored = keep ? id : randomUUID()
    taken.add(stored)
    return { id: stored, ...point }
  })
  return { ...input, pickupPoints }
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
    pickupPoints: values.pickupPoints.map((point) => ({
      id: point.id,
      kind: point.kind,
      name: inLanguage(locale, point.name, point.nameBn),
      address: inLanguage(locale, point.address, point.addressBn),
      time: point.time,
      lat: point.lat,
      lng: point.lng,
    })),
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
