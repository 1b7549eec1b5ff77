/**
 * The catalogue's API shapes: divisions, places (tour plans) and reviews (testimonials).
 * Field names follow the specification (`_id`, `placeName`, `parentID`, …) so the spec reads as
 * the API reference. Money is a number in the site's pricing currency here (GET /company says which: dollars or
 * whole taka) and integer minor units in the database.
 *
 * Public reads answer in the request's language (Accept-Language: `bn` for Bangla): the spec's
 * text fields carry the Bangla where it was written and the English where it was not
 * (docs/decisions/020-two-languages.md). A plan's Bangla is written with the optional
 * `placeNameBn` and `descriptionBn`, and read back by its edit form beside the English.
 */
import { z } from 'zod'
import { recordIdSchema } from './common.ts'
import { pageOf, pageQuerySchema } from './paging.ts'
import { uploadIdOf } from '../upload-paths.ts'
import { cancellationPolicySchema, policyTierSchema } from '../cancellation-policy.ts'
import { messages } from '../messages.ts'
import { MAX_TRAVELLERS } from '../booking-limits.ts'
import { calendarDateSchema } from './departures.ts'
import { PLAN_DAYS_MAX, placeSorts } from '../catalog-search.ts'
import {
  tourContentInputSchema,
  tourContentSchema,
  tourContentValuesSchema,
} from './tour-content.ts'
import { tourPricingFormSchema, tourPricingInputSchema, tourPricingSchema } from './tour-pricing.ts'

const v = messages.validation

const inLanguage = 'In the language asked for (Accept-Language), English where it has none'

export const divisionSchema = z.object({
  _id: z.string().describe('Public id of the division (UUID); division pages use it in their URL'),
  id: z.number().int().describe('Numeric division id, the `parentID` of its places'),
  divisionName: z.string().describe(inLanguage),
  divisionNameEn: z
    .string()
    .describe(
      "The division's English name in every language: its page's address (/Dhaka/<_id>) and a plan's divisionName use it",
    ),
  image: z.string().describe('Image URL'),
  imageAlt: z.string().describe(inLanguage),
  totalPlace: z.number().int().describe('Number of places in the division'),
})
export type Division = z.infer<typeof divisionSchema>

export const placeSchema = z.object({
  _id: z.string().describe('Public id of the place (UUID)'),
  placeId: z.number().int(),
  placeName: z.string().describe(inLanguage),
  description: z.string().describe(inLanguage),
  price: z.number().describe('Price per person, in the pricing currency (GET /company)'),
  review: z
    .number()
    .int()
    .describe(
      'Number of ratings: the starting count the admin entered (ratings on other sites) plus `verifiedReview`',
    ),
  duration: z.number().int().describe('Duration in days'),
  rating: z
    .number()
    .describe(
      'Average rating, 0 to 5, of the starting rating (weighted by its count) and the verified reviews',
    ),
  parentID: z.number().int().describe('Numeric id of the division'),
  image: z.string(),
  imageAlt: z.string().describe(inLanguage),
  divisionName: z.string().describe(inLanguage),
  // ours: how many of `review` are verified reviews, so a page can say where its figures come from
  verifiedReview: z
    .number()
    .int()
    .optional()
    .describe(
      "How many of `review` are visible verified reviews (by travellers who booked the tour here: GET /places/{tourId}/reviews); the rest are the plan's starting figures, ratings on other sites. Absent on the plan's edit form",
    ),
  // ours: the picture's size, so pages reserve its room and offer its AVIF and WebP copies
  imageWidth: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe(
      'Width in pixels of an uploaded `image` (its copies: /uploads/<sha256>-<w>w.<avif|webp> at variantWidths(imageWidth)); null for other images',
    ),
  imageHeight: z.number().int().nullable().optional().describe('Its height in pixels'),
  images: z
    .array(
      z.object({
        url: z.string().describe('/uploads/<sha256>.<ext>'),
        alt: z.string().describe(inLanguage),
        width: z.number().int().nullable(),
        height: z.number().int().nullable(),
      }),
    )
    .optional()
    .describe(
      'One plan (GET /places/{tourId}): its pictures in order, the first being `image`; empty when it has only `image`. Lists leave it out',
    ),
  // ours: the itinerary and lists (issue 32), too long for a list: the one tour's read carries
  // them. Not `content`, the name a plan's edit form reads and saves in both languages: a client
  // sending back what it read here (the spec's round trip) leaves them as they are.
  tourContent: tourContentSchema
    .optional()
    .describe(
      'One plan (GET /places/{tourId}): its itinerary and its included, excluded, to-bring and notes lists, in the language asked for. Lists leave it out',
    ),
  // ours: prices per traveller beside `price` (the adult's) and the extras (issue 32)
  tourPricing: tourPricingSchema
    .optional()
    .describe(
      'One plan (GET /places/{tourId}): the prices for children, infants and other nationalities beside `price` (the adult’s), and the extras a booking may add. Lists leave it out',
    ),
})
export type Place = z.infer<typeof placeSchema>
export type PlanImage = NonNullable<Place['images']>[number]

