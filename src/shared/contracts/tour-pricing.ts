/**
 * What a tour costs each traveller, and what a booking may add (issue 32 items 4 and 5;
 * docs/decisions/046-price-categories.md).
 *
 * A tour's adult price is its `price` (or a departure's own); beside it an admin may offer a
 * price for children and infants (the ages theirs to set) and for travellers of another
 * nationality than Bangladeshi (SAARC, foreign), each a price of its own or free, and extras (an
 * AC coach, a single cabin, a porter) by the booking or by the traveller, with a stock per
 * departure where there are only so many. The labels are the messages module's, in both
 * languages; an admin names only the extras.
 *
 * A booking says how many of each category travel (its `party`) and which extras it takes; the
 * server prices it (src/shared/party-price.ts, one function for the dialog and the server) and
 * keeps each line's unit price on the order, so a later price change never moves a booking.
 */
import { z } from 'zod'

/** The categories beside the adult, in the order a booking lists them. */
export const extraCategoryKinds = ['child', 'infant', 'saarc', 'foreign'] as const
export type ExtraCategoryKind = (typeof extraCategoryKinds)[number]
export const categoryKinds = ['adult', ...extraCategoryKinds] as const
export type CategoryKind = (typeof categoryKinds)[number]

export const extraUnits = ['booking', 'traveller'] as const
export type ExtraUnit = (typeof extraUnits)[number]

/** A category as stored (minor units) and as the edit form reads it back. */
export interface PriceCategoryValues {
  kind: ExtraCategoryKind
  /** Minor units of the pricing currency; 0: free. */
  priceMinor: number
  /** Children and infants: the ages the price is for (inclusive); null for the nationalities. */
  minAge: number | null
  maxAge: number | null
  /** Whether the traveller takes a seat (an infant on a lap does not). */
  seat: boolean
}

export interface TourExtraValues {
  /** Stable across edits: what an order's line refers to. */
  id: string
  name: string
  nameBn: string | null
  priceMinor: number
  per: ExtraUnit
  /** How many a departure has (cabins, porters); null: no limit. */
  stock: number | null
}

export interface TourPricingValues {
  categories: PriceCategoryValues[]
  extras: TourExtraValues[]
}

/** One line of a booking's party as the order keeps it: how many, at what unit price. */
export interface PartyLine {
  kind: CategoryKind
  count: number
  unitMinor: number
  seat: boolean
}

/** One extra as the order keeps it, its name in both languages as booked. */
export interface ExtraLine {
  id: string
  name: string
  nameBn: string | null
  per: ExtraUnit
  quantity: number
  unitMinor: number
}

/** The pickup or meeting point a booking chose, as booked. */
export interface PickupChoice {
  id: string
  name: string
  nameBn: string | null
  /** `HH:MM`, Asia/Dhaka. */
  time: string
}

export const emptyTourPricing = (): TourPricingValues => ({ categories: [], extras: [] })

export const partyCountSchema = z.int().min(0).max(20)
