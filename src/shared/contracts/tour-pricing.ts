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
import { MAX_TRAVELLERS } from '../booking-limits.ts'
import { messages } from '../messages.ts'

export * from '../tour-pricing-kinds.ts'
import {
  categoryKinds,
  DETAILS_DUE_DAYS_MAX,
  extraCategoryKinds,
  extraUnits,
  travellerDetailsKinds,
  type CategoryKind,
} from '../tour-pricing-kinds.ts'

export const TOUR_EXTRAS_MAX = 10
export const EXTRA_NAME_MAX = 80
export const EXTRA_STOCK_MAX = 1000
/** The oldest a child or infant price can be for (adults from 18). */
export const CHILD_AGE_MAX = 17

const p = () => messages.tourPricing

/** An amount an admin types, in major units of the pricing currency (the server checks its step). */
const amountInput = z
  .number({ error: () => messages.validation.priceRequired })
  .nonnegative({ error: () => messages.validation.priceNegative })
  .max(1_000_000, { error: () => messages.validation.priceTooHigh })
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
    error: () => messages.validation.twoDecimals,
  })

const age = z
  .int({ error: () => p().ageWhole })
  .min(0, { error: () => p().ageRange({ max: CHILD_AGE_MAX }) })
  .max(CHILD_AGE_MAX, { error: () => p().ageRange({ max: CHILD_AGE_MAX }) })
  .nullable()
  .default(null)

export const priceCategoryInputSchema = z
  .object({
    kind: z.enum(extraCategoryKinds).describe('child, infant, saarc or foreign'),
    price: amountInput.describe('Per traveller, in the pricing currency; 0: free'),
    minAge: age.describe('Children and infants: the youngest the price is for'),
    maxAge: age.describe('Children and infants: the oldest the price is for'),
    seat: z
      .boolean()
      .optional()
      .describe('Whether the traveller takes a seat; absent: yes, except an infant'),
  })
  .superRefine((category, context) => {
    const aged = category.kind === 'child' || category.kind === 'infant'
    if (aged && (category.minAge === null || category.maxAge === null)) {
      context.addIssue({
        code: 'custom',
        path: [category.minAge === null ? 'minAge' : 'maxAge'],
        message: p().agesRequired,
      })
    } else if (aged && category.minAge! > category.maxAge!) {
      context.addIssue({ code: 'custom', path: ['maxAge'], message: p().agesOrder })
    } else if (!aged && (category.minAge !== null || category.maxAge !== null)) {
      context.addIssue({ code: 'custom', path: ['minAge'], message: p().agesOnlyChildren })
    }
  })

const localName = z
  .string()
  .trim()
  .min(1, { error: () => p().extraNameRequired })
  .max(EXTRA_NAME_MAX, { error: () => p().tooLong({ max: EXTRA_NAME_MAX }) })

export const tourExtraInputSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, { error: () => p().extraId })
    .optional()
    .describe("An existing extra's id, to keep it (bookings refer to it); absent: a new extra"),
  name: localName.describe('e.g. "AC coach upgrade"'),
  nameBn: z
    .string()
    .trim()
    .max(EXTRA_NAME_MAX, { error: () => p().tooLong({ max: EXTRA_NAME_MAX }) })
    .nullable()
    .optional()
    .transform((text) => text || null)
    .describe('The name on Bangla pages; empty: the English'),
  price: amountInput.describe('In the pricing currency, per booking or per traveller'),
  per: z.enum(extraUnits).describe('booking: once a booking; traveller: for each who takes it'),
  stock: z
    .int({ error: () => p().stockWhole })
    .min(1, { error: () => p().stockRange({ max: EXTRA_STOCK_MAX }) })
    .max(EXTRA_STOCK_MAX, { error: () => p().stockRange({ max: EXTRA_STOCK_MAX }) })
    .nullable()
    .default(null)
    .describe('How many one departure has (cabins, porters); null: no limit'),
})

const travellerDetailsSchema = z.enum(travellerDetailsKinds)
const travellerDetailsText =
  "What a booking must give of each traveller before the trip: 'none' (names welcome), 'names', or 'permit' (names, nationality and a passport or NID number, seen only by admins)"
const dueDaysText = 'How many days before the departure they are due'
const privatePriceText =
  'The price of a whole departure taken privately (a family, an office), extras on top, in the pricing currency; null: not offered'