/**
 * GET /place/{id}/edit (admins): the plan as its admin wrote it, whatever the language asked
 * for: the spec's fields in English (divisionName too) and the Bangla texts, null when none.
 */
export const planValuesSchema = placeSchema.extend({
  placeNameBn: z.string().nullable().describe('The name on Bangla pages; null: the English'),
  descriptionBn: z
    .string()
    .nullable()
    .describe('The description on Bangla pages; null: the English'),
  gallery: z
    .array(
      z.object({
        url: z.string(),
        alt: z.string().nullable().describe("As typed; null: the plan's own"),
        altBn: z.string().nullable(),
        width: z.number().int().nullable(),
        height: z.number().int().nullable(),
      }),
    )
    .describe('Its pictures in order, their alt texts as the admin wrote them'),
  content: tourContentValuesSchema.describe(
    'Its itinerary and lists in English and Bangla (null where a Bangla text is none), as the admin wrote them',
  ),
  pricing: tourPricingFormSchema.describe(
    'Its prices beside the adult’s and its extras, as the admin wrote them (what PUT would keep)',
  ),
})
export type PlanValues = z.infer<typeof planValuesSchema>

/**
 * The search's own filters (issue 32, docs/decisions/048-catalogue-search.md): a duration in
 * days and an open departure with seats for a party between two dates. Checked together
 * (`searchChecks`): a range the wrong way round is a 400 naming its second field.
 */
const searchShape = {
  minDays: z.coerce
    .number()
    .int()
    .min(1, { error: () => v.durationMin })
    .max(PLAN_DAYS_MAX, { error: () => v.durationMax({ max: PLAN_DAYS_MAX }) })
    .optional()
    .describe('Only tours lasting at least this many days'),
  maxDays: z.coerce
    .number()
    .int()
    .min(1, { error: () => v.durationMin })
    .max(PLAN_DAYS_MAX, { error: () => v.durationMax({ max: PLAN_DAYS_MAX }) })
    .optional()
    .describe('Only tours lasting at most this many days'),
  from: calendarDateSchema
    .optional()
    .describe(
      'Only tours with an open departure on or after this date (Asia/Dhaka, YYYY-MM-DD; departures after today only) with seats for `travellers`',
    ),
  to: calendarDateSchema
    .optional()
    .describe(
      'Only tours with an open departure on or before this date, with seats for `travellers`',
    ),
  travellers: z.coerce
    .number()
    .int({ error: () => v.travellersWhole })
    .min(1, { error: () => v.travellersMin })
    .max(MAX_TRAVELLERS, { error: () => v.travellersMax({ max: MAX_TRAVELLERS }) })
    .optional()
    .describe(
      `Only tours with an open departure (in from–to when given) with at least this many seats left, 1 to ${MAX_TRAVELLERS}; from or to alone mean 1`,
    ),
}

