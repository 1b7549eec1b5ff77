/**
 * Row inserts shared by the demo seed and the test factories, so both write rows the same way
 * (the seed inserts its rows a table at a time: one statement each, for the cold start).
 */
import { toMinor, type CurrencyCode } from '#shared/money.ts'
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

/**
 * A demo place's price in minor units: its dollars, or in taka what an operator here asks of a
 * Bangladeshi traveller, about ৳45 a demo dollar rounded to ৳500 ($65 → ৳3,000, $320 → ৳14,500):
 * local prices are far below a foreigner's dollar price at the exchange rate.
 */
export function demoPriceMinor(dollars: number, currency: CurrencyCode): number {
  if (currency === 'usd') return toMinor(dollars)
  return Math.max(500, Math.round((dollars * 45) / 500) * 500) * 100
}

export const placeRow = (place: DemoPlace, currency: CurrencyCode = 'usd') => ({
  placeId: place.placeId,
  name: place.placeName,
  nameBn: place.placeNameBn ?? null,
  description: place.description,
  descriptionBn: place.descriptionBn ?? null,
  priceCents: demoPriceMinor(place.price, currency),
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
