/**
 * The price categories, the extras' units and the shapes an order keeps (decision 046), apart
 * from their schemas (contracts/tour-pricing.ts) so the tour page prices a party without zod.
 */
/** The categories beside the adult, in the order a booking lists them. */
export const extraCategoryKinds = ['child', 'infant', 'saarc', 'foreign'] as const
export type ExtraCategoryKind = (typeof extraCategoryKinds)[number]
export const categoryKinds = ['adult', ...extraCategoryKinds] as const
export type CategoryKind = (typeof categoryKinds)[number]

/**
 * What a tour needs of each traveller before it leaves (issue 32 item 6): nothing (names are
 * welcome all the same), every name, or for permits every name with a nationality and a
 * passport or NID number.
 */
export const travellerDetailsKinds = ['none', 'names', 'permit'] as const
export type TravellerDetailsKind = (typeof travellerDetailsKinds)[number]
/** How many days before its departure a tour may ask for them at most. */
export const DETAILS_DUE_DAYS_MAX = 60

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
  /**
   * The price of a whole departure taken privately, in minor units (decision 053); absent or
   * null: the plan offers none. Pricing stored before it has none.
   */
  privateMinor?: number | null
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
  /** Its address as booked, in both languages (the calendar file's LOCATION). */
  address?: string | null
  addressBn?: string | null
}