/** The checks across fields: minDays ≤ maxDays, from ≤ to. */
function searchChecks(
  query: { minDays?: number; maxDays?: number; from?: string; to?: string },
  issues: z.core.$RefinementCtx,
) {
  if (query.minDays !== undefined && query.maxDays !== undefined && query.maxDays < query.minDays) {
    issues.addIssue({
      code: 'custom',
      path: ['maxDays'],
      message: messages.catalogSearch.daysReversed,
    })
  }
  if (query.from !== undefined && query.to !== undefined && query.to < query.from) {
    issues.addIssue({ code: 'custom', path: ['to'], message: v.lastDateBeforeFirst })
  }
}

const placesQueryShape = {
  maxPrice: z.coerce
    .number()
    .nonnegative()
    .max(1_000_000)
    .optional()
    .describe('Only places costing at most this much (pricing currency)'),
  division: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .optional()
    .describe('Division name (case-insensitive), numeric id or _id'),
  q: z.string().trim().max(100).optional().describe('Search in place names'),
  ...searchShape,
  sort: z
    .enum(placeSorts)
    .optional()
    .describe(
      'price or rating (the rating tour cards show), ascending; prefix "-" for descending; departure: the soonest open departure with seats for `travellers` (in from–to when given) first, tours without one last. Ties by placeId',
    ),
}

export const placesQuerySchema = z.object(placesQueryShape).superRefine(searchChecks)
export type PlacesQuery = z.infer<typeof placesQuerySchema>

/** GET /places with its paging parameters: with `limit` or `cursor`, a page in the same order. */
export const placesPageQuerySchema = z
  .object({ ...placesQueryShape, ...pageQuerySchema.shape })
  .superRefine(searchChecks)
export type PlacesPageQuery = z.infer<typeof placesPageQuerySchema>

/** GET /place/{id} (a division's places): the price bound, the search, the sort and paging. */
export const divisionPlacesQuerySchema = z
  .object({
    maxPrice: placesQueryShape.maxPrice,
    ...searchShape,
    sort: placesQueryShape.sort,
    ...pageQuerySchema.shape,
  })
  .superRefine(searchChecks)
export type DivisionPlacesQuery = z.infer<typeof divisionPlacesQuerySchema>

export const placesPageSchema = pageOf(placeSchema).extend({
  priceMax: z
    .number()
    .nullable()
    .describe(
      "The highest price (pricing currency) among the places the other filters keep, whatever maxPrice says: the price slider's range; null when there are none",
    ),
})
export type PlacesPage = z.infer<typeof placesPageSchema>

/**
 * GET /place/{id}: a division's places. The spec's path names the parameter like PUT
 * /place/{id}, whose id is a plan's, so the document shows one path with one parameter name.
 */
export const divisionParamsSchema = z.object({
  id: recordIdSchema.describe("The division's _id or numeric id"),
})
export const tourParamsSchema = z.object({ tourId: recordIdSchema })

/** Reviews reach a public page: a name is shown with at most this many characters. */
export const REVIEW_NAME_MAX = 80
export const REVIEW_TEXT_MAX = 2000

export const reviewSchema = z.object({
  _id: z.string(),
  name: z.string().max(REVIEW_NAME_MAX),
  email: z.string().describe('Masked address, e.g. ra•••@gmail.com'),
  description: z.string().max(REVIEW_TEXT_MAX),
  rating: z.number().int().min(1).max(5),
  createdAt: z.string().describe('ISO 8601 timestamp'),
})
export type Review = z.infer<typeof reviewSchema>

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
})

/** Liveness: the process serves requests, whatever its database does. */
export const livenessSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
})

/**
 * Add Plan / edit plan: every spec field required, numbers checked, the image an http(s) URL or
 * a path on this site (images the server stores). The same schema validates the form and the API.
 */
/**
 * A number from JSON or from a text input; an empty input means missing (not 0). The document
 * says so too: a number, or a string holding one (the form's text inputs send strings).
 */
