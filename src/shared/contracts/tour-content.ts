/**
 * A tour's content beyond its description (issue 32 items 1 and 2): its day-by-day itinerary and
 * its four short lists (what is included, what is not, what to bring, notes), each text in
 * English with an optional Bangla beside it (docs/decisions/044-tour-content.md).
 *
 * Three shapes: what an admin sends (`tourContentInputSchema`, every bound checked, empty
 * Bangla is none), what is stored and what the edit form reads back (`TourContentValues`, both
 * languages), and what a visitor reads in one language (`tourContentSchema`, the English where
 * a Bangla text is missing), which only the one tour's read carries, never a list.
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

export const tourListKeys = ['inclusions', 'exclusions', 'bring', 'notes'] as const
export type TourListKey = (typeof tourListKeys)[number]
export const mealKeys = ['breakfast', 'lunch', 'dinner'] as const
export type MealKey = (typeof mealKeys)[number]

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
})
export type TourContentInput = z.input<typeof tourContentInputSchema>

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

export const tourContentValuesSchema = z.object({
  days: z.array(tourDayValuesSchema),
  inclusions: z.array(itemValuesSchema),
  exclusions: z.array(itemValuesSchema),
  bring: z.array(itemValuesSchema),
  notes: z.array(itemValuesSchema),
})
export type TourContentValues = z.infer<typeof tourContentValuesSchema>

export const emptyTourContent = (): TourContentValues => ({
  days: [],
  inclusions: [],
  exclusions: [],
  bring: [],
  notes: [],
})

const inLanguage = 'In the language asked for (Accept-Language), English where it has none'

/** The content as a visitor reads it, in one language. */
export const tourDaySchema = z.object({
  title: z.string().describe(inLanguage),
  text: z.string().describe(inLanguage),
  meals: mealsSchema,
  overnight: z.string().nullable().describe(`${inLanguage}; null: no night (the last day)`),
})

export const tourContentSchema = z.object({
  days: z.array(tourDaySchema).describe('The itinerary, day 1 first; empty when it has none'),
  inclusions: z.array(z.string()).describe(inLanguage),
  exclusions: z.array(z.string()).describe(inLanguage),
  bring: z.array(z.string()).describe(inLanguage),
  notes: z.array(z.string()).describe(inLanguage),
})
export type TourContent = z.infer<typeof tourContentSchema>
