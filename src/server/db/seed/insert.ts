/**
 * Row inserts shared by the demo seed and the test factories, so both write rows the same way
 * (the seed inserts its rows a table at a time: one statement each, for the cold start).
 */
import { dollarsToCents } from '#shared/money.ts'
import type { Db } from '../client.ts'
import { divisions, places, reviews } from '../schema/index.ts'
import type { DemoDivision, DemoPlace, DemoReview } from './demo-types.ts'

export const divisionRow = (division: DemoDivision) => ({
  id: division.id,
  name: division.divisionName,
  nameBn: division.divisionNameBn ?? null,
  image: division.image,
  imageAlt: division.imageAlt,
  imageAltBn: division.imageAltBn ?? null,
})

export async function insertDivision(db: Db, division: DemoDivision) {
  const [row] = await db.insert(divisions).values(divisionRow(division)).returning()
  return row!
}

export const placeRow = (place: DemoPlace) => ({
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

export async function insertPlace(db: Db, place: DemoPlace) {
  const [row] = await db.insert(places).values(placeRow(place)).returning()
  return row!
}

export const reviewRow = (review: DemoReview & { createdAt?: Date }) => ({
  name: review.name,
  email: review.email,
  description: review.description,
  rating: review.rating,
  ...(review.createdAt ? { createdAt: review.createdAt } : {}),
})

export async function insertReview(db: Db, review: DemoReview & { createdAt?: Date }) {
  const [row] = await db.insert(reviews).values(reviewRow(review)).returning()
  return row!
}
