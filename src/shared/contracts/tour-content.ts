/**
 * A tour's content beyond its description (issue 32 items 1 and 2): its day-by-day itinerary and
 * its four short lists (what is included, what is not, what to bring, notes), each text in
 * English with an optional Bangla beside it (docs/decisions/044-tour-content.md).
 *
 * Three shapes: what an admin sends (`tourContentInputSchema`, every bound checked, empty
 * Bangla is none), what is stored and what the edit form reads back (`TourContentValues`, both
 * languages), and what a visitor reads in one language (`tourContentSchema`, the English where
 * a Bangla text is missing), which only the one tour's read carries, never a list.
 *
 * Its pickup and meeting points (issue 32 item 3; docs/decisions/047-pickup-points-and-map.md)
 * live in the same content: each with a stable id (the server's: bookings refer to it), a
 * clock time in Dhaka, an address and, optionally, coordinates for the tour page's map.
 */
import { z } from 'zod'
import { messages } from '../messages.ts'

/** The bounds: how many days and items, and how long each text may be. */
export const TOUR_DAYS_MAX = 30
export const TOUR_LIST_ITEMS_MAX = 20
export const DAY_TITLE_MAX = 120
export const DAY_TEXT_MAX = 2000
export const OVERNIGHT_MAX = 120
export const LIST_ITEM_MAX = 200
export const PICKUP_POINTS_MAX = 12
export const PICKUP_NAME_MAX = 120
export const PICKUP_ADDRESS_MAX = 300

export const tourListKeys = ['inclusions', 'exclusions', 'bring', 'notes'] as const
export type TourListKey = (typeof tourListKeys)[number]
export const mealKeys = ['breakfast', 'lunch', 'dinner'] as const
export type MealKey = (typeof mealKeys)[number]
/** A pickup point collects travellers on the way; a meeting point is where they gather. */
export const pickupKinds = ['pickup', 'meeting'] as const
export type PickupKind = (typeof pickupKinds)[number]

/** `HH:MM`, 24-hour, a clock time in Asia/Dhaka (the departures' start_time check, too). */
export const CLOCK_TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/
export const clockTimeSchema = z
  .string({ error: () => messages.validation.clockTime })
  .trim()
  .regex(CLOCK_TIME, { error: () => messages.validation.clockTime })
  .describe('HH:MM, 24-hour, Asia/Dhaka')

const tooLong = (max: number) => ({ error: () => messages.tourContentForm.tooLong({ max }) })

/** An English text a day or item must have. */
const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: () => messages.tourContentForm.required })
    .max(max, tooLong(max))

/** An optional text: empty (or only spaces) or absent is none (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullable()
    .optional()
    .transform((text) => text || null)

const mealsSchema = z.object({
  breakfast: z.boolean(),
  lunch: z.boolean(),
  dinner: z.boolean(),
})
export type Meals = z.infer<typeof mealsSchema>

export const tourDayInputSchema = z.object({
  title: requiredText(DAY_TITLE_MAX).describe('e.g. "Dhaka to Sreemangal"'),
  titleBn: optionalText(DAY_TITLE_MAX).describe('The title on Bangla pages; empty: the English'),
  text: requiredText(DAY_TEXT_MAX).describe('What the day holds'),
  textBn: optionalText(DAY_TEXT_MAX).describe('The same in Bangla; empty: the English'),
  meals: mealsSchema
    .default({ breakfast: false, lunch: false, dinner: false })
    .describe('The meals the price includes that day'),
  overnight: optionalText(OVERNIGHT_MAX).describe(
    'Where travellers sleep that night; empty: nowhere (the last day, a day trip)',
  ),
  overnightBn: optionalText(OVERNIGHT_MAX).describe('The same in Bangla; empty: the English'),
})

export const tourListItemInputSchema = z.object({
  text: requiredText(LIST_ITEM_MAX),
  textBn: optionalText(LIST_ITEM_MAX).describe('The item on Bangla pages; empty: the English'),
})

const listInput = z
  .array(tourListItemInputSchema)
  .max(TOUR_LIST_ITEMS_MAX, {
    error: () => messages.tourContentForm.tooManyItems({ max: TOUR_LIST_ITEMS_MAX }),
  })
  .default([])

const pf = () => messages.pickupForm

/** A coordinate in degrees; absent, null or empty is none. */
const coordinate = (limit: number) =>
  z
    .number({ error: () => pf().coordinate({ min: -limit, max: limit }) })
    .min(-limit, { error: () => pf().coordinate({ min: -limit, max: limit }) })
    .max(limit, { error: () => pf().coordinate({ min: -limit, max: limit }) })
    .nullable()
    .optional()
    .transform((value) => value ?? null)

