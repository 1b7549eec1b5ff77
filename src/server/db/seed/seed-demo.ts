/**
 * SEED=demo: fills an EMPTY catalogue with the demo divisions, places (with their itineraries
 * and lists, demo-content.ts), their departures,
 * testimonials and the starting exchange rate (120 taka a dollar), in one transaction. A
 * database that already has divisions is left alone, so restarts never duplicate.
 *
 * SEED=demo-bd is the same catalogue priced in taka as a Bangladeshi operator prices it for
 * Bangladeshi travellers (insert.ts, `demoPriceMinor`): a Sylhet day trip ৳3,000, three days
 * in the Sundarbans ৳13,500, not the dollar price at the exchange rate.
 */
import { count, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { DEFAULT_TAKA_PER_DOLLAR } from '#shared/contracts/exchange-rate.ts'
import { rateToPaisa, type CurrencyCode } from '#shared/money.ts'
import { divisions, exchangeRates, places, pricingCurrency, reviews } from '../schema/index.ts'
import { demoContent } from './demo-content.ts'
import { demoPricing, demoTravellerDetails } from './demo-pricing.ts'
import { demoDivisions, demoPlaces, demoReviews } from './demo-data.ts'
import { seedDemoDepartures } from './demo-departures.ts'
import { divisionRow, placeRow, reviewRow } from './insert.ts'

export async function seedDemo(
  db: Db,
  currency: CurrencyCode = 'usd',
): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    // Serialise concurrent starters on PostgreSQL: the second waits, then sees the rows.
    await tx.execute(sql`lock table divisions in exclusive mode`)
    const [existing] = await tx.select({ n: count() }).from(divisions)
    if (Number(existing?.n ?? 0) > 0) return { seeded: false }
    // A table at a time (one statement each, not one a row): the cold start (issue 18).
    // The prices' currency first: what a start with another one is refused by (pricing-currency.ts).
    await tx
      .insert(pricingCurrency)
      .values({ currency })
      .onConflictDoUpdate({ target: pricingCurrency.only, set: { currency } })
    await tx.insert(divisions).values(demoDivisions.map(divisionRow))
    const inserted = await tx
      .insert(places)
      .values(
        demoPlaces.map((place) => ({
          ...placeRow(place, currency),
          content: demoContent(place.placeId),
          pricing: demoPricing(place, currency),
          ...demoTravellerDetails(place),
        })),
      )
      .returning()
    // In the demo's order (RETURNING's order is not promised), for its departures' pattern.
    const byPlaceId = new Map(inserted.map((row) => [row.placeId, row]))
    const tours = demoPlaces.map((place) => byPlaceId.get(place.placeId)!)
    await seedDemoDepartures(tx, tours, currency)
    // What a site without any rate shows too; as a row, the demo's history starts with it.
    await tx
      .insert(exchangeRates)
      .values({ paisaPerDollar: rateToPaisa(DEFAULT_TAKA_PER_DOLLAR), setBy: null })
    // Spread testimonial dates over past weeks so "newest first" has a meaningful order.
    const now = Date.now()
    await tx
      .insert(reviews)
      .values(
        demoReviews.map((review, i) =>
          reviewRow({ ...review, createdAt: new Date(now - i * 3 * 86_400_000) }),
        ),
      )
    return { seeded: true }
  })
}
