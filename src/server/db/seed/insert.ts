/**
 * Row inserts shared by the demo seed and the test factories, so both write rows the same way.
 */
import { dollarsToCents } from '#shared/money.ts'
import type { Db } from '../client.ts'
import { divisions, places, reviews } from '../schema/index.ts'
import type { DemoDivision, DemoPlace, DemoReview } from './demo-types.ts'

export async function insertDivision(db: Db, division: DemoDivision) {
  const [row] = await db
    .insert(divisions)
    .values({
      id: division.id,
      name: division.divisionName,
      nameBn: division.divisionNameBn ?? null,
      image: division.image,
      imageAlt: division.imageAlt,
      imageAltBn: division.imageAltBn ?? null,
    })
    .returning()
  return row!
}

export async function insertPlace(db: Db, place: DemoPlace) {
  const [row] = await db
    .insert(places)
    .values({
      placeId: place.placeId,
      name: place.placeName,
      nameBn: place.placeNameBn ?? null,
      description: place.description,
      descriptionBn: place.descriptionBn ?? null,
      priceCents: dollarsToCents(place.price),
      reviewCount: place.reviewCount,
      durationDays: place.durationDays,
      rating: place.rating,
      divisionId: place.divisionId,
      image: place.image,
      imageAlt: place.imageAlt,
      imageAltBn: place.imageAltBn ?? null,
    })
    .returning()
  return row!
}

export async function insertReview(db: Db, review: DemoReview & { createdAt?: Date }) {
  const [row] = await db
    .insert(reviews)
    .values({
      name: review.name,
      email: review.email,
      description: review.description,
      rating: review.rating,
      ...(review.createdAt ? { createdAt: review.createdAt } : {}),
    })
    .returning()
  return row!
}