export const pickupPointInputSchema = z
  .object({
    id: z
      .string()
      .trim()
      .max(64)
      .nullable()
      .optional()
      .transform((id) => id || null)
      .describe(
        "The point's id as read back (GET /place/{id}/edit): kept when the plan has that point; absent or unknown: a new point, given a new id",
      ),
    kind: z
      .enum(pickupKinds, { error: () => pf().kindRequired })
      .describe("'pickup': collected on the way; 'meeting': where travellers gather"),
    name: requiredText(PICKUP_NAME_MAX).describe('e.g. "Sayedabad bus counter"'),
    nameBn: optionalText(PICKUP_NAME_MAX).describe('The name on Bangla pages; empty: the English'),
    address: requiredText(PICKUP_ADDRESS_MAX).describe(
      'Where to find it, as a traveller would ask',
    ),
    addressBn: optionalText(PICKUP_ADDRESS_MAX).describe('The same in Bangla; empty: the English'),
    time: clockTimeSchema.describe('When the tour leaves from it: HH:MM, 24-hour, Asia/Dhaka'),
    lat: coordinate(90).describe('Latitude in degrees, -90 to 90; null: not on the map'),
    lng: coordinate(180).describe('Longitude in degrees, -180 to 180; null: not on the map'),
  })
  .superRefine((point, issues) => {
    // Both or neither: half a position places nothing.
    if ((point.lat === null) !== (point.lng === null)) {
      issues.addIssue({
        code: 'custom',
        path: [point.lat === null ? 'lat' : 'lng'],
        message: pf().coordinatesBoth,
      })
    }
  })
export type PickupPointInput = z.input<typeof pickupPointInputSchema>

/**
 * A plan's content as an admin saves it (PUT /place/{id}, POST /place: `content`), replacing
 * what it had. The number of days is also at most the plan's duration (the verb checks it).
 */
export const tourContentInputSchema = z.object({
  days: z
    .array(tourDayInputSchema)
    .max(TOUR_DAYS_MAX, {
      error: () => messages.tourContentForm.tooManyDays({ max: TOUR_DAYS_MAX }),
    })
    .default([])
    .describe('The itinerary, day 1 first'),
  inclusions: listInput.describe('What the price includes'),
  exclusions: listInput.describe('What it does not'),
  bring: listInput.describe('What to bring'),
  notes: listInput.describe('Anything else a traveller should know'),
  pickupPoints: z
    .array(pickupPointInputSchema)
    .max(PICKUP_POINTS_MAX, {
      error: () => messages.pickupForm.tooMany({ max: PICKUP_POINTS_MAX }),
    })
    .default([])
    .describe('Where travellers are picked up or meet, in the order a coach reaches them'),
})
export type TourContentInput = z.input<typeof tourContentInputSchema>
/** The content an admin sent, checked: what the server stores once its points have ids. */
export type TourContentChecked = z.output<typeof tourContentInputSchema>

/** The content in both languages: stored (places.content) and read by the edit form. */
const tourDayValuesSchema = z.object({
  title: z.string(),
  titleBn: z.string().nullable(),
  text: z.string(),
  textBn: z.string().nullable(),
  meals: mealsSchema,
  overnight: z.string().nullable(),
  overnightBn: z.string().nullable(),
})

const itemValuesSchema = z.object({ text: z.string(), textBn: z.string().nullable() })
export type TourListItemValues = z.infer<typeof itemValuesSchema>

/** A pickup point as stored: a booking keeps its id, names and time (tour-pricing.ts PickupChoice). */
const pickupPointValuesSchema = z.object({
  id: z.string().describe('Stable across edits: what a booking refers to'),
  kind: z.enum(pickupKinds),
  name: z.string(),
  nameBn: z.string().nullable(),
  address: z.string(),
  addressBn: z.string().nullable(),
  time: z.string().describe('HH:MM, Asia/Dhaka'),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
})
export type PickupPointValues = z.infer<typeof pickupPointValuesSchema>

export const tourContentValuesSchema = z.object({
  days: z.array(tourDayValuesSchema),
  inclusions: z.array(itemValuesSchema),
  exclusions: z.array(itemValuesSchema),
  bring: z.array(itemValuesSchema),
  notes: z.array(itemValuesSchema),
  // Content saved before pickup points existed has none.
  pickupPoints: z.array(pickupPointValuesSchema).default([]),
})
export type TourContentValues = z.infer<typeof tourContentValuesSchema>

export const emptyTourContent = (): TourContentValues => ({
  days: [],
  inclusions: [],
  exclusions: [],
  bring: [],
  notes: [],
  pickupPoints: [],
})

const inLanguage = 'In the language asked for (Accept-Language), English where it has none'

/** The content as a visitor reads it, in one language. */
export const tourDaySchema = z.object({
  title: z.string().describe(inLanguage),
  text: z.string().describe(inLanguage),
  meals: mealsSchema,
  overnight: z.string().nullable().describe(`${inLanguage}; null: no night (the last day)`),
})

/** A pickup or meeting point as a visitor reads it, in one language. */
export const pickupPointSchema = z.object({
  id: z.string().describe('What a booking names as its pickup point'),
  kind: z.enum(pickupKinds),
  name: z.string().describe(inLanguage),
  address: z.string().describe(inLanguage),
  time: z.string().describe('HH:MM, Asia/Dhaka'),
  lat: z.number().nullable().describe('Degrees; null (with lng): not on the map'),
  lng: z.number().nullable(),
})
export type PickupPoint = z.infer<typeof pickupPointSchema>

export const tourContentSchema = z.object({
  days: z.array(tourDaySchema).describe('The itinerary, day 1 first; empty when it has none'),
  inclusions: z.array(z.string()).describe(inLanguage),
  exclusions: z.array(z.string()).describe(inLanguage),
  bring: z.array(z.string()).describe(inLanguage),
  notes: z.array(z.string()).describe(inLanguage),
  pickupPoints: z
    .array(pickupPointSchema)
    .describe('Where travellers are picked up or meet, in order; empty when it has none'),
})
export type TourContent = z.infer<typeof tourContentSchema>
