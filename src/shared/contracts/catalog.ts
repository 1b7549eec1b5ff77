/**
 * The catalogue's API shapes: divisions, places (tour plans) and reviews (testimonials).
 * Field names follow the specification (`_id`, `placeName`, `parentID`, …) so the spec reads as
 * the API reference. Money is a number of dollars here and integer cents in the database.
 */
import { z } from 'zod'
import { recordIdSchema } from './common.ts'

export const divisionSchema = z.object({
  _id: z.string().describe('Public id of the division (UUID); division pages use it in their URL'),
  id: z.number().int().describe('Numeric division id, the `parentID` of its places'),
  divisionName: z.string(),
  image: z.string().describe('Image URL'),
  imageAlt: z.string(),
  totalPlace: z.number().int().describe('Number of places in the division'),
})
export type Division = z.infer<typeof divisionSchema>

export const placeSchema = z.object({
  _id: z.string().describe('Public id of the place (UUID)'),
  placeId: z.number().int(),
  placeName: z.string(),
  description: z.string(),
  price: z.number().describe('Price in US dollars'),
  review: z.number().int().describe('Number of reviews'),
  duration: z.number().int().describe('Duration in days'),
  rating: z.number().describe('Average rating, 0 to 5'),
  parentID: z.number().int().describe('Numeric id of the division'),
  image: z.string(),
  imageAlt: z.string(),
  divisionName: z.string(),
})
export type Place = z.infer<typeof placeSchema>

export const placeSorts = ['price', '-price', 'rating', '-rating'] as const
export type PlaceSort = (typeof placeSorts)[number]

export const placesQuerySchema = z.object({
  maxPrice: z.coerce
    .number()
    .nonnegative()
    .max(1_000_000)
    .optional()
    .describe('Only places costing at most this many dollars'),
  division: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .optional()
    .describe('Division name (case-insensitive), numeric id or _id'),
  q: z.string().trim().max(100).optional().describe('Search in place names'),
  sort: z
    .enum(placeSorts)
    .optional()
    .describe('price or rating, ascending; prefix "-" for descending'),
})
export type PlacesQuery = z.infer<typeof placesQuerySchema>

export const divisionParamsSchema = z.object({ divisionId: recordIdSchema })
export const tourParamsSchema = z.object({ tourId: recordIdSchema })

export const reviewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().describe('Masked address, e.g. ra•••@gmail.com'),
  description: z.string(),
  rating: z.number().int().min(1).max(5),
  createdAt: z.string().describe('ISO 8601 timestamp'),
})
export type Review = z.infer<typeof reviewSchema>

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
})
export type Health = z.infer<typeof healthSchema>