/** A plan's prices beside the adult's and its extras, as an admin saves them (replacing all). */
export const tourPricingInputSchema = z
  .object({
    categories: z
      .array(priceCategoryInputSchema)
      .max(extraCategoryKinds.length)
      .default([])
      .describe("At most one of each kind; the adult price is the plan's `price`"),
    extras: z
      .array(tourExtraInputSchema)
      .max(TOUR_EXTRAS_MAX, { error: () => p().tooManyExtras({ max: TOUR_EXTRAS_MAX }) })
      .default([]),
    // ours: a whole departure taken privately (decision 053)
    privatePrice: amountInput.nullable().default(null).describe(privatePriceText),
    travellerDetails: travellerDetailsSchema
      .optional()
      .describe(`${travellerDetailsText}; absent: unchanged`),
    detailsDueDays: z
      .int({ error: () => p().dueDaysRange({ max: DETAILS_DUE_DAYS_MAX }) })
      .min(0, { error: () => p().dueDaysRange({ max: DETAILS_DUE_DAYS_MAX }) })
      .max(DETAILS_DUE_DAYS_MAX, { error: () => p().dueDaysRange({ max: DETAILS_DUE_DAYS_MAX }) })
      .optional()
      .describe(`${dueDaysText}; absent: unchanged`),
  })
  .superRefine((pricing, context) => {
    const kinds = new Set<string>()
    pricing.categories.forEach((category, index) => {
      if (kinds.has(category.kind)) {
        context.addIssue({
          code: 'custom',
          path: ['categories', index, 'kind'],
          message: p().categoryTwice,
        })
      }
      kinds.add(category.kind)
    })
    const ids = new Set<string>()
    pricing.extras.forEach((extra, index) => {
      if (extra.id && ids.has(extra.id)) {
        context.addIssue({ code: 'custom', path: ['extras', index, 'id'], message: p().extraId })
      }
      if (extra.id) ids.add(extra.id)
    })
  })
export type TourPricingInput = z.input<typeof tourPricingInputSchema>

const inLanguage = 'In the language asked for (Accept-Language), English where it has none'

/** What a visitor reads: the categories offered beside adults, and the extras. */
export const tourPricingSchema = z.object({
  categories: z.array(
    z.object({
      kind: z.enum(extraCategoryKinds),
      price: z.number().describe('Per traveller, in the pricing currency; 0: free'),
      minAge: z.number().int().nullable(),
      maxAge: z.number().int().nullable(),
      seat: z.boolean().describe('Whether the traveller takes a seat'),
    }),
  ),
  extras: z.array(
    z.object({
      id: z.string(),
      name: z.string().describe(inLanguage),
      price: z.number(),
      per: z.enum(extraUnits),
      stock: z.number().int().nullable().describe('How many one departure has; null: no limit'),
    }),
  ),
  // ours: what a booking must tell of its travellers, and by when (issue 32 item 6)
  travellerDetails: travellerDetailsSchema.describe(travellerDetailsText),
  detailsDueDays: z.number().int().describe(dueDaysText),
  // ours: a whole departure taken privately (decision 053)
  privatePrice: z.number().nullable().describe(privatePriceText),
})
export type TourPricing = z.infer<typeof tourPricingSchema>

/** What the edit form reads back: what it would send to keep the pricing as it is. */
export const tourPricingFormSchema = z.object({
  categories: z.array(tourPricingSchema.shape.categories.element),
  extras: z.array(
    tourPricingSchema.shape.extras.element.extend({
      nameBn: z.string().nullable().describe('As typed; null: none'),
    }),
  ),
  travellerDetails: tourPricingSchema.shape.travellerDetails,
  detailsDueDays: tourPricingSchema.shape.detailsDueDays,
  privatePrice: tourPricingSchema.shape.privatePrice,
})

export type TourPricingForm = z.infer<typeof tourPricingFormSchema>

/** A booking's party: how many travel in each category (absent: none; adults at least one). */
export const partyInputSchema = z.object(
  Object.fromEntries(
    categoryKinds.map((kind) => [
      kind,
      z
        .int({ error: () => messages.validation.travellersWhole })
        .min(0, { error: () => messages.validation.travellersWhole })
        .max(MAX_TRAVELLERS, {
          error: () => messages.validation.travellersMax({ max: MAX_TRAVELLERS }),
        })
        .default(0),
    ]),
  ) as Record<CategoryKind, z.ZodDefault<z.ZodInt>>,
)
export type PartyInput = z.output<typeof partyInputSchema>

export const extraChoiceInputSchema = z.object({
  id: z.string().max(40).describe("The extra's id (GET /places/{tourId}: tourPricing.extras)"),
  quantity: z
    .int({ error: () => p().quantityWhole })
    .min(1, { error: () => p().quantityWhole })
    .max(MAX_TRAVELLERS, { error: () => p().quantityWhole })
    .describe('1 for an extra per booking; per traveller, how many take it'),
})
export type ExtraChoice = z.output<typeof extraChoiceInputSchema>
