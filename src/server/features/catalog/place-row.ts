/**
 * The one query shape a place is read with (place joined to its division) and its mapping to
 * the API's Place. Every catalogue read goes through here so the answer never drifts, and an
 * archived (withdrawn) plan never shows: it is in no list, and by id it is not found.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm'
import type { Place } from '#shared/contracts/catalog.ts'
import { centsToDollars } from '#shared/money.ts'
import type { Db } from '#server/db/client.ts'
import { divisions, places } from '#server/db/schema/index.ts'

/** Plans in the catalogue: not archived. Every catalogue query that touches places uses it. */
export const listedPlace = isNull(places.archivedAt)

export function selectPlaces(db: Db, where?: SQL) {
  return db
    .select({
      id: places.id,
      placeId: places.placeId,
      name: places.name,
      description: places.description,
      priceCents: places.priceCents,
      reviewCount: places.reviewCount,
      durationDays: places.durationDays,
      rating: places.rating,
      divisionId: places.divisionId,
      divisionName: divisions.name,
      image: places.image,
      imageAlt: places.imageAlt,
    })
    .from(places)
    .innerJoin(divisions, eq(divisions.id, places.divisionId))
    .where(where ? and(listedPlace, where) : listedPlace)
    .$dynamic()
}

type PlaceRow = Awaited<ReturnType<typeof selectPlaces>>[number]

export function toPlace(row: PlaceRow): Place {
  return {
    _id: row.id,
    placeId: row.placeId,
    placeName: row.name,
    description: row.description,
    price: centsToDollars(row.priceCents),
    review: row.reviewCount,
    duration: row.durationDays,
    // real columns come back as float4; round away artefacts like 4.699999809.
    rating: Math.round(row.rating * 10) / 10,
    parentID: row.divisionId,
    image: row.image,
    imageAlt: row.imageAlt,
    divisionName: row.divisionName,
  }
}
