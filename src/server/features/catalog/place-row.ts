/**
 * The one query shape a place is read with (place joined to its division) and its mapping to
 * the API's Place. Every catalogue read goes through here so the answer never drifts, and an
 * archived (withdrawn) plan never shows: it is in no list, and by id it is not found.
 *
 * A Place's `review` and `rating` are what visitors see: the admin's starting figures with the
 * tour's visible verified reviews folded in (`displayedFigures`); every list, the tour's page,
 * its JSON-LD and the rating sort agree on them. Only the plan's edit form reads the starting
 * figures themselves (`toPlanValues`), so saving it never folds reviews in twice.
 *
 * A Place's texts are in the language asked for: a plan's Bangla name, description and alt
 * text where it has them, its English ones where not (`inLanguage`). The edit form reads both.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { Place, PlanValues } from '#shared/contracts/catalog.ts'
import type { Locale } from '#shared/messages.ts'
import { toMajor } from '#shared/money.ts'
import type { Db } from '#server/db/client.ts'
import { divisions, places } from '#server/db/schema/index.ts'

/** Plans in the catalogue: not archived. Every catalogue query that touches places uses it. */
export const listedPlace = isNull(places.archivedAt)

/** The displayed rating in SQL, for sorting by it (the same rule as displayedFigures). */
export const displayedRating = sql`round(case when ${places.verifiedReviewCount} = 0
  then ${places.rating}::numeric
  else (round(${places.rating}::numeric, 1) * ${places.reviewCount} + ${places.verifiedRatingSum})
    / (${places.reviewCount} + ${places.verifiedReviewCount}) end, 1)`

/**
 * The columns a place is read with, its division's names among them: `selectPlaces`, and the
 * departure sort's query, which reads places from their departures (list-places.ts).
 */
export const placeColumns = {
  id: places.id,
  placeId: places.placeId,
  name: places.name,
  nameBn: places.nameBn,
  description: places.description,
  descriptionBn: places.descriptionBn,
  priceCents: places.priceCents,
  reviewCount: places.reviewCount,
  durationDays: places.durationDays,
  rating: places.rating,
  verifiedReviewCount: places.verifiedReviewCount,
  verifiedRatingSum: places.verifiedRatingSum,
  divisionId: places.divisionId,
  divisionName: divisions.name,
  divisionNameBn: divisions.nameBn,
  image: places.image,
  imageWidth: places.imageWidth,
  imageHeight: places.imageHeight,
  imageAlt: places.imageAlt,
  imageAltBn: places.imageAltBn,
  /** The displayed rating as SQL rounds it: a rating-sorted page's cursor. */
  sortRating: sql<string>`(${displayedRating})::text`,
}

export function selectPlaces(db: Db, where?: SQL) {
  return db
    .select(placeColumns)
    .from(places)
    .innerJoin(divisions, eq(divisions.id, places.divisionId))
    .where(where ? and(listedPlace, where) : listedPlace)
    .$dynamic()
}

export type PlaceRow = Awaited<ReturnType<typeof selectPlaces>>[number]

/** A stored rating (float4 comes back as 4.699999809) to the one decimal it was given with. */
const oneDecimal = (n: number) => Math.round(n * 10) / 10

/**
 * What visitors see: the starting count plus the verified reviews, and the average of the
 * starting rating (weighted by its count) and the verified ratings, to one decimal. Without
 * verified reviews, the starting figures unchanged. `verifiedReview` says how many of the count
 * are verified reviews, so the tour's page can say where its figures come from (the starting
 * ones are ratings on other sites) and agree with its reviews section.
 */
export function displayedFigures(row: {
  reviewCount: number
  rating: number
  verifiedReviewCount: number
  verifiedRatingSum: number
}): { review: number; rating: number; verifiedReview: number } {
  const starting = oneDecimal(row.rating)
  const review = row.reviewCount + row.verifiedReviewCount
  const verifiedReview = row.verifiedReviewCount
  if (verifiedReview === 0) return { review, rating: starting, verifiedReview }
  return {
    review,
    rating: oneDecimal((starting * row.reviewCount + row.verifiedRatingSum) / review),
    verifiedReview,
  }
}

/** A text in `locale`: its Bangla when that is asked for and written, else its English. */
export function inLanguage(locale: Locale, english: string, bangla: string | null): string {
  return locale === 'bn' && bangla ? bangla : english
}

/** The plan as visitors see it, in `locale`. */
export function toPlace(row: PlaceRow, locale: Locale): Place {
  return {
    ...startingValues(row),
    placeName: inLanguage(locale, row.name, row.nameBn),
    description: inLanguage(locale, row.description, row.descriptionBn),
    imageAlt: inLanguage(locale, row.imageAlt, row.imageAltBn),
    divisionName: inLanguage(locale, row.divisionName, row.divisionNameBn),
    ...displayedFigures(row),
  }
}

/**
 * The plan as the admin entered it, for its edit form: its starting review count and rating,
 * its English texts in the spec's fields and its Bangla ones beside them.
 */
export function toPlanValues(
  row: PlaceRow,
  gallery: PlanValues['gallery'],
  content: PlanValues['content'],
  pricing: PlanValues['pricing'],
): PlanValues {
  return {
    ...startingValues(row),
    placeNameBn: row.nameBn,
    descriptionBn: row.descriptionBn,
    gallery,
    content,
    pricing,
  }
}

function startingValues(row: PlaceRow): Place {
  return {
    _id: row.id,
    placeId: row.placeId,
    placeName: row.name,
    description: row.description,
    price: toMajor(row.priceCents),
    review: row.reviewCount,
    duration: row.durationDays,
    rating: oneDecimal(row.rating),
    parentID: row.divisionId,
    image: row.image,
    imageAlt: row.imageAlt,
    divisionName: row.divisionName,
    imageWidth: row.imageWidth,
    imageHeight: row.imageHeight,
  }
}