export const fromInput = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess(
      (value) =>
        typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value,
      schema,
    )
    .meta({
      type: undefined,
      anyOf: [
        { type: 'number' },
        { type: 'string', pattern: '^\\s*-?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?\\s*$' },
      ],
    })
/** A number field, named in its messages ("Price is required.") in the reader's language. */
type NumberField = keyof typeof messages.validation.numberFields
const num = (field: NumberField) =>
  z.number({
    error: (issue) =>
      issue.input === undefined
        ? v.numberRequired({ field: v.numberFields[field] })
        : v.notANumber({ field: v.numberFields[field] }),
  })
const whole = (field: NumberField) =>
  num(field).int({ error: () => v.notWhole({ field: v.numberFields[field] }) })
const ratingBetween = (min: number, max: number) => ({ error: () => v.ratingBetween({ min, max }) })

/** An optional text in Bangla, as long as its English: empty (or only spaces) is none. */
const banglaText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: () => messages.planBangla.tooLong({ max }) })
    .transform((text) => text || null)
    .nullable()
    .optional()

/** The most pictures a plan keeps. */
export const PLAN_IMAGES_MAX = 12

/** One of a plan's pictures as an admin saves it: an upload's address and optional alt texts. */
export const planImageInputSchema = z.object({
  url: z
    .string()
    .trim()
    .refine((url) => uploadIdOf(url) !== undefined, {
      error: () => messages.gallery.notAnUpload,
    })
    .describe("An upload's address, /uploads/<sha256>.<ext>, as POST /uploads answered"),
  alt: z
    .string()
    .trim()
    .max(300, { error: () => v.maxChars({ max: 300 }) })
    .transform((text) => text || null)
    .nullable()
    .optional()
    .describe("What the picture shows; empty or absent: the plan's own alt text"),
  altBn: banglaText(300).describe("The same in Bangla; empty or absent: the plan's Bangla one"),
})

export const placeInputSchema = z.object({
  placeId: fromInput(
    whole('placeId')
      .positive({ error: () => v.placeIdPositive })
      .max(999_999_999),
  ),
  placeName: z
    .string()
    .trim()
    .min(1, { error: () => v.placeNameRequired })
    .max(120, { error: () => v.maxChars({ max: 120 }) }),
  description: z
    .string()
    .trim()
    .min(1, { error: () => v.descriptionRequired })
    .max(4000, { error: () => v.maxChars({ max: 4000 }) }),
  price: fromInput(
    num('price')
      .nonnegative({ error: () => v.priceNegative })
      .max(1_000_000, { error: () => v.priceTooHigh })
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
        error: () => v.twoDecimals,
      }),
  ),
  review: fromInput(
    whole('reviewCount')
      .nonnegative({ error: () => v.reviewCountNegative })
      .max(10_000_000),
  ),
  duration: fromInput(
    whole('duration')
      .min(1, { error: () => v.durationMin })
      .max(PLAN_DAYS_MAX, { error: () => v.durationMax({ max: PLAN_DAYS_MAX }) }),
  ),
  rating: fromInput(num('rating').min(0, ratingBetween(0, 5)).max(5, ratingBetween(0, 5))),
  parentID: fromInput(
    whole('divisionId')
      .positive({ error: () => v.divisionIdPositive })
      .max(999_999_999),
  ),
  image: z
    .string()
    .trim()
    .min(1, { error: () => v.imageRequired })
    .max(2000, { error: () => v.imageTooLong })
    .refine((value) => /^\/(?!\/)\S+$/.test(value) || isHttpUrl(value), {
      error: () => v.imageInvalid,
    }),
  divisionName: z
    .string()
    .trim()
    .min(1, { error: () => v.divisionNameRequired })
    .max(60),
  // ours: the plan's Bangla texts
  placeNameBn: banglaText(120).describe(
    'The name on Bangla pages; empty or null: none (they show placeName); absent: unchanged',
  ),
  descriptionBn: banglaText(4000).describe(
    'The description on Bangla pages; empty or null: none (they show description); absent: unchanged',
  ),
  // ours: the plan's pictures, in order (absent: unchanged)
  images: z
    .array(planImageInputSchema)
    .max(PLAN_IMAGES_MAX, { error: () => messages.gallery.tooMany({ max: PLAN_IMAGES_MAX }) })
    .optional()
    .describe(
      "The plan's pictures in order, replacing those it had; the first becomes `image`. Empty: none but `image`; absent: unchanged",
    ),
  // ours: the plan's itinerary and lists (absent: unchanged; on a new plan, none)
  content: tourContentInputSchema
    .optional()
    .describe(
      "The plan's itinerary (at most its duration's days) and lists, replacing what it had; absent: unchanged",
    ),
  // ours: the plan's prices per traveller and extras (absent: unchanged; on a new plan, none)
  pricing: tourPricingInputSchema
    .optional()
    .describe(
      "The plan's child, infant and nationality prices and its extras, replacing what it had; absent: unchanged",
    ),
  // ours: the plan's booking terms (absent: unchanged; on a new plan, the company's defaults)
  cancellationPolicy: cancellationPolicySchema.nullable().optional(),
  depositPercent: z
    .preprocess(
      (value) =>
        value === null || (typeof value === 'string' && value.trim() === '')
          ? null
          : typeof value === 'string'
            ? Number(value)
            : value,
      whole('deposit')
        .min(1, { error: () => v.depositMin({ min: 1 }) })
        .max(90, { error: () => v.depositMax({ max: 90 }) })
        .nullable(),
    )
    .meta({
      type: undefined,
      nullable: undefined,
      minimum: undefined,
      maximum: undefined,
      anyOf: [
        { type: 'integer', nullable: true, minimum: 1, maximum: 90 },
        { type: 'string', pattern: '^\\s*\\d*\\s*$' },
      ],
    })
    .optional()
    .describe(
      'Share of the price a customer may pay now (the rest later); null or empty: no deposits',
    ),
  balanceDueDays: fromInput(
    whole('balanceDue')
      .min(0, { error: () => v.daysNegative })
      .max(120, { error: () => v.daysMax({ max: 120 }) }),
  )
    .optional()
    .describe('How many days before the departure the balance of a deposit is due'),
})
export type PlaceInput = z.input<typeof placeInputSchema>
export type PlaceValues = z.output<typeof placeInputSchema>

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** A plan's booking terms, shown on its page and in the booking dialog, accepted when booking. */
export const tourTermsSchema = z.object({
  cancellationPolicy: z.array(policyTierSchema),
  depositPercent: z.number().int().nullable(),
  balanceDueDays: z.number().int(),
})
export type TourTerms = z.infer<typeof tourTermsSchema>

export const placeIdParamsSchema = z.object({ id: recordIdSchema })

/** DELETE /tour/:id: a plan with orders is archived (withdrawn from the catalogue) instead. */
export const deletedPlaceSchema = z.object({
  deletedCount: z.number().int().describe('1: the plan left the catalogue'),
  archived: z
    .literal(true)
    .optional()
    .describe('Present when the plan had orders: archived, its unpaid orders cancelled'),
})
export type DeletedPlace = z.infer<typeof deletedPlaceSchema>

export const reviewInputSchema = z.object({
  description: z
    .string()
    .trim()
    .min(1, { error: () => v.reviewTextRequired })
    .max(REVIEW_TEXT_MAX, { error: () => v.maxChars({ max: REVIEW_TEXT_MAX }) }),
  // Nothing chosen (the form starts so) is named as such, not as a number that is not one.
  rating: fromInput(
    z
      .number({
        error: (issue) =>
          issue.input == null ? v.ratingRequired : v.notANumber({ field: v.numberFields.rating }),
      })
      .int({ error: () => v.notWhole({ field: v.numberFields.rating }) })
      .min(1, ratingBetween(1, 5))
      .max(5, ratingBetween(1, 5)),
  ),
})
export type ReviewInput = z.input<typeof reviewInputSchema>
